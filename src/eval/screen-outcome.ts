import type { Decision, DetectorStatus, Direction, ExecutionContext, PrimaryCause, Trace } from '../core/index.ts';
import { isParapetError } from '../core/index.ts';
import type { Firewall } from '../firewall/index.ts';
import { type CorpusRow, canariesOf } from './corpus-row.ts';

/** One row as a worker screens it: what a deployment would pass for that turn. */
export interface WorkItem {
  readonly text: string;
  readonly direction: Direction;
  readonly context: ExecutionContext;
  readonly systemPrompt?: string;
  readonly canaries: readonly string[];
}

/**
 * A row as a deployment would screen it: direction and context passed through, meta.system_prompt as the
 * conversation's system prompt (so an override or extraction attempt is judged against it) and meta.secret
 * registered as a canary (so a response leaking it is a leak).
 */
export function workItemOf(row: CorpusRow): WorkItem {
  const systemPrompt = row.meta?.system_prompt;
  return {
    text: row.text,
    direction: row.direction,
    context: row.context,
    canaries: canariesOf(row),
    ...(systemPrompt === undefined ? {} : { systemPrompt }),
  };
}

/** The part of a trace the harness aggregates; small, so that batches cross the thread boundary cheaply. */
export interface RowOutcome {
  readonly decision: Decision;
  readonly risk: number;
  readonly cause: PrimaryCause;
  readonly findings: readonly { readonly rule_id: string; readonly detector_id: string; readonly final: number }[];
  /** Detectors that ran or failed; skipped ones are left out (they say nothing about this row). */
  readonly detectors: readonly {
    readonly id: string;
    readonly status: DetectorStatus;
    readonly raw: number;
    readonly final: number;
  }[];
  readonly owasp: readonly string[];
  readonly nist: readonly string[];
  readonly latency_ms: number;
}

/** A row the firewall refused to screen (e.g. REQUEST_TOO_LARGE) is recorded, not fatal: a deployment sees the same. */
export type ScreenOutcome =
  | { readonly ok: true; readonly outcome: RowOutcome }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** What every screen of this run was measured against, read from a firewall and one probe trace. */
export interface EngineInfo {
  readonly policy: { readonly id: string; readonly version: string; readonly hash: string; readonly source: string };
  /** The trace's engine block as is: version, detectors hash, models mode and id, calibration id. */
  readonly engine: Trace['engine'];
  readonly calibration: { readonly id: string; readonly hash: string };
  /** The verified model artifacts that screened, or null in deterministic mode. */
  readonly models: {
    readonly dir: string;
    readonly manifest_sha256: string;
    readonly heads: readonly { readonly id: string; readonly file: string; readonly sha256: string }[];
  } | null;
  readonly taxonomy: { readonly version: string; readonly hash: string };
  readonly detectors: readonly { readonly id: string; readonly version: number }[];
}

export function screenItem(firewall: Firewall, item: WorkItem): ScreenOutcome {
  let result: ReturnType<Firewall['screen']>;
  try {
    result = firewall.screen({
      text: item.text,
      direction: item.direction,
      context: item.context,
      guards: {
        canaries: item.canaries,
        ...(item.systemPrompt === undefined ? {} : { systemPrompt: item.systemPrompt }),
      },
    });
  } catch (error) {
    if (!isParapetError(error)) throw error;
    return { ok: false, code: error.code, message: error.message };
  }
  const t = result.trace;
  return {
    ok: true,
    outcome: {
      // The harness measures detection: text the policy sanitised was caught, whatever passed on afterwards
      // (the agent-boundary evaluation measures what sanitising keeps).
      decision: t.sanitization?.replaces.decision ?? t.decision,
      risk: t.risk,
      cause: t.primary_cause,
      findings: t.findings.map((f) => ({ rule_id: f.rule_id, detector_id: f.detector_id, final: f.final })),
      detectors: t.detectors
        .filter((d) => d.status !== 'skipped')
        .map((d) => ({ id: d.id, status: d.status, raw: d.raw, final: d.final })),
      owasp: t.taxonomy.owasp,
      nist: t.taxonomy.nist,
      latency_ms: t.timing.latency_ms,
    },
  };
}

export function engineInfoOf(firewall: Firewall): EngineInfo {
  // The engine and policy blocks are read from a real trace, so the manifest names exactly what screened.
  const probe = firewall.screen({ text: '', direction: 'input', context: 'plain_text' }).trace;
  return {
    policy: {
      id: probe.policy.id,
      version: probe.policy.version,
      hash: probe.policy.hash,
      source: firewall.policy.source,
    },
    engine: { ...probe.engine },
    calibration: { id: firewall.calibration.id, hash: firewall.calibration.hash },
    models:
      firewall.models === undefined
        ? null
        : {
            dir: firewall.models.dir,
            manifest_sha256: firewall.models.manifestSha256,
            heads: firewall.models.manifest.heads.map((h) => ({ id: h.id, file: h.file, sha256: h.sha256 })),
          },
    taxonomy: { version: firewall.taxonomy.document.release, hash: firewall.taxonomy.hash },
    detectors: firewall.detectors.map((d) => ({ id: d.id, version: d.version })),
  };
}

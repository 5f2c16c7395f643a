import { compareText } from '../../core/index.ts';
/**
 * The console's reading of Forge reports. These structural types name only the fields the console shows; the
 * assurance module's ForgeReport satisfies them (the gateway may not import it: rank-5 siblings stay apart).
 */

export interface ConsoleSummaryFigures {
  readonly scored: number;
  readonly not_applicable: number;
  readonly passed: number;
  readonly failed: number;
  readonly errored: number;
  readonly undetermined: number;
  readonly pass_rate: number | null;
  readonly weighted_pass_rate: number | null;
}

export interface ConsoleForgeScenario {
  readonly id: string;
  readonly category: string;
  readonly status: string;
  readonly outcome: string;
  readonly outcome_basis: string;
  readonly behaviour: string;
  readonly weight: number;
  readonly severity: string;
  readonly variants: readonly {
    readonly vector: string;
    readonly prompt: string;
    readonly response: string;
    readonly intermediate: readonly string[];
    readonly tool_calls: readonly { readonly name: string; readonly arguments: string }[];
    readonly outcome: string;
    readonly basis: string;
    readonly classification: string | null;
  }[];
}

export interface ConsoleForgeReport {
  readonly protocol: string;
  readonly catalogue_hash: string;
  readonly target: { readonly endpoint: string; readonly model: string };
  readonly profile: string | null;
  readonly scoring_mode: string;
  readonly run_id: string;
  readonly paired_run_id: string | null;
  readonly pass: string;
  readonly started_at: string;
  readonly engine: { readonly name: string; readonly version: string };
  readonly scenarios: readonly ConsoleForgeScenario[];
  readonly summary: ConsoleSummaryFigures & { readonly per_category: Readonly<Record<string, ConsoleSummaryFigures>> };
  readonly signature: { readonly key_fingerprint: string };
  readonly chain: { readonly head: string };
}

export interface Verification {
  readonly ok: boolean;
  readonly problems: readonly string[];
}

/** One stored report as the Matrix table lists it. */
export interface MatrixEntry {
  readonly payload_sha256: string;
  readonly model: string;
  readonly endpoint: string;
  readonly protocol: string;
  /** null: Model Certification (base scoring). */
  readonly profile: string | null;
  readonly pass: string;
  readonly run_id: string;
  readonly paired_run_id: string | null;
  /** The stored report of the other Parallax pass, when the store holds it. */
  readonly paired_payload_sha256: string | null;
  readonly started_at: string;
  readonly key_fingerprint: string;
  readonly summary: ConsoleSummaryFigures;
  readonly per_category: Readonly<Record<string, ConsoleSummaryFigures>>;
  readonly verification: Verification;
}

const PROFILE_ORDER = [null, 'no_tools', 'read_scoped', 'tool_capable', 'autonomous'];

/**
 * Every stored report, ordered by model, protocol, profile (base first), pass (assurance first) and newest first,
 * each with its verification and the link to its Parallax partner.
 */
export function matrixEntries(
  stored: readonly { readonly payload_sha256: string; readonly report: ConsoleForgeReport }[],
  verificationOf: (payloadSha256: string, report: ConsoleForgeReport) => Verification,
): MatrixEntry[] {
  const byRunId = new Map(stored.map((s) => [s.report.run_id, s.payload_sha256]));
  const entries = stored.map(({ payload_sha256, report: r }): MatrixEntry => {
    const { per_category, ...summary } = r.summary;
    const partner = r.paired_run_id === null ? undefined : byRunId.get(r.paired_run_id);
    return {
      payload_sha256,
      model: r.target.model,
      endpoint: r.target.endpoint,
      protocol: r.protocol,
      profile: r.profile,
      pass: r.pass,
      run_id: r.run_id,
      paired_run_id: r.paired_run_id,
      paired_payload_sha256: partner ?? null,
      started_at: r.started_at,
      key_fingerprint: r.signature.key_fingerprint,
      summary,
      per_category,
      verification: verificationOf(payload_sha256, r),
    };
  });
  return entries.sort(
    (a, b) =>
      compareText(a.model, b.model) ||
      compareText(a.protocol, b.protocol) ||
      PROFILE_ORDER.indexOf(a.profile) - PROFILE_ORDER.indexOf(b.profile) ||
      compareText(a.pass, b.pass) ||
      compareText(b.started_at, a.started_at) ||
      compareText(a.run_id, b.run_id),
  );
}

import type { Decision, ExecutionContext, Layer, PrimaryCause } from '../core/index.ts';
import { compareText, DECISION_RANK } from '../core/index.ts';
import type { ToolVerdict } from './evaluate-tool-call.ts';
import type { LoadedPolicy } from './loaded-policy.ts';
import type { Zone } from './schema.ts';

/** One finding after calibration and context weighting, as the policy sees it. */
export interface ScoredFinding {
  readonly detectorId: string;
  readonly reason: string;
  readonly layer: Layer;
  readonly raw: number;
  readonly calibrated: number;
  readonly final: number;
}

export interface DetectorOutcome {
  readonly detectorId: string;
  readonly status: 'scanned' | 'skipped' | 'errored';
  readonly required: boolean;
}

export interface DecideInput {
  readonly policy: LoadedPolicy;
  readonly context: ExecutionContext;
  readonly findings: readonly ScoredFinding[];
  readonly outcomes: readonly DetectorOutcome[];
  /** Ids of benign signals present (content framing and tenant intents). */
  readonly benignSignals: readonly string[];
  /** Uncertainty measured outside the groups (e.g. the second stage's model dispersion). */
  readonly extraUncertainty?: { readonly value: number; readonly group: string };
  /** Forces the strict zones, e.g. when a budget is exhausted or a breaker is open. */
  readonly forceStrict?: boolean;
  /** For a tool call: the tool policy's verdict (deny blocks; safeguard asks for confirmation at least). */
  readonly toolVerdict?: ToolVerdict;
}

export type DecisionZone =
  | 'allow'
  | 'amber'
  | 'block'
  | 'veto'
  | 'prohibited'
  | 'fail_closed'
  | 'strict'
  | 'tool_policy'
  | 'safeguard';

export interface PolicyDecision {
  readonly decision: Decision;
  readonly zone: DecisionZone;
  readonly primaryCause: PrimaryCause;
  readonly risk: number;
  readonly mode: 'normal' | 'strict';
  /** Rule ids of findings that benign context moved from BLOCK to LIABILITY_REQUIRED. */
  readonly relaxed: readonly string[];
  /** Disagreement between detectors that look for the same thing, 0–1, and the group it came from. */
  readonly uncertainty: {
    readonly value: number;
    readonly group: string | null;
    readonly action: 'tighten' | 'review' | 'none' | null;
  };
}

const ruleId = (f: ScoredFinding): string => `${f.detectorId}/${f.reason}`;

function matchesRule(f: ScoredFinding, rule: string): boolean {
  const [detectorId, reason] = rule.split('/');
  return f.detectorId === detectorId && (reason === '*' || reason === f.reason);
}

/** Strongest first; ties broken by rule id so the primary cause never depends on detector order. */
function strongest(findings: readonly ScoredFinding[]): ScoredFinding | undefined {
  return [...findings].sort((a, b) => b.final - a.final || compareText(ruleId(a), ruleId(b)))[0];
}

function causeOf(f: ScoredFinding, layer: Layer = f.layer, rule = ruleId(f)): PrimaryCause {
  return { layer, rule_id: rule, detector_id: f.detectorId, reason_code: f.reason };
}

function zoneFor(input: DecideInput, f: ScoredFinding, isStrict: boolean): Zone {
  const doc = input.policy.document;
  if (isStrict) return doc.zones.strict;
  return doc.detectors[f.detectorId]?.zones[input.context] ?? doc.zones.by_context[input.context] ?? doc.zones.default;
}

/**
 * Disagreement within uncertainty groups: the first detector of a group (a learned head) against the
 * strongest of the others (its heuristics). Groups whose detectors did not all scan are left out.
 */
export function measureUncertainty(input: Pick<DecideInput, 'policy' | 'findings' | 'outcomes'>): {
  value: number;
  group: string | null;
} {
  const finalOf = (id: string): number =>
    input.findings.filter((f) => f.detectorId === id).reduce((m, f) => Math.max(m, f.final), 0);
  let best = { value: 0, group: null as string | null };
  for (const group of input.policy.document.uncertainty.groups) {
    const isScanned = group.detectors.every((id) =>
      input.outcomes.some((o) => o.detectorId === id && o.status === 'scanned'),
    );
    if (!isScanned) continue;
    const [first = '', ...rest] = group.detectors;
    const spread = Math.round(Math.abs(finalOf(first) - Math.max(...rest.map(finalOf))) * 1e6) / 1e6;
    if (spread > best.value) best = { value: spread, group: group.id };
  }
  return best;
}

export function decide(input: DecideInput): PolicyDecision {
  const doc = input.policy.document;
  const risk = input.findings.reduce((max, f) => Math.max(max, f.final), 0);
  const erroredOptional = input.outcomes.some((o) => o.status === 'errored' && !o.required);
  const grouped = measureUncertainty(input);
  const measured =
    input.extraUncertainty !== undefined && input.extraUncertainty.value > grouped.value
      ? input.extraUncertainty
      : grouped;
  const isUncertain = measured.value >= doc.uncertainty.min && measured.group !== null;
  const uncertainty = { ...measured, action: isUncertain ? doc.uncertainty.action : null };
  const isStrict =
    doc.mode === 'strict' ||
    input.forceStrict === true ||
    (erroredOptional && doc.on_error.optional === 'strict') ||
    (isUncertain && doc.uncertainty.action === 'tighten');
  const mode = isStrict ? 'strict' : 'normal';
  const base = { risk, mode, relaxed: [] as string[], uncertainty } as const;

  const erroredRequired = input.outcomes
    .filter((o) => o.status === 'errored' && o.required)
    .sort((a, b) => compareText(a.detectorId, b.detectorId))[0];
  if (erroredRequired !== undefined) {
    return {
      ...base,
      decision: doc.on_error.required === 'block' ? 'BLOCK' : 'LIABILITY_REQUIRED',
      zone: 'fail_closed',
      primaryCause: {
        layer: 'policy',
        rule_id: 'policy.fail_closed',
        detector_id: erroredRequired.detectorId,
        reason_code: 'DETECTOR_ERRORED',
      },
    };
  }

  if (doc.veto.contexts.includes(input.context)) {
    const veto = strongest(
      input.findings.filter(
        (f) => (doc.veto.layers as readonly string[]).includes(f.layer) && f.final >= doc.veto.min_score,
      ),
    );
    if (veto !== undefined) return { ...base, decision: 'BLOCK', zone: 'veto', primaryCause: causeOf(veto) };
  }

  for (const cls of doc.prohibited) {
    const hit = strongest(
      input.findings.filter((f) => f.final >= cls.min_score && cls.rules.some((r) => matchesRule(f, r))),
    );
    if (hit !== undefined) {
      return {
        ...base,
        decision: 'BLOCK',
        zone: 'prohibited',
        primaryCause: causeOf(hit, 'policy', `policy.prohibited.${cls.id}`),
      };
    }
  }

  const tool = input.toolVerdict;
  if (tool !== undefined && tool.action === 'deny') {
    return {
      ...base,
      decision: 'BLOCK',
      zone: 'tool_policy',
      primaryCause: { layer: 'policy', rule_id: tool.ruleId, detector_id: 'policy', reason_code: tool.reason },
    };
  }

  const signals = new Set(input.benignSignals);
  const isEducational = doc.benign_context.educational_framing && signals.has('educational_framing');
  const intentRules = doc.benign_context.intents.filter((i) => signals.has(i.id)).flatMap((i) => i.relaxes);
  const relaxed: string[] = [];
  let best: { decision: Decision; finding: ScoredFinding } | undefined;
  for (const f of input.findings) {
    const zone = zoneFor(input, f, isStrict);
    let decision: Decision =
      f.final >= zone.block ? 'BLOCK' : f.final >= zone.liability ? 'LIABILITY_REQUIRED' : 'ALLOW';
    if (decision === 'BLOCK') {
      const isFramingSensitive = doc.detectors[f.detectorId]?.framing_sensitive === true;
      if ((isEducational && isFramingSensitive) || intentRules.some((r) => matchesRule(f, r))) {
        decision = 'LIABILITY_REQUIRED';
        relaxed.push(ruleId(f));
      }
    }
    if (
      best === undefined ||
      DECISION_RANK[decision] > DECISION_RANK[best.decision] ||
      (DECISION_RANK[decision] === DECISION_RANK[best.decision] &&
        (f.final > best.finding.final || (f.final === best.finding.final && ruleId(f) < ruleId(best.finding))))
    ) {
      best = { decision, finding: f };
    }
  }
  relaxed.sort();
  if (tool !== undefined && tool.action === 'safeguard' && (best === undefined || best.decision === 'ALLOW')) {
    return {
      ...base,
      relaxed,
      decision: 'LIABILITY_REQUIRED',
      zone: 'safeguard',
      primaryCause: { layer: 'policy', rule_id: tool.ruleId, detector_id: 'policy', reason_code: tool.reason },
    };
  }
  if (best === undefined || best.decision === 'ALLOW') {
    const top = best?.finding;
    return {
      ...base,
      relaxed,
      decision: 'ALLOW',
      zone: 'allow',
      primaryCause: {
        layer: 'policy',
        rule_id: 'policy.zone.allow',
        detector_id: top?.detectorId ?? 'policy',
        reason_code: top === undefined ? 'NO_FINDINGS' : 'BELOW_THRESHOLDS',
      },
    };
  }
  const zone: DecisionZone = isStrict ? 'strict' : best.decision === 'BLOCK' ? 'block' : 'amber';
  return { ...base, relaxed, decision: best.decision, zone, primaryCause: causeOf(best.finding) };
}

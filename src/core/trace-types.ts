import type { Decision, Direction, ExecutionContext } from './types.ts';

/** Bump when the shape of a trace changes; readers refuse versions they do not know. */
export const TRACE_SCHEMA_VERSION = 1;

/** The layer of the firewall that produced a piece of evidence or a decision. */
export const LAYERS = ['normalization', 'signature', 'heuristic', 'classifier', 'leak', 'policy'] as const;
export type Layer = (typeof LAYERS)[number];

export const DETECTOR_STATUSES = ['scanned', 'skipped', 'errored'] as const;
export type DetectorStatus = (typeof DETECTOR_STATUSES)[number];

/**
 * The single reason a decision came out as it did. A non-ALLOW decision names the evidence (or the
 * policy rule) that forced it; ALLOW names the strongest evidence that stayed below the thresholds.
 */
export interface PrimaryCause {
  readonly layer: Layer;
  /** `detector_id/REASON` for evidence, `policy.<rule>` for rules of the policy itself. */
  readonly rule_id: string;
  /** The detector whose evidence decided, or `policy` when no detector did. */
  readonly detector_id: string;
  readonly reason_code: string;
}

export interface TraceFinding {
  readonly detector_id: string;
  readonly reason_code: string;
  readonly rule_id: string;
  readonly layer: Layer;
  readonly raw: number;
  readonly calibrated: number;
  readonly final: number;
  /** Offsets into the matching copy (main text first, then decoded segments). */
  readonly span?: readonly [number, number];
  /** Which part of the matching copy fired: the main text or a decoded payload. */
  readonly segment: 'main' | 'decoded' | 'hidden';
  readonly owasp: readonly string[];
  readonly nist: readonly string[];
}

export interface DetectorReport {
  readonly id: string;
  readonly version: number;
  readonly layer: Layer;
  readonly status: DetectorStatus;
  /** Why the detector was skipped or errored; absent when it scanned. */
  readonly status_reason?: string;
  readonly required: boolean;
  /** Highest raw score among its findings (0 when it found nothing). */
  readonly raw: number;
  readonly calibrated: number;
  readonly final: number;
  readonly calibration_id: string;
  readonly findings: number;
}

export interface NormalizationStepReport {
  readonly step: string;
  readonly count: number;
  readonly detail?: string;
}

export interface BenignSignal {
  readonly id: string;
  readonly source: 'content' | 'tenant_intent';
  readonly detail: string;
}

export interface TaxonomyTags {
  readonly version: string;
  readonly owasp: readonly string[];
  readonly nist: readonly string[];
}

export interface SanitizationReport {
  readonly removed: readonly {
    readonly start: number;
    readonly end: number;
    readonly sha256: string;
    readonly rule_id: string;
  }[];
  readonly removed_chars: number;
  readonly placeholder: string;
  /** SHA-256 of the sanitised text that is passed on. */
  readonly sha256: string;
  readonly rescreen: { readonly decision: Decision; readonly risk: number; readonly rule_id: string };
  /** What the decision would have been without sanitising: detection quality is measured on this. */
  readonly replaces: { readonly decision: Decision; readonly zone: string };
}

export interface Trace {
  readonly schema_version: typeof TRACE_SCHEMA_VERSION;
  /** Derived from content, context and configuration hashes: the same screen gives the same id. */
  readonly trace_id: string;
  readonly decision: Decision;
  /** The zone of the policy the final risk fell into, or the hard rule that applied. */
  readonly zone:
    | 'allow'
    | 'amber'
    | 'block'
    | 'veto'
    | 'prohibited'
    | 'fail_closed'
    | 'strict'
    | 'tool_policy'
    | 'safeguard'
    | 'sanitized';
  readonly primary_cause: PrimaryCause;
  readonly risk: number;
  /**
   * Disagreement between diverse detectors that look for the same thing (the policy's uncertainty groups):
   * high when, say, the learned model is sure and the heuristics see nothing. `action` says what the policy
   * did about it (null when below its threshold).
   */
  readonly uncertainty: {
    readonly value: number;
    readonly group: string | null;
    readonly action: 'tighten' | 'review' | 'none' | null;
  };
  readonly direction: Direction;
  readonly context: ExecutionContext;
  readonly context_source: 'caller' | 'detected';
  readonly context_reason: string;
  readonly content: { readonly sha256: string; readonly length: number };
  readonly findings: readonly TraceFinding[];
  readonly detectors: readonly DetectorReport[];
  readonly normalization: readonly NormalizationStepReport[];
  readonly benign_signals: readonly BenignSignal[];
  readonly policy: {
    readonly id: string;
    readonly version: string;
    readonly hash: string;
    readonly mode: 'normal' | 'strict';
  };
  readonly taxonomy: TaxonomyTags;
  readonly engine: {
    readonly version: string;
    readonly detectors_hash: string;
    /** `learned` when verified models run, `deterministic` when the policy selected signatures and heuristics only. */
    readonly models: 'learned' | 'deterministic';
    readonly models_id: string | null;
    readonly calibration_id: string;
  };
  /**
   * Set when the policy sanitised untrusted data instead of blocking it: which stretches of the original text were
   * replaced (offsets into the original, with their hashes and the rule that flagged each), the hash of the text
   * passed on, and the verdict of screening that text again. Null otherwise.
   */
  readonly sanitization: SanitizationReport | null;
  /** Wall-clock figures, kept apart so that the rest of the trace is byte-identical for the same input. */
  readonly timing: { readonly latency_ms: number; readonly stages_ms: Readonly<Record<string, number>> };
}

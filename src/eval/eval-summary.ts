import type { Decision } from '../core/index.ts';
import type { EvalManifest } from './eval-manifest.ts';
import type { FprOrigin } from './fpr-origins.ts';
import type { LabelledSlice } from './keyed-slices.ts';
import type { RateSlice } from './rate-slice.ts';
import type { ScoreQuality } from './score-quality.ts';
import type { TaxonomySlices } from './taxonomy-slices.ts';

export type LabelOfSlice = 'attack' | 'benign' | 'mixed';

/** How many of n rows received one decision: `flagged` counts them, `rate` is their share. */
export interface ShareSlice {
  readonly n: number;
  readonly flagged: number;
  readonly rate: number | null;
  readonly ci: readonly [number, number];
}

/** A decision's share of all rows, of attack rows and of benign rows. */
export type DecisionSlice = ShareSlice & { readonly attack: ShareSlice; readonly benign: ShareSlice };

/**
 * summary.json. The top level has exactly these keys (by_suite only when rows carry suites); every slice
 * object has n, flagged, rate and ci. Rates of attack slices are TPRs, of benign slices FPRs.
 */
export interface EvalSummary {
  readonly overall: RateSlice & {
    readonly n_attack: number;
    readonly n_benign: number;
    /** Rows the firewall refused to screen; left out of every rate. */
    readonly n_errors: number;
    readonly tpr: number | null;
    readonly fpr: number | null;
    readonly tpr_ci: readonly [number, number];
    readonly fpr_ci: readonly [number, number];
    readonly attack: RateSlice;
    readonly benign: RateSlice;
    readonly by_taxonomy: TaxonomySlices;
  };
  readonly by_category: Record<
    string,
    RateSlice & {
      readonly label: LabelOfSlice;
      readonly owasp: readonly string[];
      readonly nist_attack_class: string;
      readonly nist_objective: string;
    }
  >;
  /** Keyed `label/stratum`. */
  readonly by_stratum: Record<string, RateSlice & { readonly label: 'attack' | 'benign'; readonly stratum: string }>;
  /** Keyed `suite/label`; present only when rows carry a suite. */
  readonly by_suite?: Record<string, RateSlice & { readonly label: 'attack' | 'benign'; readonly suite: string }>;
  readonly by_lang: Record<string, LabelledSlice>;
  readonly by_context: Record<string, LabelledSlice>;
  readonly by_decision: Record<Decision, DecisionSlice>;
  readonly fpr_by_origin: readonly FprOrigin[];
  readonly calibration: ScoreQuality;
  readonly latency_ms: {
    readonly p50: number | null;
    readonly p95: number | null;
    readonly p99: number | null;
    readonly mean: number | null;
    readonly max: number | null;
    /** Rows screened per second of wall-clock time while screening (reading and writing included, start-up not). */
    readonly rows_per_second: number | null;
    /** Wall-clock time from the first batch to the last result. */
    readonly screen_ms: number;
    /** Wall-clock time of the whole run, start-up, hashing and reports included. */
    readonly wall_ms: number;
    readonly workers: number;
  };
  readonly manifest: EvalManifest;
}

export const SUMMARY_KEYS = [
  'overall',
  'by_category',
  'by_stratum',
  'by_suite',
  'by_lang',
  'by_context',
  'by_decision',
  'fpr_by_origin',
  'calibration',
  'latency_ms',
  'manifest',
] as const;

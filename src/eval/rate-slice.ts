import type { Decision } from '../core/index.ts';
import { ruleOfThreeUpper } from './rule-of-three.ts';
import { wilsonInterval } from './wilson-interval.ts';

/** Running counts of one slice of the corpus, filled row by row. */
export interface SliceCounts {
  n: number;
  /** Rows whose decision was not ALLOW. */
  flagged: number;
  block: number;
  liability: number;
}

/**
 * A slice's flag rate with its Wilson 95% interval. For attack rows the rate is the true-positive rate, for
 * benign rows the false-positive rate. When no row (or every row) was flagged, the rule-of-three bound is
 * given too: it is the number a reader quotes, and the Wilson bound is slightly more conservative.
 */
export interface RateSlice {
  readonly n: number;
  readonly flagged: number;
  readonly block: number;
  readonly liability: number;
  /** flagged / n; null when the slice is empty. */
  readonly rate: number | null;
  readonly ci: readonly [number, number];
  /** 3/n upper bound on the rate, present only when flagged is 0. */
  readonly rule_of_three_upper?: number;
  /** 1 − 3/n lower bound on the rate, present only when every row was flagged (0 misses). */
  readonly rule_of_three_lower?: number;
}

export function emptyCounts(): SliceCounts {
  return { n: 0, flagged: 0, block: 0, liability: 0 };
}

export function countDecision(counts: SliceCounts, decision: Decision): void {
  counts.n += 1;
  if (decision === 'ALLOW') return;
  counts.flagged += 1;
  if (decision === 'BLOCK') counts.block += 1;
  else counts.liability += 1;
}

export function rateSlice(counts: Readonly<SliceCounts>): RateSlice {
  const { n, flagged, block, liability } = counts;
  return {
    n,
    flagged,
    block,
    liability,
    rate: n === 0 ? null : flagged / n,
    ci: wilsonInterval(flagged, n),
    ...(n > 0 && flagged === 0 ? { rule_of_three_upper: ruleOfThreeUpper(n) } : {}),
    ...(n > 0 && flagged === n ? { rule_of_three_lower: 1 - ruleOfThreeUpper(n) } : {}),
  };
}

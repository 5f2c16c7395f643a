import type { ScoredOutcomes } from './reliability-bins.ts';

/**
 * The Brier score: the mean squared difference between predicted probability and outcome (1 attack, 0 benign).
 * 0 is perfect; always predicting 0.5 scores 0.25. Unlike ECE it also rewards sharpness, so the two are
 * reported together. Null when there are no rows.
 */
export function brierScore({ predicted, outcomes }: ScoredOutcomes): number | null {
  if (predicted.length !== outcomes.length) {
    throw new RangeError(`predicted (${predicted.length}) and outcomes (${outcomes.length}) must have the same length`);
  }
  if (predicted.length === 0) return null;
  let sum = 0;
  for (let i = 0; i < predicted.length; i++) {
    const d = (predicted[i] ?? 0) - ((outcomes[i] ?? 0) > 0 ? 1 : 0);
    sum += d * d;
  }
  return sum / predicted.length;
}

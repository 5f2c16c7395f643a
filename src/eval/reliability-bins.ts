/** One bin of a reliability diagram: predictions in [lo, hi) (the last bin includes 1). */
export interface ReliabilityBin {
  readonly lo: number;
  readonly hi: number;
  readonly n: number;
  /** Mean predicted probability of the bin's rows; null for an empty bin. */
  readonly mean_predicted: number | null;
  /** Share of the bin's rows whose outcome was positive (an attack); null for an empty bin. */
  readonly observed_rate: number | null;
}

export interface ScoredOutcomes {
  /** Predicted probabilities of the positive class, each in [0, 1]. */
  readonly predicted: ArrayLike<number>;
  /** 1 for a positive (attack), 0 for a negative (benign), aligned with `predicted`. */
  readonly outcomes: ArrayLike<number>;
}

function checkAligned({ predicted, outcomes }: ScoredOutcomes): void {
  if (predicted.length !== outcomes.length) {
    throw new RangeError(`predicted (${predicted.length}) and outcomes (${outcomes.length}) must have the same length`);
  }
}

/**
 * Equal-width bins of predicted probability, each with its mean prediction and observed positive rate: the
 * data of a reliability diagram. A calibrated score sits on the diagonal.
 */
export function reliabilityBins(data: ScoredOutcomes, binCount = 10): readonly ReliabilityBin[] {
  checkAligned(data);
  if (!Number.isInteger(binCount) || binCount < 1)
    throw new RangeError(`binCount must be a positive integer, got ${binCount}`);
  const n = new Float64Array(binCount);
  const sumPredicted = new Float64Array(binCount);
  const positives = new Float64Array(binCount);
  for (let i = 0; i < data.predicted.length; i++) {
    const p = data.predicted[i] ?? 0;
    if (!(p >= 0 && p <= 1)) throw new RangeError(`predicted[${i}] = ${p} is outside [0, 1]`);
    const b = Math.min(binCount - 1, Math.floor(p * binCount));
    n[b] = (n[b] ?? 0) + 1;
    sumPredicted[b] = (sumPredicted[b] ?? 0) + p;
    positives[b] = (positives[b] ?? 0) + ((data.outcomes[i] ?? 0) > 0 ? 1 : 0);
  }
  return Array.from({ length: binCount }, (_, b) => {
    const count = n[b] ?? 0;
    return {
      lo: b / binCount,
      hi: (b + 1) / binCount,
      n: count,
      mean_predicted: count === 0 ? null : (sumPredicted[b] ?? 0) / count,
      observed_rate: count === 0 ? null : (positives[b] ?? 0) / count,
    };
  });
}

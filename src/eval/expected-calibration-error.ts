import { type ReliabilityBin, reliabilityBins, type ScoredOutcomes } from './reliability-bins.ts';

/**
 * Expected calibration error over equal-width bins: Σ_b (n_b / N) · |observed_rate_b − mean_predicted_b|.
 * 0 means every bin's predictions match its observed attack rate; a risk score that says 0.9 for rows that
 * are attacks half the time adds 0.4 × its share. Null when there are no rows.
 */
export function expectedCalibrationError(data: ScoredOutcomes, binCount = 10): number | null {
  return eceOfBins(reliabilityBins(data, binCount));
}

/** ECE from precomputed reliability bins (so a report computes the bins once). */
export function eceOfBins(bins: readonly ReliabilityBin[]): number | null {
  let total = 0;
  let weighted = 0;
  for (const bin of bins) {
    if (bin.n === 0 || bin.mean_predicted === null || bin.observed_rate === null) continue;
    total += bin.n;
    weighted += bin.n * Math.abs(bin.observed_rate - bin.mean_predicted);
  }
  return total === 0 ? null : weighted / total;
}

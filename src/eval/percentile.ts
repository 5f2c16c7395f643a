/**
 * The p-th percentile (0–100) of values by linear interpolation between closest ranks (the definition of
 * numpy's default and R's type 7), so p50 of [1, 2, 3, 4] is 2.5. Sorts a copy; null when there are no values.
 */
export function percentile(values: ArrayLike<number>, p: number): number | null {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile: p must be in [0, 100], got ${p}`);
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return percentileOfSorted(sorted, p);
}

/** As percentile, for values already sorted ascending (so several percentiles share one sort). */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  const lo = sorted[below] ?? 0;
  const hi = sorted[above] ?? lo;
  return lo + (hi - lo) * (rank - below);
}

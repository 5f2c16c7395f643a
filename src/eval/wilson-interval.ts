/** z for a two-sided 95% interval: the 97.5th percentile of the standard normal distribution. */
export const Z_95 = 1.959963984540054;

/**
 * The Wilson score 95% interval for a binomial proportion (successes out of trials). Unlike the normal
 * approximation it stays inside [0, 1] and is not degenerate at 0 or n successes, which is exactly where a
 * firewall's error rates live (a stratum with 0 false positives still has an honest upper bound).
 * No trials means no information: [0, 1].
 */
export function wilsonInterval(successes: number, trials: number): readonly [number, number] {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || trials < 0 || successes < 0 || successes > trials) {
    throw new RangeError(`wilsonInterval: need integers 0 <= successes <= trials, got ${successes}/${trials}`);
  }
  if (trials === 0) return [0, 1];
  const z2 = Z_95 * Z_95;
  const p = successes / trials;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (Z_95 / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or n successes the bound is exactly 0 or 1; floating point would otherwise leave 1e-17 crumbs.
  const lo = successes === 0 ? 0 : Math.max(0, centre - half);
  const hi = successes === trials ? 1 : Math.min(1, centre + half);
  return [lo, hi];
}

/**
 * The rule of three: when 0 events were seen in n independent trials, 3/n is an approximate 95% upper bound
 * on the event rate (solving (1 - p)^n = 0.05 gives p ≈ 2.996 / n). Reported beside the Wilson interval for
 * zero counts because it is the figure people quote ("0 false positives in 1,500 rows: below 0.2%").
 * With no trials there is no bound below 1.
 */
export function ruleOfThreeUpper(trials: number): number {
  if (!Number.isInteger(trials) || trials < 0)
    throw new RangeError(`ruleOfThreeUpper: trials must be a non-negative integer, got ${trials}`);
  return trials <= 3 ? 1 : 3 / trials;
}

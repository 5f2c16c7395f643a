import type { Arrival } from '../support/fault-injecting-upstream.ts';

// Checks the retry budget from the outside: the fake upstream sees every attempt (retries share the request id of
// the first), the load generator knows when each request was sent. The gateway promises that at any moment the
// retries in its window (10 one-second buckets, so at least 9 s of history) stay within
// max(floor, ratio × requests it recorded in that window); this checks the observable consequence of that promise.

export interface RetryBudgetParameters {
  readonly ratio: number;
  /** minRetriesPerSecond × windowMs / 1000: the retries allowed however few requests there were. */
  readonly floor: number;
  readonly windowMs: number;
  /** Bucket width: the window always covers at least windowMs - bucketMs. */
  readonly bucketMs: number;
}

export interface RetryBudgetReport {
  /** Arrivals after the first for the same request id. */
  readonly retries: number;
  /** Distinct request ids that reached the upstream at least once. */
  readonly originals: number;
  /** The worst stretch: its retries and the most the budget allowed there. */
  readonly worst: { readonly retries: number; readonly allowed: number; readonly startMs: number } | undefined;
  /** Stretches whose retries exceed what the budget allowed: empty when the budget held. */
  readonly violations: readonly string[];
}

export interface RetryBudgetCheck {
  readonly arrivals: readonly Arrival[];
  /** When each request that may call the upstream (recordRequest) was sent by the client. */
  readonly sentAtMs: readonly number[];
  readonly budget: RetryBudgetParameters;
  /** Longest time from a retry taken from the budget to its arrival at the fake upstream. */
  readonly arrivalLagMs: number;
  /** Longest time from a client send to the gateway recording the request against the budget. */
  readonly recordLagMs: number;
}

const countIn = (sorted: readonly number[], fromMs: number, toMs: number): number => {
  const lower = (x: number): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return lower(toMs + 1e-9) - lower(fromMs);
};

/**
 * For each retry arriving at time s, the retries arriving in [s, s + W - B - lag] were all taken from the budget
 * within W - B of the last of them (t*), so inside the window at t*, so they number at most max(floor, ratio × requests recorded in that
 * window), and those requests were sent in [s - W - lag - recordLag, s + W - B]. Sound whatever the clocks' jitter
 * within the two lags; it cannot tell a budget that is slightly too generous from one that is exact.
 */
export function checkRetryBudget(check: RetryBudgetCheck): RetryBudgetReport {
  const { budget, arrivalLagMs: lag, recordLagMs } = check;
  const byId = new Map<number, number[]>();
  for (const a of check.arrivals) {
    if (a.requestId === undefined) continue;
    const times = byId.get(a.requestId) ?? [];
    times.push(a.atMs);
    byId.set(a.requestId, times);
  }
  const retryTimes = [...byId.values()].flatMap((times) => times.sort((x, y) => x - y).slice(1)).sort((x, y) => x - y);
  const sends = [...check.sentAtMs].sort((x, y) => x - y);
  const spanMs = budget.windowMs - budget.bucketMs - lag;
  const violations: string[] = [];
  let worst: RetryBudgetReport['worst'];
  for (const s of retryTimes) {
    const retries = countIn(retryTimes, s, s + spanMs);
    const requests = countIn(sends, s - budget.windowMs - lag - recordLagMs, s + budget.windowMs - budget.bucketMs);
    const allowed = Math.max(budget.floor, budget.ratio * requests);
    if (worst === undefined || retries / allowed > worst.retries / worst.allowed)
      worst = { retries, allowed, startMs: s };
    if (retries > allowed)
      violations.push(`${retries} retries from ${new Date(s).toISOString()} where the budget allowed ${allowed}`);
  }
  return { retries: retryTimes.length, originals: byId.size, worst, violations };
}

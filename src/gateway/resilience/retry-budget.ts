import { requireNumberOption } from './require-number-option.ts';
import { createSlidingWindowCounter } from './sliding-window-counter.ts';
import type { Now } from './system-scheduler.ts';

export interface RetryBudgetOptions {
  /** Retries allowed per original request over the window, e.g. 0.2 for 20 % (Envoy's budget_percent / 100). */
  readonly ratio: number;
  /** A floor so a quiet service can still retry (Envoy's min_retry_concurrency, expressed per second). */
  readonly minRetriesPerSecond: number;
  readonly windowMs: number;
  readonly now: Now;
}

export interface RetryBudget {
  /** Counts an original (non-retry) request. */
  recordRequest(): void;
  /** Takes one retry from the budget if there is room; false means "do not retry, fail now". */
  tryAcquireRetry(): boolean;
  /** Retries the window holds and the most it may hold now: for metrics and the trace. */
  usage(): { readonly retries: number; readonly limit: number; readonly requests: number };
}

/**
 * An Envoy-style retry budget: a retry may go out while the retries in the window stay within
 * max(minRetriesPerSecond × window seconds, ratio × requests in the window). Per-request retry counts multiply under
 * an outage (3 retries turn 1× load into 4×); a budget caps the extra load at `ratio`, so retries cannot finish off an
 * upstream that is already failing.
 */
export function createRetryBudget(options: RetryBudgetOptions): RetryBudget {
  const ratio = requireNumberOption('retry budget', 'ratio', options.ratio, { min: 0 });
  const minPerSecond = requireNumberOption('retry budget', 'minRetriesPerSecond', options.minRetriesPerSecond, {
    min: 0,
  });
  const windowMs = requireNumberOption('retry budget', 'windowMs', options.windowMs, { min: 1 });
  const requests = createSlidingWindowCounter({ windowMs, now: options.now });
  const retries = createSlidingWindowCounter({ windowMs, now: options.now });
  const floor = (minPerSecond * windowMs) / 1000;
  const limit = (): number => Math.max(floor, ratio * requests.total());
  return {
    recordRequest: () => requests.add(),
    tryAcquireRetry() {
      if (retries.total() + 1 > limit()) return false;
      retries.add();
      return true;
    },
    usage: () => ({ retries: retries.total(), limit: limit(), requests: requests.total() }),
  };
}

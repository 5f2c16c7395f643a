import { requireNumberOption } from './require-number-option.ts';
import { createSlidingWindowCounter, type SlidingWindowCounter } from './sliding-window-counter.ts';
import type { Now } from './system-scheduler.ts';

export type BreakerState = 'closed' | 'open' | 'half-open';

/** Why a breaker changed state; the trace and the metrics carry it. */
export type BreakerTransitionReason =
  | 'CONSECUTIVE_FAILURES'
  | 'FAILURE_RATE'
  | 'OPEN_ELAPSED'
  | 'PROBES_SUCCEEDED'
  | 'PROBE_FAILED'
  | 'SHARED_STATE';

export interface BreakerTransition {
  readonly name: string;
  readonly from: BreakerState;
  readonly to: BreakerState;
  readonly atMs: number;
  readonly reason: BreakerTransitionReason;
}

/** What another replica (or this one) last published: the state and when it was entered. */
export interface BreakerSnapshot {
  readonly state: BreakerState;
  readonly sinceMs: number;
}

/** Opens on a failure rate once the window holds enough calls, so a slow trickle of errors is not ignored. */
export interface FailureRateTrigger {
  readonly windowMs: number;
  /** Calls the window must hold before the rate counts; stops one failure out of one call from opening. */
  readonly minimumRequests: number;
  /** Failures / calls at or above which the breaker opens, in (0, 1]. */
  readonly failureRate: number;
}

export interface CircuitBreakerOptions {
  readonly name: string;
  /** Consecutive failures that open the breaker. */
  readonly failureThreshold: number;
  readonly failureRateWindow?: FailureRateTrigger;
  /** How long the breaker stays open before it lets probes through. */
  readonly openMs: number;
  /** Probes admitted in one half-open period; that many successes close it, one failure reopens it. */
  readonly halfOpenMaxProbes: number;
  readonly now: Now;
  readonly onTransition?: (transition: BreakerTransition) => void;
}

export interface CircuitBreaker {
  readonly name: string;
  /** The current state; an open breaker whose `openMs` has passed reports (and becomes) half-open. */
  state(): BreakerState;
  /**
   * Whether a call may go out now. In half-open this reserves one of the probe slots, so call it only right before
   * making the call, and report the outcome with `record`. A reserved probe never reported within `openMs` is
   * forgotten, so a lost result cannot wedge the breaker half-open.
   */
  canRequest(): boolean;
  /** Reports a call's outcome. Results arriving while open, or in half-open without a reserved probe, are ignored. */
  record(success: boolean): void;
  snapshot(): BreakerSnapshot;
  /** Takes on a state published by another replica (reason SHARED_STATE); a no-op if it is already in that state. */
  adopt(snapshot: BreakerSnapshot): void;
}

/**
 * A closed/open/half-open circuit breaker (the pattern as in Nygard's "Release It!"). It opens on
 * `failureThreshold` consecutive failures or on the optional failure-rate trigger; after `openMs` it admits at most
 * `halfOpenMaxProbes` probes; they all succeeding closes it, any failing reopens it. Time comes only from `now`.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const owner = `circuit breaker "${options.name}"`;
  const failureThreshold = requireNumberOption(owner, 'failureThreshold', options.failureThreshold, {
    min: 1,
    integer: true,
  });
  const openMs = requireNumberOption(owner, 'openMs', options.openMs, { min: 0 });
  const maxProbes = requireNumberOption(owner, 'halfOpenMaxProbes', options.halfOpenMaxProbes, {
    min: 1,
    integer: true,
  });
  const rateTrigger = options.failureRateWindow;
  if (rateTrigger !== undefined) {
    requireNumberOption(owner, 'failureRateWindow.minimumRequests', rateTrigger.minimumRequests, {
      min: 1,
      integer: true,
    });
    requireNumberOption(owner, 'failureRateWindow.failureRate', rateTrigger.failureRate, { min: 0.000001, max: 1 });
  }
  const { now } = options;

  let current: BreakerState = 'closed';
  let sinceMs = now();
  let consecutiveFailures = 0;
  let calls: SlidingWindowCounter | undefined;
  let failures: SlidingWindowCounter | undefined;
  // Half-open bookkeeping: when each outstanding probe was admitted, how many were admitted, how many succeeded.
  let probeStartsMs: number[] = [];
  let probesAdmitted = 0;
  let probesSucceeded = 0;

  const resetClosedCounters = (): void => {
    consecutiveFailures = 0;
    if (rateTrigger !== undefined) {
      calls = createSlidingWindowCounter({ windowMs: rateTrigger.windowMs, now });
      failures = createSlidingWindowCounter({ windowMs: rateTrigger.windowMs, now });
    }
  };
  resetClosedCounters();

  const enter = (to: BreakerState, reason: BreakerTransitionReason, atMs: number): void => {
    const from = current;
    current = to;
    sinceMs = atMs;
    probeStartsMs = [];
    probesAdmitted = 0;
    probesSucceeded = 0;
    if (to === 'closed') resetClosedCounters();
    options.onTransition?.(Object.freeze({ name: options.name, from, to, atMs, reason }));
  };

  const refresh = (): BreakerState => {
    if (current === 'open' && now() >= sinceMs + openMs) enter('half-open', 'OPEN_ELAPSED', sinceMs + openMs);
    if (current === 'half-open') {
      // A probe whose result never came back frees its slot after openMs, as if it had never been sent.
      const staleBeforeMs = now() - openMs;
      const live = probeStartsMs.filter((startMs) => startMs > staleBeforeMs);
      probesAdmitted -= probeStartsMs.length - live.length;
      probeStartsMs = live;
    }
    return current;
  };

  return {
    name: options.name,
    state: refresh,
    canRequest() {
      const state = refresh();
      if (state === 'closed') return true;
      if (state === 'open' || probesAdmitted >= maxProbes) return false;
      probesAdmitted++;
      probeStartsMs.push(now());
      return true;
    },
    record(success) {
      const state = refresh();
      if (state === 'open') return;
      if (state === 'half-open') {
        if (probeStartsMs.length === 0) return;
        probeStartsMs.shift();
        if (!success) return enter('open', 'PROBE_FAILED', now());
        probesSucceeded++;
        if (probesSucceeded >= maxProbes) enter('closed', 'PROBES_SUCCEEDED', now());
        return;
      }
      calls?.add();
      if (success) {
        consecutiveFailures = 0;
        return;
      }
      consecutiveFailures++;
      failures?.add();
      if (consecutiveFailures >= failureThreshold) return enter('open', 'CONSECUTIVE_FAILURES', now());
      if (rateTrigger !== undefined && calls !== undefined && failures !== undefined) {
        const callCount = calls.total();
        if (callCount >= rateTrigger.minimumRequests && failures.total() / callCount >= rateTrigger.failureRate) {
          enter('open', 'FAILURE_RATE', now());
        }
      }
    },
    snapshot() {
      const state = refresh();
      return Object.freeze({ state, sinceMs });
    },
    adopt(snapshot) {
      if (refresh() === snapshot.state) return;
      enter(snapshot.state, 'SHARED_STATE', snapshot.sinceMs);
      refresh();
    },
  };
}

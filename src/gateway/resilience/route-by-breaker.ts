import type { BreakerState, CircuitBreaker } from './circuit-breaker.ts';

/** How a remote detector (or the upstream) takes part in screening. */
export interface RemoteRole {
  /** Required: its verdict is needed; without it the request takes the deterministic strict path. */
  readonly isRequired: boolean;
  /** Priority: may probe a half-open breaker. Others wait until probes have closed it. */
  readonly isPriority: boolean;
}

export type BreakerAction = 'call' | 'skip' | 'strict';

/** Recorded in the trace for every remote call planned, so a skipped or strict-mode detector says why. */
export interface BreakerRoute {
  readonly breaker: string;
  readonly state: BreakerState;
  readonly action: BreakerAction;
  readonly reason:
    | 'BREAKER_CLOSED'
    | 'BREAKER_HALF_OPEN_PROBE'
    | 'BREAKER_OPEN_SKIPPED'
    | 'BREAKER_OPEN_STRICT'
    | 'BREAKER_HALF_OPEN_SKIPPED'
    | 'BREAKER_HALF_OPEN_STRICT';
}

/**
 * Decides whether to call a remote dependency given its breaker. Closed: call. Open: skip an optional one, and run a
 * required one in strict mode (no remote call; the local deterministic path, failing closed). Half-open: only
 * priority callers probe, and only while the breaker grants a probe slot; everyone else behaves as if open.
 * A `call` route has taken a breaker permit: report the outcome with `breaker.record(success)`.
 */
export function routeByBreaker(breaker: CircuitBreaker, role: RemoteRole): BreakerRoute {
  const state = breaker.state();
  const route = (action: BreakerAction, reason: BreakerRoute['reason']): BreakerRoute =>
    Object.freeze({ breaker: breaker.name, state, action, reason });
  if (state === 'closed' && breaker.canRequest()) return route('call', 'BREAKER_CLOSED');
  if (state === 'half-open') {
    if (role.isPriority && breaker.canRequest()) return route('call', 'BREAKER_HALF_OPEN_PROBE');
    return role.isRequired ? route('strict', 'BREAKER_HALF_OPEN_STRICT') : route('skip', 'BREAKER_HALF_OPEN_SKIPPED');
  }
  return role.isRequired ? route('strict', 'BREAKER_OPEN_STRICT') : route('skip', 'BREAKER_OPEN_SKIPPED');
}

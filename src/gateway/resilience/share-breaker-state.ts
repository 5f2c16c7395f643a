import type { BreakerSnapshot, CircuitBreaker } from './circuit-breaker.ts';
import type { SharedState } from './shared-state.ts';

export interface SharedBreakerSync {
  /**
   * Writes the breaker's current state to the store if it changed since the last write or read. Call it from the
   * breaker's onTransition (skip reason SHARED_STATE: that state came from the store). When another replica wrote
   * first, the compare-and-set fails and this breaker adopts the winner's state instead.
   */
  publish(): Promise<void>;
  /** Adopts a newer state from the store, if there is one. Call it on an interval (e.g. every second). */
  pull(): Promise<void>;
}

const isSame = (a: BreakerSnapshot | undefined, b: BreakerSnapshot): boolean =>
  a !== undefined && a.state === b.state && a.sinceMs === b.sinceMs;

/**
 * Keeps one breaker in step with the copies on other replicas through SharedState's versioned compare-and-set, so an
 * upstream that one replica saw fail is skipped by all of them, and only one replica's probes reach it.
 */
export function shareBreakerState(options: {
  readonly breaker: CircuitBreaker;
  readonly state: SharedState;
}): SharedBreakerSync {
  const { breaker, state } = options;
  let knownVersion = 0;
  let known: BreakerSnapshot | undefined;

  const pullNow = async (): Promise<void> => {
    const record = await state.getBreaker(breaker.name);
    if (record === undefined || record.version <= knownVersion) return;
    knownVersion = record.version;
    known = { state: record.state, sinceMs: record.sinceMs };
    breaker.adopt(known);
  };
  const publishNow = async (): Promise<void> => {
    const snapshot = breaker.snapshot();
    if (isSame(known, snapshot)) return;
    const result = await state.setBreaker(breaker.name, snapshot, knownVersion);
    if (!result.isApplied) return pullNow();
    knownVersion = result.version;
    known = snapshot;
  };

  // One operation at a time: two transitions in quick succession (half-open, then closed) would otherwise both write
  // against the same version, and the second would lose to the first and adopt the older state. Each caller still
  // gets its own operation's error; the chain itself carries on.
  let chain: Promise<void> = Promise.resolve();
  const serial = (operation: () => Promise<void>): Promise<void> => {
    const run = chain.then(operation);
    chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };

  return {
    pull: () => serial(pullNow),
    publish: () => serial(publishNow),
  };
}

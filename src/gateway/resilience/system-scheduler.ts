/** Milliseconds on some monotonic-enough clock; every primitive here reads time only through one of these. */
export type Now = () => number;

/** Cancels a timer; calling it after the timer fired, or twice, does nothing. */
export type CancelTimer = () => void;

/** Runs `callback` once after `delayMs`; tests pass a fake that fires when they advance their clock. */
export type SetTimer = (callback: () => void, delayMs: number) => CancelTimer;

export interface Scheduler {
  readonly now: Now;
  readonly setTimer: SetTimer;
}

/**
 * The real clock and timers. This is the only place in src/gateway/resilience that touches Date.now or setTimeout:
 * the gateway (an edge) hands it to the primitives, and tests hand them a fake.
 */
export const systemScheduler: Scheduler = Object.freeze({
  now: () => Date.now(),
  setTimer: (callback: () => void, delayMs: number): CancelTimer => {
    const handle = setTimeout(callback, Math.max(0, delayMs));
    return () => clearTimeout(handle);
  },
});

import type { CancelTimer, Scheduler } from '../../src/gateway/resilience/system-scheduler.ts';

export interface FakeScheduler extends Scheduler {
  /** Moves the clock forward, firing due timers in time order (each sees `now()` equal to its due time). */
  advance(ms: number): void;
  /** Timers not yet fired or cancelled. */
  pendingTimers(): number;
}

/** A clock and timers that move only when a test says so: no sleeps, no wall clock. */
export function createFakeScheduler(startMs = 0): FakeScheduler {
  let nowMs = startMs;
  let nextId = 0;
  const timers = new Map<number, { dueMs: number; callback: () => void }>();
  return {
    now: () => nowMs,
    setTimer(callback, delayMs): CancelTimer {
      const id = nextId++;
      timers.set(id, { dueMs: nowMs + Math.max(0, delayMs), callback });
      return () => {
        timers.delete(id);
      };
    },
    advance(ms) {
      const targetMs = nowMs + ms;
      for (;;) {
        let dueId: number | undefined;
        let dueMs = Number.POSITIVE_INFINITY;
        for (const [id, timer] of timers) {
          if (timer.dueMs <= targetMs && timer.dueMs < dueMs) {
            dueId = id;
            dueMs = timer.dueMs;
          }
        }
        if (dueId === undefined) break;
        const timer = timers.get(dueId);
        timers.delete(dueId);
        nowMs = dueMs;
        timer?.callback();
      }
      nowMs = targetMs;
    },
    pendingTimers: () => timers.size,
  };
}

/** Lets settled promises run their callbacks (one macrotask turn); not a sleep: no time passes on the fake clock. */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

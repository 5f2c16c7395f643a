import { requireNumberOption } from './require-number-option.ts';
import type { Now } from './system-scheduler.ts';

export interface SlidingWindowCounter {
  /** Adds `count` (default 1) at the current time. */
  add(count?: number): void;
  /** The sum over the last window, to the resolution of one bucket. */
  total(): number;
}

/**
 * Counts events over a sliding window with a fixed ring of time buckets, so memory stays constant however many events
 * arrive (a list of timestamps would grow with traffic). The window covers between `windowMs - windowMs/buckets` and
 * `windowMs` of history.
 */
export function createSlidingWindowCounter(options: {
  readonly windowMs: number;
  readonly buckets?: number;
  readonly now: Now;
}): SlidingWindowCounter {
  const windowMs = requireNumberOption('sliding window', 'windowMs', options.windowMs, { min: 1 });
  const buckets = requireNumberOption('sliding window', 'buckets', options.buckets ?? 10, { min: 1, integer: true });
  const widthMs = windowMs / buckets;
  const counts = new Array<number>(buckets).fill(0);
  const slots = new Array<number>(buckets).fill(Number.NEGATIVE_INFINITY);
  const current = (): number => Math.floor(options.now() / widthMs);
  return {
    add(count = 1) {
      const index = current();
      const slot = ((index % buckets) + buckets) % buckets;
      if (slots[slot] !== index) {
        slots[slot] = index;
        counts[slot] = 0;
      }
      counts[slot] = (counts[slot] ?? 0) + count;
    },
    total() {
      const index = current();
      let sum = 0;
      for (let slot = 0; slot < buckets; slot++) {
        if ((slots[slot] ?? Number.NEGATIVE_INFINITY) > index - buckets) sum += counts[slot] ?? 0;
      }
      return sum;
    },
  };
}

import { ParapetError } from '../../core/index.ts';
import { requireNumberOption } from './require-number-option.ts';
import type { CancelTimer, Now, SetTimer } from './system-scheduler.ts';

/** Gives the slot back; idempotent, so a `finally` and an abort handler may both call it. */
export type ReleaseSlot = () => void;

export interface AdmissionQueueOptions {
  /** Requests screened at once. */
  readonly maxConcurrent: number;
  /** Requests allowed to wait; a request beyond this is refused at once, so memory is bounded by it. */
  readonly maxQueued: number;
  /** The longest any request waits for a slot, even with a later deadline. */
  readonly maxWaitMs: number;
  readonly now: Now;
  readonly setTimer: SetTimer;
}

export interface AdmissionMetrics {
  readonly inFlight: number;
  readonly queued: number;
  /** Refused because the queue was full. */
  readonly rejected: number;
  /** Refused or dropped from the queue because the deadline (or maxWaitMs) came, or would come, first. */
  readonly deadlineDrops: number;
}

export interface AdmissionQueue extends AdmissionMetrics {
  /**
   * Resolves with a release function once a slot is free, or rejects with OVERLOADED (details: reason QUEUE_FULL or
   * DEADLINE, retryAfterSeconds) when the queue is full, the deadline has passed, or the expected wait would pass it.
   * An aborted `signal` takes the request out of the queue and rejects with the signal's reason.
   */
  acquire(deadlineMs: number, signal?: AbortSignal): Promise<ReleaseSlot>;
}

interface Waiter {
  readonly giveUpAtMs: number;
  readonly resolve: (release: ReleaseSlot) => void;
  readonly reject: (error: unknown) => void;
  cancelTimer: CancelTimer;
  detach: () => void;
}

// Smoothing for the moving average of slot hold time; 0.2 follows a change within about ten requests.
const HOLD_TIME_SMOOTHING = 0.2;

/**
 * A bounded FIFO in front of the screening pipeline (admission control). Overload is answered early with OVERLOADED
 * and a Retry-After estimate, or (the gateway's choice) with the deterministic strict path, instead of queueing without
 * limit: a queue that only grows turns a burst into memory exhaustion and answers nobody in time.
 */
export function createAdmissionQueue(options: AdmissionQueueOptions): AdmissionQueue {
  const owner = 'admission queue';
  const maxConcurrent = requireNumberOption(owner, 'maxConcurrent', options.maxConcurrent, { min: 1, integer: true });
  const maxQueued = requireNumberOption(owner, 'maxQueued', options.maxQueued, { min: 0, integer: true });
  const maxWaitMs = requireNumberOption(owner, 'maxWaitMs', options.maxWaitMs, { min: 0 });
  const { now, setTimer } = options;

  // A Set keeps FIFO order and removes a timed-out waiter in O(1).
  const waiters = new Set<Waiter>();
  let inFlight = 0;
  let rejected = 0;
  let deadlineDrops = 0;
  let averageHoldMs: number | undefined;

  // How long a newcomer at the back of the queue should expect to wait: whole "rounds" of maxConcurrent slots.
  const expectedWaitMs = (position: number): number =>
    averageHoldMs === undefined ? 0 : Math.ceil(position / maxConcurrent) * averageHoldMs;
  const retryAfterSeconds = (): number => Math.max(1, Math.ceil(expectedWaitMs(waiters.size + 1) / 1000));
  const overloaded = (reason: 'QUEUE_FULL' | 'DEADLINE'): ParapetError => {
    const seconds = retryAfterSeconds();
    const why =
      reason === 'QUEUE_FULL'
        ? `all ${maxConcurrent} slots are busy and ${maxQueued} requests are already waiting`
        : 'no slot would be free before the request deadline';
    return new ParapetError('OVERLOADED', `the gateway is overloaded: ${why}; retry after ${seconds} s.`, {
      reason,
      retryAfterSeconds: seconds,
      inFlight,
      queued: waiters.size,
    });
  };

  const grant = (): ReleaseSlot => {
    inFlight++;
    const acquiredMs = now();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      inFlight--;
      const heldMs = now() - acquiredMs;
      averageHoldMs =
        averageHoldMs === undefined ? heldMs : averageHoldMs + HOLD_TIME_SMOOTHING * (heldMs - averageHoldMs);
      // A real timer may lag behind the clock: a waiter already past its limit is dropped, not handed a slot.
      for (const waiter of waiters) {
        waiters.delete(waiter);
        waiter.cancelTimer();
        waiter.detach();
        if (now() < waiter.giveUpAtMs) return waiter.resolve(grant());
        deadlineDrops++;
        waiter.reject(overloaded('DEADLINE'));
      }
    };
  };

  return {
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return waiters.size;
    },
    get rejected() {
      return rejected;
    },
    get deadlineDrops() {
      return deadlineDrops;
    },
    acquire(deadlineMs, signal) {
      if (signal?.aborted === true) return Promise.reject(signal.reason);
      const remainingMs = deadlineMs - now();
      if (remainingMs <= 0) {
        deadlineDrops++;
        return Promise.reject(overloaded('DEADLINE'));
      }
      if (inFlight < maxConcurrent && waiters.size === 0) return Promise.resolve(grant());
      if (waiters.size >= maxQueued) {
        rejected++;
        return Promise.reject(overloaded('QUEUE_FULL'));
      }
      const waitLimitMs = Math.min(remainingMs, maxWaitMs);
      if (expectedWaitMs(waiters.size + 1) > waitLimitMs || waitLimitMs <= 0) {
        deadlineDrops++;
        return Promise.reject(overloaded('DEADLINE'));
      }
      return new Promise<ReleaseSlot>((resolve, reject) => {
        const waiter: Waiter = {
          giveUpAtMs: now() + waitLimitMs,
          resolve,
          reject,
          cancelTimer: () => {},
          detach: () => {},
        };
        waiters.add(waiter);
        waiter.cancelTimer = setTimer(() => {
          if (!waiters.delete(waiter)) return;
          waiter.detach();
          deadlineDrops++;
          reject(overloaded('DEADLINE'));
        }, waitLimitMs);
        if (signal !== undefined) {
          const onAbort = (): void => {
            if (!waiters.delete(waiter)) return;
            waiter.cancelTimer();
            reject(signal.reason);
          };
          signal.addEventListener('abort', onAbort, { once: true });
          waiter.detach = () => signal.removeEventListener('abort', onAbort);
        }
      });
    },
  };
}

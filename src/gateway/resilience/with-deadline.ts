import { ParapetError } from '../../core/index.ts';
import { type Now, type SetTimer, systemScheduler } from './system-scheduler.ts';

export interface DeadlineOptions {
  /** The absolute time, on the `now` clock, by which the work must finish. */
  readonly deadlineMs: number;
  /** What is being waited for, for the error message and details ("upstream", "detector remote.moderation"). */
  readonly label?: string;
  /** Aborts the work too, e.g. when the client hangs up; the promise then rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  readonly now?: Now;
  readonly setTimer?: SetTimer;
}

/**
 * Runs `work` with an AbortSignal that fires at the deadline, and rejects with DEADLINE_EXCEEDED then, whether or not
 * the work honours the signal: a hung upstream must not hold the request past its budget. Work that settles first
 * wins, and its timer is cancelled. A deadline already past rejects at once without starting the work.
 */
export function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, options: DeadlineOptions): Promise<T> {
  const now = options.now ?? systemScheduler.now;
  const setTimer = options.setTimer ?? systemScheduler.setTimer;
  const label = options.label ?? 'the operation';
  const startedMs = now();
  const remainingMs = options.deadlineMs - startedMs;
  const exceeded = (): ParapetError =>
    new ParapetError(
      'DEADLINE_EXCEEDED',
      `${label} did not finish before its deadline (${Math.max(0, Math.round(remainingMs))} ms were left when it ` +
        'started); raise the deadline or look at why it is slow.',
      { label, deadlineMs: options.deadlineMs, budgetMs: Math.max(0, remainingMs), elapsedMs: now() - startedMs },
    );
  if (remainingMs <= 0) return Promise.reject(exceeded());
  if (options.signal?.aborted === true) return Promise.reject(options.signal.reason);

  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    let isSettled = false;
    const settle = (finish: () => void): void => {
      if (isSettled) return;
      isSettled = true;
      cancelTimer();
      options.signal?.removeEventListener('abort', onParentAbort);
      finish();
    };
    const onParentAbort = (): void => {
      const reason: unknown = options.signal?.reason;
      controller.abort(reason);
      settle(() => reject(reason));
    };
    const cancelTimer = setTimer(() => {
      const error = exceeded();
      controller.abort(error);
      settle(() => reject(error));
    }, remainingMs);
    options.signal?.addEventListener('abort', onParentAbort, { once: true });
    // Promise.resolve().then turns a synchronous throw in `work` into a rejection like any other; work whose signal
    // already fired (the parent aborted in between) is not started.
    Promise.resolve()
      .then(() => (controller.signal.aborted ? Promise.reject(controller.signal.reason) : work(controller.signal)))
      .then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error)),
      );
  });
}

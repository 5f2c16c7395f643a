import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFakeScheduler, flushPromises } from '../../../test/support/fake-scheduler.ts';
import { isParapetError } from '../../core/index.ts';
import { withDeadline } from './with-deadline.ts';

/** A promise the test settles by hand, recording the signal it was given. */
function pendingWork<T>() {
  const seen: { signal?: AbortSignal; calls: number } = { calls: 0 };
  let settle: { resolve: (v: T) => void; reject: (e: unknown) => void } | undefined;
  const work = (signal: AbortSignal): Promise<T> => {
    seen.signal = signal;
    seen.calls++;
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { work, seen, resolve: (v: T) => settle?.resolve(v), reject: (e: unknown) => settle?.reject(e) };
}

async function outcome<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

describe('withDeadline', () => {
  it('resolves with the work when it finishes first, and cancels its timer', async () => {
    const clock = createFakeScheduler(1_000);
    const w = pendingWork<string>();
    const result = withDeadline(w.work, { deadlineMs: 1_500, now: clock.now, setTimer: clock.setTimer });
    await flushPromises();
    w.resolve('ok');
    assert.equal(await result, 'ok');
    assert.equal(clock.pendingTimers(), 0);
    assert.equal(w.seen.signal?.aborted, false);
  });

  it('rejects with DEADLINE_EXCEEDED at the deadline and aborts the signal, even if the work ignores it', async () => {
    const clock = createFakeScheduler(1_000);
    const w = pendingWork<string>();
    const result = outcome(
      withDeadline(w.work, { deadlineMs: 1_500, label: 'upstream', now: clock.now, setTimer: clock.setTimer }),
    );
    await flushPromises();
    clock.advance(499);
    assert.equal(w.seen.signal?.aborted, false);
    clock.advance(1);
    const { error } = await result;
    assert.ok(isParapetError(error));
    assert.equal(error.code, 'DEADLINE_EXCEEDED');
    assert.equal(error.httpStatus, 504);
    assert.match(error.message, /^upstream did not finish before its deadline \(500 ms/);
    assert.deepEqual(error.details, { label: 'upstream', deadlineMs: 1_500, budgetMs: 500, elapsedMs: 500 });
    assert.equal(w.seen.signal?.aborted, true);
    assert.equal(w.seen.signal?.reason, error);
    w.resolve('too late');
    await flushPromises();
  });

  it('does not start work whose deadline has already passed', async () => {
    const clock = createFakeScheduler(2_000);
    const w = pendingWork<string>();
    const { error } = await outcome(
      withDeadline(w.work, { deadlineMs: 2_000, now: clock.now, setTimer: clock.setTimer }),
    );
    assert.ok(isParapetError(error) && error.code === 'DEADLINE_EXCEEDED');
    assert.equal(w.seen.calls, 0);
  });

  it("passes the work's own rejection through, and a synchronous throw becomes a rejection", async () => {
    const clock = createFakeScheduler();
    const options = { deadlineMs: 100, now: clock.now, setTimer: clock.setTimer };
    const boom = new Error('connection reset');
    const w = pendingWork<string>();
    const rejected = outcome(withDeadline(w.work, options));
    await flushPromises();
    w.reject(boom);
    assert.equal((await rejected).error, boom);
    const thrown = await outcome(
      withDeadline(() => {
        throw boom;
      }, options),
    );
    assert.equal(thrown.error, boom);
    assert.equal(clock.pendingTimers(), 0);
  });

  it("follows a parent signal: the client hanging up aborts the work with the parent's reason", async () => {
    const clock = createFakeScheduler();
    const parent = new AbortController();
    const w = pendingWork<string>();
    const result = outcome(
      withDeadline(w.work, { deadlineMs: 100, signal: parent.signal, now: clock.now, setTimer: clock.setTimer }),
    );
    await flushPromises();
    parent.abort('client closed');
    assert.equal((await result).error, 'client closed');
    assert.equal(w.seen.signal?.reason, 'client closed');
    assert.equal(clock.pendingTimers(), 0);
  });
});

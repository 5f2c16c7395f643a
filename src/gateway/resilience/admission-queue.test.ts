import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFakeScheduler, flushPromises } from '../../../test/support/fake-scheduler.ts';
import { isParapetError, type ParapetError } from '../../core/index.ts';
import { type AdmissionQueueOptions, createAdmissionQueue, type ReleaseSlot } from './admission-queue.ts';

function setUp(overrides: Partial<AdmissionQueueOptions> = {}) {
  const clock = createFakeScheduler(10_000);
  const queue = createAdmissionQueue({
    maxConcurrent: 2,
    maxQueued: 2,
    maxWaitMs: 1_000,
    now: clock.now,
    setTimer: clock.setTimer,
    ...overrides,
  });
  const metrics = () => ({
    inFlight: queue.inFlight,
    queued: queue.queued,
    rejected: queue.rejected,
    deadlineDrops: queue.deadlineDrops,
  });
  return { clock, queue, metrics };
}

/** Tracks a pending acquire without awaiting it. */
function track(promise: Promise<ReleaseSlot>) {
  const state: { release?: ReleaseSlot; error?: ParapetError | unknown } = {};
  promise.then(
    (release) => {
      state.release = release;
    },
    (error: unknown) => {
      state.error = error;
    },
  );
  return state;
}

const overloadReason = (error: unknown): unknown =>
  isParapetError(error) && error.code === 'OVERLOADED' ? error.details['reason'] : `not OVERLOADED: ${String(error)}`;

describe('createAdmissionQueue', () => {
  it('admits up to maxConcurrent at once, queues up to maxQueued, refuses the rest with QUEUE_FULL', async () => {
    const { clock, queue, metrics } = setUp();
    const far = clock.now() + 5_000;
    const a = track(queue.acquire(far));
    const b = track(queue.acquire(far));
    const c = track(queue.acquire(far));
    const d = track(queue.acquire(far));
    const e = track(queue.acquire(far));
    await flushPromises();
    assert.ok(a.release && b.release);
    assert.equal(c.release ?? d.release, undefined);
    assert.equal(overloadReason(e.error), 'QUEUE_FULL');
    assert.deepEqual(metrics(), { inFlight: 2, queued: 2, rejected: 1, deadlineDrops: 0 });
    const error = e.error as ParapetError;
    assert.equal(error.httpStatus, 503);
    assert.equal(error.details['retryAfterSeconds'], 1);
  });

  it('hands a released slot to the oldest waiter, and release is idempotent', async () => {
    const { clock, queue, metrics } = setUp();
    const far = clock.now() + 5_000;
    const a = track(queue.acquire(far));
    track(queue.acquire(far));
    const c = track(queue.acquire(far));
    const d = track(queue.acquire(far));
    await flushPromises();
    a.release?.();
    a.release?.();
    await flushPromises();
    assert.ok(c.release, 'the first waiter got the slot');
    assert.equal(d.release, undefined, 'a second release of the same slot admitted nobody');
    assert.deepEqual(metrics(), { inFlight: 2, queued: 1, rejected: 0, deadlineDrops: 0 });
  });

  it('drops a waiter at its deadline (or maxWaitMs, whichever is sooner), freeing its queue place', async () => {
    const { clock, queue, metrics } = setUp({ maxQueued: 1 });
    const now = clock.now();
    track(queue.acquire(now + 5_000));
    track(queue.acquire(now + 5_000));
    const soon = track(queue.acquire(now + 300));
    await flushPromises();
    clock.advance(299);
    await flushPromises();
    assert.equal(soon.error, undefined);
    clock.advance(1);
    await flushPromises();
    assert.equal(overloadReason(soon.error), 'DEADLINE');
    const patient = track(queue.acquire(now + 60_000));
    clock.advance(1_000);
    await flushPromises();
    assert.equal(overloadReason(patient.error), 'DEADLINE', 'maxWaitMs caps the wait');
    assert.deepEqual(metrics(), { inFlight: 2, queued: 0, rejected: 0, deadlineDrops: 2 });
    assert.equal(clock.pendingTimers(), 0);
  });

  it('refuses at once a request whose deadline has passed, or that the expected wait would outlast', async () => {
    const { clock, queue, metrics } = setUp({ maxConcurrent: 1, maxQueued: 10, maxWaitMs: 60_000 });
    const past = track(queue.acquire(clock.now()));
    await flushPromises();
    assert.equal(overloadReason(past.error), 'DEADLINE');
    // Teach the queue that a slot is held for about 2 s.
    const first = track(queue.acquire(clock.now() + 10_000));
    await flushPromises();
    clock.advance(2_000);
    first.release?.();
    const holder = track(queue.acquire(clock.now() + 10_000));
    await flushPromises();
    assert.ok(holder.release);
    const hopeless = track(queue.acquire(clock.now() + 1_500));
    const hopeful = track(queue.acquire(clock.now() + 5_000));
    await flushPromises();
    assert.equal(overloadReason(hopeless.error), 'DEADLINE', 'a 2 s expected wait does not fit in 1.5 s');
    assert.equal(hopeful.error, undefined);
    assert.deepEqual(metrics(), { inFlight: 1, queued: 1, rejected: 0, deadlineDrops: 2 });
    const error = hopeless.error as ParapetError;
    assert.equal(error.details['retryAfterSeconds'], 2, 'one 2 s hold ahead of it');
  });

  it('takes an aborted request out of the queue', async () => {
    const { clock, queue, metrics } = setUp({ maxConcurrent: 1 });
    const far = clock.now() + 5_000;
    const holder = track(queue.acquire(far));
    const controller = new AbortController();
    const waiting = track(queue.acquire(far, controller.signal));
    await flushPromises();
    controller.abort('client closed');
    await flushPromises();
    assert.equal(waiting.error, 'client closed');
    assert.deepEqual(metrics(), { inFlight: 1, queued: 0, rejected: 0, deadlineDrops: 0 });
    holder.release?.();
    assert.equal(queue.inFlight, 0);
    assert.equal(clock.pendingTimers(), 0);
  });

  it('keeps memory bounded: 10 000 requests against a full queue leave at most maxQueued waiting', async () => {
    const { clock, queue, metrics } = setUp({ maxConcurrent: 1, maxQueued: 5 });
    const far = clock.now() + 5_000;
    const all = Array.from({ length: 10_000 }, () => queue.acquire(far).catch(() => undefined));
    await flushPromises();
    assert.deepEqual(metrics(), { inFlight: 1, queued: 5, rejected: 9_994, deadlineDrops: 0 });
    assert.equal(clock.pendingTimers(), 5);
    clock.advance(5_000);
    await Promise.all(all);
  });

  it('with maxQueued 0 it never queues', async () => {
    const { clock, queue } = setUp({ maxConcurrent: 1, maxQueued: 0 });
    track(queue.acquire(clock.now() + 1_000));
    const second = track(queue.acquire(clock.now() + 1_000));
    await flushPromises();
    assert.equal(overloadReason(second.error), 'QUEUE_FULL');
  });
});

import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createFakeScheduler } from '../../../test/support/fake-scheduler.ts';
import { type BreakerTransition, createCircuitBreaker } from './circuit-breaker.ts';
import { createMemoryState } from './memory-state.ts';
import { type SharedBreakerSync, shareBreakerState } from './share-breaker-state.ts';
import type { SharedState } from './shared-state.ts';

/** A replica's breaker, publishing its own transitions as the gateway would wire it. */
function replica(state: SharedState, now: () => number) {
  const transitions: BreakerTransition[] = [];
  const published: Promise<void>[] = [];
  let sync: SharedBreakerSync | undefined;
  const breaker = createCircuitBreaker({
    name: 'upstream',
    failureThreshold: 2,
    openMs: 5_000,
    halfOpenMaxProbes: 1,
    now,
    onTransition: (t) => {
      transitions.push(t);
      if (t.reason !== 'SHARED_STATE' && sync !== undefined) published.push(sync.publish());
    },
  });
  sync = shareBreakerState({ breaker, state });
  return { breaker, sync, transitions, settle: () => Promise.all(published) };
}

it('a breaker opened on one replica is adopted by the others on their next pull', async () => {
  const clock = createFakeScheduler(1_000);
  const state = createMemoryState({ now: clock.now });
  const a = replica(state, clock.now);
  const b = replica(state, clock.now);
  a.breaker.record(false);
  a.breaker.record(false);
  await a.settle();
  assert.deepEqual(await state.getBreaker('upstream'), { state: 'open', sinceMs: 1_000, version: 1 });
  await b.sync.pull();
  assert.equal(b.breaker.state(), 'open');
  assert.equal(b.transitions.at(-1)?.reason, 'SHARED_STATE');
  await b.sync.pull();
  assert.equal(b.transitions.length, 1, 'pulling an unchanged record does nothing');
  clock.advance(5_000);
  assert.equal(b.breaker.state(), 'half-open', 'the shared open period ends for every replica at the same time');
});

it('when two replicas publish at once, the loser adopts the winner', async () => {
  const clock = createFakeScheduler(1_000);
  const state = createMemoryState({ now: clock.now });
  const a = replica(state, clock.now);
  const b = replica(state, clock.now);
  a.breaker.record(false);
  a.breaker.record(false);
  clock.advance(10);
  b.breaker.record(false);
  b.breaker.record(false);
  await Promise.all([a.settle(), b.settle()]);
  const record = await state.getBreaker('upstream');
  assert.equal(record?.version, 1, 'exactly one write applied');
  assert.equal(record?.sinceMs, 1_000);
  assert.deepEqual(b.breaker.snapshot(), { state: 'open', sinceMs: 1_010 }, 'both open; b keeps its own open period');
  await b.sync.publish();
  assert.equal((await state.getBreaker('upstream'))?.version, 2, 'b publishes over the version it has now seen');
});

it('a replica whose probe closed the breaker tells the others', async () => {
  const clock = createFakeScheduler(1_000);
  const state = createMemoryState({ now: clock.now });
  const a = replica(state, clock.now);
  const b = replica(state, clock.now);
  a.breaker.record(false);
  a.breaker.record(false);
  await a.settle();
  await b.sync.pull();
  clock.advance(5_000);
  assert.equal(a.breaker.canRequest(), true);
  a.breaker.record(true);
  await a.settle();
  assert.equal((await state.getBreaker('upstream'))?.state, 'closed');
  await b.sync.pull();
  assert.equal(b.breaker.state(), 'closed');
});

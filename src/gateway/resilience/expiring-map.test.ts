import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createFakeScheduler } from '../../../test/support/fake-scheduler.ts';
import { createExpiringMap } from './expiring-map.ts';

it('lapses entries at their expiry, on read', () => {
  const clock = createFakeScheduler();
  const map = createExpiringMap<string>(clock.now);
  map.set('a', 'x', 100);
  map.set('forever', 'y', Number.POSITIVE_INFINITY);
  clock.advance(99);
  assert.equal(map.get('a'), 'x');
  assert.equal(map.expiresAt('a'), 100);
  clock.advance(1);
  assert.equal(map.get('a'), undefined);
  assert.equal(map.expiresAt('a'), undefined);
  clock.advance(1e12);
  assert.equal(map.get('forever'), 'y');
});

it('sweeps expired entries that are never read again, so one-shot keys do not pile up', () => {
  const clock = createFakeScheduler();
  const map = createExpiringMap<number>(clock.now);
  // 10 000 one-shot keys (consent token ids, say), each live for 1 s, one per millisecond.
  for (let i = 0; i < 10_000; i++) {
    map.set(`k${i}`, i, clock.now() + 1_000);
    clock.advance(1);
  }
  assert.ok(map.size <= 1_000 + 256, `size ${map.size}: about 1 000 live plus at most one sweep interval`);
});

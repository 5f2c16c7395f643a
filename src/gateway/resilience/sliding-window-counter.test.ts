import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createFakeScheduler } from '../../../test/support/fake-scheduler.ts';
import { createSlidingWindowCounter } from './sliding-window-counter.ts';

it('sums the last window to bucket resolution, and forgets older buckets', () => {
  const clock = createFakeScheduler();
  const counter = createSlidingWindowCounter({ windowMs: 1_000, buckets: 10, now: clock.now });
  counter.add(); // bucket [0, 100)
  clock.advance(450);
  counter.add(2); // bucket [400, 500)
  assert.equal(counter.total(), 3);
  clock.advance(550); // now 1000: bucket 0 left the window
  assert.equal(counter.total(), 2);
  clock.advance(400); // now 1400: bucket 4 is the oldest one out
  assert.equal(counter.total(), 0);
  clock.advance(1_000_000);
  counter.add(5);
  assert.equal(counter.total(), 5, 'a reused slot is reset, not added to');
});

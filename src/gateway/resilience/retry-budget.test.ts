import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFakeScheduler } from '../../../test/support/fake-scheduler.ts';
import { createRetryBudget } from './retry-budget.ts';

const drain = (budget: { tryAcquireRetry(): boolean }): number => {
  let granted = 0;
  while (granted < 10_000 && budget.tryAcquireRetry()) granted++;
  return granted;
};

describe('createRetryBudget', () => {
  it('allows the floor minRetriesPerSecond × window when there is little traffic', () => {
    const clock = createFakeScheduler();
    const budget = createRetryBudget({ ratio: 0.2, minRetriesPerSecond: 1, windowMs: 10_000, now: clock.now });
    assert.equal(drain(budget), 10);
  });

  it('allows ratio × requests in the window when that is above the floor', () => {
    const clock = createFakeScheduler();
    const budget = createRetryBudget({ ratio: 0.2, minRetriesPerSecond: 0.1, windowMs: 10_000, now: clock.now });
    for (let i = 0; i < 100; i++) budget.recordRequest();
    assert.equal(drain(budget), 20);
    assert.deepEqual(budget.usage(), { retries: 20, limit: 20, requests: 100 });
  });

  it('frees the budget as retries slide out of the window', () => {
    const clock = createFakeScheduler();
    const budget = createRetryBudget({ ratio: 0, minRetriesPerSecond: 0.5, windowMs: 4_000, now: clock.now });
    assert.equal(drain(budget), 2);
    clock.advance(2_000);
    assert.equal(budget.tryAcquireRetry(), false, 'still inside the window');
    clock.advance(2_000);
    assert.equal(drain(budget), 2);
  });

  it('with ratio 0 and no floor it never retries', () => {
    const clock = createFakeScheduler();
    const budget = createRetryBudget({ ratio: 0, minRetriesPerSecond: 0, windowMs: 1_000, now: clock.now });
    budget.recordRequest();
    assert.equal(budget.tryAcquireRetry(), false);
  });

  it('refuses a negative ratio or an empty window', () => {
    const now = () => 0;
    assert.throws(() => createRetryBudget({ ratio: -1, minRetriesPerSecond: 0, windowMs: 1, now }), {
      code: 'CONFIG_INVALID',
    });
    assert.throws(() => createRetryBudget({ ratio: 1, minRetriesPerSecond: 0, windowMs: 0, now }), {
      code: 'CONFIG_INVALID',
    });
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFakeScheduler } from '../../../test/support/fake-scheduler.ts';
import { createMemoryState } from './memory-state.ts';
import { createTokenBudgets, type TenantBudgets } from './token-budgets.ts';

const ACME: TenantBudgets = {
  'remote.moderation': { perTenant: { capacity: 5, refillPerSecond: 0 }, perUser: { capacity: 2, refillPerSecond: 1 } },
  'remote.tenant-only': { perTenant: { capacity: 1, refillPerSecond: 0 } },
};

function setUp(defaults?: TenantBudgets) {
  const clock = createFakeScheduler();
  const state = createMemoryState({ now: clock.now });
  const budgets = createTokenBudgets({
    state,
    tenants: { acme: ACME },
    ...(defaults === undefined ? {} : { defaults }),
  });
  return { clock, state, budgets };
}

const moderation = { tenantId: 'acme', resource: 'remote.moderation' } as const;

describe('createTokenBudgets', () => {
  it('refuses a user over their own budget, with the time until their bucket refills', async () => {
    const { clock, budgets } = setUp();
    const alice = { ...moderation, userId: 'alice' };
    assert.equal((await budgets.take(alice)).allowed, true);
    assert.equal((await budgets.take(alice)).allowed, true);
    assert.deepEqual(await budgets.take(alice), {
      allowed: false,
      limitedBy: 'user',
      retryAfterMs: 1000,
      isUnbudgeted: false,
    });
    clock.advance(1_000);
    assert.equal((await budgets.take(alice)).allowed, true);
  });

  it('refuses everyone once the tenant budget is spent, whatever their own budgets say', async () => {
    const { budgets } = setUp();
    const outcomes = [];
    for (const userId of ['u1', 'u2', 'u3', 'u4', 'u5', 'u6'])
      outcomes.push(await budgets.take({ ...moderation, userId }));
    assert.deepEqual(
      outcomes.map((o) => o.limitedBy),
      ['none', 'none', 'none', 'none', 'none', 'tenant'],
    );
    assert.equal(outcomes[5]?.retryAfterMs, Number.POSITIVE_INFINITY, 'a quota that never refills');
  });

  it('a user refused by their own budget does not spend the tenant budget', async () => {
    const { budgets } = setUp();
    const bob = { ...moderation, userId: 'bob' };
    for (let i = 0; i < 10; i++) await budgets.take(bob);
    const results = [];
    for (const userId of ['c1', 'c2', 'c3']) results.push((await budgets.take({ ...moderation, userId })).allowed);
    assert.deepEqual(results, [true, true, true], 'bob took 2 of the tenant 5, so 3 are left');
  });

  it('applies only the tenant budget to a request with no user id', async () => {
    const { budgets } = setUp();
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push((await budgets.take(moderation)).allowed);
    assert.deepEqual(outcomes, [true, true, true, true, true, false]);
  });

  it('charges `cost` tokens', async () => {
    const { budgets } = setUp();
    assert.equal((await budgets.take({ tenantId: 'acme', resource: 'remote.tenant-only', cost: 2 })).allowed, false);
    assert.equal((await budgets.take({ tenantId: 'acme', resource: 'remote.tenant-only', cost: 1 })).allowed, true);
  });

  it('does not budget a resource or tenant with no budget, unless defaults cover the tenant', async () => {
    const { budgets } = setUp();
    const free = await budgets.take({ tenantId: 'acme', resource: 'sig.cheap', userId: 'x' });
    assert.deepEqual(free, { allowed: true, limitedBy: 'none', retryAfterMs: 0, isUnbudgeted: true });
    assert.equal((await budgets.take({ ...moderation, tenantId: 'unknown' })).isUnbudgeted, true);
    const withDefaults = setUp({ 'remote.moderation': { perTenant: { capacity: 1, refillPerSecond: 0 } } }).budgets;
    const stranger = { ...moderation, tenantId: 'stranger' };
    assert.equal((await withDefaults.take(stranger)).allowed, true);
    assert.equal((await withDefaults.take(stranger)).limitedBy, 'tenant');
    assert.equal(
      (await budgets.take({ ...moderation, tenantId: 'constructor' })).isUnbudgeted,
      true,
      'no prototype keys',
    );
  });

  it('encodes ids into keys, so a user id cannot reach into another tenant or user bucket', () => {
    const { budgets } = setUp();
    const sneaky = budgets.keysFor({ tenantId: 'acme', userId: 'x:other', resource: 'r' });
    const plain = budgets.keysFor({ tenantId: 'acme:x', userId: 'other', resource: 'r' });
    assert.notEqual(sneaky.user, plain.user);
    assert.equal(sneaky.user, 'budget:r:acme:x%3Aother');
    assert.equal(sneaky.tenant, 'budget:r:acme');
  });

  it('refuses a negative budget at construction', () => {
    const state = createMemoryState({ now: () => 0 });
    assert.throws(
      () => createTokenBudgets({ state, tenants: { t: { r: { perUser: { capacity: -1, refillPerSecond: 0 } } } } }),
      { code: 'CONFIG_INVALID' },
    );
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SharedState } from './shared-state.ts';

// One contract for every SharedState implementation, run by memory-state.test.ts and redis-state.test.ts (as hono
// runs one suite over all its routers). This file only defines it; on its own it runs no test.

export interface StateUnderTest {
  readonly state: SharedState;
  /** Moves the implementation's clock; absent for Redis, whose clock is the server's, so timed cases are skipped. */
  readonly advanceMs?: (ms: number) => void;
}

export function runSharedStateContract(name: string, make: () => Promise<StateUnderTest>): void {
  /** Runs `body` against a fresh state and closes it afterwards. */
  const withState = async (body: (subject: StateUnderTest) => Promise<void>): Promise<void> => {
    const subject = await make();
    try {
      await body(subject);
    } finally {
      await subject.state.close();
    }
  };
  /** Like `withState`, for cases that need to move the clock; skipped (with the reason) where it cannot. */
  const timed = (title: string, body: (state: SharedState, advanceMs: (ms: number) => void) => Promise<void>) =>
    it(title, async (t) => {
      await withState(async ({ state, advanceMs }) => {
        if (advanceMs === undefined) return t.skip(`${name} runs on a clock the test cannot move`);
        await body(state, advanceMs);
      });
    });

  describe(`SharedState contract: ${name}`, () => {
    describe('takeTokens', () => {
      it('starts full, takes until empty, then refuses a never-refilling bucket for ever', () =>
        withState(async ({ state }) => {
          const spec = { capacity: 3, refillPerSecond: 0, cost: 1 };
          const results = [];
          for (let i = 0; i < 4; i++) results.push(await state.takeTokens('b', spec));
          assert.deepEqual(
            results.map((r) => [r.allowed, r.remaining, r.retryAfterMs]),
            [
              [true, 2, 0],
              [true, 1, 0],
              [true, 0, 0],
              [false, 0, Number.POSITIVE_INFINITY],
            ],
          );
        }));

      it('refuses a cost above the level without taking anything; cost 0 only reads', () =>
        withState(async ({ state }) => {
          const spec = { capacity: 5, refillPerSecond: 0 };
          assert.equal((await state.takeTokens('b', { ...spec, cost: 3 })).remaining, 2);
          const refused = await state.takeTokens('b', { ...spec, cost: 3 });
          assert.deepEqual([refused.allowed, refused.remaining], [false, 2]);
          assert.deepEqual(await state.takeTokens('b', { ...spec, cost: 0 }), {
            allowed: true,
            remaining: 2,
            retryAfterMs: 0,
          });
          assert.equal((await state.takeTokens('b', { ...spec, cost: 2 })).allowed, true);
        }));

      it('a cost above capacity can never be paid', () =>
        withState(async ({ state }) => {
          const taken = await state.takeTokens('b', { capacity: 2, refillPerSecond: 100, cost: 3 });
          assert.deepEqual([taken.allowed, taken.retryAfterMs], [false, Number.POSITIVE_INFINITY]);
        }));

      it('says how long until the missing tokens have refilled', () =>
        withState(async ({ state }) => {
          // One token per 1000 s: the milliseconds that pass during the test refill a negligible amount.
          const spec = { capacity: 2, refillPerSecond: 0.001, cost: 1 };
          await state.takeTokens('b', spec);
          await state.takeTokens('b', spec);
          const refused = await state.takeTokens('b', spec);
          assert.equal(refused.allowed, false);
          assert.ok(refused.remaining >= 0 && refused.remaining < 0.01, String(refused.remaining));
          assert.ok(refused.retryAfterMs > 990_000 && refused.retryAfterMs <= 1_000_000, String(refused.retryAfterMs));
        }));

      it('keeps buckets apart by key', () =>
        withState(async ({ state }) => {
          const spec = { capacity: 1, refillPerSecond: 0, cost: 1 };
          assert.equal((await state.takeTokens('a', spec)).allowed, true);
          assert.equal((await state.takeTokens('b', spec)).allowed, true);
          assert.equal((await state.takeTokens('a', spec)).allowed, false);
        }));

      it('is atomic: 100 concurrent takes on a bucket of 60 allow exactly 60', () =>
        withState(async ({ state }) => {
          const spec = { capacity: 60, refillPerSecond: 0, cost: 1 };
          const results = await Promise.all(Array.from({ length: 100 }, () => state.takeTokens('b', spec)));
          assert.equal(results.filter((r) => r.allowed).length, 60);
        }));

      it('refuses a negative or non-finite spec', () =>
        withState(async ({ state }) => {
          for (const spec of [
            { capacity: -1, refillPerSecond: 0, cost: 1 },
            { capacity: 1, refillPerSecond: Number.NaN, cost: 1 },
            { capacity: 1, refillPerSecond: 0, cost: Number.POSITIVE_INFINITY },
          ]) {
            await assert.rejects(state.takeTokens('b', spec), { code: 'CONFIG_INVALID' });
          }
        }));

      timed('refills by elapsed time, up to capacity', async (state, advanceMs) => {
        const spec = { capacity: 2, refillPerSecond: 1, cost: 1 };
        await state.takeTokens('b', spec);
        await state.takeTokens('b', spec);
        assert.deepEqual(await state.takeTokens('b', spec), { allowed: false, remaining: 0, retryAfterMs: 1000 });
        advanceMs(500);
        assert.deepEqual(await state.takeTokens('b', spec), { allowed: false, remaining: 0.5, retryAfterMs: 500 });
        advanceMs(500);
        assert.deepEqual(await state.takeTokens('b', spec), { allowed: true, remaining: 0, retryAfterMs: 0 });
        advanceMs(60_000);
        assert.equal((await state.takeTokens('b', { ...spec, cost: 0 })).remaining, 2, 'never above capacity');
      });
    });

    describe('consumeOnce', () => {
      it('is true for the first caller only', () =>
        withState(async ({ state }) => {
          assert.equal(await state.consumeOnce('tok-1', 60_000), true);
          assert.equal(await state.consumeOnce('tok-1', 60_000), false);
          assert.equal(await state.consumeOnce('tok-2', 60_000), true);
        }));

      it('is atomic: 50 concurrent consumers, exactly one wins', () =>
        withState(async ({ state }) => {
          const wins = await Promise.all(Array.from({ length: 50 }, () => state.consumeOnce('tok', 60_000)));
          assert.equal(wins.filter(Boolean).length, 1);
        }));

      it('has its own namespace: spending a token id does not touch a consent or a counter of that name', () =>
        withState(async ({ state }) => {
          await state.putConsent('x', 'grant', 60_000);
          assert.equal(await state.consumeOnce('x', 60_000), true);
          assert.equal(await state.getConsent('x'), 'grant');
          assert.equal(await state.incrementCounter('x'), 1);
        }));

      timed('can be spent again only after its TTL', async (state, advanceMs) => {
        assert.equal(await state.consumeOnce('tok', 1_000), true);
        advanceMs(999);
        assert.equal(await state.consumeOnce('tok', 1_000), false);
        advanceMs(1);
        assert.equal(await state.consumeOnce('tok', 1_000), true);
      });
    });

    describe('putConsent / getConsent', () => {
      it('stores, overwrites and reads back values exactly', () =>
        withState(async ({ state }) => {
          assert.equal(await state.getConsent('c'), undefined);
          const value = JSON.stringify({ user: 'ü\u0000\n', scope: ['a', 'b'] });
          await state.putConsent('c', value, 60_000);
          assert.equal(await state.getConsent('c'), value);
          await state.putConsent('c', 'second', 60_000);
          assert.equal(await state.getConsent('c'), 'second');
        }));

      timed('forgets a consent after its TTL', async (state, advanceMs) => {
        await state.putConsent('c', 'v', 1_000);
        advanceMs(999);
        assert.equal(await state.getConsent('c'), 'v');
        advanceMs(1);
        assert.equal(await state.getConsent('c'), undefined);
      });
    });

    describe('appendWindow / readWindow', () => {
      const spec = { maxItems: 3, ttlMs: 60_000 };

      it('keeps the last maxItems items, oldest first', () =>
        withState(async ({ state }) => {
          assert.deepEqual(await state.readWindow('conv'), []);
          const lengths = [];
          for (const item of ['one', 'two', 'three', 'four', 'five']) {
            lengths.push(await state.appendWindow('conv', item, spec));
          }
          assert.deepEqual(lengths, [1, 2, 3, 3, 3]);
          assert.deepEqual(await state.readWindow('conv'), ['three', 'four', 'five']);
          assert.deepEqual(await state.readWindow('other'), []);
        }));

      it('keeps every item intact under concurrent appends', () =>
        withState(async ({ state }) => {
          const items = Array.from({ length: 20 }, (_, i) => `turn ${i}`);
          await Promise.all(items.map((item) => state.appendWindow('conv', item, { maxItems: 50, ttlMs: 60_000 })));
          assert.deepEqual([...(await state.readWindow('conv'))].sort(), [...items].sort());
        }));

      timed('expires ttlMs after the last append, and each append renews it', async (state, advanceMs) => {
        await state.appendWindow('conv', 'a', { maxItems: 3, ttlMs: 1_000 });
        advanceMs(800);
        await state.appendWindow('conv', 'b', { maxItems: 3, ttlMs: 1_000 });
        advanceMs(800);
        assert.deepEqual(await state.readWindow('conv'), ['a', 'b']);
        advanceMs(200);
        assert.deepEqual(await state.readWindow('conv'), []);
      });
    });

    describe('getBreaker / setBreaker', () => {
      it('compare-and-set: only a write expecting the current version applies', () =>
        withState(async ({ state }) => {
          assert.equal(await state.getBreaker('up'), undefined);
          const open = { state: 'open', sinceMs: 1_000 } as const;
          assert.deepEqual(await state.setBreaker('up', open, 0), { isApplied: true, version: 1 });
          assert.deepEqual(await state.setBreaker('up', { state: 'closed', sinceMs: 2_000 }, 0), {
            isApplied: false,
            version: 1,
          });
          assert.deepEqual(await state.getBreaker('up'), { ...open, version: 1 });
          assert.deepEqual(await state.setBreaker('up', { state: 'half-open', sinceMs: 6_000 }, 1), {
            isApplied: true,
            version: 2,
          });
          assert.deepEqual(await state.getBreaker('up'), { state: 'half-open', sinceMs: 6_000, version: 2 });
          assert.equal(await state.getBreaker('other'), undefined);
        }));

      it('is atomic: of 20 concurrent writers expecting one version, exactly one applies', () =>
        withState(async ({ state }) => {
          const writes = await Promise.all(
            Array.from({ length: 20 }, (_, i) => state.setBreaker('up', { state: 'open', sinceMs: i }, 0)),
          );
          assert.equal(writes.filter((w) => w.isApplied).length, 1);
          assert.ok(writes.every((w) => w.version === 1));
        }));
    });

    describe('incrementCounter', () => {
      it('adds and returns the new value, per key', () =>
        withState(async ({ state }) => {
          assert.equal(await state.incrementCounter('n'), 1);
          assert.equal(await state.incrementCounter('n'), 2);
          assert.equal(await state.incrementCounter('n', { by: 5 }), 7);
          assert.equal(await state.incrementCounter('n', { by: -7 }), 0);
          assert.equal(await state.incrementCounter('m'), 1);
          await assert.rejects(state.incrementCounter('n', { by: 0.5 }), { code: 'CONFIG_INVALID' });
        }));

      it('is atomic under 100 concurrent increments', () =>
        withState(async ({ state }) => {
          await Promise.all(Array.from({ length: 100 }, () => state.incrementCounter('n')));
          assert.equal(await state.incrementCounter('n', { by: 0 }), 100);
        }));

      timed(
        'sets the TTL when the counter is created, not on later increments (a fixed window)',
        async (state, advanceMs) => {
          await state.incrementCounter('n', { ttlMs: 1_000 });
          advanceMs(600);
          assert.equal(await state.incrementCounter('n', { ttlMs: 1_000 }), 2);
          advanceMs(400);
          assert.equal(await state.incrementCounter('n', { ttlMs: 1_000 }), 1);
        },
      );
    });
  });
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFakeScheduler } from '../../../test/support/fake-scheduler.ts';
import { type BreakerTransition, type CircuitBreakerOptions, createCircuitBreaker } from './circuit-breaker.ts';

function setUp(overrides: Partial<CircuitBreakerOptions> = {}) {
  const clock = createFakeScheduler(1_000);
  const transitions: BreakerTransition[] = [];
  const breaker = createCircuitBreaker({
    name: 'upstream',
    failureThreshold: 3,
    openMs: 5_000,
    halfOpenMaxProbes: 2,
    now: clock.now,
    onTransition: (t) => transitions.push(t),
    ...overrides,
  });
  const summary = () => transitions.map((t) => `${t.from}>${t.to}:${t.reason}@${t.atMs}`);
  return { clock, breaker, transitions, summary };
}

const fail = (breaker: { record(ok: boolean): void }, times: number): void => {
  for (let i = 0; i < times; i++) breaker.record(false);
};

describe('createCircuitBreaker', () => {
  it('opens after failureThreshold consecutive failures, and a success resets the run', () => {
    const { breaker, summary } = setUp();
    fail(breaker, 2);
    breaker.record(true);
    fail(breaker, 2);
    assert.equal(breaker.state(), 'closed');
    breaker.record(false);
    assert.equal(breaker.state(), 'open');
    assert.equal(breaker.canRequest(), false);
    assert.deepEqual(summary(), ['closed>open:CONSECUTIVE_FAILURES@1000']);
  });

  it('becomes half-open exactly when openMs has passed, stamped with that time', () => {
    const { clock, breaker, summary } = setUp();
    fail(breaker, 3);
    clock.advance(4_999);
    assert.equal(breaker.state(), 'open');
    clock.advance(10);
    assert.equal(breaker.state(), 'half-open');
    assert.deepEqual(summary(), ['closed>open:CONSECUTIVE_FAILURES@1000', 'open>half-open:OPEN_ELAPSED@6000']);
  });

  it('admits at most halfOpenMaxProbes probes; all succeeding closes it', () => {
    const { clock, breaker, summary } = setUp();
    fail(breaker, 3);
    clock.advance(5_000);
    assert.equal(breaker.canRequest(), true);
    assert.equal(breaker.canRequest(), true);
    assert.equal(breaker.canRequest(), false, 'a third concurrent probe is refused');
    breaker.record(true);
    assert.equal(breaker.canRequest(), false, 'slots are per half-open period, not concurrent');
    assert.equal(breaker.state(), 'half-open');
    breaker.record(true);
    assert.equal(breaker.state(), 'closed');
    assert.equal(breaker.canRequest(), true);
    assert.equal(summary().at(-1), 'half-open>closed:PROBES_SUCCEEDED@6000');
  });

  it('one failed probe reopens it for another openMs', () => {
    const { clock, breaker, summary } = setUp();
    fail(breaker, 3);
    clock.advance(5_000);
    assert.equal(breaker.canRequest(), true);
    clock.advance(100);
    breaker.record(false);
    assert.equal(breaker.state(), 'open');
    clock.advance(4_999);
    assert.equal(breaker.state(), 'open');
    clock.advance(1);
    assert.equal(breaker.state(), 'half-open');
    assert.deepEqual(summary().slice(2), ['half-open>open:PROBE_FAILED@6100', 'open>half-open:OPEN_ELAPSED@11100']);
  });

  it('forgets a probe whose result never came, so it cannot stay half-open for ever', () => {
    const { clock, breaker } = setUp({ halfOpenMaxProbes: 1 });
    fail(breaker, 3);
    clock.advance(5_000);
    assert.equal(breaker.canRequest(), true);
    assert.equal(breaker.canRequest(), false);
    clock.advance(5_000);
    assert.equal(breaker.canRequest(), true, 'the lost probe slot is free again');
  });

  it('ignores results while open, and late results in half-open without a reserved probe', () => {
    const { clock, breaker } = setUp();
    fail(breaker, 3);
    breaker.record(true);
    assert.equal(breaker.state(), 'open');
    clock.advance(5_000);
    breaker.record(false);
    assert.equal(breaker.state(), 'half-open', 'a failure reported without a probe does not reopen it');
  });

  it('after closing, the consecutive count starts again from zero', () => {
    const { clock, breaker } = setUp({ halfOpenMaxProbes: 1 });
    fail(breaker, 3);
    clock.advance(5_000);
    breaker.canRequest();
    breaker.record(true);
    fail(breaker, 2);
    assert.equal(breaker.state(), 'closed');
  });

  describe('failure-rate trigger', () => {
    const rate = { windowMs: 10_000, minimumRequests: 10, failureRate: 0.5 };

    it('opens on the rate once the window holds minimumRequests calls, without a consecutive run', () => {
      const { breaker, summary } = setUp({ failureThreshold: 100, failureRateWindow: rate });
      for (let i = 0; i < 4; i++) {
        breaker.record(true);
        breaker.record(false);
      }
      assert.equal(breaker.state(), 'closed', '8 calls are below minimumRequests');
      breaker.record(true);
      breaker.record(false);
      assert.equal(breaker.state(), 'open');
      assert.deepEqual(summary(), ['closed>open:FAILURE_RATE@1000']);
    });

    it('stays closed below the rate, and old failures slide out of the window', () => {
      const { clock, breaker } = setUp({ failureThreshold: 100, failureRateWindow: rate });
      // 8 failures in 9 calls: below minimumRequests, but they would tip any later count over 50 %.
      for (let i = 0; i < 9; i++) breaker.record(i === 4);
      assert.equal(breaker.state(), 'closed');
      clock.advance(10_000);
      for (let i = 0; i < 20; i++) breaker.record(i % 5 !== 0 && i % 5 !== 2);
      assert.equal(breaker.state(), 'closed', '40 % failures in the current window; the old 8 have slid out');
    });
  });

  it('snapshot and adopt carry state between replicas, with reason SHARED_STATE', () => {
    const a = setUp();
    const b = setUp();
    fail(a.breaker, 3);
    b.breaker.adopt(a.breaker.snapshot());
    assert.equal(b.breaker.state(), 'open');
    assert.equal(b.breaker.canRequest(), false);
    assert.deepEqual(b.summary(), ['closed>open:SHARED_STATE@1000']);
    b.breaker.adopt(a.breaker.snapshot());
    assert.equal(b.transitions.length, 1, 'adopting the same state again is a no-op');
    b.clock.advance(5_000);
    assert.equal(b.breaker.state(), 'half-open', 'the adopted open period ends at sinceMs + openMs');
  });

  it('refuses nonsensical options at construction', () => {
    const now = () => 0;
    const base = { name: 'x', failureThreshold: 1, openMs: 1, halfOpenMaxProbes: 1, now };
    for (const bad of [
      { failureThreshold: 0 },
      { failureThreshold: Number.NaN },
      { openMs: -1 },
      { halfOpenMaxProbes: 1.5 },
      { failureRateWindow: { windowMs: 1000, minimumRequests: 1, failureRate: 2 } },
    ]) {
      assert.throws(() => createCircuitBreaker({ ...base, ...bad }), { code: 'CONFIG_INVALID' }, JSON.stringify(bad));
    }
  });
});

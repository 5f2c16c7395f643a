import assert from 'node:assert/strict';
import { test } from 'node:test';
import { wilsonInterval } from './wilson-interval.ts';

// Reference values: Newcombe (1998), "Two-sided confidence intervals for the single proportion",
// Statistics in Medicine 17:857–872, Table II, method 3 (Wilson score, no continuity correction).
const NEWCOMBE = [
  { successes: 81, trials: 263, lo: 0.2553, hi: 0.3662 },
  { successes: 15, trials: 148, lo: 0.0624, hi: 0.1605 },
  { successes: 0, trials: 20, lo: 0, hi: 0.1611 },
  { successes: 1, trials: 29, lo: 0.0061, hi: 0.1718 },
  { successes: 29, trials: 29, lo: 0.883, hi: 1 },
] as const;

test('wilsonInterval matches published values to four decimals', () => {
  for (const c of NEWCOMBE) {
    const [lo, hi] = wilsonInterval(c.successes, c.trials);
    assert.ok(Math.abs(lo - c.lo) < 5e-5, `${c.successes}/${c.trials}: lo ${lo} vs ${c.lo}`);
    assert.ok(Math.abs(hi - c.hi) < 5e-5, `${c.successes}/${c.trials}: hi ${hi} vs ${c.hi}`);
  }
});

test('wilsonInterval: zero trials carry no information', () => {
  assert.deepEqual(wilsonInterval(0, 0), [0, 1]);
});

test('wilsonInterval: zero and full counts give exact 0 and 1 bounds', () => {
  const [lo0, hi0] = wilsonInterval(0, 1000);
  assert.equal(lo0, 0);
  // z^2 / (n + z^2): close to, and a little above, the rule of three's 3/n.
  assert.ok(Math.abs(hi0 - 3.8415 / 1003.8415) < 1e-4);
  const [loN, hiN] = wilsonInterval(1000, 1000);
  assert.equal(hiN, 1);
  assert.ok(Math.abs(loN - (1 - hi0)) < 1e-12, 'symmetric to the zero case');
});

test('wilsonInterval: half of ten', () => {
  const [lo, hi] = wilsonInterval(5, 10);
  assert.ok(Math.abs(lo - 0.2366) < 5e-5 && Math.abs(hi - 0.7634) < 5e-5);
});

test('wilsonInterval: the interval always contains the point estimate and stays in [0, 1]', () => {
  for (let n = 1; n <= 60; n++) {
    for (let k = 0; k <= n; k++) {
      const [lo, hi] = wilsonInterval(k, n);
      assert.ok(lo >= 0 && hi <= 1 && lo <= k / n && k / n <= hi, `${k}/${n}`);
    }
  }
});

test('wilsonInterval rejects impossible counts', () => {
  for (const [k, n] of [
    [-1, 3],
    [4, 3],
    [1.5, 3],
    [0, -1],
  ] as const) {
    assert.throws(() => wilsonInterval(k, n), RangeError);
  }
});

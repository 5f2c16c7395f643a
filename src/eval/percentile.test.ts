import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentile, percentileOfSorted } from './percentile.ts';

test('percentile interpolates between closest ranks (numpy default)', () => {
  const table = [
    { values: [1, 2, 3, 4], p: 50, expect: 2.5 },
    { values: [4, 1, 3, 2], p: 50, expect: 2.5 },
    { values: [1, 2, 3, 4, 5], p: 50, expect: 3 },
    { values: [10], p: 99, expect: 10 },
    { values: [0, 100], p: 95, expect: 95 },
    { values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], p: 90, expect: 9.1 },
    { values: [3, 1, 2], p: 0, expect: 1 },
    { values: [3, 1, 2], p: 100, expect: 3 },
  ];
  for (const { values, p, expect } of table) {
    const got = percentile(values, p);
    assert.ok(got !== null && Math.abs(got - expect) < 1e-12, `p${p} of ${values}: ${got} vs ${expect}`);
  }
});

test('percentile of nothing is null', () => {
  assert.equal(percentile([], 50), null);
  assert.equal(percentileOfSorted([], 50), null);
});

test('percentile leaves its input untouched and rejects p outside [0, 100]', () => {
  const values = [3, 1, 2];
  percentile(values, 50);
  assert.deepEqual(values, [3, 1, 2]);
  assert.throws(() => percentile(values, 101), RangeError);
  assert.throws(() => percentile(values, Number.NaN), RangeError);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ruleOfThreeUpper } from './rule-of-three.ts';

test('ruleOfThreeUpper is 3/n', () => {
  const table = [
    { trials: 300, expect: 0.01 },
    { trials: 1500, expect: 0.002 },
    { trials: 30, expect: 0.1 },
  ];
  for (const { trials, expect } of table) assert.equal(ruleOfThreeUpper(trials), expect);
});

test('ruleOfThreeUpper never exceeds 1, including zero trials', () => {
  for (const trials of [0, 1, 2, 3]) assert.equal(ruleOfThreeUpper(trials), 1);
});

test('ruleOfThreeUpper agrees with the exact bound 1 - 0.05^(1/n) within 1% for large n', () => {
  for (const n of [200, 1000, 10_000]) {
    const exact = 1 - 0.05 ** (1 / n);
    assert.ok(Math.abs(ruleOfThreeUpper(n) - exact) / exact < 0.01, `n=${n}`);
  }
});

test('ruleOfThreeUpper rejects negative or fractional trials', () => {
  assert.throws(() => ruleOfThreeUpper(-1), RangeError);
  assert.throws(() => ruleOfThreeUpper(2.5), RangeError);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countDecision, emptyCounts, rateSlice } from './rate-slice.ts';

test('countDecision splits flagged rows into BLOCK and LIABILITY_REQUIRED', () => {
  const counts = emptyCounts();
  for (const d of ['ALLOW', 'BLOCK', 'LIABILITY_REQUIRED', 'BLOCK'] as const) countDecision(counts, d);
  assert.deepEqual(counts, { n: 4, flagged: 3, block: 2, liability: 1 });
});

test('rateSlice: rate, Wilson interval, and no rule of three when counts are interior', () => {
  const s = rateSlice({ n: 10, flagged: 5, block: 3, liability: 2 });
  assert.equal(s.rate, 0.5);
  assert.ok(Math.abs(s.ci[0] - 0.2366) < 5e-5 && Math.abs(s.ci[1] - 0.7634) < 5e-5);
  assert.equal(s.rule_of_three_upper, undefined);
  assert.equal(s.rule_of_three_lower, undefined);
});

test('rateSlice: zero flagged reports the rule-of-three upper bound', () => {
  const s = rateSlice({ n: 300, flagged: 0, block: 0, liability: 0 });
  assert.equal(s.rate, 0);
  assert.equal(s.ci[0], 0);
  assert.equal(s.rule_of_three_upper, 0.01);
  assert.equal(s.rule_of_three_lower, undefined);
});

test('rateSlice: zero misses reports the rule-of-three lower bound', () => {
  const s = rateSlice({ n: 300, flagged: 300, block: 300, liability: 0 });
  assert.equal(s.rate, 1);
  assert.equal(s.ci[1], 1);
  assert.equal(s.rule_of_three_lower, 0.99);
});

test('rateSlice: an empty slice has no rate and the uninformative interval', () => {
  const s = rateSlice(emptyCounts());
  assert.equal(s.rate, null);
  assert.deepEqual(s.ci, [0, 1]);
  assert.equal(s.rule_of_three_upper, undefined);
});

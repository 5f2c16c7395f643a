import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brierScore } from './brier-score.ts';

test('Brier score on constructed cases', () => {
  const table = [
    // Each row misses by 0.25 or 0.75: (6 · 0.0625 + 2 · 0.5625) / 8.
    {
      name: 'calibrated, not sharp',
      predicted: [0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75],
      outcomes: [1, 0, 0, 0, 1, 1, 1, 0],
      expect: 0.1875,
    },
    { name: 'confidently wrong', predicted: [1, 1, 0, 0], outcomes: [0, 0, 1, 1], expect: 1 },
    { name: 'perfect', predicted: [1, 0, 1, 0], outcomes: [1, 0, 1, 0], expect: 0 },
    { name: 'constant 0.5', predicted: [0.5, 0.5, 0.5, 0.5], outcomes: [1, 0, 1, 0], expect: 0.25 },
    { name: 'mixed', predicted: [0.9, 0.9, 0.1, 0.1], outcomes: [1, 0, 0, 0], expect: (0.01 + 0.81 + 0.01 + 0.01) / 4 },
  ];
  for (const c of table) {
    const got = brierScore({ predicted: c.predicted, outcomes: c.outcomes });
    assert.ok(got !== null && Math.abs(got - c.expect) < 1e-12, `${c.name}: ${got} vs ${c.expect}`);
  }
});

test('Brier score of no rows is null; mismatched lengths are rejected', () => {
  assert.equal(brierScore({ predicted: [], outcomes: [] }), null);
  assert.throws(() => brierScore({ predicted: [0.1], outcomes: [] }), RangeError);
});

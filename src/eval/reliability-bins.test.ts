import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reliabilityBins } from './reliability-bins.ts';

test('reliability bins: edges, means and rates; 1.0 falls in the last bin', () => {
  const bins = reliabilityBins({ predicted: [0, 0.05, 0.1, 0.99, 1], outcomes: [0, 0, 1, 1, 1] }, 10);
  assert.equal(bins.length, 10);
  assert.deepEqual(bins[0], { lo: 0, hi: 0.1, n: 2, mean_predicted: 0.025, observed_rate: 0 });
  assert.deepEqual(bins[1], { lo: 0.1, hi: 0.2, n: 1, mean_predicted: 0.1, observed_rate: 1 });
  assert.equal(bins[9]?.n, 2);
  assert.equal(bins[9]?.observed_rate, 1);
  assert.deepEqual(bins[5], { lo: 0.5, hi: 0.6, n: 0, mean_predicted: null, observed_rate: null });
});

test('reliability bins of no rows are all empty', () => {
  const bins = reliabilityBins({ predicted: [], outcomes: [] }, 4);
  assert.deepEqual(
    bins.map((b) => b.n),
    [0, 0, 0, 0],
  );
});

test('reliability bins reject bad input', () => {
  assert.throws(() => reliabilityBins({ predicted: [1.2], outcomes: [1] }), RangeError);
  assert.throws(() => reliabilityBins({ predicted: [Number.NaN], outcomes: [1] }), RangeError);
  assert.throws(() => reliabilityBins({ predicted: [0.2], outcomes: [] }), RangeError);
  assert.throws(() => reliabilityBins({ predicted: [0.2], outcomes: [1] }, 0), RangeError);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linearScore, quantizeWeights, sigmoid } from './linear-model.ts';

const vector = (pairs: [number, number][]) => ({
  indices: Int32Array.from(pairs.map(([i]) => i)),
  values: Float32Array.from(pairs.map(([, v]) => v)),
});

test('quantizeWeights codes each weight as a byte on a square-root scale of the largest', () => {
  const weights = Float32Array.from([0, 0.5, -2, 1e-5, 1.25]);
  const { weights: q, levels } = quantizeWeights(weights);
  assert.deepEqual([...q], [0, 64, -127, 0, 100]);
  assert.equal(levels.length, 255);
  assert.equal(levels[0], -2);
  assert.equal(levels[127], 0);
  assert.equal(levels[254], 2);
  // The step is finest near zero: a small weight is within a small share of itself.
  for (let i = 0; i < weights.length; i++) {
    const decoded = levels[(q[i] ?? 0) + 127] ?? NaN;
    const w = weights[i] ?? 0;
    assert.ok(Math.abs(decoded - w) <= 0.02 + Math.abs(w) * 0.02, `${w} decoded as ${decoded}`);
  }
});

test('quantizeWeights of all-zero weights is all zeros', () => {
  const { weights, levels } = quantizeWeights(new Float32Array(3));
  assert.deepEqual([...weights], [0, 0, 0]);
  assert.ok(levels.every((l) => l === 0));
});

test('a quantised head scores within 0.1 logit of the float head it came from', () => {
  const float = Float32Array.from({ length: 1000 }, (_, i) => Math.sin(i) * 6);
  const x = vector(Array.from({ length: 200 }, (_, k): [number, number] => [(k * 37) % 1000, 1 / Math.sqrt(200)]));
  const exact = linearScore({ weights: float, bias: -0.3 }, x);
  const quantized = linearScore({ ...quantizeWeights(float), bias: -0.3 }, x);
  // Weights spread evenly up to the largest are the worst case for square-root steps; the shipped heads'
  // median logit moves by ~0.01 on dev.
  const logit = (p: number) => Math.log(p / (1 - p));
  assert.ok(Math.abs(logit(exact) - logit(quantized)) < 0.1, `${exact} vs ${quantized}`);
  assert.equal(linearScore({ weights: float, bias: 0.7 }, vector([])), sigmoid(0.7));
});

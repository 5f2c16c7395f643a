import assert from 'node:assert/strict';
import { test } from 'node:test';
import { linearScore, quantizeWeights, sigmoid } from './linear-model.ts';

const vector = (pairs: [number, number][]) => ({
  indices: Int32Array.from(pairs.map(([i]) => i)),
  values: Float32Array.from(pairs.map(([, v]) => v)),
});

test('quantizeWeights maps the largest weight to ±32767 and rounds every weight to the nearest step', () => {
  const weights = Float32Array.from([0, 0.5, -2, 1e-5, 1.25]);
  const { weights: q, scale } = quantizeWeights(weights);
  assert.equal(scale, 2 / 32767);
  assert.deepEqual([...q], [0, 8192, -32767, 0, 20479]);
  for (let i = 0; i < weights.length; i++) assert.ok(Math.abs((q[i] ?? 0) * scale - (weights[i] ?? 0)) <= scale / 2);
});

test('quantizeWeights of all-zero weights is all zeros with scale 1', () => {
  assert.deepEqual(quantizeWeights(new Float32Array(3)), { weights: new Int16Array(3), scale: 1 });
});

test('a quantised head scores within 1e-4 of the float head it came from', () => {
  const float = Float32Array.from({ length: 1000 }, (_, i) => Math.sin(i) * 6);
  const x = vector(Array.from({ length: 200 }, (_, k): [number, number] => [(k * 37) % 1000, 1 / Math.sqrt(200)]));
  const exact = linearScore({ weights: float, bias: -0.3 }, x);
  const quantized = linearScore({ ...quantizeWeights(float), bias: -0.3 }, x);
  assert.ok(Math.abs(exact - quantized) < 1e-4, `${exact} vs ${quantized}`);
  assert.equal(linearScore({ weights: float, bias: 0.7 }, vector([])), sigmoid(0.7));
});

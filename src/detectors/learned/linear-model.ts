import type { SparseVector } from './hashed-features.ts';

/**
 * A logistic-regression head over hashed features. Training produces float32 weights; loaded heads hold them
 * as 16-bit integers times `scale` (half the memory: 2 MB instead of 4 MB per head, and fewer cache misses on
 * the random reads of every screen; the rounding moves a logit by about 1e-4).
 */
export interface LinearHead {
  readonly weights: Float32Array | Int16Array;
  /** What one unit of `weights` is worth; 1 when absent. */
  readonly scale?: number;
  readonly bias: number;
}

/** Weights as int16 with one scale per head: the largest weight maps to ±32767, every weight rounds to nearest. */
export function quantizeWeights(weights: Float32Array): { weights: Int16Array; scale: number } {
  let largest = 0;
  for (let i = 0; i < weights.length; i++) largest = Math.max(largest, Math.abs(weights[i] ?? 0));
  const scale = largest > 0 ? largest / 32767 : 1;
  const quantized = new Int16Array(weights.length);
  for (let i = 0; i < weights.length; i++) quantized[i] = Math.round((weights[i] ?? 0) / scale);
  return { weights: quantized, scale };
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

export function linearScore(head: LinearHead, x: SparseVector): number {
  let dot = 0;
  const { indices, values } = x;
  const { weights } = head;
  for (let i = 0; i < indices.length; i++) dot += (weights[indices[i] ?? 0] ?? 0) * (values[i] ?? 0);
  return sigmoid(head.bias + (head.scale ?? 1) * dot);
}

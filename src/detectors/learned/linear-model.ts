import type { SparseVector } from './hashed-features.ts';

/** A logistic-regression head over hashed features. */
export interface LinearHead {
  readonly weights: Float32Array;
  readonly bias: number;
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

export function linearScore(head: LinearHead, x: SparseVector): number {
  let z = head.bias;
  const { indices, values } = x;
  for (let i = 0; i < indices.length; i++) z += (head.weights[indices[i] ?? 0] ?? 0) * (values[i] ?? 0);
  return sigmoid(z);
}

import type { SparseVector } from './hashed-features.ts';

/**
 * A logistic-regression head over hashed features. Training produces float32 weights; loaded heads hold each
 * weight as one signed byte that indexes a 255-entry table of levels (a quarter of the memory: 1 MB instead of
 * 4 MB per head, which issue 8's RSS target needs, and fewer cache misses on the random reads of every screen).
 */
export interface LinearHead {
  readonly weights: Float32Array | Int8Array;
  /** For byte weights: `levels[code + 127]` is the weight that code stands for. */
  readonly levels?: Float32Array;
  readonly bias: number;
}

const CODES = 127;

/**
 * Weights as signed bytes on a square-root scale: code c stands for sign(c)·largest·(c/127)². Most weights are
 * small (median |w| ≈ 0.5 against a largest of 6–14), so even steps would round a third of them to 0 or 1 step;
 * square-root steps are fine near zero and coarse only for the few large weights, where a step moves a logit by
 * a smaller share. Rounded in the square-root domain; on the shipped heads a screen's logit moves by ~1e-2.
 */
export function quantizeWeights(weights: Float32Array): { weights: Int8Array; levels: Float32Array } {
  let largest = 0;
  for (let i = 0; i < weights.length; i++) largest = Math.max(largest, Math.abs(weights[i] ?? 0));
  const levels = new Float32Array(2 * CODES + 1);
  for (let c = -CODES; c <= CODES; c++) levels[c + CODES] = Math.sign(c) * largest * (c / CODES) ** 2;
  const quantized = new Int8Array(weights.length);
  if (largest === 0) return { weights: quantized, levels };
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] ?? 0;
    quantized[i] = Math.sign(w) * Math.round(CODES * Math.sqrt(Math.abs(w) / largest));
  }
  return { weights: quantized, levels };
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

export function linearScore(head: LinearHead, x: SparseVector): number {
  let dot = 0;
  const { indices, values } = x;
  const { weights, levels } = head;
  if (levels === undefined) {
    for (let i = 0; i < indices.length; i++) dot += (weights[indices[i] ?? 0] ?? 0) * (values[i] ?? 0);
  } else {
    for (let i = 0; i < indices.length; i++)
      dot += (levels[(weights[indices[i] ?? 0] ?? 0) + CODES] ?? 0) * (values[i] ?? 0);
  }
  return sigmoid(head.bias + dot);
}

/** The arithmetic that turns raw model outputs into attack probabilities. Pure; no ONNX here. */

/**
 * Mean of the token vectors whose mask is 1: how sentence-transformers pools BERT-style encoders. `hidden`
 * is one sequence's [tokens × width] row-major output.
 */
export function maskedMeanPool(hidden: Float32Array, mask: readonly number[], width: number): Float32Array {
  const pooled = new Float32Array(width);
  let count = 0;
  for (let t = 0; t < mask.length; t++) {
    if (mask[t] !== 1) continue;
    count++;
    for (let d = 0; d < width; d++) pooled[d] = (pooled[d] ?? 0) + (hidden[t * width + d] ?? 0);
  }
  if (count > 0) for (let d = 0; d < width; d++) pooled[d] = (pooled[d] ?? 0) / count;
  return pooled;
}

/** Scales to unit length, so a dot product is the cosine; the zero vector stays zero (similar to nothing). */
export function l2Normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum);
  return norm === 0 ? new Float32Array(v.length) : v.map((x) => x / norm);
}

/** The highest cosine between a unit vector and a set of unit vectors; -1 for an empty set. */
export function maxCosine(v: Float32Array, set: readonly Float32Array[]): number {
  let best = -1;
  for (const r of set) {
    let dot = 0;
    for (let d = 0; d < v.length; d++) dot += (v[d] ?? 0) * (r[d] ?? 0);
    if (dot > best) best = dot;
  }
  return Math.min(1, Math.max(-1, best));
}

/**
 * Default calibration of the similarity margin (max cosine to the attack set − max cosine to the benign set,
 * in [−2, 2]). Equal closeness gives 0.5; with scale 10 a margin of +0.1 gives 0.73, +0.2 gives 0.88 and
 * +0.3 gives 0.95. These are a neutral starting point, not a fit: cosine ranges differ between encoders,
 * so a stage should set `calibration` from its own reference sets (docs/second-stage.md shows how).
 */
export const DEFAULT_MARGIN_CALIBRATION = Object.freeze({ scale: 10, offset: 0 });

export function marginScore(margin: number, calibration: { readonly scale: number; readonly offset: number }): number {
  return logistic(calibration.scale * (margin - calibration.offset));
}

export function logistic(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

/** Softmax over logits, summed at the given labels: the probability of any attack label. */
export function labelProbability(logits: Float32Array, labels: readonly number[]): number {
  let max = Number.NEGATIVE_INFINITY;
  for (const x of logits) if (x > max) max = x;
  let total = 0;
  const exp = logits.map((x) => Math.exp(x - max));
  for (const e of exp) total += e;
  let picked = 0;
  for (const i of new Set(labels)) picked += exp[i] ?? 0;
  return Math.min(1, Math.max(0, picked / total));
}

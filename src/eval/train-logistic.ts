import type { SparseVector } from '../detectors/index.ts';

export interface TrainingExample {
  readonly x: SparseVector;
  readonly y: 0 | 1;
  readonly weight: number;
}

export interface LogisticOptions {
  readonly buckets: number;
  readonly epochs: number;
  readonly learningRate: number;
  readonly l2: number;
  readonly seed: number;
  /**
   * The intercept never rises above this: text with no feature the model has seen (an unseen language or
   * script) then scores at most sigmoid(maxBias) instead of the label balance's 50 %, so evidence has to come
   * from the text.
   */
  readonly maxBias?: number;
}

/** mulberry32: a small, fast, seedable PRNG, so that training is deterministic given a seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffleInPlace<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
}

/**
 * Weighted logistic regression by AdaGrad SGD with lazy L2 (applied to the touched coordinates only).
 * Deterministic: the same examples and seed give bit-identical weights.
 */
export function trainLogistic(
  examples: readonly TrainingExample[],
  options: LogisticOptions,
): { weights: Float32Array; bias: number } {
  const weights = new Float32Array(options.buckets);
  const gradSq = new Float32Array(options.buckets).fill(1e-8);
  let bias = 0;
  let biasGradSq = 1e-8;
  const order = examples.map((_, i) => i);
  const random = mulberry32(options.seed);
  const meanWeight = examples.reduce((s, e) => s + e.weight, 0) / Math.max(1, examples.length);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffleInPlace(order, random);
    for (const index of order) {
      const e = examples[index];
      if (e === undefined) continue;
      const { indices, values } = e.x;
      let z = bias;
      for (let k = 0; k < indices.length; k++) z += (weights[indices[k] ?? 0] ?? 0) * (values[k] ?? 0);
      const p = z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
      const g = ((p - e.y) * e.weight) / meanWeight;
      for (let k = 0; k < indices.length; k++) {
        const j = indices[k] ?? 0;
        const grad = g * (values[k] ?? 0) + options.l2 * (weights[j] ?? 0);
        gradSq[j] = (gradSq[j] ?? 0) + grad * grad;
        weights[j] = (weights[j] ?? 0) - (options.learningRate * grad) / Math.sqrt(gradSq[j] ?? 1);
      }
      biasGradSq += g * g;
      bias = Math.min(
        options.maxBias ?? Number.POSITIVE_INFINITY,
        bias - (options.learningRate * g) / Math.sqrt(biasGradSq),
      );
    }
  }
  return { weights, bias };
}

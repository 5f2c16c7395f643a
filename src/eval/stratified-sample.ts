/**
 * Which rows of each file a seeded, stratified sample takes. Every file gets a share of `rows` proportional to
 * its size (largest remainders, so the shares add up exactly) but at least `minPerFile` rows (default 5) when it
 * has them and the sample is big enough, so that a small file (a rare attack family) is never sampled away. Within a file the rows are a uniform
 * random subset drawn with a seeded generator: the same seed and sizes give the same sample on any machine.
 */
export interface StratifiedSampleOptions {
  /** Number of candidate rows in each file, in file order. */
  readonly sizes: readonly number[];
  readonly rows: number;
  readonly seed: number;
  readonly minPerFile?: number;
}

/** mulberry32: a tiny, fast 32-bit generator; plenty for sampling and reproducible everywhere. */
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

function quotas(sizes: readonly number[], rows: number, minPerFile: number): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (rows >= total) return [...sizes];
  const floors = sizes.map((size) => Math.min(size, minPerFile));
  let left = rows - floors.reduce((a, b) => a + b, 0);
  if (left <= 0) return floors;
  const spare = sizes.map((size, i) => size - (floors[i] ?? 0));
  const spareTotal = spare.reduce((a, b) => a + b, 0);
  const exact = spare.map((s) => (s * left) / spareTotal);
  const out = floors.map((f, i) => f + Math.floor(exact[i] ?? 0));
  left -= exact.reduce((a, e) => a + Math.floor(e), 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if ((out[i] ?? 0) < (sizes[i] ?? 0)) {
      out[i] = (out[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return out;
}

/** For each file, the sorted 0-based indices of the rows the sample takes. */
export function stratifiedSample(options: StratifiedSampleOptions): readonly (readonly number[])[] {
  const { sizes, rows, seed } = options;
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError(`sample size must be a positive integer, got ${rows}`);
  const random = mulberry32(seed);
  // The floor yields when the sample is too small to give every file that many rows.
  const floor = Math.min(options.minPerFile ?? 5, Math.floor(rows / Math.max(1, sizes.length)));
  return quotas(sizes, rows, floor).map((quota, file) => {
    const size = sizes[file] ?? 0;
    // Floyd's algorithm: a uniform subset of `quota` indices from [0, size) in O(quota) draws.
    const chosen = new Set<number>();
    for (let j = size - quota; j < size; j++) {
      const t = Math.floor(random() * (j + 1));
      chosen.add(chosen.has(t) ? j : t);
    }
    return [...chosen].sort((a, b) => a - b);
  });
}

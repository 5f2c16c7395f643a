/**
 * Hashed n-gram features of a folded text: character 3–5-grams (which also cover scripts written without
 * spaces) and word unigrams and bigrams, hashed with signed FNV-1a into a fixed number of buckets, with
 * sublinear term frequency and L2 normalisation. Pure and allocation-light: the hot path of every screen.
 */
export interface FeatureConfig {
  readonly buckets: number;
  readonly charNgrams: readonly [min: number, max: number];
  readonly wordNgrams: readonly [min: number, max: number];
}

export const DEFAULT_FEATURE_CONFIG: FeatureConfig = Object.freeze({
  buckets: 1 << 18,
  charNgrams: Object.freeze([3, 5] as const),
  wordNgrams: Object.freeze([1, 2] as const),
});

export interface SparseVector {
  readonly indices: Int32Array;
  readonly values: Float32Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const WORD = /[\p{L}\p{N}]+/gu;

function mix(h: number, code: number): number {
  return Math.imul(h ^ code, FNV_PRIME) >>> 0;
}

/** Extracts the hashed feature vector. Char n-grams run over code units, which is stable and fast. */
export function hashedFeatures(text: string, config: FeatureConfig = DEFAULT_FEATURE_CONFIG): SparseVector {
  const counts = new Map<number, number>();
  const mask = config.buckets - 1;
  const add = (h: number): void => {
    // The top bit picks the sign, so colliding features cancel on average instead of adding up.
    const key = h & mask;
    const signed = h & 0x80000000 ? -(key + 1) : key + 1;
    counts.set(signed, (counts.get(signed) ?? 0) + 1);
  };
  const padded = ` ${text} `;
  const [cMin, cMax] = config.charNgrams;
  for (let i = 0; i + cMin <= padded.length; i++) {
    let h = mix(FNV_OFFSET, 0x63);
    for (let n = 0; n < cMax && i + n < padded.length; n++) {
      h = mix(h, padded.charCodeAt(i + n));
      if (n + 1 >= cMin) add(mix(h, n));
    }
  }
  const [wMin, wMax] = config.wordNgrams;
  const words: number[] = [];
  for (const m of text.matchAll(WORD)) {
    let h = mix(FNV_OFFSET, 0x77);
    const w = m[0];
    for (let i = 0; i < w.length; i++) h = mix(h, w.charCodeAt(i));
    words.push(h);
  }
  for (let i = 0; i < words.length; i++) {
    let h = words[i] ?? 0;
    for (let n = 1; n <= wMax && i + n <= words.length; n++) {
      if (n > 1) h = mix(mix(h, 0x20), words[i + n - 1] ?? 0);
      if (n >= wMin) add(mix(h, 0x100 + n));
    }
  }
  const indices = new Int32Array(counts.size);
  const values = new Float32Array(counts.size);
  let norm = 0;
  let k = 0;
  for (const [signed, count] of counts) {
    const v = (signed < 0 ? -1 : 1) * (1 + Math.log(count));
    indices[k] = Math.abs(signed) - 1;
    values[k] = v;
    norm += v * v;
    k++;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i++) values[i] = (values[i] ?? 0) * scale;
  return { indices, values };
}

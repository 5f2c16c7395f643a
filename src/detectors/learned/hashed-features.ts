/**
 * Hashed n-gram features of a folded text: character 3–5-grams, character 1–2-grams inside runs of Han and
 * kana (Chinese and Japanese are written without spaces and a word is one or two characters, so 3–5-grams
 * alone are too sparse to generalise), and word unigrams and bigrams, hashed with signed FNV-1a into a fixed number of buckets, with
 * sublinear term frequency and L2 normalisation. Pure and allocation-light: the hot path of every screen.
 */
export interface FeatureConfig {
  readonly buckets: number;
  readonly charNgrams: readonly [min: number, max: number];
  readonly wordNgrams: readonly [min: number, max: number];
  /** N-grams of Han and kana characters only; absent in model sets trained before they existed. */
  readonly ideographNgrams?: readonly [min: number, max: number];
}

export const DEFAULT_FEATURE_CONFIG: FeatureConfig = Object.freeze({
  buckets: 1 << 20,
  charNgrams: Object.freeze([3, 5] as const),
  wordNgrams: Object.freeze([1, 2] as const),
  ideographNgrams: Object.freeze([1, 2] as const),
});

/** Hiragana, katakana, CJK unified ideographs (with extension A) and compatibility ideographs. */
function isIdeographic(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xf900 && code <= 0xfaff)
  );
}

export interface SparseVector {
  readonly indices: Int32Array;
  readonly values: Float32Array;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** One letter or digit (WORD's class), read at a position: sticky, so it tests exactly there. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/uy;
/** The words the word n-grams are made of; kept as the definition `letterOrDigitWidth` implements. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Code units of the letter or digit at `i` (2 outside the BMP), or 0. */
function letterOrDigitWidth(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code < 0x80)
    return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90) ? 1 : 0;
  if (Number.isNaN(code)) return 0;
  LETTER_OR_DIGIT.lastIndex = i;
  return LETTER_OR_DIGIT.test(text) ? LETTER_OR_DIGIT.lastIndex - i : 0;
}

function mix(h: number, code: number): number {
  return Math.imul(h ^ code, FNV_PRIME) >>> 0;
}

// 1 + ln(count) for the small counts nearly every feature has, computed once (about 8% of a 1 KB extraction);
// the values are the same doubles.
const SUBLINEAR = Float64Array.from({ length: 256 }, (_, count) => 1 + Math.log(count));
function sublinear(count: number): number {
  return count < 256 ? (SUBLINEAR[count] ?? 0) : 1 + Math.log(count);
}

// Counts live in a reusable open-addressing table sized to the text (keys are 2·bucket for positive features,
// 2·bucket + 1 for negative ones; 0 marks an empty cell), with the touched cells listed in first-seen order. A
// Map<number, number> was the largest single cost of a 1 KB screen, and a table over all 2^19 keys missed the
// cache on every add. Output order and values equal the map-based version's exactly.
// Key and count of a cell sit side by side (cells[2c], cells[2c + 1]): one cache line per probe, not two.
interface CountTable {
  readonly cells: Int32Array;
  readonly order: Int32Array;
  readonly capacity: number;
}

/** Tables up to this many cells (a 1.5 KB window needs 16,384) are kept for the next call; larger ones are not. */
const SHARED_CELLS = 1 << 15;
const shared: CountTable[] = [];

function tableFor(maxFeatures: number): CountTable {
  let capacity = 1 << 10;
  while (capacity < 2 * maxFeatures) capacity *= 2;
  const fresh = (): CountTable => ({
    cells: new Int32Array(2 * capacity),
    order: new Int32Array(capacity >>> 1),
    capacity,
  });
  if (capacity > SHARED_CELLS) return fresh();
  const index = Math.log2(capacity);
  shared[index] ??= fresh();
  return shared[index];
}

// Buffers up to 64 K units (a 1.5 KB window needs 1.5 K) are kept for the next call; longer texts get their own.
const KEPT_UNITS = 1 << 16;
let units = new Uint16Array(4096);

function codeUnitBuffer(length: number): Uint16Array {
  if (length > KEPT_UNITS) return new Uint16Array(length);
  if (units.length < length) units = new Uint16Array(KEPT_UNITS);
  return units;
}

/** Extracts the hashed feature vector. Char n-grams run over code units, which is stable and fast. */
export function hashedFeatures(text: string, config: FeatureConfig = DEFAULT_FEATURE_CONFIG): SparseVector {
  const [cMin, cMax] = config.charNgrams;
  const [wMin, wMax] = config.wordNgrams;
  const [iMin, iMax] = config.ideographNgrams ?? [1, 0];
  // Every position yields at most (cMax - cMin + 1) char n-grams, iMax ideograph n-grams and every word start at
  // most wMax word n-grams. Distinct features are also bounded by the two signs of every bucket.
  const perPosition = cMax - cMin + 1 + wMax + Math.max(0, iMax - iMin + 1);
  const { cells, order, capacity } = tableFor(Math.min((text.length + 2) * perPosition, 2 * config.buckets));
  const cellMask = capacity - 1;
  const mask = config.buckets - 1;
  let size = 0;
  const add = (h: number): void => {
    // The top bit picks the sign, so colliding features cancel on average instead of adding up.
    const key = (((h & mask) << 1) | (h >>> 31)) + 1;
    let cell = Math.imul(key, 0x9e3779b1) & cellMask;
    for (;;) {
      const found = cells[2 * cell];
      if (found === key) {
        cells[2 * cell + 1] = (cells[2 * cell + 1] ?? 0) + 1;
        return;
      }
      if (found === 0) {
        cells[2 * cell] = key;
        cells[2 * cell + 1] = 1;
        order[size++] = cell;
        return;
      }
      cell = (cell + 1) & cellMask;
    }
  };
  // The text padded with a space at both ends, as code units in a reused buffer: reading a typed array is
  // several times cheaper than charCodeAt on the concatenated string, and every n-gram reads each unit cMax times.
  const paddedLength = text.length + 2;
  const padded = codeUnitBuffer(paddedLength);
  padded[0] = 32;
  for (let i = 0; i < text.length; i++) padded[i + 1] = text.charCodeAt(i);
  padded[paddedLength - 1] = 32;
  for (let i = 0; i + cMin <= paddedLength; i++) {
    let h = mix(FNV_OFFSET, 0x63);
    for (let n = 0; n < cMax && i + n < paddedLength; n++) {
      h = mix(h, padded[i + n] ?? 0);
      if (n + 1 >= cMin) add(mix(h, n));
    }
  }
  if (iMax > 0)
    for (let i = 0; i < text.length; i++) {
      if (!isIdeographic(text.charCodeAt(i))) continue;
      let h = mix(FNV_OFFSET, 0x69);
      for (let n = 0; n < iMax && i + n < text.length; n++) {
        const code = text.charCodeAt(i + n);
        if (!isIdeographic(code)) break;
        h = mix(h, code);
        if (n + 1 >= iMin) add(mix(h, 0x200 + n));
      }
    }
  const words: number[] = [];
  // The words are the runs WORD matches, found by hand: the Unicode-class regex cost a third of the extraction.
  for (let i = 0; i < text.length; ) {
    let width = letterOrDigitWidth(text, i);
    if (width === 0) {
      i += 1;
      continue;
    }
    let h = mix(FNV_OFFSET, 0x77);
    while (width > 0) {
      for (let k = 0; k < width; k++) h = mix(h, text.charCodeAt(i + k));
      i += width;
      width = letterOrDigitWidth(text, i);
    }
    words.push(h);
  }
  for (let i = 0; i < words.length; i++) {
    let h = words[i] ?? 0;
    for (let n = 1; n <= wMax && i + n <= words.length; n++) {
      if (n > 1) h = mix(mix(h, 0x20), words[i + n - 1] ?? 0);
      if (n >= wMin) add(mix(h, 0x100 + n));
    }
  }
  const indices = new Int32Array(size);
  const values = new Float32Array(size);
  let norm = 0;
  for (let k = 0; k < size; k++) {
    const cell = order[k] ?? 0;
    const slot = (cells[2 * cell] ?? 1) - 1;
    const count = cells[2 * cell + 1] ?? 0;
    cells[2 * cell] = 0;
    const v = (slot & 1 ? -1 : 1) * sublinear(count);
    indices[k] = slot >>> 1;
    values[k] = v;
    norm += v * v;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i++) values[i] = (values[i] ?? 0) * scale;
  return { indices, values };
}

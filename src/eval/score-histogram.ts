/** Bins of 0.05 over [0, 1]: fine enough to show a plateau (many rows at one fixed score) as a spike. */
export const HISTOGRAM_BINS = 20;
/** Distinct values tracked per histogram; past this a learned score is continuous and has no plateau to show. */
const MAX_DISTINCT = 2_000;

export interface ScoreHistogram {
  readonly bins: number;
  /** Counts per bin for attack and benign rows; bin i holds [i/bins, (i+1)/bins), the last includes 1. */
  readonly attack: readonly number[];
  readonly benign: readonly number[];
  /** Rows with a score of exactly 0 (nothing found), kept out of `top_values`. */
  readonly zero: { readonly attack: number; readonly benign: number };
  /**
   * The most frequent exact non-zero scores with their counts: a plateau is one value holding a large share,
   * the fingerprint of a fixed-score rule that no threshold can split.
   */
  readonly top_values: readonly { readonly value: number; readonly attack: number; readonly benign: number }[];
}

export interface HistogramCounter {
  add(score: number, isAttack: boolean): void;
  result(): ScoreHistogram;
}

export function createHistogramCounter(): HistogramCounter {
  const attack = new Array<number>(HISTOGRAM_BINS).fill(0);
  const benign = new Array<number>(HISTOGRAM_BINS).fill(0);
  const zero = { attack: 0, benign: 0 };
  const values = new Map<number, { attack: number; benign: number }>();
  return {
    add(score, isAttack) {
      const s = Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0;
      const bin = Math.min(HISTOGRAM_BINS - 1, Math.floor(s * HISTOGRAM_BINS));
      const side = isAttack ? attack : benign;
      side[bin] = (side[bin] ?? 0) + 1;
      if (s === 0) {
        if (isAttack) zero.attack += 1;
        else zero.benign += 1;
        return;
      }
      let entry = values.get(s);
      if (entry === undefined) {
        if (values.size >= MAX_DISTINCT) return;
        entry = { attack: 0, benign: 0 };
        values.set(s, entry);
      }
      if (isAttack) entry.attack += 1;
      else entry.benign += 1;
    },
    result() {
      const top = [...values.entries()]
        .map(([value, c]) => ({ value, attack: c.attack, benign: c.benign }))
        .sort((a, b) => b.attack + b.benign - (a.attack + a.benign) || a.value - b.value)
        .slice(0, 5);
      return { bins: HISTOGRAM_BINS, attack: [...attack], benign: [...benign], zero: { ...zero }, top_values: top };
    },
  };
}

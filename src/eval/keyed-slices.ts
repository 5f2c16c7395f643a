import type { Decision } from '../core/index.ts';
import { countDecision, emptyCounts, type RateSlice, rateSlice, type SliceCounts } from './rate-slice.ts';

/** Slice counts keyed by a string (a stratum, a language…), created on first use. */
export interface KeyedSlices<Extra extends object = object> {
  count(key: string, decision: Decision, extra: Extra): void;
  /** Finished slices, keys sorted, each with the extra fields given when it was first counted. */
  result(): Record<string, RateSlice & Extra>;
  readonly size: number;
}

export function createKeyedSlices<Extra extends object = object>(): KeyedSlices<Extra> {
  const table = new Map<string, { counts: SliceCounts; extra: Extra }>();
  return {
    count(key, decision, extra) {
      let entry = table.get(key);
      if (entry === undefined) {
        entry = { counts: emptyCounts(), extra };
        table.set(key, entry);
      }
      countDecision(entry.counts, decision);
    },
    result() {
      const out: Record<string, RateSlice & Extra> = {};
      for (const key of [...table.keys()].sort()) {
        const entry = table.get(key);
        if (entry !== undefined) out[key] = { ...rateSlice(entry.counts), ...entry.extra };
      }
      return out;
    },
    get size() {
      return table.size;
    },
  };
}

/** A slice over all rows of a key (e.g. a language) with its attack (TPR) and benign (FPR) sub-slices. */
export type LabelledSlice = RateSlice & { readonly attack?: RateSlice; readonly benign?: RateSlice };

export interface LabelledSlices {
  count(key: string, isAttack: boolean, decision: Decision): void;
  result(): Record<string, LabelledSlice>;
}

export function createLabelledSlices(): LabelledSlices {
  const all = createKeyedSlices();
  const attack = createKeyedSlices();
  const benign = createKeyedSlices();
  return {
    count(key, isAttack, decision) {
      all.count(key, decision, {});
      (isAttack ? attack : benign).count(key, decision, {});
    },
    result() {
      const a = attack.result();
      const b = benign.result();
      const out: Record<string, LabelledSlice> = {};
      for (const [key, slice] of Object.entries(all.result())) {
        out[key] = {
          ...slice,
          ...(a[key] === undefined ? {} : { attack: a[key] }),
          ...(b[key] === undefined ? {} : { benign: b[key] }),
        };
      }
      return out;
    },
  };
}

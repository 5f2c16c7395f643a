import type { Decision } from '../core/index.ts';
import { taxonomyOfCategory } from './category-taxonomy.ts';
import { countDecision, emptyCounts, type RateSlice, rateSlice, type SliceCounts } from './rate-slice.ts';
import type { RowOutcome } from './screen-outcome.ts';

export const TAXONOMY_AXES = ['owasp', 'nist_attack_class', 'nist_objective'] as const;
export type TaxonomyAxis = (typeof TAXONOMY_AXES)[number];

/**
 * TPR and FPR for one taxonomy entry. `attack`: attacks whose category belongs to the entry (ground truth from
 * category-taxonomy.ts), and how many were flagged. `benign`: all benign rows, and how many were flagged with
 * the entry among the trace's taxonomy tags: the false-positive rate attributable to that entry.
 */
export interface TaxonomySlice {
  readonly attack?: RateSlice;
  readonly benign: RateSlice;
}

export type TaxonomySlices = Record<TaxonomyAxis, Record<string, TaxonomySlice>>;

export interface TaxonomyCounter {
  add(category: string, isAttack: boolean, outcome: RowOutcome): void;
  result(): TaxonomySlices;
}

function traceTags(outcome: RowOutcome): Record<TaxonomyAxis, readonly string[]> {
  const prefixed = (prefix: string): string[] =>
    outcome.nist.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));
  return { owasp: outcome.owasp, nist_attack_class: prefixed('attack_class:'), nist_objective: prefixed('objective:') };
}

const axisMaps = (): Record<TaxonomyAxis, Map<string, SliceCounts>> => ({
  owasp: new Map(),
  nist_attack_class: new Map(),
  nist_objective: new Map(),
});

export function createTaxonomyCounter(): TaxonomyCounter {
  const attack = axisMaps();
  const benignFlagged = axisMaps();
  let benignRows = 0;
  const count = (map: Map<string, SliceCounts>, key: string, decision: Decision): void => {
    let counts = map.get(key);
    if (counts === undefined) {
      counts = emptyCounts();
      map.set(key, counts);
    }
    countDecision(counts, decision);
  };
  return {
    add(category, isAttack, outcome) {
      if (isAttack) {
        const truth = taxonomyOfCategory(category);
        for (const id of truth.owasp) count(attack.owasp, id, outcome.decision);
        count(attack.nist_attack_class, truth.nist_attack_class, outcome.decision);
        count(attack.nist_objective, truth.nist_objective, outcome.decision);
        return;
      }
      benignRows += 1;
      if (outcome.decision === 'ALLOW') return;
      const tags = traceTags(outcome);
      for (const axis of TAXONOMY_AXES)
        for (const id of new Set(tags[axis])) count(benignFlagged[axis], id, outcome.decision);
    },
    result() {
      const out: TaxonomySlices = { owasp: {}, nist_attack_class: {}, nist_objective: {} };
      for (const axis of TAXONOMY_AXES) {
        const keys = [...new Set([...attack[axis].keys(), ...benignFlagged[axis].keys()])].sort();
        for (const key of keys) {
          const a = attack[axis].get(key);
          const fp = benignFlagged[axis].get(key) ?? emptyCounts();
          // The benign slice's denominator is every benign row: a false positive tagged with this entry
          // could have come from any of them.
          out[axis][key] = {
            ...(a === undefined ? {} : { attack: rateSlice(a) }),
            benign: rateSlice({ n: benignRows, flagged: fp.flagged, block: fp.block, liability: fp.liability }),
          };
        }
      }
      return out;
    },
  };
}

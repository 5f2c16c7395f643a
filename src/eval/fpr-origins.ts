import type { ExecutionContext } from '../core/index.ts';
import { compareText } from '../core/index.ts';
import type { RowOutcome } from './screen-outcome.ts';
import { wilsonInterval } from './wilson-interval.ts';

export type OriginKind = 'primary_cause' | 'rule_id' | 'detector_id';

/** One origin of false positives: how many benign rows of a context it flagged, and its share of them. */
export interface FprOrigin {
  /** An execution context, or `all`. */
  readonly context: string;
  readonly kind: OriginKind;
  readonly id: string;
  /** Benign rows screened in the context. */
  readonly n: number;
  /** False positives with this origin. */
  readonly flagged: number;
  /** The false-positive rate this origin alone causes: flagged / n. */
  readonly rate: number;
  readonly ci: readonly [number, number];
  /** Its share of the context's false positives. */
  readonly share_of_false_positives: number;
}

export const TOP_ORIGINS = 20;

export interface FprOriginCounter {
  /** Every benign row, so that rates have their denominators. */
  addBenign(context: ExecutionContext, outcome: RowOutcome): void;
  result(): readonly FprOrigin[];
}

const KINDS: readonly OriginKind[] = ['primary_cause', 'rule_id', 'detector_id'];

/**
 * Where false positives come from, split by context: the primary cause's rule, and every rule and detector
 * with evidence on the row (a row counts once per distinct id). The top 20 of each kind per context.
 */
export function createFprOriginCounter(): FprOriginCounter {
  const benign = new Map<string, number>();
  const falsePositives = new Map<string, number>();
  const counts = new Map<string, Record<OriginKind, Map<string, number>>>();
  const bump = <K>(map: Map<K, number>, key: K): void => {
    map.set(key, (map.get(key) ?? 0) + 1);
  };
  const originsOf = (context: string): Record<OriginKind, Map<string, number>> => {
    let byKind = counts.get(context);
    if (byKind === undefined) {
      byKind = { primary_cause: new Map(), rule_id: new Map(), detector_id: new Map() };
      counts.set(context, byKind);
    }
    return byKind;
  };
  return {
    addBenign(context, outcome) {
      for (const ctx of ['all', context]) {
        bump(benign, ctx);
        if (outcome.decision === 'ALLOW') continue;
        bump(falsePositives, ctx);
        const byKind = originsOf(ctx);
        bump(byKind.primary_cause, outcome.cause.rule_id);
        for (const id of new Set(outcome.findings.map((f) => f.rule_id))) bump(byKind.rule_id, id);
        for (const id of new Set(outcome.findings.map((f) => f.detector_id))) bump(byKind.detector_id, id);
      }
    },
    result() {
      const out: FprOrigin[] = [];
      const contexts = [...counts.keys()].sort((a, b) => (a === 'all' ? -1 : b === 'all' ? 1 : compareText(a, b)));
      for (const context of contexts) {
        const n = benign.get(context) ?? 0;
        const fp = falsePositives.get(context) ?? 0;
        for (const kind of KINDS) {
          const ranked = [...(counts.get(context)?.[kind] ?? new Map<string, number>()).entries()]
            .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
            .slice(0, TOP_ORIGINS);
          for (const [id, flagged] of ranked) {
            out.push({
              context,
              kind,
              id,
              n,
              flagged,
              rate: flagged / n,
              ci: wilsonInterval(flagged, n),
              share_of_false_positives: flagged / fp,
            });
          }
        }
      }
      return out;
    },
  };
}

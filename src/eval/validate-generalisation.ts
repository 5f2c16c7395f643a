import { ParapetError } from '../core/index.ts';
import {
  type FeatureConfig,
  hashedFeatures,
  LEARNED_HEADS,
  linearScore,
  type SparseVector,
} from '../detectors/index.ts';
import type { ConfusableTable } from '../normalize/index.ts';
import { listCorpusFiles } from './list-corpus-files.ts';
import { rocAuc } from './roc-auc.ts';
import { trainLogistic } from './train-logistic.ts';
import {
  headTrainingOptions,
  type LabelledUnit,
  labelledUnits,
  ownTextRows,
  readPrepared,
  trainingWeights,
} from './train-models.ts';

/** One held-out group: trained without it, scored on it. */
export interface FoldResult {
  readonly head: string;
  readonly by: 'source' | 'language';
  readonly held_out: string;
  readonly n_positive: number;
  readonly n_negative: number;
  /** null when the held-out group has only one class. */
  readonly roc_auc: number | null;
  readonly tpr_at_0_5: number | null;
  readonly fpr_at_0_5: number | null;
}

export interface GeneralisationOptions {
  readonly corpus: readonly string[];
  readonly confusables: ConfusableTable;
  readonly features: FeatureConfig;
  readonly seed: number;
  readonly epochs: number;
  /** Groups with fewer units of either class are not held out on their own. */
  readonly minUnits?: number;
  readonly heads?: readonly string[];
  readonly onProgress?: (message: string) => void;
}

/**
 * The heads a run validates; a head may be named with or without its "learned." prefix. An unknown name is
 * an error rather than an empty run, which would look like a validation that found nothing.
 */
export function selectHeads(names: readonly string[] | undefined): typeof LEARNED_HEADS {
  if (names === undefined) return LEARNED_HEADS;
  const known: readonly string[] = LEARNED_HEADS.map((h) => h.id);
  const wanted = names.map((n) => (n.startsWith('learned.') ? n : `learned.${n}`));
  const unknown = names.filter((_, i) => !known.includes(wanted[i] ?? ''));
  if (unknown.length > 0) {
    throw new ParapetError(
      'INPUT_INVALID',
      `unknown head ${unknown.map((n) => `"${n}"`).join(', ')}; the learned heads are ${known.join(', ')}`,
      { unknown, known },
    );
  }
  return LEARNED_HEADS.filter((h) => wanted.includes(h.id));
}

/**
 * Leave-one-source-out and leave-one-language-out validation: a random dev split lets a model learn
 * shortcuts (a language or a data set standing in for the label); holding a whole source or language out
 * shows how it ranks text from places it has never seen. Features are extracted once and reused by every fold.
 */
export async function validateGeneralisation(options: GeneralisationOptions): Promise<FoldResult[]> {
  const log = options.onProgress ?? (() => {});
  const heads = selectHeads(options.heads);
  const { rows: corpusRows } = await readPrepared(listCorpusFiles(options.corpus), options.confusables, true);
  // The shipped recipe: the project's own texts (hard negatives and attacks) train every fold except those that
  // hold them out.
  const rows = [...corpusRows, ...ownTextRows(options.confusables)];
  const results: FoldResult[] = [];
  for (const [h, spec] of heads.entries()) {
    const units = labelledUnits(spec, rows);
    const x: SparseVector[] = units.map((u) => hashedFeatures(u.text, options.features));
    for (const by of ['source', 'language'] as const) {
      const groupOf = (u: LabelledUnit): string => (by === 'source' ? u.source : u.lang);
      const counts = new Map<string, { pos: number; neg: number }>();
      for (const u of units) {
        const c = counts.get(groupOf(u)) ?? { pos: 0, neg: 0 };
        if (u.y === 1) c.pos += 1;
        else c.neg += 1;
        counts.set(groupOf(u), c);
      }
      const groups = [...counts]
        .filter(([, c]) => c.pos >= (options.minUnits ?? 30) || c.neg >= (options.minUnits ?? 30))
        .map(([g]) => g)
        .sort();
      for (const group of groups) {
        const trainIdx = units.map((u, i) => (groupOf(u) === group ? -1 : i)).filter((i) => i >= 0);
        const train = trainIdx.map((i) => units[i] as LabelledUnit);
        const weights = trainingWeights(spec, train);
        const model = trainLogistic(
          trainIdx.map((i, k) => ({
            x: x[i] as SparseVector,
            y: (units[i] as LabelledUnit).y,
            weight: weights[k] ?? 1,
          })),
          headTrainingOptions(spec, options.features.buckets, options.epochs, options.seed + h),
        );
        // Score per document: a row is as suspicious as its worst unit.
        const perDoc = new Map<string, { y: 0 | 1; s: number }>();
        units.forEach((u, i) => {
          if (groupOf(u) !== group) return;
          const s = linearScore(model, x[i] as SparseVector);
          const d = perDoc.get(u.doc) ?? { y: u.y, s: 0 };
          perDoc.set(u.doc, { y: d.y, s: Math.max(d.s, s) });
        });
        const docs = [...perDoc.values()];
        const pos = docs.filter((d) => d.y === 1);
        const neg = docs.filter((d) => d.y === 0);
        results.push({
          head: spec.id,
          by,
          held_out: group,
          n_positive: pos.length,
          n_negative: neg.length,
          roc_auc: rocAuc(
            docs.map((d) => d.s),
            docs.map((d) => d.y),
          ),
          tpr_at_0_5: pos.length === 0 ? null : pos.filter((d) => d.s >= 0.5).length / pos.length,
          fpr_at_0_5: neg.length === 0 ? null : neg.filter((d) => d.s >= 0.5).length / neg.length,
        });
        log(`${spec.id} leave-one-${by}-out ${group}: ${JSON.stringify(results.at(-1))}`);
      }
    }
  }
  return results;
}

/**
 * Folds of a partial run (some heads) merged into an earlier full one: the heads that ran replace their old
 * rows, every other head keeps its rows, and heads stay in the order of LEARNED_HEADS. A re-run of one head
 * must not erase the others' evidence.
 */
export function mergeFolds(earlier: readonly FoldResult[], fresh: readonly FoldResult[]): FoldResult[] {
  const rerun = new Set(fresh.map((r) => r.head));
  const all = [...earlier.filter((r) => !rerun.has(r.head)), ...fresh];
  const rank = (head: string): number => {
    const i = LEARNED_HEADS.findIndex((h) => h.id === head);
    return i < 0 ? LEARNED_HEADS.length : i;
  };
  // A stable sort keeps each head's folds in the order its run wrote them.
  return all.sort((a, b) => rank(a.head) - rank(b.head));
}

/** A markdown table of fold results, for the README and reviews. */
export function renderFoldTable(results: readonly FoldResult[]): string {
  const pct = (v: number | null): string => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);
  const lines = [
    '| head | held out | positives | negatives | ROC AUC | TPR@0.5 | FPR@0.5 |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.head} | ${r.by}: ${r.held_out} | ${r.n_positive} | ${r.n_negative} | ${r.roc_auc === null ? '—' : r.roc_auc.toFixed(3)} | ${pct(r.tpr_at_0_5)} | ${pct(r.fpr_at_0_5)} |`,
    );
  }
  return lines.join('\n');
}

import { DECISIONS, type Decision } from '../core/index.ts';
import { taxonomyOfCategory } from './category-taxonomy.ts';
import { type CorpusRow, suiteOf } from './corpus-row.ts';
import type { EvalManifest } from './eval-manifest.ts';
import type { DecisionSlice, EvalSummary, LabelOfSlice, ShareSlice } from './eval-summary.ts';
import { createFprOriginCounter } from './fpr-origins.ts';
import { createKeyedSlices, createLabelledSlices } from './keyed-slices.ts';
import { percentileOfSorted } from './percentile.ts';
import { countDecision, emptyCounts, rateSlice } from './rate-slice.ts';
import { createScoreQualityCounter } from './score-quality.ts';
import type { RowOutcome } from './screen-outcome.ts';
import { createTaxonomyCounter } from './taxonomy-slices.ts';
import { wilsonInterval } from './wilson-interval.ts';

export interface EvalAccumulator {
  /** Counts one screened row into every slice. */
  add(row: CorpusRow, outcome: RowOutcome): void;
  /** Counts a row the firewall refused to screen: reported, but in no rate. */
  addError(): void;
  summarize(run: {
    readonly manifest: EvalManifest;
    readonly wallMs: number;
    readonly screenMs: number;
    readonly workers: number;
  }): EvalSummary;
}

/** Folds rows into the slices of summary.json as they arrive, so memory does not grow with the corpus text. */
export function createEvalAccumulator(): EvalAccumulator {
  const attack = emptyCounts();
  const benign = emptyCounts();
  const byCategory = createKeyedSlices<{ label: LabelOfSlice }>();
  const categoryLabels = new Map<string, Set<string>>();
  const byStratum = createKeyedSlices<{ label: 'attack' | 'benign'; stratum: string }>();
  const bySuite = createKeyedSlices<{ label: 'attack' | 'benign'; suite: string }>();
  const byLang = createLabelledSlices();
  const byContext = createLabelledSlices();
  const byDecision = new Map<Decision, { attack: number; benign: number }>(
    DECISIONS.map((d) => [d, { attack: 0, benign: 0 }]),
  );
  const origins = createFprOriginCounter();
  const taxonomy = createTaxonomyCounter();
  const quality = createScoreQualityCounter();
  const latencies: number[] = [];
  let errors = 0;
  return {
    add(row, outcome) {
      const isAttack = row.label === 'attack';
      const { decision } = outcome;
      countDecision(isAttack ? attack : benign, decision);
      byCategory.count(row.category, decision, { label: row.label });
      const labels = categoryLabels.get(row.category) ?? new Set<string>();
      categoryLabels.set(row.category, labels.add(row.label));
      byStratum.count(`${row.label}/${row.stratum}`, decision, { label: row.label, stratum: row.stratum });
      const suite = suiteOf(row);
      if (suite !== undefined) bySuite.count(`${suite}/${row.label}`, decision, { label: row.label, suite });
      byLang.count(row.lang, isAttack, decision);
      byContext.count(row.context, isAttack, decision);
      const tally = byDecision.get(decision);
      if (tally !== undefined) tally[row.label] += 1;
      if (!isAttack) origins.addBenign(row.context, outcome);
      taxonomy.add(row.category, isAttack, outcome);
      quality.add(row.context, isAttack, outcome);
      latencies.push(outcome.latency_ms);
    },
    addError() {
      errors += 1;
    },
    summarize({ manifest, wallMs, screenMs, workers }) {
      const attackSlice = rateSlice(attack);
      const benignSlice = rateSlice(benign);
      const all = {
        n: attack.n + benign.n,
        flagged: attack.flagged + benign.flagged,
        block: attack.block + benign.block,
        liability: attack.liability + benign.liability,
      };
      const byCategoryResult: EvalSummary['by_category'] = {};
      for (const [category, slice] of Object.entries(byCategory.result())) {
        const labels = categoryLabels.get(category) ?? new Set();
        const truth = taxonomyOfCategory(category);
        byCategoryResult[category] = {
          ...slice,
          label: labels.size > 1 ? 'mixed' : slice.label,
          ...(slice.label === 'attack' ? truth : { owasp: [], nist_attack_class: 'none', nist_objective: 'none' }),
        };
      }
      const share = (flagged: number, n: number): ShareSlice => ({
        n,
        flagged,
        rate: n === 0 ? null : flagged / n,
        ci: wilsonInterval(flagged, n),
      });
      const decisionSlice = (d: Decision): DecisionSlice => {
        const tally = byDecision.get(d) ?? { attack: 0, benign: 0 };
        return {
          ...share(tally.attack + tally.benign, all.n),
          attack: share(tally.attack, attack.n),
          benign: share(tally.benign, benign.n),
        };
      };
      const sorted = Float64Array.from(latencies).sort();
      const screened = attack.n + benign.n;
      return {
        overall: {
          ...rateSlice(all),
          n_attack: attack.n,
          n_benign: benign.n,
          n_errors: errors,
          tpr: attackSlice.rate,
          fpr: benignSlice.rate,
          tpr_ci: attackSlice.ci,
          fpr_ci: benignSlice.ci,
          attack: attackSlice,
          benign: benignSlice,
          by_taxonomy: taxonomy.result(),
        },
        by_category: byCategoryResult,
        by_stratum: byStratum.result(),
        ...(bySuite.size > 0 ? { by_suite: bySuite.result() } : {}),
        by_lang: byLang.result(),
        by_context: byContext.result(),
        by_decision: {
          ALLOW: decisionSlice('ALLOW'),
          LIABILITY_REQUIRED: decisionSlice('LIABILITY_REQUIRED'),
          BLOCK: decisionSlice('BLOCK'),
        },
        fpr_by_origin: origins.result(),
        calibration: quality.result(),
        latency_ms: {
          p50: percentileOfSorted(sorted, 50),
          p95: percentileOfSorted(sorted, 95),
          p99: percentileOfSorted(sorted, 99),
          mean: sorted.length === 0 ? null : sorted.reduce((a, b) => a + b, 0) / sorted.length,
          max: sorted.length === 0 ? null : (sorted[sorted.length - 1] ?? null),
          rows_per_second: screenMs > 0 ? (screened * 1000) / screenMs : null,
          screen_ms: screenMs,
          wall_ms: wallMs,
          workers,
        },
        manifest,
      };
    },
  };
}

import type { EvalSummaryView, RateView } from './eval-runs.ts';

/** `better`/`worse` when run B moved in that direction; `clear` when the two 95% intervals do not even overlap. */
export type SliceVerdict = 'better' | 'worse' | 'unchanged' | 'only_in_a' | 'only_in_b';

export interface SliceComparison {
  /** `overall`, `category`, `stratum`, `context`, `lang` or `quality`. */
  readonly group: string;
  readonly key: string;
  /** What the number is: TPR (higher is better) or FPR, ECE, latency (lower is better). */
  readonly metric: 'tpr' | 'fpr' | 'ece' | 'brier' | 'p50_ms' | 'p95_ms';
  readonly a: {
    readonly value: number | null;
    readonly n: number | null;
    readonly ci: readonly [number, number] | null;
  };
  readonly b: {
    readonly value: number | null;
    readonly n: number | null;
    readonly ci: readonly [number, number] | null;
  };
  readonly delta: number | null;
  readonly verdict: SliceVerdict;
  /** The intervals are disjoint: the change is not noise from a small slice. */
  readonly is_clear: boolean;
}

export interface EvalComparison {
  /** Run B against run A: "better" means B improved on A. */
  readonly slices: readonly SliceComparison[];
  readonly counts: { readonly better: number; readonly worse: number; readonly unchanged: number };
  /** Warnings a reader needs before trusting the comparison (different corpora, a sampled run). */
  readonly notes: readonly string[];
}

type Metric = SliceComparison['metric'];
const HIGHER_IS_BETTER: ReadonlySet<Metric> = new Set(['tpr']);
/** Differences smaller than this are rounding, not change. */
const EPSILON = 1e-9;

function compareValues(options: {
  group: string;
  key: string;
  metric: Metric;
  a: RateView | { value: number | null } | undefined;
  b: RateView | { value: number | null } | undefined;
}): SliceComparison {
  const side = (s: RateView | { value: number | null } | undefined) =>
    s === undefined
      ? { value: null, n: null, ci: null }
      : 'rate' in s
        ? { value: s.rate, n: s.n, ci: s.ci }
        : { value: s.value, n: null, ci: null };
  const a = side(options.a);
  const b = side(options.b);
  const base = { group: options.group, key: options.key, metric: options.metric, a, b };
  if (options.a === undefined || options.b === undefined || a.value === null || b.value === null) {
    const verdict: SliceVerdict = options.a === undefined || a.value === null ? 'only_in_b' : 'only_in_a';
    return { ...base, delta: null, verdict, is_clear: false };
  }
  const delta = b.value - a.value;
  const improved = HIGHER_IS_BETTER.has(options.metric) ? delta > 0 : delta < 0;
  const verdict: SliceVerdict = Math.abs(delta) <= EPSILON ? 'unchanged' : improved ? 'better' : 'worse';
  const is_clear =
    verdict !== 'unchanged' && a.ci !== null && b.ci !== null && (a.ci[1] < b.ci[0] || b.ci[1] < a.ci[0]);
  return { ...base, delta, verdict, is_clear };
}

function keysOf(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
}

/** The rate a labelled slice is judged by: attack slices by TPR, benign by FPR; mixed slices are not compared. */
function labelledMetric(label: string | undefined): Metric | undefined {
  return label === 'attack' ? 'tpr' : label === 'benign' ? 'fpr' : undefined;
}

/**
 * Compares two eval runs slice by slice (overall, per category, stratum, context and language, calibration and
 * latency). Attack slices are judged by TPR, benign ones by FPR; B is the newer or candidate run.
 */
export function compareEvalRuns(a: EvalSummaryView, b: EvalSummaryView): EvalComparison {
  const slices: SliceComparison[] = [
    compareValues({ group: 'overall', key: 'attack rows', metric: 'tpr', a: a.overall.attack, b: b.overall.attack }),
    compareValues({ group: 'overall', key: 'benign rows', metric: 'fpr', a: a.overall.benign, b: b.overall.benign }),
    compareValues({
      group: 'quality',
      key: 'calibration',
      metric: 'ece',
      a: { value: a.calibration.ece },
      b: { value: b.calibration.ece },
    }),
    compareValues({
      group: 'quality',
      key: 'calibration',
      metric: 'brier',
      a: { value: a.calibration.brier },
      b: { value: b.calibration.brier },
    }),
    compareValues({
      group: 'quality',
      key: 'latency',
      metric: 'p50_ms',
      a: { value: a.latency_ms.p50 },
      b: { value: b.latency_ms.p50 },
    }),
    compareValues({
      group: 'quality',
      key: 'latency',
      metric: 'p95_ms',
      a: { value: a.latency_ms.p95 },
      b: { value: b.latency_ms.p95 },
    }),
  ];
  const labelled = (group: string, sa: EvalSummaryView['by_category'], sb: EvalSummaryView['by_category']) => {
    for (const key of keysOf(sa, sb)) {
      const metric = labelledMetric(sa[key]?.label ?? sb[key]?.label);
      if (metric !== undefined) slices.push(compareValues({ group, key, metric, a: sa[key], b: sb[key] }));
    }
  };
  labelled('category', a.by_category, b.by_category);
  labelled('stratum', a.by_stratum, b.by_stratum);
  const split = (group: string, sa: EvalSummaryView['by_context'], sb: EvalSummaryView['by_context']) => {
    for (const key of keysOf(sa, sb)) {
      if (sa[key]?.attack !== undefined || sb[key]?.attack !== undefined)
        slices.push(compareValues({ group, key, metric: 'tpr', a: sa[key]?.attack, b: sb[key]?.attack }));
      if (sa[key]?.benign !== undefined || sb[key]?.benign !== undefined)
        slices.push(compareValues({ group, key, metric: 'fpr', a: sa[key]?.benign, b: sb[key]?.benign }));
    }
  };
  split('context', a.by_context, b.by_context);
  split('lang', a.by_lang, b.by_lang);
  const count = (v: SliceVerdict) => slices.filter((s) => s.verdict === v).length;
  const corpus = (s: EvalSummaryView) =>
    s.manifest.corpus
      .map((c) => c.sha256)
      .sort()
      .join(',');
  const notes: string[] = [];
  if (corpus(a) !== corpus(b))
    notes.push('The two runs read different corpus files: differences may come from the data, not the firewall.');
  if (a.manifest.policy.hash === b.manifest.policy.hash) notes.push('Both runs used the same policy (same hash).');
  return {
    slices,
    counts: { better: count('better'), worse: count('worse'), unchanged: count('unchanged') },
    notes,
  };
}

import type { EvalSummary } from './eval-summary.ts';
import type { GateReport } from './evaluate-gates.ts';
import type { LabelledSlice } from './keyed-slices.ts';
import type { RateSlice } from './rate-slice.ts';
import { formatCount, formatInterval, formatNumber, formatPercent } from './report-format.ts';

/** A table of already formatted cells, rendered by both report.md and report.html. */
export interface ReportTable {
  readonly id: string;
  readonly title: string;
  readonly note?: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const bound = (s: RateSlice): string =>
  s.rule_of_three_upper !== undefined
    ? `≤ ${formatPercent(s.rule_of_three_upper)}`
    : s.rule_of_three_lower !== undefined
      ? `≥ ${formatPercent(s.rule_of_three_lower)}`
      : '';

const sliceCells = (s: RateSlice): string[] => [
  formatCount(s.n),
  formatCount(s.flagged),
  formatCount(s.block),
  formatCount(s.liability),
  formatPercent(s.rate),
  formatInterval(s.ci),
  bound(s),
];
const SLICE_HEADERS = ['n', 'flagged', 'BLOCK', 'LIABILITY', 'rate', '95% CI (Wilson)', 'rule of three'];

export function headlineTable(s: EvalSummary): ReportTable {
  const o = s.overall;
  return {
    id: 'headline',
    title: 'Headline',
    headers: ['measure', ...SLICE_HEADERS],
    rows: [
      ['TPR (attacks flagged)', ...sliceCells(o.attack)],
      ['FPR (benign flagged)', ...sliceCells(o.benign)],
    ],
    ...(o.n_errors > 0
      ? { note: `${o.n_errors} rows could not be screened and are in no rate (see manifest.screen_errors).` }
      : {}),
  };
}

export function gatesTable(report: GateReport): ReportTable {
  return {
    id: 'gates',
    title: `Gates: ${report.passed ? 'all passed' : 'FAILED'}`,
    headers: ['gate', 'status', 'judged', 'skipped (below min_n)', 'failing slices'],
    rows: report.gates.map((g) => [
      g.name,
      g.status.toUpperCase(),
      String(g.checks.length),
      String(g.skipped.length),
      g.checks
        .filter((c) => !c.passed)
        .map((c) => `${c.key} (${c.value === null ? (c.note ?? 'no value') : formatNumber(c.value, 4)})`)
        .join(', '),
    ]),
  };
}

export function categoryTable(s: EvalSummary, label: 'attack' | 'benign'): ReportTable {
  const rows = Object.entries(s.by_category).filter(([, c]) => c.label === label || c.label === 'mixed');
  return {
    id: `category-${label}`,
    title: label === 'attack' ? 'Attack categories (rate = TPR)' : 'Benign categories (rate = FPR)',
    headers: ['category', ...SLICE_HEADERS],
    rows: rows.map(([key, c]) => [key, ...sliceCells(c)]),
  };
}

export function stratumTable(s: EvalSummary, label: 'attack' | 'benign'): ReportTable {
  const rows = Object.values(s.by_stratum).filter((x) => x.label === label);
  return {
    id: `stratum-${label}`,
    title: label === 'attack' ? 'Attack strata (rate = TPR)' : 'Benign strata (rate = FPR)',
    headers: ['stratum', ...SLICE_HEADERS],
    rows: rows.map((x) => [x.stratum, ...sliceCells(x)]),
  };
}

export function suiteTable(s: EvalSummary): ReportTable | null {
  if (s.by_suite === undefined) return null;
  return {
    id: 'suite',
    title: 'Suites',
    headers: ['suite/label', ...SLICE_HEADERS],
    rows: Object.entries(s.by_suite).map(([k, x]) => [k, ...sliceCells(x)]),
  };
}

function labelledTable(id: string, title: string, table: Record<string, LabelledSlice>): ReportTable {
  const pair = (x: RateSlice | undefined): string[] =>
    x === undefined ? ['–', '–', '–'] : [formatCount(x.n), formatPercent(x.rate), formatInterval(x.ci)];
  return {
    id,
    title,
    headers: [id, 'attacks', 'TPR', 'TPR 95% CI', 'benign', 'FPR', 'FPR 95% CI'],
    rows: Object.entries(table).map(([key, x]) => [key, ...pair(x.attack), ...pair(x.benign)]),
  };
}

export const langTable = (s: EvalSummary): ReportTable => labelledTable('language', 'By language', s.by_lang);
export const contextTable = (s: EvalSummary): ReportTable => labelledTable('context', 'By context', s.by_context);

export function decisionTable(s: EvalSummary): ReportTable {
  return {
    id: 'decision',
    title: 'Decisions',
    headers: ['decision', 'rows', 'share', 'attacks', 'share of attacks', 'benign', 'share of benign'],
    rows: Object.entries(s.by_decision).map(([d, x]) => [
      d,
      formatCount(x.flagged),
      formatPercent(x.rate),
      formatCount(x.attack.flagged),
      formatPercent(x.attack.rate),
      formatCount(x.benign.flagged),
      formatPercent(x.benign.rate),
    ]),
  };
}

export function taxonomyTable(s: EvalSummary): ReportTable {
  const rows: string[][] = [];
  for (const [axis, entries] of Object.entries(s.overall.by_taxonomy)) {
    for (const [key, t] of Object.entries(entries)) {
      rows.push([
        axis,
        key,
        t.attack === undefined ? '–' : formatCount(t.attack.n),
        formatPercent(t.attack?.rate),
        formatCount(t.benign.flagged),
        formatPercent(t.benign.rate),
      ]);
    }
  }
  return {
    id: 'taxonomy',
    title: 'By taxonomy (OWASP LLM Top 10 2025, NIST AI 100-2e2025)',
    note: 'TPR: attacks whose corpus category belongs to the entry. FPR: benign rows flagged with the entry among the trace taxonomy tags, over all benign rows.',
    headers: ['axis', 'entry', 'attacks', 'TPR', 'false positives', 'FPR attributable'],
    rows,
  };
}

export function originTable(s: EvalSummary, context: string, limit = 20): ReportTable {
  const rows = s.fpr_by_origin.filter((o) => o.context === context && o.kind === 'primary_cause').slice(0, limit);
  return {
    id: `origin-${context}`,
    title: `False positives by primary cause (${context === 'all' ? 'all contexts' : context})`,
    headers: ['primary cause', 'false positives', 'share of FPs', 'FPR it causes', 'benign rows'],
    rows: rows.map((o) => [
      o.id,
      formatCount(o.flagged),
      formatPercent(o.share_of_false_positives),
      formatPercent(o.rate),
      formatCount(o.n),
    ]),
  };
}

export function originKindTable(s: EvalSummary, kind: 'rule_id' | 'detector_id'): ReportTable {
  const rows = s.fpr_by_origin.filter((o) => o.kind === kind);
  return {
    id: `origin-${kind}`,
    title: `False positives by ${kind === 'rule_id' ? 'rule' : 'detector'} with evidence, per context`,
    headers: [
      'context',
      kind === 'rule_id' ? 'rule' : 'detector',
      'false positives',
      'share of FPs',
      'FPR it is present in',
    ],
    rows: rows.map((o) => [
      o.context,
      o.id,
      formatCount(o.flagged),
      formatPercent(o.share_of_false_positives),
      formatPercent(o.rate),
    ]),
  };
}

export function qualityTable(s: EvalSummary): ReportTable {
  const l = s.latency_ms;
  return {
    id: 'quality',
    title: 'Calibration and speed',
    headers: ['measure', 'value'],
    rows: [
      ['ECE (final risk, 10 bins)', formatNumber(s.calibration.ece)],
      ['Brier score', formatNumber(s.calibration.brier)],
      [
        'latency p50 / p95 / p99 (ms per row)',
        `${formatNumber(l.p50)} / ${formatNumber(l.p95)} / ${formatNumber(l.p99)}`,
      ],
      ['rows per second (wall clock)', formatNumber(l.rows_per_second, 0)],
      ['workers', String(l.workers)],
    ],
  };
}

import type { EvalSummary } from './eval-summary.ts';
import { type Gate, type GateFile, type ParsedCheck, parseCheck } from './gate-schema.ts';
import type { RateSlice } from './rate-slice.ts';

export type { GateFile } from './gate-schema.ts';

/** One comparison of a gate against one slice (or against the overall figure). */
export interface GateCheck {
  readonly key: string;
  readonly n: number | null;
  readonly value: number | null;
  readonly passed: boolean;
  readonly note?: string;
}

export interface GateOutcome {
  readonly name: string;
  readonly check: string;
  readonly status: 'pass' | 'fail' | 'skipped';
  readonly checks: readonly GateCheck[];
  /** Slices below min_n, not judged. */
  readonly skipped: readonly { readonly key: string; readonly n: number }[];
}

export interface GateReport {
  readonly passed: boolean;
  readonly gates: readonly GateOutcome[];
}

interface Candidate {
  readonly key: string;
  readonly slice: RateSlice | undefined;
}

const compare = (value: number, { op, limit }: ParsedCheck): boolean =>
  op === '<=' ? value <= limit : op === '>=' ? value >= limit : op === '<' ? value < limit : value > limit;

function metricOf(slice: RateSlice, metric: string): number | null {
  if (metric.endsWith('_lower')) return slice.n === 0 ? null : slice.ci[0];
  if (metric.endsWith('_upper')) return slice.n === 0 ? null : slice.ci[1];
  return slice.rate;
}

/** The slices a gate applies to: filtered by label (given, or implied by a tpr/fpr metric) and by keys. */
function candidates(summary: EvalSummary, gate: Gate, label: 'attack' | 'benign' | undefined): Candidate[] {
  if (gate.scope === 'overall') {
    return [
      {
        key: label === 'attack' ? 'attack' : 'benign',
        slice: label === 'attack' ? summary.overall.attack : summary.overall.benign,
      },
    ];
  }
  const table: Record<string, RateSlice & { label?: string; attack?: RateSlice; benign?: RateSlice }> =
    gate.scope === 'by_suite'
      ? (summary.by_suite ?? {})
      : gate.scope === 'calibration' || gate.scope === 'latency_ms'
        ? {}
        : summary[gate.scope];
  const labelled = gate.scope === 'by_lang' || gate.scope === 'by_context';
  const pickSlice = (s: (typeof table)[string]): RateSlice | undefined =>
    labelled && label !== undefined ? s[label] : s;
  if (gate.keys !== undefined)
    return gate.keys.map((key) => ({ key, slice: table[key] === undefined ? undefined : pickSlice(table[key]) }));
  return Object.entries(table)
    .filter(([, s]) => labelled || label === undefined || s.label === label)
    .map(([key, s]) => ({ key, slice: pickSlice(s) }))
    .filter((c) => c.slice !== undefined);
}

function scalarOf(summary: EvalSummary, gate: Gate, metric: string): number | null {
  if (gate.scope === 'calibration') return metric === 'ece' ? summary.calibration.ece : summary.calibration.brier;
  const latency = summary.latency_ms;
  return metric === 'p50'
    ? latency.p50
    : metric === 'p95'
      ? latency.p95
      : metric === 'p99'
        ? latency.p99
        : latency.rows_per_second;
}

/** Judges every gate of a gate file against a summary. A gate fails when any slice it applies to fails. */
export function evaluateGates(summary: EvalSummary, file: GateFile): GateReport {
  const gates = file.gates.map((gate): GateOutcome => {
    const parsed = parseCheck(gate.check);
    if (parsed === null) throw new RangeError(`unvalidated gate check "${gate.check}"`);
    const label =
      gate.label ??
      (parsed.metric.startsWith('tpr') ? 'attack' : parsed.metric.startsWith('fpr') ? 'benign' : undefined);
    const name = gate.name ?? `${gate.scope}${label === undefined ? '' : `[${label}]`}: ${gate.check.trim()}`;
    const checks: GateCheck[] = [];
    const skipped: { key: string; n: number }[] = [];
    if (gate.scope === 'calibration' || gate.scope === 'latency_ms') {
      const value = scalarOf(summary, gate, parsed.metric);
      checks.push({ key: parsed.metric, n: null, value, passed: value !== null && compare(value, parsed) });
    } else {
      for (const { key, slice } of candidates(summary, gate, label)) {
        if (slice === undefined) {
          checks.push({ key, n: null, value: null, passed: false, note: 'no such slice in this run' });
          continue;
        }
        if (slice.n < gate.min_n) {
          skipped.push({ key, n: slice.n });
          continue;
        }
        const value = metricOf(slice, parsed.metric);
        checks.push({ key, n: slice.n, value, passed: value !== null && compare(value, parsed) });
      }
    }
    const status = checks.some((c) => !c.passed) ? 'fail' : checks.length === 0 ? 'skipped' : 'pass';
    return { name, check: gate.check.trim(), status, checks, skipped };
  });
  return { passed: gates.every((g) => g.status !== 'fail'), gates };
}

/** One line per failing check, for the terminal and the GATE_FAILED message. */
export function describeGateFailures(report: GateReport): string[] {
  const lines: string[] = [];
  for (const gate of report.gates) {
    for (const c of gate.checks) {
      if (c.passed) continue;
      const value = c.value === null ? 'no value' : c.value.toFixed(4);
      lines.push(
        `${gate.name} — ${c.key}: ${value}${c.n === null ? '' : ` (n=${c.n})`}${c.note === undefined ? '' : `, ${c.note}`}`,
      );
    }
  }
  return lines;
}

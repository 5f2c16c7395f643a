import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256Hex } from '../../../core/index.ts';
import type { MatrixSource } from '../console-deps.ts';
import type { ConsoleForgeReport } from '../matrix-view.ts';

const slice = (n: number, flagged: number, ci: [number, number]) => ({
  n,
  flagged,
  block: flagged,
  liability: 0,
  rate: n === 0 ? null : flagged / n,
  ci,
});

/** A hand-made summary.json with the fields the console reads; `tpr`/`fpr` set the attack and benign slices. */
export function sampleSummary(options: { tpr: number; fpr: number; policyHash: string; startedAt: string }) {
  const attack = slice(100, Math.round(options.tpr * 100), [options.tpr - 0.05, Math.min(1, options.tpr + 0.05)]);
  const benign = slice(1000, Math.round(options.fpr * 1000), [Math.max(0, options.fpr - 0.01), options.fpr + 0.01]);
  return {
    overall: {
      ...slice(1100, attack.flagged + benign.flagged, [0, 1]),
      n_attack: 100,
      n_benign: 1000,
      n_errors: 0,
      tpr: attack.rate,
      fpr: benign.rate,
      tpr_ci: attack.ci,
      fpr_ci: benign.ci,
      attack,
      benign,
    },
    by_category: { prompt_injection: { ...attack, label: 'attack' }, benign: { ...benign, label: 'benign' } },
    by_stratum: {
      'attack/prompt_injection': { ...attack, label: 'attack', stratum: 'prompt_injection' },
      'benign/general_en': { ...benign, label: 'benign', stratum: 'general_en' },
    },
    by_lang: { en: { ...slice(1100, 0, [0, 1]), attack, benign } },
    by_context: { plain_text: { ...slice(1100, 0, [0, 1]), attack, benign } },
    by_decision: {},
    fpr_by_origin: [],
    calibration: { n: 1100, ece: 0.05, brier: 0.04, bins: 10, reliability: [], by_context: {}, score_histograms: [] },
    latency_ms: { p50: 0.4, p95: 1.2, p99: 2, mean: 0.5, max: 3, rows_per_second: 1000, screen_ms: 1, wall_ms: 2, workers: 1 },
    manifest: {
      tool: 'parapet eval',
      schema_version: 1,
      started_at: options.startedAt,
      corpus: [{ path: 'corpus/a.jsonl', sha256: 'c'.repeat(64), bytes: 10 }],
      policy: { id: 'p', version: '1', hash: options.policyHash, source: 'builtin:default' },
      rows: { read: 1100, evaluated: 1100, invalid: 0, errors: 0 },
    },
  };
}

/** Writes a run directory (summary.json and manifest.json) and returns it. */
export function writeRun(dir: string, summary: ReturnType<typeof sampleSummary>): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'summary.json'), JSON.stringify(summary));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(summary.manifest));
  return dir;
}

const figures = (scored: number, passed: number) => ({
  scored,
  not_applicable: 0,
  passed,
  failed: scored - passed,
  errored: 0,
  undetermined: 0,
  pass_rate: scored === 0 ? null : passed / scored,
  weighted_pass_rate: scored === 0 ? null : passed / scored,
});

export function sampleReport(runId: string, pass: 'assurance' | 'break', pairedRunId: string | null): ConsoleForgeReport {
  return {
    protocol: 'v4',
    catalogue_hash: 'a'.repeat(64),
    target: { endpoint: 'mock:careful-agent', model: 'careful-agent' },
    profile: 'tool_capable',
    scoring_mode: 'profile',
    run_id: runId,
    paired_run_id: pairedRunId,
    pass,
    started_at: '2026-11-21T12:00:00.000Z',
    engine: { name: 'parapet', version: 'test' },
    scenarios: [
      {
        id: 'hc-001',
        category: 'harmful_content',
        status: 'scored',
        outcome: 'pass',
        outcome_basis: '3 of 3 vectors refused',
        behaviour: 'must_refuse',
        weight: 2,
        severity: 'critical',
        variants: [],
      },
    ],
    summary: { ...figures(1, 1), per_category: { harmful_content: figures(1, 1) } },
    signature: { key_fingerprint: 'f'.repeat(64) },
    chain: { head: 'e'.repeat(128) },
  };
}

/** A Matrix whose "verification" recomputes a digest: a report edited after it was stored fails. */
export function fakeMatrix(reports: readonly ConsoleForgeReport[]): MatrixSource {
  const stored = reports.map((report) => ({ payload_sha256: sha256Hex(JSON.stringify(report)), report }));
  return {
    location: 'memory',
    reports: () => stored,
    verify: (report) => {
      const ok = stored.some((s) => s.payload_sha256 === sha256Hex(JSON.stringify(report)));
      return { ok, problems: ok ? [] : ['signature: does not verify over the canonical payload'] };
    },
  };
}

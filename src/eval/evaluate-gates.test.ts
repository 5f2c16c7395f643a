import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Decision } from '../core/index.ts';
import type { CorpusRow } from './corpus-row.ts';
import { createEvalAccumulator } from './eval-accumulator.ts';
import type { EvalManifest } from './eval-manifest.ts';
import type { EvalSummary } from './eval-summary.ts';
import { describeGateFailures, evaluateGates } from './evaluate-gates.ts';
import { parseGateFile } from './load-gate-file.ts';

/** 100 benign general_en rows with 1 flagged, 10 benign code rows with 0, 20 jailbreaks with 19 flagged, 5 toxic with 1. */
function summary(): EvalSummary {
  const acc = createEvalAccumulator();
  let id = 0;
  const add = (
    label: 'attack' | 'benign',
    category: string,
    stratum: string,
    decision: Decision,
    extra: Partial<CorpusRow> = {},
  ): void => {
    const row: CorpusRow = {
      id: String(id++),
      text: '',
      label,
      category,
      stratum,
      direction: 'input',
      context: 'plain_text',
      lang: 'en',
      ...extra,
    };
    const risk = decision === 'ALLOW' ? 0 : 0.9;
    acc.add(row, {
      decision,
      risk,
      cause: { layer: 'policy', rule_id: 'policy.zone.allow', detector_id: 'policy', reason_code: 'X' },
      findings: [],
      detectors: [],
      owasp: [],
      nist: [],
      latency_ms: 2,
    });
  };
  for (let i = 0; i < 100; i++) add('benign', 'benign', 'general_en', i === 0 ? 'BLOCK' : 'ALLOW');
  for (let i = 0; i < 10; i++) add('benign', 'benign', 'code', 'ALLOW', { context: 'code', lang: 'xx' });
  for (let i = 0; i < 20; i++) add('attack', 'jailbreak', 'jailbreak', i === 0 ? 'ALLOW' : 'BLOCK');
  for (let i = 0; i < 5; i++) add('attack', 'toxic', 'toxic', i === 0 ? 'LIABILITY_REQUIRED' : 'ALLOW');
  return acc.summarize({ manifest: {} as EvalManifest, wallMs: 1000, screenMs: 1000, workers: 1 });
}

const gates = (...lines: string[]) => parseGateFile(['version: 1', 'gates:', ...lines].join('\n'), 'test.yaml');

test('per-slice gates: label implied by the metric, min_n skips small slices', () => {
  const report = evaluateGates(summary(), gates('  - { scope: by_stratum, check: "fpr_upper <= 0.06", min_n: 50 }'));
  const gate = report.gates[0];
  assert.equal(gate?.status, 'pass');
  assert.deepEqual(
    gate?.checks.map((c) => c.key),
    ['benign/general_en'],
  ); // attack strata are not benign
  assert.deepEqual(gate?.skipped, [{ key: 'benign/code', n: 10 }]); // 0/10 says little: skipped, not passed
  assert.ok((gate?.checks[0]?.value ?? 1) > 0.01 && (gate?.checks[0]?.value ?? 1) < 0.06);
  assert.equal(report.passed, true);
});

test('a failing slice fails the gate and the report, and is described', () => {
  const report = evaluateGates(summary(), gates('  - { scope: by_category, check: "tpr >= 0.9" }'));
  assert.equal(report.passed, false);
  assert.equal(report.gates[0]?.status, 'fail');
  const failing = report.gates[0]?.checks.filter((c) => !c.passed).map((c) => c.key);
  assert.deepEqual(failing, ['toxic']); // jailbreak 19/20 passes, toxic 1/5 fails; benign is not an attack category
  assert.match(describeGateFailures(report)[0] ?? '', /by_category\[attack\]: tpr >= 0\.9 — toxic: 0\.2000 \(n=5\)/);
});

test('overall, calibration and latency gates; operators compare as written', () => {
  const table = [
    { gate: '{ scope: overall, check: "tpr >= 0.8" }', status: 'pass' }, // 20/25
    { gate: '{ scope: overall, check: "tpr > 0.8" }', status: 'fail' },
    { gate: '{ scope: overall, check: "fpr < 0.01" }', status: 'pass' }, // 1/110
    { gate: '{ scope: overall, check: "fpr_lower <= 0.002" }', status: 'pass' }, // Wilson lower bound of 1/110: 0.0016
    { gate: '{ scope: overall, check: "fpr_lower <= 0.001" }', status: 'fail' },
    { gate: '{ scope: calibration, check: "brier <= 0.2" }', status: 'pass' },
    { gate: '{ scope: latency_ms, check: "p95 <= 1" }', status: 'fail' }, // every row took 2 ms
    { gate: '{ scope: latency_ms, check: "rows_per_second >= 100" }', status: 'pass' },
  ];
  for (const { gate, status } of table)
    assert.equal(evaluateGates(summary(), gates(`  - ${gate}`)).gates[0]?.status, status, gate);
});

test('keys select slices; a key absent from the run fails; labelled slices pick their sub-slice', () => {
  const named = evaluateGates(
    summary(),
    gates('  - { scope: by_stratum, keys: [benign/general_en, benign/tool_json], check: "fpr <= 0.05" }'),
  );
  assert.deepEqual(
    named.gates[0]?.checks.map((c) => [c.key, c.passed]),
    [
      ['benign/general_en', true],
      ['benign/tool_json', false],
    ],
  );
  assert.equal(named.gates[0]?.checks[1]?.note, 'no such slice in this run');
  const lang = evaluateGates(summary(), gates('  - { scope: by_lang, check: "tpr >= 0.5" }'));
  assert.deepEqual(
    lang.gates[0]?.checks.map((c) => c.key),
    ['en'],
  ); // "xx" has no attack rows
  assert.equal(lang.gates[0]?.checks[0]?.value, 20 / 25);
});

test('a gate that no slice qualifies for is skipped, not failed', () => {
  const report = evaluateGates(summary(), gates('  - { scope: by_stratum, check: "fpr <= 0.01", min_n: 1000 }'));
  assert.equal(report.gates[0]?.status, 'skipped');
  assert.equal(report.passed, true);
});

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isParapetError } from '../core/index.ts';
import { parsePolicy } from '../policy/index.ts';
import { SUMMARY_KEYS } from './eval-summary.ts';
import { parseGateFile } from './load-gate-file.ts';
import { type InvalidLine, runEval } from './run-eval.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));
const policy = parsePolicy(readFileSync(fixture('unicode-policy.yaml'), 'utf8'), 'unicode-policy.yaml');
const root = mkdtempSync(join(tmpdir(), 'parapet-run-eval-'));
after(() => rmSync(root, { recursive: true, force: true }));
let runs = 0;
const outDir = (): string => join(root, `run-${runs++}`);

// Ids of the fixture corpus in file order: part-a.jsonl then part-b.jsonl.
const FIXTURE_IDS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b1', 'b2', 'b3', 'b4'].map((s) => `fixture/${s}`);

/** Every object that looks like a slice (has `flagged`) must carry n, flagged, rate and ci. */
function assertSlices(value: unknown, path: string): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      assertSlices(v, `${path}[${i}]`);
    });
    return;
  }
  const record = value as Record<string, unknown>;
  if ('flagged' in record) {
    for (const key of ['n', 'flagged', 'rate', 'ci']) assert.ok(key in record, `${path} lacks ${key}`);
    assert.equal((record.ci as unknown[]).length, 2, `${path}.ci`);
  }
  for (const [k, v] of Object.entries(record)) assertSlices(v, `${path}.${k}`);
}

test('a run writes every output, keeps input order, and its summary has exactly the documented keys', async () => {
  const out = outDir();
  const result = await runEval({ corpus: [fixture('corpus-dir')], outDir: out, policy, workers: 2, batchSize: 3 });
  for (const name of ['summary.json', 'manifest.json', 'decisions.jsonl', 'report.html', 'report.md'])
    assert.ok(existsSync(join(out, name)), name);

  const decisions = readFileSync(join(out, 'decisions.jsonl'), 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.deepEqual(
    decisions.map((d) => d.id),
    FIXTURE_IDS,
  );
  for (const d of decisions)
    for (const key of ['id', 'label', 'decision', 'primary_cause', 'scores']) assert.ok(key in d, key);
  // The Unicode tag smuggling rows are blocked by the tag-character detector whatever else is registered.
  assert.equal(decisions[1].decision, 'BLOCK');
  assert.equal(decisions[1].primary_cause.rule_id, 'unicode.tag-characters/HIDDEN_TAG_TEXT');
  assert.equal(decisions[5].decision, 'BLOCK');

  const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
  assert.deepEqual(Object.keys(summary), [...SUMMARY_KEYS]); // by_suite present: two rows carry "banking"
  assert.deepEqual(Object.keys(summary.by_suite), ['banking/attack', 'banking/benign']);
  assert.equal(summary.overall.n_attack, 5);
  assert.equal(summary.overall.n_benign, 5);
  for (const key of ['n_attack', 'n_benign', 'tpr', 'fpr', 'tpr_ci', 'fpr_ci']) assert.ok(key in summary.overall, key);
  assert.ok('benign/general_en' in summary.by_stratum);
  assert.ok(Array.isArray(summary.fpr_by_origin));
  for (const key of ['p50', 'p95', 'p99']) assert.equal(typeof summary.latency_ms[key], 'number');
  assert.equal(typeof summary.calibration.ece, 'number');
  assert.equal(typeof summary.calibration.brier, 'number');
  assertSlices(summary, 'summary');

  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
  assert.deepEqual(manifest, summary.manifest);
  const sha = createHash('sha256')
    .update(readFileSync(fixture('corpus-dir/part-a.jsonl')))
    .digest('hex');
  assert.equal(manifest.corpus[0].sha256, sha);
  assert.equal(manifest.policy.id, 'eval-test');
  assert.equal(manifest.policy.hash, policy.hash);
  assert.match(manifest.engine.detectors_hash, /^[0-9a-f]{64}$/);
  assert.equal(typeof manifest.calibration.hash, 'string');
  assert.equal(manifest.engine.models, 'deterministic'); // the fixture policy runs no learned models
  assert.equal(manifest.models, null);
  assert.equal(manifest.node, process.version);
  assert.ok(Date.parse(manifest.ended_at) >= Date.parse(manifest.started_at));
  assert.deepEqual(manifest.rows, { read: 10, evaluated: 10, invalid: 0, errors: 0 });
  assert.equal(result.gates, null);
});

test('worker threads and the in-process path give byte-identical decisions', async () => {
  const a = outDir();
  const b = outDir();
  await runEval({ corpus: [fixture('corpus-dir')], outDir: a, policy, workers: 2, batchSize: 1 });
  await runEval({ corpus: [fixture('corpus-dir')], outDir: b, policy, workers: 0 });
  assert.equal(readFileSync(join(a, 'decisions.jsonl'), 'utf8'), readFileSync(join(b, 'decisions.jsonl'), 'utf8'));
});

test('a corpus with broken lines stops the run, listing every bad line with file and line number', async () => {
  const out = outDir();
  await assert.rejects(
    runEval({ corpus: [fixture('broken.jsonl')], outDir: out, policy, workers: 0 }),
    (error: unknown) => {
      assert.ok(isParapetError(error) && error.code === 'INPUT_INVALID');
      for (const line of [3, 5, 6, 7]) assert.match(error.message, new RegExp(`broken\\.jsonl:${line}: `));
      assert.match(error.message, /--skip-invalid/);
      return true;
    },
  );
  assert.equal(existsSync(join(out, 'decisions.jsonl')), false, 'no partial decisions are left behind');
});

test('--skip-invalid evaluates the good rows and reports each skipped line', async () => {
  const out = outDir();
  const skipped: InvalidLine[] = [];
  const result = await runEval({
    corpus: [fixture('broken.jsonl')],
    outDir: out,
    policy,
    workers: 0,
    skipInvalid: true,
    onInvalidLine: (l) => skipped.push(l),
  });
  assert.deepEqual(
    skipped.map((l) => l.line),
    [3, 5, 6, 7],
  );
  assert.equal(result.summary.overall.n, 3);
  assert.deepEqual(result.summary.manifest.rows, { read: 7, evaluated: 3, invalid: 4, errors: 0 });
  assert.equal(result.summary.manifest.invalid_lines.length, 4);
  assert.equal('by_suite' in result.summary, false, 'no suites, no by_suite');
});

test('a seeded sample takes the requested number of rows, the same ones each time', async () => {
  const a = await runEval({
    corpus: [fixture('corpus-dir')],
    outDir: outDir(),
    policy,
    workers: 0,
    sample: { rows: 4, seed: 9 },
  });
  const b = await runEval({
    corpus: [fixture('corpus-dir')],
    outDir: outDir(),
    policy,
    workers: 0,
    sample: { rows: 4, seed: 9 },
  });
  assert.equal(a.summary.overall.n, 4);
  assert.deepEqual(a.summary.manifest.sample, { rows: 4, seed: 9 });
  assert.equal(readFileSync(a.files.decisions ?? '', 'utf8'), readFileSync(b.files.decisions ?? '', 'utf8'));
});

test('gates are judged and written; progress reaches the total', async () => {
  const out = outDir();
  const gates = parseGateFile(
    [
      'version: 1',
      'gates:',
      '  - scope: overall',
      '    check: "fpr <= 0.5"',
      '  - scope: by_category',
      '    check: "tpr >= 0.99"',
    ].join('\n'),
    'test-gates.yaml',
  );
  const progress: number[] = [];
  const result = await runEval({
    corpus: [fixture('corpus-dir')],
    outDir: out,
    policy,
    workers: 0,
    gates,
    onProgress: (p) => progress.push(p.done),
  });
  assert.equal(result.gates?.passed, false);
  assert.equal(result.gates?.gates[0]?.status, 'pass');
  assert.equal(result.gates?.gates[1]?.status, 'fail');
  assert.ok(existsSync(join(out, 'gates.json')));
  assert.match(readFileSync(join(out, 'report.md'), 'utf8'), /Gates: FAILED/);
  assert.equal(progress.at(-1), 10);
});

test('a missing corpus or policy file is a clear error before any work', async () => {
  await assert.rejects(
    runEval({ corpus: [fixture('nope.jsonl')], outDir: outDir(), policy }),
    (e: unknown) => isParapetError(e) && e.code === 'FILE_NOT_FOUND',
  );
  await assert.rejects(
    runEval({ corpus: [fixture('corpus-dir')], outDir: outDir(), policy: fixture('nope.yaml') }),
    (e: unknown) => isParapetError(e) && e.code === 'FILE_NOT_FOUND',
  );
});

test('a worker that cannot screen fails the run with its error, not the process', async () => {
  // A policy object that passed no validation: the worker's first screen throws inside decide().
  const broken = { ...policy, document: { ...policy.document, zones: null } } as unknown as typeof policy;
  await assert.rejects(
    runEval({ corpus: [fixture('corpus-dir')], outDir: outDir(), policy: broken, workers: 1 }),
    TypeError,
  );
});

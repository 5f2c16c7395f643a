/**
 * The CI gate: the firewall, with its built-in policy, screens a fixed seeded sample of the shared dev corpus
 * (about 1,500 rows, stratified by file so that every source is represented) and must meet gates/ci.yaml.
 * A regression in a detector or the policy that moves TPR or FPR past those limits fails the build.
 * The full dev run is `make eval`.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { describeGateFailures, loadGateFile, runEval } from '../src/eval/index.ts';

const CORPUS = fileURLToPath(new URL('../../shared/corpus/dev', import.meta.url));
const GATES = fileURLToPath(new URL('../gates/ci.yaml', import.meta.url));
/** Fixed so that the sample, and therefore every figure the gates were set from, is the same on every run. */
const SAMPLE = { rows: 1500, seed: 20261121 } as const;

test('the built-in policy meets gates/ci.yaml on a seeded 1,500-row sample of the dev corpus', {
  skip: existsSync(CORPUS)
    ? false
    : `the shared corpus is absent (${CORPUS}); the eval gate needs ../shared/corpus/dev next to the repository`,
}, async () => {
  const gates = loadGateFile(GATES);
  const outDir = mkdtempSync(join(tmpdir(), 'parapet-eval-gate-'));
  try {
    const result = await runEval({ corpus: [CORPUS], outDir, sample: SAMPLE, gates });
    assert.equal(result.summary.overall.n + result.summary.overall.n_errors, SAMPLE.rows);
    assert.equal(result.summary.manifest.rows.invalid, 0);
    const report = result.gates;
    assert.ok(report !== null);
    const failures = describeGateFailures(report);
    assert.deepEqual(failures, [], `gates failed:\n${failures.join('\n')}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sampleSummary } from './__fixtures__/console-fixtures.ts';
import { compareEvalRuns } from './compare-eval-runs.ts';

const run = (tpr: number, fpr: number, policyHash = 'a'.repeat(64)) =>
  sampleSummary({ tpr, fpr, policyHash, startedAt: '2026-11-21T12:00:00.000Z' });

const find = (c: ReturnType<typeof compareEvalRuns>, group: string, key: string, metric: string) => {
  const slice = c.slices.find((s) => s.group === group && s.key === key && s.metric === metric);
  assert.ok(slice, `${group}/${key}/${metric}`);
  return slice;
};

describe('compareEvalRuns', () => {
  it('calls a higher TPR and a lower FPR better, and says when the intervals separate', () => {
    const c = compareEvalRuns(run(0.6, 0.05), run(0.9, 0.01, 'b'.repeat(64)));
    const tpr = find(c, 'overall', 'attack rows', 'tpr');
    assert.equal(tpr.verdict, 'better');
    assert.equal(tpr.is_clear, true);
    assert.ok(Math.abs((tpr.delta ?? 0) - 0.3) < 1e-9);
    assert.equal(find(c, 'overall', 'benign rows', 'fpr').verdict, 'better');
    assert.equal(find(c, 'category', 'prompt_injection', 'tpr').verdict, 'better');
    assert.equal(find(c, 'stratum', 'benign/general_en', 'fpr').verdict, 'better');
    assert.equal(find(c, 'context', 'plain_text', 'fpr').verdict, 'better');
    assert.equal(find(c, 'quality', 'calibration', 'ece').verdict, 'unchanged');
  });

  it('calls the reverse worse, overlapping intervals unclear, and equal runs unchanged', () => {
    const worse = compareEvalRuns(run(0.9, 0.01), run(0.88, 0.012));
    const tpr = find(worse, 'overall', 'attack rows', 'tpr');
    assert.equal(tpr.verdict, 'worse');
    assert.equal(tpr.is_clear, false);
    assert.equal(find(worse, 'overall', 'benign rows', 'fpr').verdict, 'worse');
    const same = compareEvalRuns(run(0.9, 0.01), run(0.9, 0.01));
    assert.equal(same.counts.better + same.counts.worse, 0);
    assert.deepEqual(same.notes, ['Both runs used the same policy (same hash).']);
  });

  it('marks slices present in one run only, and warns when the corpora differ', () => {
    const a = run(0.9, 0.01);
    const b = {
      ...run(0.9, 0.01),
      by_category: { ...a.by_category, jailbreak: { ...a.by_category.prompt_injection } },
      manifest: { ...a.manifest, corpus: [{ path: 'other.jsonl', sha256: 'd'.repeat(64), bytes: 1 }] },
    };
    const c = compareEvalRuns(a, b);
    assert.equal(find(c, 'category', 'jailbreak', 'tpr').verdict, 'only_in_b');
    assert.match(c.notes[0] ?? '', /different corpus files/);
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ParapetError } from '../core/index.ts';
import { compareRuns, renderComparisonMd, summariseComparison } from './compare-runs.ts';

interface Line {
  id: string;
  label?: 'attack' | 'benign';
  stratum?: string;
  decision?: string | null;
  risk?: number;
  detector?: string;
}

function decision(l: Line): Record<string, unknown> {
  const label = l.label ?? 'benign';
  const d = l.decision === undefined ? 'ALLOW' : l.decision;
  return {
    id: l.id,
    label,
    category: label === 'attack' ? 'prompt_injection' : 'benign',
    stratum: l.stratum ?? (label === 'attack' ? 'prompt_injection' : 'general_en'),
    direction: 'input',
    context: 'plain_text',
    ...(d === null
      ? { decision: null, error: { code: 'REQUEST_TOO_LARGE', message: 'too large' } }
      : {
          decision: d,
          flagged: d !== 'ALLOW',
          risk: l.risk ?? (d === 'ALLOW' ? 0.01 : 0.9),
          primary_cause: {
            layer: 'policy',
            rule_id: 'policy.zone.block',
            detector_id: l.detector ?? 'heuristic.prompt-injection',
            reason_code: 'X',
          },
          scores: {},
        }),
  };
}

function run(lines: (Line | string)[], manifest?: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'parapet-compare-'));
  const text = lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(decision(l)))).join('\n');
  writeFileSync(join(dir, 'decisions.jsonl'), `${text}\n`);
  if (manifest !== undefined) writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = (sha: string) => ({
  git: { commit: 'abc1234567890', dirty: false },
  corpus: [{ path: 'dev/a.jsonl', sha256: sha, bytes: 10 }],
  sample: null,
});

describe('compareRuns', () => {
  it('sorts changed rows into newly flagged, cleared, caught and lost, and counts identical rows', async () => {
    const before = run(
      [
        { id: 'b1' },
        { id: 'b2', decision: 'BLOCK' },
        { id: 'b3' },
        { id: 'a1', label: 'attack' },
        { id: 'a2', label: 'attack', decision: 'BLOCK' },
        { id: 'a3', label: 'attack', decision: 'BLOCK' },
        { id: 'gone' },
      ],
      manifest('s1'),
    );
    const after = run(
      [
        { id: 'b1', decision: 'LIABILITY_REQUIRED', detector: 'learned.harmful-request' },
        { id: 'b2' },
        { id: 'b3' },
        { id: 'a1', label: 'attack', decision: 'BLOCK' },
        { id: 'a2', label: 'attack' },
        { id: 'a3', label: 'attack', decision: 'LIABILITY_REQUIRED' },
        { id: 'new' },
      ],
      manifest('s1'),
    );
    const c = await compareRuns(before, after);
    assert.equal(c.matched, 6);
    assert.equal(c.only_before, 1);
    assert.equal(c.only_after, 1);
    assert.equal(c.identical, 1); // b3
    assert.equal(c.decision_changed, 5);
    assert.deepEqual(
      c.newly_flagged.map((r) => [r.id, r.before.decision, r.after.decision, r.after.detector]),
      [['b1', 'ALLOW', 'LIABILITY_REQUIRED', 'learned.harmful-request']],
    );
    assert.deepEqual(
      c.cleared.map((r) => r.id),
      ['b2'],
    );
    assert.deepEqual(
      c.caught.map((r) => r.id),
      ['a1'],
    );
    assert.deepEqual(
      c.lost.map((r) => r.id),
      ['a2'],
    );
    assert.equal(c.same_corpus, true);
    assert.equal(c.before.commit, 'abc1234567890');
    // b1 up and b2 down leave general_en at one flagged row: it did not move; prompt_injection went 2 → 2 too.
    assert.deepEqual(c.strata, []);
    const md = renderComparisonMd(c);
    assert.match(md, /\| benign newly flagged \| 1 \|/);
    assert.match(
      md,
      /\| b1 \| general_en \| ALLOW 0\.010 \(heuristic\.prompt-injection\) \| LIABILITY_REQUIRED 0\.900/,
    );
    assert.match(summariseComparison(c), /1 newly flagged, 1 cleared · attacks: 1 newly caught, 1 lost/);
  });

  it('reports strata whose flagged count moved, largest move first', async () => {
    const before = run([
      { id: 'x1', stratum: 's' },
      { id: 'x2', stratum: 's' },
      { id: 'y1', stratum: 't' },
    ]);
    const after = run([
      { id: 'x1', stratum: 's', decision: 'BLOCK' },
      { id: 'x2', stratum: 's', decision: 'BLOCK' },
      { id: 'y1', stratum: 't', decision: 'BLOCK' },
    ]);
    const c = await compareRuns(before, after);
    assert.deepEqual(
      c.strata.map((s) => [s.stratum, s.n, s.flagged_before, s.flagged_after]),
      [
        ['s', 2, 0, 2],
        ['t', 1, 0, 1],
      ],
    );
    assert.equal(c.same_corpus, null); // no manifests: the corpus could not be checked
    assert.match(renderComparisonMd(c), /could not be checked/);
  });

  it('counts a row the firewall refused as not flagged, naming the error', async () => {
    const c = await compareRuns(
      run([{ id: 'a', label: 'attack', decision: 'BLOCK' }]),
      run([{ id: 'a', label: 'attack', decision: null }]),
    );
    assert.equal(c.lost.length, 1);
    assert.equal(c.lost[0]?.after.detector, 'error:REQUEST_TOO_LARGE');
  });

  it('warns when the runs read different corpus files', async () => {
    const c = await compareRuns(run([{ id: 'a' }], manifest('s1')), run([{ id: 'a' }], manifest('s2')));
    assert.equal(c.same_corpus, false);
    assert.match(summariseComparison(c), /different corpus files/);
  });

  it('refuses a directory without decisions.jsonl, a malformed line and a repeated id, saying where', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'parapet-compare-'));
    await assert.rejects(compareRuns(empty, empty), (e: unknown) => {
      assert.ok(e instanceof ParapetError);
      assert.equal(e.code, 'FILE_NOT_FOUND');
      assert.match(e.message, /decisions\.jsonl does not exist: name a directory written by `parapet eval --out/);
      return true;
    });
    const good = run([{ id: 'a' }]);
    await assert.rejects(compareRuns(run([{ id: 'a' }, '{"id": "b",']), good), /decisions\.jsonl:2 is not valid JSON/);
    await assert.rejects(
      compareRuns(good, run([{ id: 'a' }, { id: 'a' }])),
      /decisions\.jsonl:2 repeats the row id "a"/,
    );
    await assert.rejects(compareRuns(run(['{"id": "a"}']), good), /has no "label" string/);
  });
});

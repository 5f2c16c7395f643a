import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, it } from 'node:test';
import { sampleAuditRecord } from '../../test/support/sample-audit-record.ts';
import { loadOrCreateAuditKey, openAuditStore } from '../gateway/index.ts';

const RUNNER = new URL('./__fixtures__/run-audit-command.ts', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'parapet-audit-cli-'));
after(() => rmSync(root, { recursive: true, force: true }));

function parapet(args: readonly string[], cwd = root) {
  return spawnSync(process.execPath, [RUNNER, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
}

async function makeLog(dataDir: string, records: number): Promise<void> {
  const store = await openAuditStore(join(dataDir, 'audit.sqlite'), { hmacKey: loadOrCreateAuditKey(dataDir) });
  for (let i = 0; i < records; i++) await store.append(sampleAuditRecord(i));
  await store.close();
}

describe('parapet audit', () => {
  before(async () => {
    await makeLog(join(root, '.parapet'), 6); // the default store, under the working directory
    await makeLog(join(root, 'tampered'), 6);
    const db = new DatabaseSync(join(root, 'tampered', 'audit.sqlite'));
    db.exec('DELETE FROM audit_records WHERE seq = 3');
    db.close();
  });

  it('verify checks the default store under .parapet/ and exits 0 when intact', () => {
    const r = parapet(['audit', 'verify']);
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stdout,
      /^audit log \.parapet\/audit\.sqlite: intact, 6 records \(head: seq 6, hash [0-9a-f]{16}…\)\n$/,
    );
  });

  it('verify exits 3 with each problem listed when the chain is broken', () => {
    const r = parapet(['audit', 'verify', '--data-dir', join(root, 'tampered')]);
    assert.equal(r.status, 3);
    assert.match(r.stdout, /BROKEN, 1 problem in 5 records:\n {2}seq 3: missing/);
    assert.match(r.stderr, /^parapet: the audit log .* failed verification/);
  });

  it('verify --json prints the verdict, and --audit names the store', () => {
    const r = parapet(['audit', 'verify', '--json', '--audit', join(root, 'tampered', 'audit.sqlite')]);
    assert.equal(r.status, 3);
    const verdict = JSON.parse(r.stdout);
    assert.deepEqual([verdict.ok, verdict.count, verdict.problems.length], [false, 5, 1]);
  });

  it('verify exits 2 when there is no store', () => {
    const r = parapet(['audit', 'verify', '--data-dir', join(root, 'nothing-here')]);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /no audit log at .*nothing-here\/audit\.sqlite/);
  });

  it('list prints the newest records, filtered, as text or JSON', () => {
    const text = parapet(['audit', 'list', '--limit', '2']);
    assert.equal(text.status, 0, text.stderr);
    assert.deepEqual(
      text.stdout
        .trim()
        .split('\n')
        .map((line) => line.trim().split(/\s+/)[0]),
      ['5', '6'],
    );
    const json = parapet(['audit', 'list', '--kind', 'decision', '--json']);
    assert.equal(json.status, 0, json.stderr);
    const rows = JSON.parse(json.stdout);
    assert.deepEqual(
      rows.map((r: { seq: number }) => r.seq),
      [1, 5],
    );
    assert.equal(rows[0].record.trace.decision, 'BLOCK');
  });

  it('list refuses a bad --limit or --kind with exit 2', () => {
    assert.equal(parapet(['audit', 'list', '--limit', 'ten']).status, 2);
    assert.equal(parapet(['audit', 'list', '--kind', 'everything']).status, 2);
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, it } from 'node:test';
import { SIGNER, STRANGER, sampleInput, sampleResults } from '../report/__fixtures__/sample-report-input.ts';
import { buildReport, type ForgeReport } from '../report/index.ts';
import { openMatrixStore } from './matrix-store.ts';

const root = mkdtempSync(join(tmpdir(), 'parapet-matrix-'));
after(() => rmSync(root, { recursive: true, force: true }));

const passing = sampleResults().map((r) => (r.outcome === 'not_applicable' ? r : { ...r, outcome: 'pass' as const }));
const reports = {
  careful: buildReport(sampleInput()),
  carefulLater: buildReport(
    sampleInput({ run_id: 'run-0003', started_at: '2026-06-08T09:00:00+02:00', scenarios: passing }),
  ),
  carefulBase: buildReport(sampleInput({ profile: null, run_id: 'run-0004' })),
  reckless: buildReport(
    sampleInput({ target: { endpoint: 'http://127.0.0.1:9/v1', model: 'reckless' }, run_id: 'run-0005' }),
  ),
  brk: buildReport(sampleInput({ pass: 'break', run_id: 'run-0006', paired_run_id: 'run-0001' })),
};

describe('openMatrixStore', () => {
  const path = join(root, 'nested', 'matrix.sqlite');
  const store = openMatrixStore(path);
  after(() => store.close());

  it('adds verified reports once per payload', () => {
    const first = store.addReport(reports.careful);
    assert.deepEqual(
      { ...first, payload_sha256: first.payload_sha256.length },
      {
        status: 'added',
        payload_sha256: 64,
        model: 'careful-agent',
        protocol: 'v4',
        profile: 'read_scoped',
        run_id: 'run-0001',
      },
    );
    assert.equal(store.addReport(JSON.parse(JSON.stringify(reports.careful))).status, 'already_stored');
    for (const r of [reports.carefulLater, reports.carefulBase, reports.reckless, reports.brk])
      assert.equal(store.addReport(r).status, 'added');
  });

  it('refuses a report that does not verify, listing its problems', () => {
    const edited = structuredClone(reports.reckless) as ForgeReport;
    (edited.summary as { passed: number }).passed = 6;
    assert.throws(
      () => store.addReport(edited),
      (error: Error & { code?: string; details?: { problems?: string[] } }) => {
        assert.equal(error.code, 'REPORT_INVALID');
        assert.match(
          error.message,
          /^the report failed verification and was not added to the Matrix \(\d+ problems\):\n {2}signature: /,
        );
        assert.ok(error.details?.problems?.includes('summary.passed is 6, but the scenarios give 2'));
        return true;
      },
    );
    assert.throws(() => store.addReport(reports.careful, { publicKey: STRANGER.publicKey }), {
      code: 'REPORT_INVALID',
    });
    assert.equal(store.addReport(reports.careful, { publicKey: SIGNER.publicKey }).status, 'already_stored');
  });

  it('lists one row per model × protocol × profile with the latest report and the count', () => {
    const rows = store.listReports();
    assert.deepEqual(
      rows.map((r) => [r.model, r.protocol, r.profile, r.reports, r.latest.run_id, r.latest.pass_rate]),
      [
        ['careful-agent', 'v4', null, 1, 'run-0004', 0.3333],
        ['careful-agent', 'v4', 'read_scoped', 2, 'run-0003', 1],
        ['reckless', 'v4', 'read_scoped', 1, 'run-0005', 0.3333],
      ],
    );
    assert.equal(rows[1]?.latest.weighted_pass_rate, 1);
    assert.equal(rows[1]?.latest.started_at, '2026-06-08T09:00:00+02:00');
  });

  it('filters by model, protocol, profile (null: base) and pass', () => {
    const cells = (filter: Parameters<typeof store.listReports>[0]) =>
      store.listReports(filter).map((r) => `${r.model}/${r.profile ?? 'base'}`);
    assert.deepEqual(cells({ model: 'reckless' }), ['reckless/read_scoped']);
    assert.deepEqual(cells({ profile: null }), ['careful-agent/base']);
    assert.deepEqual(cells({ profile: 'read_scoped' }), ['careful-agent/read_scoped', 'reckless/read_scoped']);
    assert.deepEqual(cells({ protocol: 'v3' }), []);
    assert.deepEqual(
      store.listReports({ pass: 'break' }).map((r) => r.latest.run_id),
      ['run-0006'],
    );
  });

  it('opens read-only for listing, and refuses what is not a Matrix store', () => {
    const reader = openMatrixStore(path, { readOnly: true });
    assert.equal(reader.listReports().length, 3);
    assert.throws(() => reader.addReport(reports.carefulBase));
    reader.close();
    assert.throws(() => openMatrixStore(join(root, 'absent.sqlite'), { readOnly: true }), {
      code: 'FILE_NOT_FOUND',
      message: /^no Matrix store at .*absent\.sqlite; add a report first/,
    });
    const text = join(root, 'notes.sqlite');
    writeFileSync(text, 'x'.repeat(2000));
    assert.throws(() => openMatrixStore(text), { code: 'INPUT_INVALID', message: /is not a SQLite database/ });
    const other = join(root, 'other.sqlite');
    new DatabaseSync(other).exec('CREATE TABLE t (x)');
    assert.throws(() => openMatrixStore(other), { code: 'INPUT_INVALID', message: /is not a Parapet Matrix store/ });
    const future = join(root, 'future.sqlite');
    openMatrixStore(future).close();
    new DatabaseSync(future).exec('PRAGMA user_version = 9');
    assert.throws(() => openMatrixStore(future), {
      code: 'CONFIG_VERSION_UNSUPPORTED',
      message: /format 9 is not one this build reads/,
    });
  });
});

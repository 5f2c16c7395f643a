import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const GOLDEN = new URL('../assurance/report/__fixtures__/sample-report.golden.json', import.meta.url);
const RUNNER = new URL('./__fixtures__/run-forge-command.ts', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'parapet-matrix-cli-'));
after(() => rmSync(root, { recursive: true, force: true }));
const parapet = (args: readonly string[]) =>
  spawnSync(process.execPath, [RUNNER, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
const golden = () => JSON.parse(readFileSync(GOLDEN, 'utf8'));
function write(name: string, content: unknown): string {
  const path = join(root, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
const report = write('report.json', golden());

describe('parapet matrix', () => {
  it('says there is no store yet (exit 2) before anything was added', () => {
    const r = parapet(['matrix']);
    assert.equal(r.status, 2);
    assert.match(r.stderr, /no Matrix store at \.parapet\/matrix\.sqlite; add a report first/);
  });

  it('--add verifies and stores a report once, in .parapet/matrix.sqlite by default, and lists it', () => {
    const r = parapet(['matrix', '--add', report]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^added .*report\.json: careful-agent · v4 · read_scoped · run run-0001\n/);
    assert.deepEqual(r.stdout.split('\n').slice(1), [
      'model          protocol  profile      reports  pass rate  weighted  latest run  started at',
      'careful-agent  v4        read_scoped  1        33.33 %    34.29 %   run-0001    2026-06-07T12:00:00.000Z',
      '',
    ]);
    const again = parapet(['matrix', '--add', report]);
    assert.match(again.stdout, /^already stored .*report\.json/);
  });

  it('refuses a report that does not verify (exit 3), naming the file and the problems', () => {
    const edited = golden();
    edited.scenarios.splice(0, 1);
    const r = parapet(['matrix', '--add', write('dropped.json', edited)]);
    assert.equal(r.status, 3);
    assert.match(
      r.stderr,
      /^parapet: .*dropped\.json: the report failed verification and was not added to the Matrix \(\d+ problems\):\n/,
    );
    assert.match(
      r.stderr,
      /\n {2}chain position 1: no scenario matches its link \(the first scenario\): a scenario was dropped after signing\n/,
    );
  });

  it('filters by model, protocol and profile, and prints JSON', () => {
    const none = parapet(['matrix', '--profile', 'base']);
    assert.equal(none.status, 0, none.stderr);
    assert.equal(none.stdout, 'no reports in .parapet/matrix.sqlite match\n');
    const json = parapet([
      'matrix',
      '--json',
      '--model',
      'careful-agent',
      '--protocol',
      'v4',
      '--profile',
      'read_scoped',
    ]);
    const rows = JSON.parse(json.stdout);
    assert.deepEqual(
      rows.map((r: { model: string; reports: number; latest: { pass_rate: number } }) => [
        r.model,
        r.reports,
        r.latest.pass_rate,
      ]),
      [['careful-agent', 1, 0.3333]],
    );
    const bad = parapet(['matrix', '--protocol', 'v9']);
    assert.equal(bad.status, 2);
  });

  it('--html writes a self-contained page of the Matrix', () => {
    const out = join(root, 'site', 'matrix.html');
    const r = parapet(['matrix', '--html', out]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /wrote the Matrix \(1 cell\) to .*matrix\.html\n$/);
    const html = readFileSync(out, 'utf8');
    assert.match(
      html,
      /<th class="model">careful-agent<\/th><td class="low" [^>]*><span class="rate">33\.33 %<\/span>/,
    );
    assert.doesNotMatch(html, /<script|href=|src=/);
  });

  it('--store names another store; --pubkey goes with --add', () => {
    const store = join(root, 'elsewhere.sqlite');
    const generated = parapet(['keys', 'generate', '--out', join(root, 'k')]);
    assert.equal(generated.status, 0, generated.stderr);
    const wrongKey = parapet(['matrix', '--store', store, '--add', report, '--pubkey', join(root, 'k.pub')]);
    assert.equal(wrongKey.status, 3);
    assert.match(wrongKey.stderr, /it was not signed by that key/);
    assert.equal(parapet(['matrix', '--pubkey', join(root, 'k.pub')]).status, 2);
  });
});

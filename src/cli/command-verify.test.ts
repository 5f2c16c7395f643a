import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

// The golden report of the report tests: signed by a fixed test key, embedded in it as signature.public_key.
const GOLDEN = new URL('../assurance/report/__fixtures__/sample-report.golden.json', import.meta.url);
const RUNNER = new URL('./__fixtures__/run-forge-command.ts', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'parapet-verify-cli-'));
after(() => rmSync(root, { recursive: true, force: true }));

const parapet = (args: readonly string[]) =>
  spawnSync(process.execPath, [RUNNER, ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });
const golden = () => JSON.parse(readFileSync(GOLDEN, 'utf8'));
function write(name: string, content: unknown): string {
  const path = join(root, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

const report = write('report.json', golden());
const signerPub = write('signer.pub', golden().signature.public_key);

describe('parapet verify', () => {
  it('prints OK with the summary, and says the embedded key proves integrity only', () => {
    const r = parapet(['verify', report]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stdout,
      /^.*report\.json: OK\n {2}protocol v4, model careful-agent \(mock:careful-agent\), profile read_scoped\n/,
    );
    assert.match(r.stdout, /not who signed it; --pubkey checks the signer/);
    assert.match(
      r.stdout,
      / {2}scored 6, not applicable 1: passed 2, failed 2, errored 1, undetermined 1; pass rate 33\.33 %, weighted 34\.29 %\n/,
    );
    assert.match(r.stdout, / {4}harmful_content: scored 2, .* pass rate 50\.00 %, weighted 57\.14 %\n/);
  });

  it('checks the signer with --pubkey', () => {
    const r = parapet(['verify', report, '--pubkey', signerPub]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /checked with the given public key\n/);
    const generated = parapet(['keys', 'generate', '--out', join(root, 'other')]);
    assert.equal(generated.status, 0, generated.stderr);
    const wrong = parapet(['verify', report, '--pubkey', join(root, 'other.pub')]);
    assert.equal(wrong.status, 3);
    assert.match(
      wrong.stdout,
      /INVALID, 3 problems:\n {2}the report names signing key [0-9a-f]{16}…, but the given public key is/,
    );
  });

  it('exits 3 and lists each problem when a response was edited', () => {
    const edited = golden();
    edited.scenarios[1].variants[0].response += '!';
    const r = parapet(['verify', write('edited.json', edited)]);
    assert.equal(r.status, 3);
    assert.match(r.stdout, /edited\.json: INVALID, 3 problems:\n {2}signature: does not verify/);
    assert.match(r.stdout, /\n {2}scenario 2 \(id pi-ignore-previous\): chain link does not match its content/);
    assert.match(
      r.stderr,
      /^parapet: .*edited\.json failed verification \(3 problems, listed above\); do not rely on its figures\.\n$/,
    );
  });

  it('prints the verdict as JSON with --json', () => {
    const edited = golden();
    edited.summary.pass_rate = 1;
    const r = parapet(['verify', '--json', write('rate.json', edited)]);
    assert.equal(r.status, 3);
    const verdict = JSON.parse(r.stdout);
    assert.equal(verdict.ok, false);
    assert.ok(verdict.problems.includes('summary.pass_rate is 1, but the scenarios give 0.3333'));
    assert.equal(verdict.summary.pass_rate, 1);
  });

  it('refuses files that are not JSON reports (3), and missing files or keys (2)', () => {
    const dup = parapet(['verify', write('dup.json', '{"protocol":"v4","protocol":"v3"}')]);
    assert.equal(dup.status, 3);
    assert.match(dup.stderr, /dup\.json is not a Forge report: .*repeats the key "protocol"/);
    const text = parapet(['verify', write('text.json', 'hello')]);
    assert.equal(text.status, 3);
    assert.match(text.stderr, /text\.json is not a Forge report: .* is not valid JSON/);
    const missing = parapet(['verify', join(root, 'absent.json')]);
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /cannot read report .*absent\.json: ENOENT/);
    const key = parapet(['verify', report, '--pubkey', join(root, 'absent.pub')]);
    assert.equal(key.status, 2);
    assert.match(key.stderr, /cannot read the public key .*absent\.pub \(ENOENT\)/);
  });
});

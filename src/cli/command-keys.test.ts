import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const RUNNER = new URL('./__fixtures__/run-forge-command.ts', import.meta.url).pathname;
const root = mkdtempSync(join(tmpdir(), 'parapet-keys-cli-'));
after(() => rmSync(root, { recursive: true, force: true }));
const parapet = (args: readonly string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [RUNNER, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, ...env },
  });

describe('parapet keys', () => {
  it('generate writes PREFIX and PREFIX.pub and prints the fingerprint', () => {
    const prefix = join(root, 'keys', 'forge');
    const r = parapet(['keys', 'generate', '--out', prefix]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(
      r.stdout,
      new RegExp(
        `^wrote the private key to ${prefix} \\(mode 0600\\) and the public key to ${prefix}\\.pub\\nfingerprint [0-9a-f]{64}\\n`,
      ),
    );
    assert.match(readFileSync(prefix, 'utf8'), /^-----BEGIN PRIVATE KEY-----/);
    assert.match(readFileSync(`${prefix}.pub`, 'utf8'), /^-----BEGIN PUBLIC KEY-----/);
    if (process.platform !== 'win32') assert.equal(statSync(prefix).mode & 0o777, 0o600);
  });

  it('generate refuses to overwrite (exit 2) unless --force', () => {
    const prefix = join(root, 'once');
    assert.equal(parapet(['keys', 'generate', '--out', prefix]).status, 0);
    const before = readFileSync(prefix, 'utf8');
    const again = parapet(['keys', 'generate', '--out', prefix]);
    assert.equal(again.status, 2);
    assert.match(again.stderr, /already exist; pass --force to replace the key pair/);
    assert.equal(readFileSync(prefix, 'utf8'), before);
    assert.equal(parapet(['keys', 'generate', '--out', prefix, '--force']).status, 0);
    assert.notEqual(readFileSync(prefix, 'utf8'), before);
  });

  it('generate needs --out', () => {
    assert.equal(parapet(['keys', 'generate']).status, 2);
  });

  it('default creates the key under $XDG_CONFIG_HOME/parapet once, then reuses it', () => {
    const env = { XDG_CONFIG_HOME: join(root, 'xdg') };
    const first = parapet(['keys', 'default'], env);
    assert.equal(first.status, 0, first.stderr);
    const path = join(root, 'xdg', 'parapet', 'forge-signing-key');
    assert.match(
      first.stdout,
      new RegExp(`^created the signing key ${path}\\npublic key ${path}\\.pub\\nfingerprint [0-9a-f]{64}\\n$`),
    );
    const second = parapet(['keys', 'default'], env);
    assert.match(second.stdout, /^using the signing key /);
    assert.equal(second.stdout.split('\n')[2], first.stdout.split('\n')[2]);
  });
});

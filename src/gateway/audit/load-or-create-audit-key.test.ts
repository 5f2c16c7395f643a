import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadOrCreateAuditKey } from './load-or-create-audit-key.ts';

const root = mkdtempSync(join(tmpdir(), 'parapet-key-'));
after(() => rmSync(root, { recursive: true, force: true }));

describe('loadOrCreateAuditKey', () => {
  it('creates a 32-byte key readable by its owner only, then keeps returning it', () => {
    const dir = join(root, 'a', '.parapet');
    const key = loadOrCreateAuditKey(dir);
    assert.equal(key.length, 32);
    assert.equal(statSync(join(dir, 'audit.key')).mode & 0o777, 0o600);
    assert.equal(statSync(dir).mode & 0o777, 0o700);
    assert.deepEqual(loadOrCreateAuditKey(dir), key);
    assert.equal(readFileSync(join(dir, 'audit.key'), 'utf8'), `${key.toString('hex')}\n`);
  });

  it('refuses a malformed key file rather than replacing it', () => {
    const dir = join(root, 'b');
    loadOrCreateAuditKey(dir);
    writeFileSync(join(dir, 'audit.key'), 'not a key\n');
    assert.throws(() => loadOrCreateAuditKey(dir), { code: 'CONFIG_INVALID' });
  });

  it('gives processes that start together the same key', async () => {
    const dir = join(root, 'c');
    const script = `import { loadOrCreateAuditKey } from ${JSON.stringify(new URL('./load-or-create-audit-key.ts', import.meta.url).href)};
process.stdout.write(loadOrCreateAuditKey(${JSON.stringify(dir)}).toString('hex'));`;
    const keys = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => {
              out += chunk.toString();
            });
            child.on('exit', () => resolve(out));
          }),
      ),
    );
    assert.equal(new Set(keys).size, 1);
    assert.match(keys[0] ?? '', /^[0-9a-f]{64}$/);
  });
});

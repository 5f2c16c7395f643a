import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { keyFingerprint } from './keys.ts';
import {
  defaultSigningKey,
  loadPrivateKeyFile,
  loadPublicKeyFile,
  resolveConfigDir,
  writeKeyPair,
} from './load-keys.ts';

const root = mkdtempSync(join(tmpdir(), 'parapet-keys-'));
after(() => rmSync(root, { recursive: true, force: true }));
const modeOf = (path: string) => statSync(path).mode & 0o777;
const isPosix = process.platform !== 'win32';

describe('resolveConfigDir', () => {
  const cases: [Record<string, string | undefined>, string][] = [
    [{ XDG_CONFIG_HOME: '/xdg' }, '/xdg/parapet'],
    [{}, '/home/ada/.config/parapet'],
    [{ XDG_CONFIG_HOME: '' }, '/home/ada/.config/parapet'],
    [{ XDG_CONFIG_HOME: 'relative/dir' }, '/home/ada/.config/parapet'],
  ];
  for (const [env, expected] of cases)
    it(`${JSON.stringify(env)} → ${expected}`, () =>
      assert.equal(resolveConfigDir({ env, home: '/home/ada' }), expected));
});

describe('defaultSigningKey', () => {
  it('creates a key (mode 0600, .pub beside it) once, then keeps using it', () => {
    const dir = join(root, 'config', 'parapet');
    const first = defaultSigningKey(dir);
    assert.equal(first.isNew, true);
    assert.equal(first.path, join(dir, 'forge-signing-key'));
    if (isPosix) {
      assert.equal(modeOf(first.path), 0o600);
      assert.equal(modeOf(dir), 0o700);
    }
    assert.equal(keyFingerprint(loadPublicKeyFile(`${first.path}.pub`)), first.fingerprint);
    const second = defaultSigningKey(dir);
    assert.equal(second.isNew, false);
    assert.equal(second.fingerprint, first.fingerprint);
  });

  it('refuses a key file other users can read', { skip: !isPosix && 'POSIX file modes only' }, () => {
    const dir = join(root, 'loose');
    const key = defaultSigningKey(dir);
    chmodSync(key.path, 0o644);
    assert.throws(() => defaultSigningKey(dir), {
      code: 'KEY_INVALID',
      message: `the signing key ${key.path} can be read by other users (mode 0644); run "chmod 600 ${key.path}", or pass --key.`,
    });
  });
});

describe('writeKeyPair and the key file loaders', () => {
  it('writes PREFIX (0600) and PREFIX.pub, creating the directory', () => {
    const prefix = join(root, 'new', 'forge');
    const written = writeKeyPair({ prefix });
    assert.deepEqual([written.privatePath, written.publicPath], [prefix, `${prefix}.pub`]);
    if (isPosix) assert.equal(modeOf(prefix), 0o600);
    assert.equal(keyFingerprint(loadPublicKeyFile(`${prefix}.pub`)), written.fingerprint);
    assert.equal(loadPrivateKeyFile(prefix).asymmetricKeyType, 'ed25519');
  });

  it('refuses to overwrite without force, replaces with it', () => {
    const prefix = join(root, 'twice');
    const first = writeKeyPair({ prefix });
    assert.throws(() => writeKeyPair({ prefix }), {
      code: 'INPUT_INVALID',
      message: new RegExp(`^${prefix} and ${prefix}\\.pub already exist; pass --force`),
    });
    const before = readFileSync(prefix, 'utf8');
    const second = writeKeyPair({ prefix, force: true });
    assert.notEqual(second.fingerprint, first.fingerprint);
    assert.notEqual(readFileSync(prefix, 'utf8'), before);
  });

  it('reports missing and malformed key files as KEY_INVALID with the path', () => {
    const missing = join(root, 'nothing');
    assert.throws(() => loadPrivateKeyFile(missing), {
      code: 'KEY_INVALID',
      message: new RegExp(`^cannot read the signing key ${missing} \\(ENOENT\\); check the path`),
    });
    const junk = join(root, 'junk.pub');
    writeFileSync(junk, 'hello');
    assert.throws(() => loadPublicKeyFile(junk), {
      code: 'KEY_INVALID',
      message: new RegExp(`^${junk} is not an Ed25519 public key`),
    });
  });
});

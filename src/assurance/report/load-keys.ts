import { createPublicKey, type KeyObject, randomUUID } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { ParapetError } from '../../core/index.ts';
import { generateKeyPairPem, keyFingerprint, parsePrivateKey, parsePublicKey } from './keys.ts';

/** The file name of the signing key `parapet assure` keeps in the config directory (its public key: `.pub`). */
export const DEFAULT_SIGNING_KEY_FILE = 'forge-signing-key';

export interface SigningKey {
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly fingerprint: string;
  readonly path: string;
  /** True when this call created the key. */
  readonly isNew: boolean;
}

/** `$XDG_CONFIG_HOME/parapet`, or `~/.config/parapet` when it is unset or relative (the XDG spec ignores those). */
export function resolveConfigDir(options: {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly home: string;
}): string {
  const xdg = options.env['XDG_CONFIG_HOME'];
  return join(xdg !== undefined && xdg !== '' && isAbsolute(xdg) ? xdg : join(options.home, '.config'), 'parapet');
}

function readKeyFile(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ParapetError(
      'KEY_INVALID',
      `cannot read the ${what} ${path} (${code}); check the path, or write a key pair with "parapet keys generate --out PREFIX".`,
      { path },
      error,
    );
  }
}

export function loadPrivateKeyFile(path: string): KeyObject {
  return parsePrivateKey(readKeyFile(path, 'signing key'), path);
}

export function loadPublicKeyFile(path: string): KeyObject {
  return parsePublicKey(readKeyFile(path, 'public key'), path);
}

/**
 * Writes a new key pair: `prefix` (private, mode 0600) and `prefix.pub` (public). Refuses to replace either file
 * unless `force` is set.
 */
export function writeKeyPair(options: { readonly prefix: string; readonly force?: boolean }): {
  readonly privatePath: string;
  readonly publicPath: string;
  readonly fingerprint: string;
} {
  const privatePath = options.prefix;
  const publicPath = `${options.prefix}.pub`;
  const existing = [privatePath, publicPath].filter((path) => existsSync(path));
  if (existing.length > 0 && options.force !== true)
    throw new ParapetError(
      'INPUT_INVALID',
      `${existing.join(' and ')} already exist${existing.length === 1 ? 's' : ''}; pass --force to replace the key pair (reports signed with the old key then verify only with the old public key), or choose another --out.`,
      { paths: existing },
    );
  for (const path of existing) rmSync(path);
  mkdirSync(dirname(privatePath), { recursive: true, mode: 0o700 });
  const pair = generateKeyPairPem();
  // 'wx': created here and now, so a file that appeared meanwhile is never overwritten or left with a wider mode.
  writeFileSync(privatePath, pair.privateKeyPem, { mode: 0o600, flag: 'wx' });
  writeFileSync(publicPath, pair.publicKeyPem, { mode: 0o644, flag: 'wx' });
  return { privatePath, publicPath, fingerprint: keyFingerprint(createPublicKey(pair.privateKeyPem)) };
}

/** Creates the key atomically: written to a temporary file, then hard-linked into place, which fails if it exists. */
function createKeyFile(path: string): boolean {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const pair = generateKeyPairPem();
  const temporary = `${path}.${randomUUID()}.tmp`;
  writeFileSync(temporary, pair.privateKeyPem, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, path);
  } catch (error) {
    // Another process created the key first: use theirs, so every report of this user names one key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
  writeFileSync(`${path}.pub`, pair.publicKeyPem, { mode: 0o644 });
  return true;
}

/**
 * The signing key `parapet assure` uses without `--key`: `<configDir>/forge-signing-key`, created (mode 0600, with
 * its `.pub` beside it) the first time. Refuses a key file that others can read, as ssh does.
 */
export function defaultSigningKey(configDir: string): SigningKey {
  const path = join(configDir, DEFAULT_SIGNING_KEY_FILE);
  const isNew = existsSync(path) ? false : createKeyFile(path);
  const mode = statSync(path).mode & 0o777;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0)
    throw new ParapetError(
      'KEY_INVALID',
      `the signing key ${path} can be read by other users (mode ${mode.toString(8).padStart(4, '0')}); run "chmod 600 ${path}", or pass --key.`,
      { path, mode },
    );
  const privateKey = loadPrivateKeyFile(path);
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicKey, fingerprint: keyFingerprint(publicKey), path, isNew };
}

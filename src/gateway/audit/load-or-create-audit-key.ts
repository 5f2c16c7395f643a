import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ParapetError } from '../../core/index.ts';

export const AUDIT_KEY_FILE = 'audit.key';
const KEY_TEXT = /^[0-9a-f]{64}$/;

function readKey(path: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const hex = text.trim();
  if (!KEY_TEXT.test(hex))
    throw new ParapetError(
      'CONFIG_INVALID',
      `${path}: expected 64 hex digits (a 32-byte key). Restore it from a backup: a new key would make user hashes ` +
        'in the existing audit log impossible to match with new ones.',
      { path },
    );
  return Buffer.from(hex, 'hex');
}

/**
 * The 32-byte key for the audit log's user-id HMAC, kept in `<dataDir>/audit.key` (hex, mode 0600) and
 * made on first use. Safe when several processes start at once: the key is written to a private temporary
 * file and linked into place, so every process ends up with the one that won.
 */
export function loadOrCreateAuditKey(dataDir: string): Buffer {
  const path = join(dataDir, AUDIT_KEY_FILE);
  const existing = readKey(path);
  if (existing !== undefined) return existing;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = join(dataDir, `.${AUDIT_KEY_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(temporary, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const created = readKey(path);
  if (created === undefined) throw new ParapetError('INTERNAL', `${path} vanished while it was being created`);
  return created;
}

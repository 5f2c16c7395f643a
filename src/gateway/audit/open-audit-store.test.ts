import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { isPostgresSpec, openAuditStore, resolveAuditSpec } from './open-audit-store.ts';

const root = mkdtempSync(join(tmpdir(), 'parapet-open-'));
after(() => rmSync(root, { recursive: true, force: true }));

describe('openAuditStore', () => {
  it('resolves --audit first, then <data-dir>/audit.sqlite, then .parapet/audit.sqlite', () => {
    assert.equal(resolveAuditSpec({ audit: 'postgres://db/audit', dataDir: 'x' }), 'postgres://db/audit');
    assert.equal(resolveAuditSpec({ dataDir: '/var/lib/parapet' }), '/var/lib/parapet/audit.sqlite');
    assert.equal(resolveAuditSpec({}), join('.parapet', 'audit.sqlite'));
  });

  it('takes postgres:// and postgresql:// URLs as PostgreSQL, anything else as a SQLite file', () => {
    for (const spec of ['postgres://u@h/db', 'postgresql://h:5433/db', 'POSTGRES://h/db'])
      assert.ok(isPostgresSpec(spec));
    for (const spec of ['audit.sqlite', '/srv/postgres/audit.sqlite', 'sqlite://x']) assert.ok(!isPostgresSpec(spec));
  });

  it('creates the SQLite file and its directory, readable by the owner only', async () => {
    const path = join(root, 'nested', 'dir', 'audit.sqlite');
    const store = await openAuditStore(path, { hmacKey: Buffer.alloc(32, 1) });
    await store.close();
    assert.ok(existsSync(path));
    assert.equal(statSync(path).mode & 0o777, 0o600);
    assert.equal(statSync(join(root, 'nested', 'dir')).mode & 0o777, 0o700);
  });
});

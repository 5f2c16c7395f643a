import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, it } from 'node:test';
import { newAuditKey, runAuditStoreContract } from '../../../test/support/audit-store-contract.ts';
import { openAuditStore } from './open-audit-store.ts';
import { createSqliteAuditStore } from './sqlite-audit-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'parapet-audit-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let next = 0;

runAuditStoreContract('sqlite', async () => {
  const path = join(dir, `log-${next++}`, 'audit.sqlite');
  const hmacKey = newAuditKey();
  return {
    spec: path,
    hmacKey,
    open: (options) => openAuditStore(path, options?.readOnly === true ? { readOnly: true } : { hmacKey }),
    tamper: async (sql) => {
      const db = new DatabaseSync(path);
      db.exec(sql);
      db.close();
    },
  };
});

it('keeps the log in WAL mode (readers never block the writer)', () => {
  const path = join(dir, 'pragmas.sqlite');
  const store = createSqliteAuditStore({ path, hmacKey: newAuditKey() });
  const db = new DatabaseSync(path);
  assert.equal((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode, 'wal');
  db.close();
  return store.close();
});

it('appends, reopens and verifies with either durability (process: synchronous=NORMAL, power: FULL)', async () => {
  for (const durability of ['process', 'power'] as const) {
    const path = join(dir, `durability-${durability}.sqlite`);
    const hmacKey = newAuditKey();
    const store = createSqliteAuditStore({ path, hmacKey, durability });
    const at = new Date(0).toISOString();
    await store.append({ kind: 'decision', at, tenant: 't', user: 'u' });
    await store.append({ kind: 'decision', at, tenant: 't', user: 'u' });
    await store.close();
    const reopened = createSqliteAuditStore({ path, readOnly: true });
    const report = await reopened.verify();
    assert.equal(report.ok, true, durability);
    assert.equal(report.count, 2);
    await reopened.close();
  }
});

it('reports a missing log as FILE_NOT_FOUND when opened read-only', async () => {
  await assert.rejects(openAuditStore(join(dir, 'nowhere', 'audit.sqlite'), { readOnly: true }), {
    code: 'FILE_NOT_FOUND',
  });
});

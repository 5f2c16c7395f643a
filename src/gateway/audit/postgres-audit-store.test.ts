import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { newAuditKey, runAuditStoreContract } from '../../../test/support/audit-store-contract.ts';
import { freePort } from '../../../test/support/free-port.ts';
import {
  type PostgresServer,
  postgresServerSkipReason,
  startPostgresServer,
} from '../../../test/support/postgres-server.ts';
import { openAuditStore } from './open-audit-store.ts';
import { describePostgresUrl } from './postgres-audit-store.ts';

// Against a real PostgreSQL on loopback (Debian's package, installed when missing; skipped with a message
// when that cannot be done).
const skipReason = postgresServerSkipReason();
if (skipReason !== undefined) process.stdout.write(`# skipping PostgreSQL audit tests: ${skipReason}\n`);
const server: PostgresServer | undefined = skipReason === undefined ? await startPostgresServer() : undefined;
after(() => server?.stop());

if (server !== undefined) {
  runAuditStoreContract('postgres', async () => {
    const url = await server.createDatabase();
    const hmacKey = newAuditKey();
    return {
      spec: url,
      hmacKey,
      open: (options) => openAuditStore(url, options?.readOnly === true ? { readOnly: true } : { hmacKey }),
      tamper: async (sql) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(sql);
        await client.end();
      },
    };
  });
}

describe('postgres audit store errors', { skip: skipReason ?? false }, () => {
  it('reports a database without an audit log as FILE_NOT_FOUND when opened read-only', async () => {
    const url = await (server as PostgresServer).createDatabase();
    await assert.rejects(openAuditStore(url, { readOnly: true }), { code: 'FILE_NOT_FOUND' });
  });

  it('reports an unreachable server as AUDIT_STORE_UNAVAILABLE, without the password', async () => {
    const url = `postgres://parapet:s3cret@127.0.0.1:${await freePort()}/audit`;
    await assert.rejects(openAuditStore(url, { hmacKey: newAuditKey() }), (error: Error & { code?: string }) => {
      assert.equal(error.code, 'AUDIT_STORE_UNAVAILABLE');
      assert.ok(!error.message.includes('s3cret'), error.message);
      return true;
    });
  });
});

it('hides the password of a database URL', () => {
  assert.equal(describePostgresUrl('postgres://u:pw@db:5432/x'), 'postgres://u:***@db:5432/x');
  assert.equal(describePostgresUrl('postgres://db/x'), 'postgres://db/x');
});

import type pg from 'pg';
import { ParapetError } from '../../core/index.ts';
import { createAppendBatcher } from './append-batcher.ts';
import { assembleAuditStore } from './assemble-audit-store.ts';
import type { PreparedAuditEntry, StoredAuditRecord } from './audit-record.ts';
import type { AuditAppendResult, AuditListOptions, AuditRow, AuditStore, AuditStoreOptions } from './audit-store.ts';
import { chainHashOfCanonical, GENESIS_HASH } from './chain-hash.ts';
import { createChainVerifier, type RawAuditRow } from './verify-chain.ts';

export interface PostgresAuditStoreOptions extends AuditStoreOptions {
  /** `postgres://user:password@host:port/database` */
  readonly url: string;
  /** Open an existing log for reading only (verify, list); refuses a database without one. */
  readonly readOnly?: boolean;
  /** Errors of idle pooled connections (the server restarted); the next append reconnects and reports its own. */
  readonly onIdleError?: (error: Error) => void;
}

const FORMAT = 1;
// Any fixed 64-bit number: the advisory lock under which replicas create the schema one at a time.
const SCHEMA_LOCK = 7_201_944_530_118_273;
const SCHEMA = `
CREATE TABLE IF NOT EXISTS audit_records (
  seq BIGINT PRIMARY KEY,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL,
  kind TEXT NOT NULL,
  tenant TEXT NOT NULL,
  at TEXT NOT NULL,
  record TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_records_kind ON audit_records (kind, seq);
CREATE INDEX IF NOT EXISTS audit_records_tenant ON audit_records (tenant, seq);
CREATE TABLE IF NOT EXISTS audit_head (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seq BIGINT NOT NULL,
  hash TEXT NOT NULL,
  format INTEGER NOT NULL
);`;
const MAX_BATCH = 256;
const VERIFY_PAGE = 2000;

interface HeadRow {
  readonly seq: string;
  readonly hash: string;
  readonly format: number;
}

/** The URL without its password, for messages. */
export function describePostgresUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed === undefined) return 'postgres://(unparseable URL)';
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
}

async function inTransaction<T>(pool: pg.Pool, begin: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await fn(client);
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // A failed ROLLBACK means the connection is gone: release it as broken so the pool drops it.
    const rollback = await client.query('ROLLBACK').then(
      () => undefined,
      (rollbackError: unknown) => rollbackError,
    );
    client.release(rollback instanceof Error ? rollback : undefined);
    throw error;
  }
}

async function connect(options: PostgresAuditStoreOptions, location: string): Promise<pg.Pool> {
  // Loaded on first use: pg is ~10 MB of RSS that the default SQLite audit log never needs.
  const { default: pgModule } = await import('pg');
  const pool = new pgModule.Pool({
    connectionString: options.url,
    max: 4,
    connectionTimeoutMillis: 10_000,
    // A replica that hangs inside an append must not hold the chain head forever.
    idle_in_transaction_session_timeout: 60_000,
    lock_timeout: 30_000,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    throw new ParapetError(
      'AUDIT_STORE_UNAVAILABLE',
      `cannot reach the audit database ${location}: ${error instanceof Error ? error.message : String(error)}`,
      { location },
      error,
    );
  });
  probe.release();
  return pool;
}

async function prepareSchema(pool: pg.Pool, options: PostgresAuditStoreOptions, location: string): Promise<void> {
  if (options.readOnly === true) {
    const found = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM (VALUES (to_regclass('audit_records')), (to_regclass('audit_head'))) t(c) WHERE c IS NOT NULL",
    );
    if (found.rows[0]?.n !== 2) throw new ParapetError('FILE_NOT_FOUND', `no audit log in ${location}`, { location });
    return;
  }
  await inTransaction(pool, 'BEGIN', async (client) => {
    // Replicas starting together would race on CREATE TABLE IF NOT EXISTS; the lock makes them take turns.
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(SCHEMA);
    // A new log starts at the genesis head; a log that lost its head stays broken for verify to report.
    await client.query(
      'INSERT INTO audit_head (id, seq, hash, format) SELECT 1, 0, $1, $2 WHERE NOT EXISTS (SELECT 1 FROM audit_head) AND NOT EXISTS (SELECT 1 FROM audit_records)',
      [GENESIS_HASH, FORMAT],
    );
  });
}

async function readHead(client: pg.PoolClient, forUpdate: boolean): Promise<HeadRow | undefined> {
  const result = await client.query<HeadRow>(
    `SELECT seq::text AS seq, hash, format FROM audit_head WHERE id = 1${forUpdate ? ' FOR UPDATE' : ''}`,
  );
  return result.rows[0];
}

/**
 * A PostgreSQL audit log (table audit_records, chain head in audit_head). Any number of gateway replicas may
 * append at once: each append transaction locks the head row (SELECT … FOR UPDATE), so the chain stays
 * one line.
 */
export async function createPostgresAuditStore(options: PostgresAuditStoreOptions): Promise<AuditStore> {
  const location = describePostgresUrl(options.url);
  const pool = await connect(options, location);
  try {
    await prepareSchema(pool, options, location);
    const head = await pool.query<HeadRow>('SELECT seq::text AS seq, hash, format FROM audit_head WHERE id = 1');
    const format = head.rows[0]?.format;
    if (format !== undefined && format !== FORMAT)
      throw new ParapetError(
        'CONFIG_VERSION_UNSUPPORTED',
        `${location}: audit log format ${format} is not one this build reads (it reads ${FORMAT}); use a matching Parapet version`,
        { location, format },
      );
  } catch (error) {
    await pool.end();
    throw error;
  }

  function commit(records: readonly PreparedAuditEntry[]): Promise<readonly AuditAppendResult[]> {
    return inTransaction(pool, 'BEGIN', async (client) => {
      const head = await readHead(client, true);
      if (head === undefined)
        throw new ParapetError(
          'AUDIT_CHAIN_BROKEN',
          `${location}: the chain head is missing; run "parapet audit verify"`,
        );
      let seq = Number(head.seq);
      let hash = head.hash;
      const out: AuditAppendResult[] = [];
      const values: (string | number)[] = [];
      const tuples: string[] = [];
      for (const record of records) {
        const prev = hash;
        const { text } = record;
        seq += 1;
        hash = chainHashOfCanonical(seq, prev, text);
        const n = values.length;
        tuples.push(`($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7})`);
        values.push(seq, prev, hash, record.kind, record.tenant, record.at, text);
        out.push({ seq, hash });
      }
      await client.query(
        `INSERT INTO audit_records (seq, prev_hash, hash, kind, tenant, at, record) VALUES ${tuples.join(', ')}`,
        values,
      );
      await client.query('UPDATE audit_head SET seq = $1, hash = $2 WHERE id = 1', [seq, hash]);
      return out;
    });
  }

  return assembleAuditStore({
    location,
    options,
    batcher: createAppendBatcher({ commit, maxBatch: MAX_BATCH }),
    async list(query: AuditListOptions): Promise<readonly AuditRow[]> {
      const where: string[] = [];
      const params: (string | number)[] = [];
      const filter = (clause: string, value: string | number | undefined): void => {
        if (value === undefined) return;
        params.push(value);
        where.push(clause.replace('?', `$${params.length}`));
      };
      filter('seq > ?', query.afterSeq);
      filter('seq < ?', query.beforeSeq);
      filter('kind = ?', query.kind);
      filter('tenant = ?', query.tenant);
      params.push(query.limit);
      const result = await pool.query<{ seq: string; prev_hash: string; hash: string; record: string }>(
        `SELECT seq::text AS seq, prev_hash, hash, record FROM audit_records ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY audit_records.seq ${query.order === 'desc' ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
        params,
      );
      return result.rows.map((r) => ({
        seq: Number(r.seq),
        prev_hash: r.prev_hash,
        hash: r.hash,
        record: JSON.parse(r.record) as StoredAuditRecord,
      }));
    },
    verify() {
      // One snapshot for the head and every page, so appends running meanwhile cannot look like tampering.
      return inTransaction(pool, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY', async (client) => {
        const verifier = createChainVerifier();
        const head = await readHead(client, false);
        let after = '-9223372036854775808'; // the smallest BIGINT: a row renumbered below 1 is read too
        for (;;) {
          const page = await client.query<Omit<RawAuditRow, 'seq'> & { seq: string }>(
            'SELECT seq::text AS seq, prev_hash, hash, kind, tenant, record FROM audit_records WHERE seq > $1 ORDER BY audit_records.seq LIMIT $2',
            [after, VERIFY_PAGE],
          );
          for (const row of page.rows) verifier.add({ ...row, seq: Number(row.seq) });
          const last = page.rows.at(-1);
          if (last === undefined || page.rows.length < VERIFY_PAGE) break;
          after = last.seq;
        }
        return verifier.finish(head === undefined ? null : { seq: Number(head.seq), hash: head.hash });
      });
    },
    release: () => pool.end(),
  });
}

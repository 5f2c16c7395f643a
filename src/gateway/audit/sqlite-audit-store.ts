import { chmodSync, existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { ParapetError } from '../../core/index.ts';
import { createAppendBatcher } from './append-batcher.ts';
import { assembleAuditStore } from './assemble-audit-store.ts';
import type { PreparedAuditEntry, StoredAuditRecord } from './audit-record.ts';
import type { AuditAppendResult, AuditListOptions, AuditRow, AuditStore, AuditStoreOptions } from './audit-store.ts';
import { chainHashOfCanonical, GENESIS_HASH } from './chain-hash.ts';
import { createChainVerifier, type RawAuditRow } from './verify-chain.ts';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

export interface SqliteAuditStoreOptions extends AuditStoreOptions {
  readonly path: string;
  /** Open an existing log for reading only (verify, list); refuses a file that is not one. */
  readonly readOnly?: boolean;
}

const FORMAT = 1;
const SCHEMA = `
CREATE TABLE IF NOT EXISTS audit_records (
  seq INTEGER PRIMARY KEY,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL,
  kind TEXT NOT NULL,
  tenant TEXT NOT NULL,
  at TEXT NOT NULL,
  record TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS audit_records_kind ON audit_records (kind, seq);
CREATE INDEX IF NOT EXISTS audit_records_tenant ON audit_records (tenant, seq);
CREATE TABLE IF NOT EXISTS audit_head (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seq INTEGER NOT NULL,
  hash TEXT NOT NULL,
  format INTEGER NOT NULL
) STRICT;`;
const MAX_BATCH = 256;

interface HeadRow {
  readonly seq: number;
  readonly hash: string;
  readonly format: number;
}

const SELECT_HEAD = 'SELECT seq, hash, format FROM audit_head WHERE id = 1';

function readHead(db: DatabaseSync): HeadRow | undefined {
  return db.prepare(SELECT_HEAD).get() as HeadRow | undefined;
}

function checkFormat(head: HeadRow | undefined, path: string): void {
  if (head !== undefined && head.format !== FORMAT)
    throw new ParapetError(
      'CONFIG_VERSION_UNSUPPORTED',
      `${path}: audit log format ${head.format} is not one this build reads (it reads ${FORMAT}); use a matching Parapet version`,
      { path, format: head.format },
    );
}

/** Runs fn in one write transaction, taken up front so that the chain head cannot change under it. */
function inWriteTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    // SQLite may already have rolled back (a full disk does); a second ROLLBACK would hide the cause.
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

function openDatabase(options: SqliteAuditStoreOptions): DatabaseSync {
  if (options.readOnly === true && !existsSync(options.path))
    throw new ParapetError('FILE_NOT_FOUND', `no audit log at ${options.path}`, { path: options.path });
  const isNew = !existsSync(options.path);
  const db = new DatabaseSync(options.path, { readOnly: options.readOnly === true });
  // Owner-only, like the key: SQLite gives its -wal and -shm files the same mode.
  if (isNew) chmodSync(options.path, 0o600);
  // Another process (a second gateway, `parapet audit verify`) may hold the write lock: wait, don't fail.
  db.exec('PRAGMA busy_timeout = 10000');
  if (options.readOnly === true) {
    const hasSchema = db
      .prepare(
        "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('audit_records', 'audit_head')",
      )
      .get() as { n: number };
    if (hasSchema.n !== 2) {
      db.close();
      throw new ParapetError('FILE_NOT_FOUND', `${options.path} is not a Parapet audit log`, { path: options.path });
    }
    return db;
  }
  // WAL, so readers never block the writer. synchronous=NORMAL: a commit is in the WAL file (in the OS) before
  // append resolves, so an acknowledged record survives kill -9 of the gateway (test/long/crash.test.ts); a power
  // cut may lose the last commits but never corrupts the log. FULL adds an fsync per commit (about 0.2 ms, the
  // largest single cost of a proxied request) for those who need the record on disk before the answer.
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA synchronous = ${options.durability === 'power' ? 'FULL' : 'NORMAL'}`);
  inWriteTransaction(db, () => {
    db.exec(SCHEMA);
    // A new log starts at the genesis head. A log that has records but lost its head stays broken, for
    // verify to report; recreating the head here would hide a deletion.
    const isEmpty = db.prepare('SELECT NOT EXISTS (SELECT 1 FROM audit_records) AS e').get() as { e: number };
    if (readHead(db) === undefined && isEmpty.e === 1)
      db.prepare('INSERT INTO audit_head (id, seq, hash, format) VALUES (1, 0, ?, ?)').run(GENESIS_HASH, FORMAT);
  });
  return db;
}

/** A SQLite audit log (node:sqlite), one file; several processes may append to it at once. */
export function createSqliteAuditStore(options: SqliteAuditStoreOptions): AuditStore {
  const db = openDatabase(options);
  checkFormat(readHead(db), options.path);
  // Read-only connections prepare it too; running it there fails, as any write would.
  const insert = db.prepare(
    'INSERT INTO audit_records (seq, prev_hash, hash, kind, tenant, at, record) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const checkpointer: WalCheckpointer | undefined =
    options.readOnly === true || options.checkpointInBackground === false
      ? undefined
      : startWalCheckpointer(db, options.path, {
          onFallback: (reason) => options.onWarning?.(`audit log ${options.path}: ${reason}; checkpointing inline`),
        });
  // Prepared once: preparing them on every commit was a fifth of an append.
  const selectHead = db.prepare(SELECT_HEAD);
  const updateHead = db.prepare('UPDATE audit_head SET seq = ?, hash = ? WHERE id = 1');

  function commit(records: readonly PreparedAuditEntry[]): Promise<readonly AuditAppendResult[]> {
    const results = inWriteTransaction(db, () => {
      const head = selectHead.get() as HeadRow | undefined;
      if (head === undefined)
        throw new ParapetError(
          'AUDIT_CHAIN_BROKEN',
          `${options.path}: the chain head is missing; run "parapet audit verify"`,
        );
      let { seq, hash } = head;
      const out: AuditAppendResult[] = [];
      for (const record of records) {
        const { text } = record;
        const prevHash = hash;
        seq += 1;
        hash = chainHashOfCanonical(seq, prevHash, text);
        insert.run(seq, prevHash, hash, record.kind, record.tenant, record.at, text);
        out.push({ seq, hash });
      }
      updateHead.run(seq, hash);
      return out;
    });
    return Promise.resolve(results);
  }

  return assembleAuditStore({
    location: options.path,
    options,
    batcher: createAppendBatcher({ commit, maxBatch: MAX_BATCH }),
    list(query: AuditListOptions): Promise<readonly AuditRow[]> {
      const where: string[] = [];
      const params: (string | number)[] = [];
      const filter = (clause: string, value: string | number | undefined): void => {
        if (value === undefined) return;
        where.push(clause);
        params.push(value);
      };
      filter('seq > ?', query.afterSeq);
      filter('seq < ?', query.beforeSeq);
      filter('kind = ?', query.kind);
      filter('tenant = ?', query.tenant);
      const sql = `SELECT seq, prev_hash, hash, record FROM audit_records ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq ${query.order === 'desc' ? 'DESC' : 'ASC'} LIMIT ?`;
      const rows = db.prepare(sql).all(...params, query.limit) as unknown as readonly (Omit<AuditRow, 'record'> & {
        record: string;
      })[];
      return Promise.resolve(rows.map((r) => ({ ...r, record: JSON.parse(r.record) as StoredAuditRecord })));
    },
    verify() {
      const verifier = createChainVerifier();
      // One read transaction: the rows and the head come from the same snapshot even while others append.
      db.exec('BEGIN');
      try {
        const rows = db.prepare('SELECT seq, prev_hash, hash, kind, tenant, record FROM audit_records ORDER BY seq');
        for (const row of rows.iterate()) verifier.add(row as unknown as RawAuditRow);
        const head = readHead(db);
        return Promise.resolve(verifier.finish(head === undefined ? null : { seq: head.seq, hash: head.hash }));
      } finally {
        db.exec('COMMIT');
      }
    },
    async release() {
      await checkpointer?.close();
      db.close();
    },
  });
}

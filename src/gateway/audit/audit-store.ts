import type { AuditKind, AuditRecord, StoredAuditRecord } from './audit-record.ts';

/** One stored record with its place in the chain. */
export interface AuditRow {
  readonly seq: number;
  readonly prev_hash: string;
  readonly hash: string;
  readonly record: StoredAuditRecord;
}

export interface AuditAppendResult {
  readonly seq: number;
  readonly hash: string;
}

export interface AuditListOptions {
  readonly limit: number;
  /** Only records with a larger seq (paging forwards). */
  readonly afterSeq?: number;
  /** Only records with a smaller seq (paging backwards). */
  readonly beforeSeq?: number;
  readonly kind?: AuditKind;
  readonly tenant?: string;
  /** `asc` (default) gives the oldest first, `desc` the newest first. */
  readonly order?: 'asc' | 'desc';
}

export interface AuditVerifyResult {
  readonly ok: boolean;
  /** Records read. */
  readonly count: number;
  /** Each names the seq and what is wrong with it; empty when the chain is intact. */
  readonly problems: readonly string[];
  /** What the chain-head row says: the last appended seq and its hash. */
  readonly head: AuditAppendResult | null;
}

/**
 * An append-only, hash-chained log. `append` resolves only after the record's transaction committed, so an
 * acknowledged record survives a crash; concurrent appends, from this process or others sharing the store,
 * are serialised on the chain head.
 */
export interface AuditStore {
  /** Where the log lives, for messages (a file path, or a database URL without its password). */
  readonly location: string;
  append(record: AuditRecord): Promise<AuditAppendResult>;
  list(options: AuditListOptions): Promise<readonly AuditRow[]>;
  verify(): Promise<AuditVerifyResult>;
  /** Waits for pending appends, then releases the store. */
  close(): Promise<void>;
}

export interface AuditStoreOptions {
  /** Key for the user-id HMAC; required to append (a store opened without one is read-only). */
  readonly hmacKey?: Uint8Array;
  /** Keep prompts, redacted, beside their hash. Off by default. */
  readonly storeText?: boolean;
  /**
   * What an acknowledged append survives (SQLite; PostgreSQL follows the server's synchronous_commit):
   * `process` (default) a crash of this process, `power` also a power cut (fsync per commit).
   */
  readonly durability?: 'process' | 'power';
  /**
   * SQLite only: checkpoint the write-ahead log from a worker thread instead of inside commits (default true
   * for a writer; see wal-checkpointer.ts).
   */
  readonly checkpointInBackground?: boolean;
  /** Told about trouble the store works around on its own (a SQLite log checkpointing inline again). */
  readonly onWarning?: (message: string) => void;
}

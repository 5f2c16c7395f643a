import { ParapetError } from '../../core/index.ts';
import type { AppendBatcher } from './append-batcher.ts';
import { type AuditRecord, type PreparedAuditEntry, prepareAuditEntry } from './audit-record.ts';
import type { AuditAppendResult, AuditStore, AuditStoreOptions } from './audit-store.ts';

export interface AuditStoreParts {
  readonly location: string;
  readonly options: AuditStoreOptions;
  readonly batcher: AppendBatcher<PreparedAuditEntry, AuditAppendResult>;
  readonly list: AuditStore['list'];
  readonly verify: AuditStore['verify'];
  /** Releases the backend; called after pending appends have settled. */
  readonly release: () => Promise<void>;
}

/** What every backend shares: preparing a record (hash, redact) before it is queued, and closing in order. */
export function assembleAuditStore(parts: AuditStoreParts): AuditStore {
  const { hmacKey, storeText = false } = parts.options;
  let isClosed = false;
  return {
    location: parts.location,
    async append(record: AuditRecord): Promise<AuditAppendResult> {
      if (hmacKey === undefined)
        throw new ParapetError(
          'INTERNAL',
          `the audit log at ${parts.location} was opened without an HMAC key, read-only`,
        );
      if (isClosed) throw new ParapetError('INTERNAL', `the audit log at ${parts.location} is closed`);
      // Prepared here, synchronously: a bad record fails its own caller and never the batch it would join.
      return parts.batcher.push(prepareAuditEntry(record, { hmacKey, storeText }));
    },
    list: parts.list,
    verify: parts.verify,
    async close() {
      isClosed = true;
      await parts.batcher.drain();
      await parts.release();
    },
  };
}

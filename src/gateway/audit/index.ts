export {
  AUDIT_KINDS,
  AUDIT_RECORD_VERSION,
  type AuditKind,
  type AuditRecord,
  auditKeyId,
  prepareAuditRecord,
  type StoredAuditRecord,
} from './audit-record.ts';
export type {
  AuditAppendResult,
  AuditListOptions,
  AuditRow,
  AuditStore,
  AuditStoreOptions,
  AuditVerifyResult,
} from './audit-store.ts';
export { chainHash, GENESIS_HASH } from './chain-hash.ts';
export { AUDIT_KEY_FILE, loadOrCreateAuditKey } from './load-or-create-audit-key.ts';
export {
  type AuditLocation,
  DEFAULT_AUDIT_FILE,
  DEFAULT_DATA_DIR,
  isPostgresSpec,
  type OpenAuditStoreOptions,
  openAuditStore,
  resolveAuditSpec,
} from './open-audit-store.ts';
export {
  createPostgresAuditStore,
  describePostgresUrl,
  type PostgresAuditStoreOptions,
} from './postgres-audit-store.ts';
export { type JsonValue, redactJson } from './redact-json.ts';
export { REDACTION_LABELS, redactText } from './redact-text.ts';
export { createSqliteAuditStore, type SqliteAuditStoreOptions } from './sqlite-audit-store.ts';

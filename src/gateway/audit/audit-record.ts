import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { canonicalJson, ParapetError, sha256Hex, type Trace } from '../../core/index.ts';
import { type JsonValue, redactJson } from './redact-json.ts';
import { redactText } from './redact-text.ts';

export const AUDIT_KINDS = ['decision', 'consent', 'integrity_violation', 'review'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Bump when the stored shape changes; verify reads every version it has ever written. */
export const AUDIT_RECORD_VERSION = 1;

/** What a caller appends. Raw values: the store hashes and redacts before anything is written. */
export interface AuditRecord {
  readonly kind: AuditKind;
  /** ISO 8601 time from the caller's clock; the log reads no clock. */
  readonly at: string;
  readonly tenant: string;
  /** The end user's id, stored only as a keyed HMAC-SHA256. */
  readonly user: string;
  readonly trace?: Trace;
  /** The prompt: stored redacted only when the store has `storeText`, otherwise only its SHA-256. */
  readonly text?: string;
  readonly extra?: Readonly<Record<string, JsonValue>>;
}

/** What the log stores and hashes into the chain. */
export interface StoredAuditRecord {
  readonly v: typeof AUDIT_RECORD_VERSION;
  readonly kind: AuditKind;
  readonly at: string;
  readonly tenant: string;
  readonly user_hmac: string;
  /** First 16 hex digits of the SHA-256 of the HMAC key, so an auditor knows which key hashed `user`. */
  readonly hmac_key_id: string;
  readonly trace: Trace | null;
  readonly text_sha256: string | null;
  readonly text: string | null;
  readonly extra: Readonly<Record<string, JsonValue>>;
}

export interface AuditRecordOptions {
  readonly hmacKey: Uint8Array;
  readonly storeText: boolean;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

function invalid(message: string, details: Record<string, unknown>): ParapetError {
  return new ParapetError('INPUT_INVALID', `audit record: ${message}`, details);
}

interface DerivedKey {
  readonly id: string;
  readonly key: KeyObject;
  /** HMACs of recent users: every request appends two records for the same user. */
  readonly users: Map<string, string>;
}

// Derived once per key: createHmac with raw bytes imports the key again on every record, and the id is a hash.
const derivedKeys = new WeakMap<Uint8Array, DerivedKey>();
/** Users whose HMAC is kept per key; the map starts afresh when full (a few hundred KB at most). */
const REMEMBERED_USERS = 4096;

function derivedKey(hmacKey: Uint8Array): DerivedKey {
  let derived = derivedKeys.get(hmacKey);
  if (derived === undefined) {
    derived = { id: sha256Hex(hmacKey).slice(0, 16), key: createSecretKey(hmacKey), users: new Map() };
    derivedKeys.set(hmacKey, derived);
  }
  return derived;
}

function userHmac(hmacKey: Uint8Array, user: string): string {
  const derived = derivedKey(hmacKey);
  let hmac = derived.users.get(user);
  if (hmac === undefined) {
    hmac = createHmac('sha256', derived.key).update(user, 'utf8').digest('hex');
    if (derived.users.size >= REMEMBERED_USERS) derived.users.clear();
    derived.users.set(user, hmac);
  }
  return hmac;
}

/** The key's public id: lets a reader match hashes to a key without learning the key. */
export function auditKeyId(hmacKey: Uint8Array): string {
  return derivedKey(hmacKey).id;
}

/** A record ready for a store: its RFC 8785 text, which the chain hashes and the store keeps, and its columns. */
export interface PreparedAuditEntry {
  readonly kind: AuditKind;
  readonly tenant: string;
  readonly at: string;
  readonly text: string;
}

/**
 * Turns what a caller appends into what the log stores: the user id becomes an HMAC, the prompt a hash
 * (or redacted text, when configured), free text in `extra` is redacted. The text is RFC 8785 JSON, so
 * parsing it back and writing it canonically again gives the same text (what verify checks).
 */
export function prepareAuditEntry(record: AuditRecord, options: AuditRecordOptions): PreparedAuditEntry {
  if (!(AUDIT_KINDS as readonly string[]).includes(record.kind))
    throw invalid(`kind "${record.kind}" is not one of ${AUDIT_KINDS.join(', ')}`, { kind: record.kind });
  if (typeof record.at !== 'string' || !ISO_TIME.test(record.at) || Number.isNaN(Date.parse(record.at)))
    throw invalid(`"at" must be an ISO 8601 time such as 2026-01-31T12:00:00.000Z, not ${JSON.stringify(record.at)}`, {
      at: record.at,
    });
  if (typeof record.tenant !== 'string' || typeof record.user !== 'string')
    throw invalid('tenant and user must be strings', {});
  if (
    record.extra !== undefined &&
    (record.extra === null || typeof record.extra !== 'object' || Array.isArray(record.extra))
  )
    throw invalid('extra must be a JSON object', {});
  if (options.hmacKey.length < 16) throw invalid('the HMAC key is shorter than 16 bytes', {});
  const stored: StoredAuditRecord = {
    v: AUDIT_RECORD_VERSION,
    kind: record.kind,
    at: record.at,
    // Lone surrogates have no JSON canonical form (RFC 8785); U+FFFD keeps the record storable.
    tenant: record.tenant.toWellFormed(),
    user_hmac: userHmac(options.hmacKey, record.user),
    hmac_key_id: auditKeyId(options.hmacKey),
    trace: record.trace ?? null,
    text_sha256: record.text === undefined ? null : sha256Hex(record.text),
    text: record.text === undefined || !options.storeText ? null : redactText(record.text.toWellFormed()),
    extra: redactJson(record.extra ?? {}) as Record<string, JsonValue>,
  };
  // The stores need only the text and three columns: parsing the text back into a record cost a quarter of
  // preparing it, for every append.
  return { kind: stored.kind, tenant: stored.tenant, at: stored.at, text: canonicalJson(stored) };
}

/** The stored record as a reader will parse it back from the log. */
export function prepareAuditRecord(record: AuditRecord, options: AuditRecordOptions): StoredAuditRecord {
  return JSON.parse(prepareAuditEntry(record, options).text) as StoredAuditRecord;
}

import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AuditStore, AuditStoreOptions } from './audit-store.ts';
import { createPostgresAuditStore } from './postgres-audit-store.ts';
import { createSqliteAuditStore } from './sqlite-audit-store.ts';

/** Where embedded defaults keep their files, relative to the working directory. */
export const DEFAULT_DATA_DIR = '.parapet';
export const DEFAULT_AUDIT_FILE = 'audit.sqlite';

const POSTGRES_URL = /^postgres(?:ql)?:\/\//i;

export interface AuditLocation {
  /** `--audit`: a postgres:// URL or a SQLite file path. */
  readonly audit?: string | undefined;
  /** `--data-dir`: defaults to `.parapet`. */
  readonly dataDir?: string | undefined;
}

/** The store spec the gateway and `parapet audit` agree on: `--audit`, else `<data-dir>/audit.sqlite`. */
export function resolveAuditSpec(location: AuditLocation): string {
  return location.audit ?? join(location.dataDir ?? DEFAULT_DATA_DIR, DEFAULT_AUDIT_FILE);
}

export function isPostgresSpec(spec: string): boolean {
  return POSTGRES_URL.test(spec);
}

export interface OpenAuditStoreOptions extends AuditStoreOptions {
  readonly readOnly?: boolean;
  readonly onIdleError?: (error: Error) => void;
}

/** Opens the audit log a spec names: PostgreSQL for a `postgres://` URL, otherwise a SQLite file. */
export async function openAuditStore(spec: string, options: OpenAuditStoreOptions = {}): Promise<AuditStore> {
  if (isPostgresSpec(spec)) return createPostgresAuditStore({ ...options, url: spec });
  if (options.readOnly !== true) mkdirSync(dirname(spec), { recursive: true, mode: 0o700 });
  return createSqliteAuditStore({ ...options, path: spec });
}

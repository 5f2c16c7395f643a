import type { KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { canonicalJson, compareText, ParapetError } from '../../core/index.ts';
import type { Profile, ProtocolVersion } from '../catalogue/schema.ts';
import { reportPayload, reportPayloadDigest, verifyReport } from '../report/index.ts';

/** The latest report of one Matrix cell (model × protocol × profile). */
export interface MatrixReportSummary {
  readonly run_id: string;
  readonly started_at: string;
  readonly endpoint: string;
  readonly scored: number;
  readonly passed: number;
  readonly pass_rate: number | null;
  readonly weighted_pass_rate: number | null;
  readonly key_fingerprint: string;
  readonly payload_sha256: string;
}

export interface MatrixRow {
  readonly model: string;
  readonly protocol: ProtocolVersion;
  /** null: Model Certification (base scoring). */
  readonly profile: Profile | null;
  /** How many verified reports the store holds for this cell. */
  readonly reports: number;
  readonly latest: MatrixReportSummary;
}

export interface MatrixFilter {
  readonly model?: string;
  readonly protocol?: ProtocolVersion;
  /** A profile, or null for base scoring only; omitted for all. */
  readonly profile?: Profile | null;
  /** Which pass of a run; the Matrix shows Assurance passes unless asked for Break passes. */
  readonly pass?: 'assurance' | 'break';
}

export interface AddReportResult {
  readonly status: 'added' | 'already_stored';
  readonly payload_sha256: string;
  readonly model: string;
  readonly protocol: ProtocolVersion;
  readonly profile: Profile | null;
  readonly run_id: string;
}

export interface MatrixStore {
  readonly location: string;
  /** Verifies the report, then stores it once per payload digest; REPORT_INVALID lists every problem otherwise. */
  addReport(report: unknown, options?: { readonly publicKey?: KeyObject }): AddReportResult;
  /** One row per model × protocol × profile, ordered by model, protocol and profile (base first). */
  listReports(filter?: MatrixFilter): MatrixRow[];
  /** The payload digests of every stored report (both passes, every run), newest first. */
  storedDigests(): string[];
  /** One stored report, as stored (it was verified when added), or undefined. */
  storedReport(payloadSha256: string): unknown;
  close(): void;
}

const FORMAT = 1;
const SCHEMA = `
CREATE TABLE IF NOT EXISTS forge_reports (
  payload_sha256 TEXT PRIMARY KEY,
  run_id TEXT NOT NULL,
  model TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  protocol TEXT NOT NULL,
  profile TEXT NOT NULL,
  pass TEXT NOT NULL,
  started_at TEXT NOT NULL,
  started_at_ms INTEGER NOT NULL,
  key_fingerprint TEXT NOT NULL,
  scored INTEGER NOT NULL,
  passed INTEGER NOT NULL,
  pass_rate REAL,
  weighted_pass_rate REAL,
  report TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS forge_reports_cell ON forge_reports (model, protocol, profile, pass, started_at_ms);`;
/** The profile column of a base (profile-less) report: SQL's NULL never equals itself, so it is stored as ''. */
const BASE_PROFILE = '';
const PROFILE_ORDER = ['', 'no_tools', 'read_scoped', 'tool_capable', 'autonomous'];

interface StoredRow extends MatrixReportSummary {
  readonly model: string;
  readonly protocol: ProtocolVersion;
  readonly profile: string;
}

function readFormat(db: DatabaseSync, path: string): { format: number; tables: readonly string[] } {
  try {
    const { user_version: format } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    return { format, tables: tables.map((t) => t.name) };
  } catch (error) {
    db.close();
    throw new ParapetError('INPUT_INVALID', `${path} is not a SQLite database, so not a Matrix store`, { path }, error);
  }
}

function openDatabase(path: string, isReadOnly: boolean): DatabaseSync {
  if (isReadOnly && !existsSync(path))
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `no Matrix store at ${path}; add a report first with "parapet matrix --add report.json", or name another with --store.`,
      { path },
    );
  const isNew = !existsSync(path);
  if (isNew) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { readOnly: isReadOnly });
  if (isNew) chmodSync(path, 0o600);
  // Another process (a second "parapet matrix --add") may hold the write lock: wait rather than fail.
  db.exec('PRAGMA busy_timeout = 10000');
  const { format, tables } = readFormat(db, path);
  const isEmpty = tables.length === 0;
  if ((isEmpty && isReadOnly) || (!isEmpty && !tables.includes('forge_reports'))) {
    db.close();
    throw new ParapetError('INPUT_INVALID', `${path} is not a Parapet Matrix store; name another with --store`, {
      path,
    });
  }
  if (!isEmpty && format !== FORMAT) {
    db.close();
    throw new ParapetError(
      'CONFIG_VERSION_UNSUPPORTED',
      `${path}: Matrix store format ${format} is not one this build reads (it reads ${FORMAT}); use a matching Parapet version`,
      { path, format },
    );
  }
  if (isEmpty) db.exec(`${SCHEMA}\nPRAGMA user_version = ${FORMAT};`);
  return db;
}

function toRow(stored: StoredRow, reports: number): MatrixRow {
  const { model, protocol, profile, ...latest } = stored;
  return { model, protocol, profile: profile === BASE_PROFILE ? null : (profile as Profile), reports, latest };
}

/**
 * The Matrix's store of verified Forge reports: one SQLite file (node:sqlite). A report is verified before it is
 * stored, and stored once however often it is added (its identity is the sha256 of its canonical payload).
 */
export function openMatrixStore(path: string, options: { readonly readOnly?: boolean } = {}): MatrixStore {
  const db = openDatabase(path, options.readOnly === true);
  return {
    location: path,
    addReport(report, addOptions = {}) {
      const verdict = verifyReport(report, addOptions);
      if (!verdict.ok || verdict.report === null)
        throw new ParapetError(
          'REPORT_INVALID',
          `the report failed verification and was not added to the Matrix (${verdict.problems.length} problem${verdict.problems.length === 1 ? '' : 's'}):\n  ${verdict.problems.join('\n  ')}`,
          { problems: verdict.problems },
        );
      const r = verdict.report;
      const digest = reportPayloadDigest(reportPayload(r));
      const { changes } = db
        .prepare(
          `INSERT OR IGNORE INTO forge_reports (payload_sha256, run_id, model, endpoint, protocol, profile, pass, started_at,
             started_at_ms, key_fingerprint, scored, passed, pass_rate, weighted_pass_rate, report)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          digest,
          r.run_id,
          r.target.model,
          r.target.endpoint,
          r.protocol,
          r.profile ?? BASE_PROFILE,
          r.pass,
          r.started_at,
          Date.parse(r.started_at),
          r.signature.key_fingerprint,
          r.summary.scored,
          r.summary.passed,
          r.summary.pass_rate,
          r.summary.weighted_pass_rate,
          canonicalJson(r),
        );
      return {
        status: Number(changes) === 1 ? 'added' : 'already_stored',
        payload_sha256: digest,
        model: r.target.model,
        protocol: r.protocol,
        profile: r.profile,
        run_id: r.run_id,
      };
    },
    storedDigests() {
      return (
        db.prepare('SELECT payload_sha256 FROM forge_reports ORDER BY started_at_ms DESC').all() as {
          payload_sha256: string;
        }[]
      ).map((r) => r.payload_sha256);
    },
    storedReport(payloadSha256) {
      const row = db.prepare('SELECT report FROM forge_reports WHERE payload_sha256 = ?').get(payloadSha256) as
        | { report: string }
        | undefined;
      return row === undefined ? undefined : JSON.parse(row.report);
    },
    listReports(filter = {}) {
      const where: string[] = [];
      const params: string[] = [];
      const match = (column: string, value: string | undefined): void => {
        if (value === undefined) return;
        where.push(`${column} = ?`);
        params.push(value);
      };
      match('pass', filter.pass ?? 'assurance');
      match('model', filter.model);
      match('protocol', filter.protocol);
      match('profile', filter.profile === null ? BASE_PROFILE : filter.profile);
      const rows = db
        .prepare(
          `SELECT model, protocol, profile, run_id, started_at, endpoint, scored, passed, pass_rate, weighted_pass_rate,
             key_fingerprint, payload_sha256
           FROM forge_reports WHERE ${where.join(' AND ')}
           ORDER BY model, protocol, profile, started_at_ms DESC, run_id DESC`,
        )
        .all(...params) as unknown as StoredRow[];
      const cells = new Map<string, { latest: StoredRow; reports: number }>();
      for (const row of rows) {
        const key = canonicalJson([row.model, row.protocol, row.profile]);
        const cell = cells.get(key);
        if (cell === undefined) cells.set(key, { latest: row, reports: 1 });
        else cell.reports++;
      }
      return [...cells.values()]
        .sort(
          (a, b) =>
            (a.latest.model < b.latest.model ? -1 : a.latest.model > b.latest.model ? 1 : 0) ||
            compareText(a.latest.protocol, b.latest.protocol) ||
            PROFILE_ORDER.indexOf(a.latest.profile) - PROFILE_ORDER.indexOf(b.latest.profile),
        )
        .map((cell) => toRow(cell.latest, cell.reports));
    },
    close() {
      db.close();
    },
  };
}

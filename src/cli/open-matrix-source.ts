import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { type ForgeReport, openMatrixStore, verifyReport } from '../assurance/index.ts';
import type { MatrixSource } from '../gateway/index.ts';

/**
 * The Forge Matrix for the web console: every stored report of a Matrix store (both passes, every run, not only the
 * latest per cell), verified with verifyReport. The store's format is checked by opening it as a MatrixStore first.
 * TODO(#9): MatrixStore has no reader for whole reports, so this reads its forge_reports table directly; move the
 * query into matrix-store.ts as `storedReports()` so the table layout is known in one place.
 */
export function openMatrixSource(path: string): (MatrixSource & { close(): void }) | undefined {
  if (!existsSync(path)) return undefined;
  openMatrixStore(path, { readOnly: true }).close();
  const db = new DatabaseSync(path, { readOnly: true });
  // Stored reports never change (their identity is their payload digest), so each is parsed once.
  const parsed = new Map<string, ForgeReport>();
  return {
    location: path,
    reports() {
      const digests = db.prepare('SELECT payload_sha256 FROM forge_reports ORDER BY started_at_ms DESC').all() as {
        payload_sha256: string;
      }[];
      const read = db.prepare('SELECT report FROM forge_reports WHERE payload_sha256 = ?');
      return digests.map(({ payload_sha256 }) => {
        let report = parsed.get(payload_sha256);
        if (report === undefined) {
          const row = read.get(payload_sha256) as { report: string };
          report = JSON.parse(row.report) as ForgeReport;
          parsed.set(payload_sha256, report);
        }
        return { payload_sha256, report };
      });
    },
    verify: (report) => verifyReport(report),
    close: () => db.close(),
  };
}

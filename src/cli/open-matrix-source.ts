import { existsSync } from 'node:fs';
import { type ForgeReport, type MatrixStore, openMatrixStore, verifyReport } from '../assurance/index.ts';
import type { MatrixSource } from '../gateway/index.ts';

/**
 * The Forge Matrix for the web console: every stored report of a Matrix store (both passes, every run, not only the
 * latest per cell), verified on demand with verifyReport. The store is opened when it first exists, so reports that
 * `parapet assure` adds while the gateway runs (even into a store created after start-up) appear without a restart.
 */
export function openMatrixSource(path: string): MatrixSource & { close(): void } {
  let store: MatrixStore | undefined;
  // Stored reports never change (their identity is their payload digest), so each is parsed once.
  const parsed = new Map<string, ForgeReport>();
  const open = (): MatrixStore | undefined => {
    if (store === undefined && existsSync(path)) store = openMatrixStore(path, { readOnly: true });
    return store;
  };
  return {
    location: path,
    reports() {
      const s = open();
      if (s === undefined) return [];
      return s.storedDigests().flatMap((payload_sha256) => {
        let report = parsed.get(payload_sha256);
        if (report === undefined) {
          report = s.storedReport(payload_sha256) as ForgeReport | undefined;
          if (report === undefined) return [];
          parsed.set(payload_sha256, report);
        }
        return [{ payload_sha256, report }];
      });
    },
    verify: (report) => verifyReport(report),
    close: () => store?.close(),
  };
}

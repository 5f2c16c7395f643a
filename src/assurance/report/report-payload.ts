import { canonicalJson, sha256Hex } from '../../core/index.ts';
import type { ForgeReport, ReportPayload } from './report-types.ts';

/** The signed part of a report: everything but `signature` and `dsse`. */
export function reportPayload(report: ForgeReport | ReportPayload): ReportPayload {
  const { signature: _signature, dsse: _dsse, ...payload } = report as ForgeReport;
  return payload;
}

/** The UTF-8 bytes both signatures stand on: the RFC 8785 canonical JSON of the payload. */
export function canonicalPayloadBytes(payload: ReportPayload): Buffer {
  return Buffer.from(canonicalJson(payload), 'utf8');
}

/**
 * sha256 (hex) of the canonical payload: the subject digest of the DSSE statement and the Matrix's identity of a
 * report (the same results re-signed with another key are the same report).
 */
export function reportPayloadDigest(payload: ReportPayload): string {
  return sha256Hex(canonicalPayloadBytes(payload));
}

import { type KeyObject, verify } from 'node:crypto';
import { checkConsistency, checkSummary } from './check-report-content.ts';
import { checkEnvelope } from './dsse-envelope.ts';
import { keyFingerprint, readPublicKey } from './keys.ts';
import { checkChain, pickHeader } from './report-chain.ts';
import { canonicalPayloadBytes, reportPayload } from './report-payload.ts';
import { type ForgeReport, forgeReportSchema, REPORT_SCHEMA_VERSION, type ReportSignature } from './report-types.ts';

export interface VerifyReportOptions {
  /** The key the report must be signed by. Without it, the embedded key is used: integrity, not authorship. */
  readonly publicKey?: KeyObject;
}

export interface ReportVerdict {
  readonly ok: boolean;
  /** One line per problem, naming the field or the scenario (number and id) and what was found. */
  readonly problems: readonly string[];
  /** The report, when its shape is valid (even if other checks failed); null otherwise. */
  readonly report: ForgeReport | null;
}

function short(fingerprint: string): string {
  return `${fingerprint.slice(0, 16)}…`;
}

function parseShape(report: unknown): ForgeReport | string[] {
  const version = (report as { schema_version?: unknown } | null)?.schema_version;
  if (version !== undefined && version !== REPORT_SCHEMA_VERSION)
    return [
      `schema_version ${JSON.stringify(version)} is not one this build reads (${REPORT_SCHEMA_VERSION}); use a matching Parapet version`,
    ];
  const parsed = forgeReportSchema.safeParse(report);
  if (parsed.success) {
    // The signature covers canonical JSON (RFC 8785), which cannot hold a lone surrogate: without this check a
    // report with "\ud800" in a response made verifyReport throw (found by test/fuzz/verify-report.test.ts).
    const where = malformedStringPath(parsed.data, []);
    return where === undefined
      ? parsed.data
      : [`${where}: a string holds a lone surrogate, which no signed report has`];
  }
  return parsed.error.issues.map(
    (issue) => `${issue.path.length === 0 ? 'report' : issue.path.join('.')}: ${issue.message}`,
  );
}

/** The path of the first key or string that is not well-formed Unicode; the schema bounds the depth. */
function malformedStringPath(value: unknown, path: readonly string[]): string | undefined {
  if (typeof value === 'string') return value.isWellFormed() ? undefined : path.join('.') || 'report';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!key.isWellFormed()) return [...path, key].join('.');
    const found = malformedStringPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The key to verify with, and problems with the embedded key, its fingerprint or its match with a given key. */
function resolveKey(
  signature: ReportSignature,
  given: KeyObject | undefined,
): { key: KeyObject | null; problems: string[] } {
  const problems: string[] = [];
  const embedded = readPublicKey(signature.public_key);
  if (embedded === null) problems.push('signature.public_key is not an Ed25519 public key (SPKI PEM or base64 DER)');
  else if (keyFingerprint(embedded) !== signature.key_fingerprint)
    problems.push(
      `signature.key_fingerprint ${short(signature.key_fingerprint)} is not the embedded public key's (${short(keyFingerprint(embedded))})`,
    );
  if (given === undefined) return { key: embedded, problems };
  if (given.type !== 'public' || given.asymmetricKeyType !== 'ed25519')
    return { key: null, problems: [...problems, 'the given key is not an Ed25519 public key'] };
  const givenFingerprint = keyFingerprint(given);
  if (givenFingerprint !== signature.key_fingerprint)
    problems.push(
      `the report names signing key ${short(signature.key_fingerprint)}, but the given public key is ${short(givenFingerprint)}: it was not signed by that key`,
    );
  return { key: given, problems };
}

/**
 * Verifies a Forge report: its JSON shape, the Ed25519 signature over the canonical payload, the DSSE envelope, every
 * link of the hash chain (naming each edited, dropped, repeated or reordered scenario), field consistency, and every
 * summary figure recomputed from the scenarios. Never throws on a bad report; the problems say what is wrong.
 */
export function verifyReport(report: unknown, options: VerifyReportOptions = {}): ReportVerdict {
  const valid = parseShape(report);
  if (Array.isArray(valid)) return { ok: false, problems: valid, report: null };
  const payload = reportPayload(valid);
  const { key, problems } = resolveKey(valid.signature, options.publicKey);
  const whose = options.publicKey === undefined ? 'the embedded public key' : 'the given public key';
  if (key === null) problems.push('the signatures cannot be checked without a usable public key');
  else {
    if (!verify(null, canonicalPayloadBytes(payload), key, Buffer.from(valid.signature.value, 'base64')))
      problems.push(
        `signature: does not verify over the canonical payload with ${whose} (${short(keyFingerprint(key))}): the report was edited after signing, or signed by another key`,
      );
    problems.push(...checkEnvelope(valid.dsse, { payload, publicKey: key }));
  }
  problems.push(...checkChain(pickHeader(payload), payload.scenarios, payload.chain));
  problems.push(...checkConsistency(payload), ...checkSummary(payload));
  return { ok: problems.length === 0, problems, report: valid };
}

import { type KeyObject, sign, verify } from 'node:crypto';
import { canonicalJson } from '../../core/index.ts';
import { reportPayloadDigest } from './report-payload.ts';
import {
  type DsseEnvelope,
  FORGE_PREDICATE_TYPE,
  IN_TOTO_PAYLOAD_TYPE,
  IN_TOTO_STATEMENT_TYPE,
  type ReportPayload,
} from './report-types.ts';

/**
 * The report's signature again, as a DSSE envelope (github.com/secure-systems-lab/dsse, protocol.md and envelope.md)
 * around an in-toto Statement v1 (github.com/in-toto/attestation, spec/v1/statement.md), so generic attestation
 * tooling can check a Forge report without knowing its format. The statement's subject is the report payload, named
 * by its sha256; the predicate repeats the figures a policy would gate on.
 */

/** The report fields the statement's predicate repeats. */
export const PREDICATE_KEYS = [
  'protocol',
  'catalogue_hash',
  'target',
  'profile',
  'scoring_mode',
  'run_id',
  'paired_run_id',
  'pass',
  'summary',
] as const;

export interface ForgeStatement {
  readonly _type: typeof IN_TOTO_STATEMENT_TYPE;
  readonly subject: readonly { readonly name: string; readonly digest: { readonly sha256: string } }[];
  readonly predicateType: typeof FORGE_PREDICATE_TYPE;
  readonly predicate: Pick<ReportPayload, (typeof PREDICATE_KEYS)[number]>;
}

const BASE64_ANY = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** DSSE's pre-authentication encoding: "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body, lengths in bytes. */
export function preAuthEncoding(payloadType: string, body: Uint8Array): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  return Buffer.concat([Buffer.from(`DSSEv1 ${type.length} `), type, Buffer.from(` ${body.length} `), body]);
}

export function buildStatement(payload: ReportPayload): ForgeStatement {
  return {
    _type: IN_TOTO_STATEMENT_TYPE,
    subject: [{ name: `parapet-forge-report/${payload.run_id}`, digest: { sha256: reportPayloadDigest(payload) } }],
    predicateType: FORGE_PREDICATE_TYPE,
    predicate: Object.fromEntries(PREDICATE_KEYS.map((key) => [key, payload[key]])) as ForgeStatement['predicate'],
  };
}

/** Signs the statement for `payload` with Ed25519; `keyid` is the key fingerprint (a hint only, per DSSE). */
export function signEnvelope(payload: ReportPayload, privateKey: KeyObject, keyid: string): DsseEnvelope {
  const body = Buffer.from(canonicalJson(buildStatement(payload)), 'utf8');
  const sig = sign(null, preAuthEncoding(IN_TOTO_PAYLOAD_TYPE, body), privateKey).toString('base64');
  return { payloadType: IN_TOTO_PAYLOAD_TYPE, payload: body.toString('base64'), signatures: [{ keyid, sig }] };
}

function parseStatement(body: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    // Not JSON is an answer here (a problem to report), not a failure of verification itself.
    return null;
  }
}

function describe(value: unknown): string {
  const json = value === undefined ? 'nothing' : canonicalJson(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

/**
 * Problems with the envelope: its payload type, a signature by `publicKey` over the PAE, and a statement that names
 * this payload's digest and repeats its fields. Signatures by other keys are ignored, as DSSE's verification allows.
 */
export function checkEnvelope(
  envelope: DsseEnvelope,
  options: { readonly payload: ReportPayload; readonly publicKey: KeyObject },
): string[] {
  const problems: string[] = [];
  if (envelope.payloadType !== IN_TOTO_PAYLOAD_TYPE)
    problems.push(`dsse: payloadType is "${envelope.payloadType}", expected "${IN_TOTO_PAYLOAD_TYPE}"`);
  if (!BASE64_ANY.test(envelope.payload)) return [...problems, 'dsse: the payload is not base64'];
  const body = Buffer.from(envelope.payload, 'base64');
  const pae = preAuthEncoding(envelope.payloadType, body);
  const isSigned = envelope.signatures.some((s) => verify(null, pae, options.publicKey, Buffer.from(s.sig, 'base64')));
  if (!isSigned) problems.push('dsse: no envelope signature verifies with the report key: the statement was altered');
  const statement = parseStatement(body);
  if (statement === null) return [...problems, 'dsse: the payload is not a JSON in-toto statement'];
  if (statement['_type'] !== IN_TOTO_STATEMENT_TYPE)
    problems.push(`dsse: statement _type is ${describe(statement['_type'])}, expected "${IN_TOTO_STATEMENT_TYPE}"`);
  if (statement['predicateType'] !== FORGE_PREDICATE_TYPE)
    problems.push(`dsse: predicateType is ${describe(statement['predicateType'])}, expected "${FORGE_PREDICATE_TYPE}"`);
  const digest = reportPayloadDigest(options.payload);
  const subject = statement['subject'] as readonly { digest?: { sha256?: unknown } }[] | undefined;
  const subjectDigests = Array.isArray(subject) ? subject.map((s) => s?.digest?.sha256) : [];
  if (!subjectDigests.includes(digest))
    problems.push(
      `dsse: the statement's subject digest (${describe(subjectDigests[0])}) is not the report payload's sha256 ${digest}: the report was edited after signing`,
    );
  const predicate = (statement['predicate'] ?? {}) as Record<string, unknown>;
  for (const key of PREDICATE_KEYS) {
    const reported = options.payload[key];
    if (canonicalJson(predicate[key] ?? null) === canonicalJson(reported)) continue;
    problems.push(
      reported !== null && typeof reported === 'object'
        ? `dsse: the report's ${key} differs from the signed statement's`
        : `dsse: the signed statement has ${key} ${describe(predicate[key])}, the report has ${describe(reported)}`,
    );
  }
  return problems;
}

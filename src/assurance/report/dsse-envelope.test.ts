import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalJson } from '../../core/index.ts';
import { SIGNER, STRANGER, sampleInput } from './__fixtures__/sample-report-input.ts';
import { buildReport } from './build-report.ts';
import { checkEnvelope, preAuthEncoding } from './dsse-envelope.ts';
import { reportPayload, reportPayloadDigest } from './report-payload.ts';
import { FORGE_PREDICATE_TYPE } from './report-types.ts';

const report = buildReport(sampleInput());
const payload = reportPayload(report);
const decode = (b64: string) => JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));

describe('DSSE envelope', () => {
  it('encodes PAE as the DSSE spec test vector does', () => {
    const pae = preAuthEncoding('http://example.com/HelloWorld', Buffer.from('hello world'));
    assert.equal(pae.toString('utf8'), 'DSSEv1 29 http://example.com/HelloWorld 11 hello world');
    // Lengths are in bytes, not characters.
    assert.equal(preAuthEncoding('t', Buffer.from('é')).toString('utf8'), 'DSSEv1 1 t 2 é');
  });

  it('wraps an in-toto Statement v1 whose subject is the payload digest', () => {
    const { dsse } = report;
    assert.equal(dsse.payloadType, 'application/vnd.in-toto+json');
    assert.deepEqual(
      dsse.signatures.map((s) => s.keyid),
      [report.signature.key_fingerprint],
    );
    const statement = decode(dsse.payload);
    assert.deepEqual(Object.keys(statement).sort(), ['_type', 'predicate', 'predicateType', 'subject']);
    assert.equal(statement._type, 'https://in-toto.io/Statement/v1');
    assert.equal(statement.predicateType, FORGE_PREDICATE_TYPE);
    assert.deepEqual(statement.subject, [
      { name: 'parapet-forge-report/run-0001', digest: { sha256: reportPayloadDigest(payload) } },
    ]);
    assert.equal(statement.predicate.protocol, 'v4');
    assert.equal(statement.predicate.catalogue_hash, report.catalogue_hash);
    assert.deepEqual(statement.predicate.summary, report.summary);
  });

  it('verifies with the signer key only', () => {
    assert.deepEqual(checkEnvelope(report.dsse, { payload, publicKey: SIGNER.publicKey }), []);
    assert.deepEqual(checkEnvelope(report.dsse, { payload, publicKey: STRANGER.publicKey }), [
      'dsse: no envelope signature verifies with the report key: the statement was altered',
    ]);
  });

  it('accepts URL-safe base64, as DSSE verifiers must', () => {
    const urlSafe = (s: string) => s.replaceAll('+', '-').replaceAll('/', '_');
    const envelope = {
      ...report.dsse,
      payload: urlSafe(report.dsse.payload),
      signatures: report.dsse.signatures.map((s) => ({ ...s, sig: urlSafe(s.sig) })),
    };
    assert.deepEqual(checkEnvelope(envelope, { payload, publicKey: SIGNER.publicKey }), []);
  });

  it('names a changed payload type and a statement that no longer matches the report', () => {
    const retyped = { ...report.dsse, payloadType: 'application/json' };
    assert.deepEqual(checkEnvelope(retyped, { payload, publicKey: SIGNER.publicKey }), [
      'dsse: payloadType is "application/json", expected "application/vnd.in-toto+json"',
      'dsse: no envelope signature verifies with the report key: the statement was altered',
    ]);
    const edited = { ...payload, protocol: 'v3' as const };
    const problems = checkEnvelope(report.dsse, { payload: edited, publicKey: SIGNER.publicKey });
    assert.match(problems[0] ?? '', /^dsse: the statement's subject digest .* is not the report payload's sha256/);
    assert.equal(problems[1], 'dsse: the signed statement has protocol "v4", the report has "v3"');
  });

  it('reports a payload that is not base64 or not a statement', () => {
    const notBase64 = { ...report.dsse, payload: '%%%' };
    assert.deepEqual(checkEnvelope(notBase64, { payload, publicKey: SIGNER.publicKey }), [
      'dsse: the payload is not base64',
    ]);
    const notJson = { ...report.dsse, payload: Buffer.from('[1,').toString('base64') };
    const problems = checkEnvelope(notJson, { payload, publicKey: SIGNER.publicKey });
    assert.equal(problems.at(-1), 'dsse: the payload is not a JSON in-toto statement');
  });

  it('serialises the statement as RFC 8785 canonical JSON', () => {
    assert.equal(canonicalJson(decode(report.dsse.payload)), Buffer.from(report.dsse.payload, 'base64').toString());
  });
});

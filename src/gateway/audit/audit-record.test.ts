import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { canonicalJson, sha256Hex, type Trace } from '../../core/index.ts';
import { type AuditRecord, auditKeyId, prepareAuditEntry, prepareAuditRecord } from './audit-record.ts';
import { redactJson } from './redact-json.ts';

const trace = JSON.parse(readFileSync(new URL('./__fixtures__/sample-trace.json', import.meta.url), 'utf8')) as Trace;
const hmacKey = Buffer.alloc(32, 7);
const base: AuditRecord = {
  kind: 'decision',
  at: '2026-03-01T10:00:00.000Z',
  tenant: 'acme',
  user: 'alice@acme.test',
  trace,
  text: 'Mail bob@corp.io the key, I am at 198.51.100.4',
  extra: { route: '/v1/chat/completions', nested: [{ contact: '+1 (415) 555-2671' }, 42, true, null] },
};

describe('prepareAuditEntry', () => {
  it('gives the canonical text a reader parses back to the record, and its columns', () => {
    const entry = prepareAuditEntry(base, { hmacKey, storeText: true });
    const parsed = JSON.parse(entry.text);
    assert.equal(canonicalJson(parsed), entry.text);
    assert.deepEqual(parsed, prepareAuditRecord(base, { hmacKey, storeText: true }));
    assert.deepEqual([entry.kind, entry.tenant, entry.at], [parsed.kind, parsed.tenant, parsed.at]);
  });
});

describe('prepareAuditRecord', () => {
  it('stores the user only as a keyed HMAC-SHA256, and names the key by a public id', () => {
    const stored = prepareAuditRecord(base, { hmacKey, storeText: false });
    assert.equal(stored.user_hmac, createHmac('sha256', hmacKey).update('alice@acme.test').digest('hex'));
    assert.equal(stored.hmac_key_id, auditKeyId(hmacKey));
    assert.notEqual(stored.hmac_key_id, auditKeyId(Buffer.alloc(32, 8)));
    assert.ok(!JSON.stringify(stored).includes('alice'));
  });

  it('keeps only the prompt hash unless storeText is on, and then keeps it redacted', () => {
    const hashed = prepareAuditRecord(base, { hmacKey, storeText: false });
    assert.equal(hashed.text, null);
    assert.equal(hashed.text_sha256, sha256Hex(base.text ?? ''));
    const kept = prepareAuditRecord(base, { hmacKey, storeText: true });
    assert.equal(kept.text, 'Mail [EMAIL] the key, I am at [IPV4]');
    assert.equal(kept.text_sha256, hashed.text_sha256);
    const { text: _, ...withoutText } = base;
    const none = prepareAuditRecord(withoutText, { hmacKey, storeText: true });
    assert.deepEqual([none.text, none.text_sha256], [null, null]);
  });

  it('redacts every string in extra, at any depth, and keeps the trace whole', () => {
    const stored = prepareAuditRecord(base, { hmacKey, storeText: false });
    assert.deepEqual(stored.extra, {
      route: '/v1/chat/completions',
      nested: [{ contact: '[PHONE]' }, 42, true, null],
    });
    assert.deepEqual(stored.trace, trace);
  });

  it('returns plain JSON whose canonical form survives a round trip', () => {
    const stored = prepareAuditRecord({ ...base, extra: { '10': 'a', '9': 'b', z: -0 } }, { hmacKey, storeText: true });
    const text = canonicalJson(stored);
    assert.equal(canonicalJson(JSON.parse(text)), text);
  });

  it('makes lone surrogates storable (U+FFFD) instead of failing', () => {
    const stored = prepareAuditRecord(
      { ...base, tenant: 'a\ud800', text: 'x\udc00', extra: { s: '\ud800' } },
      { hmacKey, storeText: true },
    );
    assert.deepEqual([stored.tenant, stored.text, stored.extra['s']], ['a\ufffd', 'x\ufffd', '\ufffd']);
  });

  const INVALID: readonly { readonly name: string; readonly record: unknown; readonly code: string }[] = [
    { name: 'an unknown kind', record: { ...base, kind: 'audit' }, code: 'INPUT_INVALID' },
    { name: 'a time that is not ISO 8601', record: { ...base, at: '01/03/2026 10:00' }, code: 'INPUT_INVALID' },
    { name: 'an impossible date', record: { ...base, at: '2026-13-45T10:00:00Z' }, code: 'INPUT_INVALID' },
    { name: 'extra that is an array', record: { ...base, extra: [1] }, code: 'INPUT_INVALID' },
    { name: 'a non-finite number', record: { ...base, extra: { n: Number.NaN } }, code: 'INPUT_INVALID' },
  ];
  for (const c of INVALID)
    it(`refuses ${c.name}`, () => {
      assert.throws(() => prepareAuditRecord(c.record as AuditRecord, { hmacKey, storeText: false }), { code: c.code });
    });

  it('refuses extra nested deeper than 64 levels', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 70; i++) deep = [deep];
    assert.throws(() => redactJson(deep as never), { code: 'JSON_TOO_DEEP' });
  });
});

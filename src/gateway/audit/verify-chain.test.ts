import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalJson } from '../../core/index.ts';
import { chainHash, GENESIS_HASH } from './chain-hash.ts';
import { createChainVerifier, type RawAuditRow } from './verify-chain.ts';

// The verifier alone, on rows built in memory; the backends' tests tamper with real databases.
function chain(length: number): RawAuditRow[] {
  const rows: RawAuditRow[] = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= length; seq++) {
    const record = { kind: 'review', tenant: 't', n: seq };
    const hash = chainHash({ seq, prev_hash: prev, record });
    rows.push({ seq, prev_hash: prev, hash, kind: 'review', tenant: 't', record: canonicalJson(record) });
    prev = hash;
  }
  return rows;
}

function verify(rows: readonly RawAuditRow[], head = rows.at(-1) ?? { seq: 0, hash: GENESIS_HASH }) {
  const verifier = createChainVerifier();
  for (const row of rows) verifier.add(row);
  return verifier.finish(head === null ? null : { seq: head.seq, hash: head.hash });
}

describe('createChainVerifier', () => {
  it('accepts an intact chain and an empty log', () => {
    assert.deepEqual(verify(chain(5)).problems, []);
    assert.deepEqual(verify([]), { ok: true, count: 0, problems: [], head: { seq: 0, hash: GENESIS_HASH } });
  });

  it('hashes seq, prev_hash and record as canonical JSON (key order does not matter)', () => {
    const a = chainHash({ seq: 1, prev_hash: GENESIS_HASH, record: { a: 1, b: 2 } });
    assert.equal(a, chainHash({ seq: 1, prev_hash: GENESIS_HASH, record: { b: 2, a: 1 } }));
    assert.notEqual(a, chainHash({ seq: 2, prev_hash: GENESIS_HASH, record: { a: 1, b: 2 } }));
    assert.match(a, /^[0-9a-f]{128}$/);
  });

  it('reports a first record that does not start from genesis', () => {
    const record = { kind: 'review', tenant: 't' };
    const prev = 'f'.repeat(128);
    const row = { seq: 1, prev_hash: prev, kind: 'review', tenant: 't', record: canonicalJson(record) };
    const forged = { ...row, hash: chainHash({ seq: 1, prev_hash: prev, record }) };
    assert.deepEqual(verify([forged]).problems, [
      'seq 1: broken link: the first record does not start from the genesis hash',
    ]);
  });

  it('reports a log that starts after seq 1', () => {
    assert.match(verify(chain(4).slice(2)).problems[0] ?? '', /^seqs 1-2: missing/);
  });

  it('reports a row renumbered below 1, and where it belongs', () => {
    const rows = chain(5);
    const moved = { ...(rows[2] as RawAuditRow), seq: -3 };
    const verdict = verify([moved, ...rows.filter((r) => r.seq !== 3)]);
    assert.deepEqual(verdict.problems, [
      'seq -3: not a valid seq (they start at 1): the row was renumbered',
      'seq -3: record moved: it was written as seq 3 (its hash verifies there): records were reordered or renumbered',
      'seq 3: missing (the log goes from seq 2 to seq 4): records were deleted',
    ]);
  });

  it('lists at most 100 problems and counts the rest', () => {
    const rows = chain(150).map((r) => ({ ...r, hash: 'f'.repeat(128) }));
    const verdict = verify(rows, { seq: 150, hash: 'f'.repeat(128) });
    assert.equal(verdict.problems.length, 101);
    assert.equal(verdict.problems.at(-1), '… and 50 more problems');
  });
});

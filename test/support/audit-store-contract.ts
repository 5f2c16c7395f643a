import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { describe, it } from 'node:test';
import { canonicalJson } from '../../src/core/index.ts';
import { type AuditStore, chainHash } from '../../src/gateway/audit/index.ts';
import { sampleAuditRecord } from './sample-audit-record.ts';

/** One empty audit log of a backend, opened as often as a test needs. */
export interface AuditStoreHarness {
  /** What openAuditStore takes: a file path or a postgres:// URL. */
  readonly spec: string;
  readonly hmacKey: Buffer;
  open(options?: { readonly readOnly?: boolean }): Promise<AuditStore>;
  /** Raw SQL on the log's tables, as someone with write access to the database would run it. */
  tamper(sql: string): Promise<void>;
}

const APPEND_LOOP = new URL('./audit-append-loop.ts', import.meta.url).pathname;

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

async function seed(harness: AuditStoreHarness, count: number): Promise<void> {
  const store = await harness.open();
  for (let i = 0; i < count; i++) await store.append(sampleAuditRecord(i));
  await store.close();
}

async function rowAt(harness: AuditStoreHarness, seq: number) {
  const store = await harness.open({ readOnly: true });
  const [row] = await store.list({ afterSeq: seq - 1, limit: 1 });
  await store.close();
  assert.ok(row !== undefined && row.seq === seq);
  return row;
}

interface TamperCase {
  readonly name: string;
  /** SQL to run, or a function that builds it from the seeded log. */
  readonly sql: string | ((harness: AuditStoreHarness) => Promise<string>);
  /** The problems verify must report, in order, each exactly once. */
  readonly expect: readonly RegExp[];
}

// Each runs against a fresh log of ten records (seq 1..10; decisions at 1, 5, 9).
const TAMPER_CASES: readonly TamperCase[] = [
  {
    name: "edits a record's JSON (BLOCK becomes ALLOW)",
    sql: `UPDATE audit_records SET record = replace(record, '"decision":"BLOCK"', '"decision":"ALLOW"') WHERE seq = 5`,
    expect: [/^seq 5: record modified: its content does not match its stored hash$/],
  },
  {
    name: "swaps two rows' seq",
    sql: 'UPDATE audit_records SET seq = -4 WHERE seq = 4; UPDATE audit_records SET seq = 4 WHERE seq = 3; UPDATE audit_records SET seq = 3 WHERE seq = -4',
    expect: [
      /^seq 3: record moved: it was written as seq 4 .*reordered/,
      /^seq 4: record moved: it was written as seq 3 .*reordered/,
    ],
  },
  {
    name: 'deletes a middle row',
    sql: 'DELETE FROM audit_records WHERE seq = 5',
    expect: [/^seq 5: missing \(the log goes from seq 4 to seq 6\): records were deleted$/],
  },
  {
    name: 'deletes the last row (a truncated tail)',
    sql: 'DELETE FROM audit_records WHERE seq = 10',
    expect: [/^truncated: the chain head says seq 10 but the last record is seq 9: records were deleted from the end$/],
  },
  {
    name: 'deletes every row',
    sql: 'DELETE FROM audit_records',
    expect: [/^truncated: the chain head says seq 10 but the log is empty/],
  },
  {
    name: 'rewrites a record and recomputes its hash',
    sql: async (harness) => {
      const row = await rowAt(harness, 4);
      const record = { ...row.record, tenant: 'someone-else' };
      const hash = chainHash({ seq: 4, prev_hash: row.prev_hash, record });
      return `UPDATE audit_records SET record = ${literal(canonicalJson(record))}, tenant = 'someone-else', hash = '${hash}' WHERE seq = 4`;
    },
    expect: [/^seq 5: broken link: prev_hash does not match the hash of seq 4/],
  },
  {
    name: 'appends a forged record without moving the chain head',
    sql: async (harness) => {
      const last = await rowAt(harness, 10);
      const record = { ...last.record, at: '2026-02-01T00:00:00.000Z' };
      const hash = chainHash({ seq: 11, prev_hash: last.hash, record });
      return `INSERT INTO audit_records (seq, prev_hash, hash, kind, tenant, at, record) VALUES (11, '${last.hash}', '${hash}', '${record.kind}', '${record.tenant}', '${record.at}', ${literal(canonicalJson(record))})`;
    },
    expect: [/^seq 11: appended behind the chain head's back \(it says seq 10\)/],
  },
  {
    name: 'edits a filter column only',
    sql: `UPDATE audit_records SET kind = 'review' WHERE seq = 2`,
    expect: [/^seq 2: column kind says "review" but the record says "consent": the row was edited$/],
  },
  {
    name: 'reformats a record without changing its meaning',
    sql: `UPDATE audit_records SET record = replace(record, '"kind":', '"kind": ') WHERE seq = 6`,
    expect: [/^seq 6: the record text is not in canonical form/],
  },
  {
    name: 'replaces a record with garbage',
    sql: `UPDATE audit_records SET record = 'garbage' WHERE seq = 7`,
    expect: [/^seq 7: the record is not a JSON object/],
  },
  {
    name: 'deletes the chain head',
    sql: 'DELETE FROM audit_head',
    expect: [/^chain head: missing/],
  },
];

interface Child {
  readonly acked: number[];
  readonly exit: Promise<number | null>;
  kill(): void;
  /** Resolves once the child has acknowledged at least `count` appends. */
  waitForAcks(count: number): Promise<void>;
}

function spawnAppender(harness: AuditStoreHarness, count: number, burst: number): Child {
  const child = spawn(process.execPath, [APPEND_LOOP, harness.spec, String(count), String(burst)], {
    env: { ...process.env, AUDIT_HMAC_KEY: harness.hmacKey.toString('hex') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const acked: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('ack ')) return;
    acked.push(Number(line.slice(4)));
    for (const w of waiters.filter((w) => acked.length >= w.count)) w.resolve();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    acked,
    exit,
    kill: () => child.kill('SIGKILL'),
    waitForAcks: (n) =>
      new Promise<void>((resolve, reject) => {
        if (acked.length >= n) resolve();
        else waiters.push({ count: n, resolve });
        void exit.then(() =>
          acked.length >= n ? resolve() : reject(new Error(`child exited after ${acked.length} acks`)),
        );
      }),
  };
}

/** The behaviour every audit backend must have, run against each (as hono runs one suite over its routers). */
export function runAuditStoreContract(name: string, makeHarness: () => Promise<AuditStoreHarness>): void {
  describe(`${name} audit store`, () => {
    it('appends, lists with filters, verifies, and continues the chain after reopening', async () => {
      const harness = await makeHarness();
      const store = await harness.open();
      const results = [];
      for (let i = 0; i < 8; i++) results.push(await store.append(sampleAuditRecord(i)));
      assert.deepEqual(
        results.map((r) => r.seq),
        [1, 2, 3, 4, 5, 6, 7, 8],
      );
      assert.ok(results.every((r) => /^[0-9a-f]{128}$/.test(r.hash)));
      const all = await store.list({ limit: 100 });
      assert.deepEqual(
        all.map((r) => r.seq),
        [1, 2, 3, 4, 5, 6, 7, 8],
      );
      assert.equal(all[1]?.prev_hash, all[0]?.hash);
      assert.deepEqual(
        (await store.list({ limit: 100, kind: 'decision' })).map((r) => r.seq),
        [1, 5],
      );
      assert.deepEqual(
        (await store.list({ limit: 100, tenant: 'globex' })).map((r) => r.seq),
        [2, 4, 6, 8],
      );
      assert.deepEqual(
        (await store.list({ limit: 2, order: 'desc' })).map((r) => r.seq),
        [8, 7],
      );
      assert.deepEqual(
        (await store.list({ limit: 2, afterSeq: 3 })).map((r) => r.seq),
        [4, 5],
      );
      assert.deepEqual(
        (await store.list({ limit: 10, beforeSeq: 3, order: 'desc' })).map((r) => r.seq),
        [2, 1],
      );
      assert.deepEqual(await store.verify(), { ok: true, count: 8, problems: [], head: results[7] });
      await store.close();

      const reopened = await harness.open();
      assert.equal((await reopened.append(sampleAuditRecord(8))).seq, 9);
      assert.equal((await reopened.verify()).ok, true);
      await reopened.close();
    });

    it('stores user ids as HMACs, prompts as hashes, and redacts free text', async () => {
      const harness = await makeHarness();
      const store = await harness.open();
      await store.append(sampleAuditRecord(0));
      const [row] = await store.list({ limit: 1 });
      await store.close();
      const stored = JSON.stringify(row);
      for (const secret of ['user-0@corp.example', 'jane.roe@acme-corp.io', '203.0.113.7', '+44 20 7946 0958'])
        assert.ok(!stored.includes(secret), secret);
      assert.equal(row?.record.text, null);
      assert.match(row?.record.text_sha256 ?? '', /^[0-9a-f]{64}$/);
      assert.equal(row?.record.extra['note'], 'call [PHONE] (#0)');
    });

    it('keeps one valid chain under 200 parallel appends', async () => {
      const harness = await makeHarness();
      const store = await harness.open();
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => store.append(sampleAuditRecord(i))));
      assert.deepEqual(
        results.map((r) => r.seq).sort((a, b) => a - b),
        Array.from({ length: 200 }, (_, i) => i + 1),
      );
      const verdict = await store.verify();
      assert.deepEqual([verdict.ok, verdict.count, verdict.problems], [true, 200, []]);
      await store.close();
    });

    it('keeps one valid chain when three processes append 100 records each at once', async () => {
      const harness = await makeHarness();
      await seed(harness, 0); // create the schema first, as a deployment's first start would
      const children = [0, 1, 2].map(() => spawnAppender(harness, 100, 4));
      assert.deepEqual(await Promise.all(children.map((c) => c.exit)), [0, 0, 0]);
      const acked = children.flatMap((c) => c.acked).sort((a, b) => a - b);
      assert.deepEqual(
        acked,
        Array.from({ length: 300 }, (_, i) => i + 1),
      );
      const store = await harness.open({ readOnly: true });
      const verdict = await store.verify();
      assert.deepEqual([verdict.ok, verdict.count, verdict.problems], [true, 300, []]);
      await store.close();
    });

    it('keeps every acknowledged record and a valid chain when the writer is killed with SIGKILL', async () => {
      const harness = await makeHarness();
      const child = spawnAppender(harness, 0, 8);
      await child.waitForAcks(150);
      child.kill();
      await child.exit;
      const store = await harness.open();
      const verdict = await store.verify();
      assert.deepEqual([verdict.ok, verdict.problems], [true, []]);
      const present = new Set((await store.list({ limit: 1_000_000 })).map((r) => r.seq));
      const missing = child.acked.filter((seq) => !present.has(seq));
      assert.deepEqual(missing, [], 'acknowledged records lost');
      assert.ok(verdict.count >= child.acked.length);
      // The log stays writable after the crash.
      assert.equal((await store.append(sampleAuditRecord(0))).seq, verdict.count + 1);
      await store.close();
    });

    it('refuses to append without an HMAC key', async () => {
      const harness = await makeHarness();
      await seed(harness, 1);
      const store = await harness.open({ readOnly: true });
      await assert.rejects(store.append(sampleAuditRecord(1)), /without an HMAC key/);
      await store.close();
    });

    describe('detects tampering', () => {
      for (const c of TAMPER_CASES) {
        it(c.name, async () => {
          const harness = await makeHarness();
          await seed(harness, 10);
          await harness.tamper(typeof c.sql === 'string' ? c.sql : await c.sql(harness));
          const store = await harness.open({ readOnly: true });
          const verdict = await store.verify();
          await store.close();
          assert.equal(verdict.ok, false);
          assert.equal(verdict.problems.length, c.expect.length, verdict.problems.join('\n'));
          c.expect.forEach((pattern, i) => {
            assert.match(verdict.problems[i] ?? '', pattern);
          });
        });
      }
    });
  });
}

export const newAuditKey = (): Buffer => randomBytes(32);

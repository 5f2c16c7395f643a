import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { after, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { type RedisServer, redisServerSkipReason, startRedisServer } from '../../../test/support/redis-server.ts';
import { createRedisState } from './redis-state.ts';
import { runSharedStateContract } from './shared-state.contract.test.ts';

// Against a real redis-server on loopback (Debian's package; skipped with a message when it cannot be had).
const skipReason = redisServerSkipReason();
if (skipReason !== undefined) process.stdout.write(`# ${skipReason}\n`);
const server: RedisServer | undefined = skipReason === undefined ? await startRedisServer() : undefined;
after(() => server?.stop());

const url = (): string => server?.url ?? 'redis://127.0.0.1:1';
const freshPrefix = (): string => `test:${randomUUID()}:`;

if (server !== undefined)
  runSharedStateContract('redis', async () => ({ state: createRedisState({ url: url(), prefix: freshPrefix() }) }));

/** Runs `count` operations from each of three processes at once; resolves with each process's success count. */
async function raceAcrossProcesses(args: {
  operation: 'take' | 'once';
  key: string;
  count: number;
  capacity: number;
  prefix: string;
}) {
  const worker = new URL('./__fixtures__/state-race-worker.ts', import.meta.url).pathname;
  const children = Array.from({ length: 3 }, () =>
    spawn(
      process.execPath,
      [worker, url(), args.prefix, args.operation, args.key, String(args.count), String(args.capacity)],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    ),
  );
  // Listen for exits now: a replica that has answered may exit before a listener added later, which then waits forever.
  const exitCodes = Promise.all(
    children.map((child) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))),
  );
  const readers = children.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]());
  const next = async (index: number): Promise<string> => {
    const line = await readers[index]?.next();
    assert.ok(line !== undefined && line.done !== true, `replica ${index} ended early`);
    return line.value;
  };
  assert.deepEqual(await Promise.all(children.map((_, i) => next(i))), ['ready', 'ready', 'ready']);
  for (const child of children) child.stdin.write('go\n');
  const results = await Promise.all(children.map(async (_, i) => JSON.parse(await next(i)) as { succeeded: number }));
  assert.deepEqual(await exitCodes, [0, 0, 0]);
  return results.map((r) => r.succeeded);
}

// A timeout turns a hang (a replica that never answers) into a failure instead of a stalled test run.
describe('createRedisState (Redis specifics)', { skip: skipReason, timeout: 60_000 }, () => {
  it('three replica processes × 50 concurrent takes on a bucket of 60 allow exactly 60 in total', async () => {
    const prefix = freshPrefix();
    const perReplica = await raceAcrossProcesses({ operation: 'take', key: 'shared', count: 50, capacity: 60, prefix });
    assert.equal(
      perReplica.reduce((a, b) => a + b, 0),
      60,
      `per replica: ${perReplica.join(', ')}`,
    );
  });

  it('three replica processes racing to spend one consent token: exactly one succeeds', async () => {
    const prefix = freshPrefix();
    const perReplica = await raceAcrossProcesses({
      operation: 'once',
      key: 'consent-token-1',
      count: 1,
      capacity: 0,
      prefix,
    });
    assert.deepEqual([...perReplica].sort(), [0, 0, 1]);
  });

  it('sets server-side TTLs: consent, spent token, window (renewed), refilling bucket; a quota bucket persists', async () => {
    const prefix = freshPrefix();
    const state = createRedisState({ url: url(), prefix });
    const raw = new Redis(url());
    try {
      await state.putConsent('c', 'v', 60_000);
      await state.consumeOnce('t', 30_000);
      await state.appendWindow('w', 'a', { maxItems: 2, ttlMs: 10_000 });
      await state.appendWindow('w', 'b', { maxItems: 2, ttlMs: 20_000 });
      await state.takeTokens('refilling', { capacity: 10, refillPerSecond: 1, cost: 4 });
      await state.takeTokens('quota', { capacity: 10, refillPerSecond: 0, cost: 4 });
      await state.incrementCounter('n', { ttlMs: 5_000 });
      const ttl = async (key: string) => raw.pttl(`${prefix}${key}`);
      const between = (value: number, low: number, high: number) => assert.ok(value > low && value <= high, `${value}`);
      between(await ttl('consent:c'), 50_000, 60_000);
      between(await ttl('once:t'), 20_000, 30_000);
      between(await ttl('window:w'), 10_000, 20_000);
      between(await ttl('bucket:refilling'), 4_000, 5_000); // 4 s to refill 4 tokens, plus 1 s
      assert.equal(await ttl('bucket:quota'), -1);
      between(await ttl('counter:n'), 0, 5_000);
    } finally {
      raw.disconnect();
      await state.close();
    }
  });

  it('keeps working after the server forgets its scripts (EVALSHA falls back to EVAL)', async () => {
    const state = createRedisState({ url: url(), prefix: freshPrefix() });
    const raw = new Redis(url());
    try {
      assert.equal(await state.incrementCounter('n'), 1);
      await raw.script('FLUSH');
      assert.equal(await state.incrementCounter('n'), 2);
    } finally {
      raw.disconnect();
      await state.close();
    }
  });

  it('keeps replicas with different prefixes apart', async () => {
    const a = createRedisState({ url: url(), prefix: freshPrefix() });
    const b = createRedisState({ url: url(), prefix: freshPrefix() });
    try {
      assert.equal(await a.consumeOnce('t', 60_000), true);
      assert.equal(await b.consumeOnce('t', 60_000), true);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

it('an unreachable Redis fails with STATE_UNAVAILABLE (HTTP 503), and the message hides the password', async () => {
  // Port 1 on loopback: nothing listens there, so the connection is refused at once.
  const state = createRedisState({ url: 'redis://:hunter2@127.0.0.1:1', commandTimeoutMs: 500 });
  try {
    await assert.rejects(state.consumeOnce('t', 1_000), (error: Error & { code?: string; httpStatus?: number }) => {
      assert.equal(error.code, 'STATE_UNAVAILABLE');
      assert.equal(error.httpStatus, 503);
      assert.doesNotMatch(error.message, /hunter2/);
      assert.match(error.message, /redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
      return true;
    });
  } finally {
    await state.close();
  }
});

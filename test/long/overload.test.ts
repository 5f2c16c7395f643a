import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, before, describe, it } from 'node:test';
import { driveLoad, headerValue, type LoadResponse } from '../support/drive-load.ts';
import { type FaultInjectingUpstream, startFaultInjectingUpstream } from '../support/fault-injecting-upstream.ts';
import { type GatewayProcess, startGatewayProcess } from '../support/gateway-process.ts';
import { HANG_BOUND_MS, longTestsSkipReason, pause } from '../support/long-tests.ts';
import { fetchMetrics, metricValue } from '../support/prometheus-text.ts';

// Overload: `parapet serve` (a child process, so its memory is its own) with a tiny admission queue in front of a
// slow upstream, driven by far more concurrent clients than it can serve. With `on_overload: reject` the surplus is
// refused at once with 503 and Retry-After (429 is the tenant rate limit's answer, not configured here), the queue
// stays within its bounds, memory stays flat, and it serves normally once the load stops. With `strict` nothing is
// refused: the surplus is screened on the strict path.

const ADMISSION = { max_concurrent: 4, max_queued: 8, deadline_ms: 3000 } as const;
const CLIENTS = 256;
const LOAD_MS = 15_000;
// Generous bounds on RSS growth over the idle gateway (about 220 MB with the learned models); a queue that grew
// with the load would not necessarily show as hundreds of MB, so the queue gauges are checked directly as well.
// The strict path has no admission bound (every client's request is screened and forwarded at once), so its
// memory follows the number of clients and gets a wider bound.
const RSS_GROWTH_LIMIT_BYTES = { reject: 256 * 1024 * 1024, strict: 512 * 1024 * 1024 } as const;

interface OverloadRun {
  responses: LoadResponse[];
  readonly rssBytes: number[];
  readonly queued: number[];
  readonly inFlight: number[];
}

// Reduced, not spread: a spread of tens of thousands of arguments overflows the stack.
const maxOf = (values: readonly number[]): number => values.reduce((a, b) => Math.max(a, b), 0);
const minOf = (values: readonly number[]): number => values.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const chat = (i: number) => ({
  path: '/v1/chat/completions',
  body: { model: 'm', messages: [{ role: 'user', content: `[req ${i}] What is a good name for a cat?` }] },
});

async function overload(gateway: GatewayProcess, durationMs: number): Promise<OverloadRun> {
  const run: OverloadRun = { responses: [], rssBytes: [], queued: [], inFlight: [] };
  let isRunning = true;
  const sampler = (async () => {
    while (isRunning) {
      const rss = gateway.rssBytes();
      if (rss !== undefined) run.rssBytes.push(rss);
      const metrics = await fetchMetrics(gateway.origin);
      run.queued.push(metricValue(metrics, 'parapet_admission', { state: 'queued' }));
      run.inFlight.push(metricValue(metrics, 'parapet_admission', { state: 'in_flight' }));
      await pause(200);
    }
  })();
  const load = driveLoad({
    origin: gateway.origin,
    concurrency: CLIENTS,
    timeoutMs: 30_000,
    shouldContinue: () => isRunning,
    build: chat,
  });
  await pause(durationMs);
  isRunning = false;
  run.responses = await load;
  await sampler;
  return run;
}

/** Waits (up to the "does not hang" bound) until nothing is admitted or queued, then sends ordinary traffic. */
async function serveAfterLoad(gateway: GatewayProcess): Promise<LoadResponse[]> {
  for (let attempt = 0; ; attempt++) {
    const metrics = await fetchMetrics(gateway.origin);
    if (metricValue(metrics, 'parapet_admission', { state: 'in_flight' }) === 0) break;
    assert.ok(attempt < 100, 'requests still in flight 20 s after the load stopped');
    await pause(200);
  }
  let sent = 0;
  return driveLoad({ origin: gateway.origin, concurrency: 2, shouldContinue: () => sent++ < 20, build: chat });
}

function summarise(run: OverloadRun): string {
  const statuses = new Map<number, number>();
  for (const r of run.responses) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  return `${run.responses.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, RSS ${mb(minOf(run.rssBytes))}–${mb(maxOf(run.rssBytes))}`;
}

describe('overload: far past capacity behind a slow upstream', {
  skip: longTestsSkipReason() ?? false,
  timeout: HANG_BOUND_MS,
}, () => {
  let upstream: FaultInjectingUpstream;
  let dir: string;
  const gateways: GatewayProcess[] = [];

  const start = async (onOverload: 'reject' | 'strict'): Promise<GatewayProcess> => {
    const dataDir = join(dir, onOverload);
    const configPath = join(dir, `${onOverload}.yaml`);
    writeFileSync(
      configPath,
      [
        'version: 1',
        `data_dir: ${dataDir}`,
        `upstream: { url: "${upstream.baseUrl}", timeout_ms: 10000 }`,
        `admission: { max_concurrent: ${ADMISSION.max_concurrent}, max_queued: ${ADMISSION.max_queued}, deadline_ms: ${ADMISSION.deadline_ms}, on_overload: ${onOverload} }`,
        '',
      ].join('\n'),
    );
    const gateway = await startGatewayProcess({ args: ['--config', configPath] });
    gateways.push(gateway);
    return gateway;
  };

  before(async () => {
    upstream = await startFaultInjectingUpstream({
      seed: 7,
      answer: () => 'Whiskers is a fine name.',
      plan: { latencyMs: [200, 300] },
    });
    dir = mkdtempSync(join(tmpdir(), 'parapet-overload-'));
  });

  after(async () => {
    for (const g of gateways) await g.stop('SIGKILL');
    await upstream?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the surplus with 503 and Retry-After, keeps memory and queue bounded, and recovers', async (t) => {
    const gateway = await start('reject');
    const idle = await serveAfterLoad(gateway);
    assert.deepEqual(
      idle.map((r) => r.status),
      idle.map(() => 200),
    );
    const baselineRss = gateway.rssBytes() ?? 0;
    const run = await overload(gateway, LOAD_MS);
    t.diagnostic(`reject: baseline RSS ${mb(baselineRss)}; ${summarise(run)}`);
    t.diagnostic(`reject: queued at most ${maxOf(run.queued)}, in flight at most ${maxOf(run.inFlight)}`);

    const refused = run.responses.filter((r) => r.status === 503);
    assert.deepEqual(
      run.responses.filter((r) => r.status !== 200 && r.status !== 503).map((r) => `${r.status} ${r.error ?? r.body}`),
      [],
    );
    assert.ok(refused.length > run.responses.length / 2, 'the load did not overload the gateway');
    assert.ok(
      run.responses.some((r) => r.status === 200),
      'nothing was served under overload',
    );
    const retryAfter = new Map<string, number>();
    for (const r of refused)
      retryAfter.set(
        headerValue(r, 'retry-after') ?? '-',
        (retryAfter.get(headerValue(r, 'retry-after') ?? '-') ?? 0) + 1,
      );
    t.diagnostic(`reject: Retry-After values ${JSON.stringify(Object.fromEntries(retryAfter))}`);
    for (const r of refused) {
      assert.match(headerValue(r, 'retry-after') ?? '', /^[1-9]\d{0,3}$/);
      assert.equal((JSON.parse(r.body) as { error: { code: string } }).error.code, 'overloaded');
    }
    assert.ok(maxOf(run.queued) <= ADMISSION.max_queued);
    assert.ok(maxOf(run.inFlight) <= ADMISSION.max_concurrent);
    assert.ok(
      maxOf(run.rssBytes) - baselineRss < RSS_GROWTH_LIMIT_BYTES.reject,
      `RSS grew from ${mb(baselineRss)} to ${mb(maxOf(run.rssBytes))}`,
    );

    const recovered = await serveAfterLoad(gateway);
    assert.deepEqual(
      recovered.map((r) => r.status),
      recovered.map(() => 200),
    );
    t.diagnostic(`reject: RSS after recovery ${mb(gateway.rssBytes() ?? 0)}`);
  });

  it('with on_overload: strict, screens the surplus on the strict path instead of refusing it', async (t) => {
    const gateway = await start('strict');
    const baselineRss = gateway.rssBytes() ?? 0;
    const run = await overload(gateway, LOAD_MS / 2);
    const metrics = await fetchMetrics(gateway.origin);
    const fallbacks = metricValue(metrics, 'parapet_fallbacks_total', { reason: 'overload' });
    t.diagnostic(`strict: baseline RSS ${mb(baselineRss)}; ${summarise(run)}; ${fallbacks} overload fallbacks`);

    // Nothing is refused and the upstream breaker stays closed. A request whose own deadline ran out (504, on a
    // starved CPU) is not a refusal; a few are allowed, anything else is not.
    const late = run.responses.filter((r) => r.status === 504 && r.body.includes('"code":"deadline_exceeded"'));
    assert.deepEqual(
      run.responses
        .filter((r) => r.status !== 200 && !late.includes(r))
        .map((r) => `${r.status} ${r.error ?? r.body.slice(0, 200)}`),
      [],
    );
    assert.ok(late.length <= run.responses.length / 100, `${late.length} of ${run.responses.length} ran out of time`);
    assert.ok(fallbacks > 0, 'the strict path was never taken');
    const db = new DatabaseSync(join(dir, 'strict', 'audit.sqlite'), { readOnly: true });
    try {
      const strict = db
        .prepare("SELECT count(*) AS n FROM audit_records WHERE json_extract(record, '$.trace.policy.mode') = 'strict'")
        .get() as { n: number };
      assert.ok(strict.n > 0, 'no decision in the log was taken in strict mode');
    } finally {
      db.close();
    }
    assert.ok(maxOf(run.rssBytes) - baselineRss < RSS_GROWTH_LIMIT_BYTES.strict);
    const recovered = await serveAfterLoad(gateway);
    assert.deepEqual(
      recovered.map((r) => r.status),
      recovered.map(() => 200),
    );
  });
});

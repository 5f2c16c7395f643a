import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Trace } from '../../src/core/index.ts';
import { mulberry32 } from '../../src/eval/stratified-sample.ts';
import { buildGatewayFromConfig, gatewayConfigSchema, type StartedGateway } from '../../src/gateway/index.ts';
import { driveLoad, headerValue, type LoadResponse } from '../support/drive-load.ts';
import {
  type FaultInjectingUpstream,
  type FaultPlan,
  startFaultInjectingUpstream,
} from '../support/fault-injecting-upstream.ts';
import { freePort } from '../support/free-port.ts';
import { HANG_BOUND_MS, longTestsSkipReason, pause } from '../support/long-tests.ts';
import { metricValue } from '../support/prometheus-text.ts';
import { chaosFirewall, THROW_MARKER, UNSURE_MARKER } from './chaos-firewall.ts';
import { checkRetryBudget } from './retry-budget-bound.ts';

// Chaos: a gateway (in process, so its firewall can hold a detector that throws) in front of a fault-injecting
// upstream and a fault-injecting LLM judge, under sustained concurrent load through four phases: healthy, flaky
// (a fifth of upstream calls fail), outage (every upstream and judge call fails) and recovery. Proves the breaker
// cycle, the retry budget, judge shedding, and that no failure turns a request into an unscreened ALLOW.

const SEED = Number(process.env['PARAPET_CHAOS_SEED'] ?? 20_261_121);
const PHASES: readonly { name: string; ms: number; upstream: FaultPlan; judge: FaultPlan }[] = [
  { name: 'healthy', ms: 6000, upstream: { error: 0.01, latencyMs: [1, 10] }, judge: { latencyMs: [1, 5] } },
  {
    name: 'flaky',
    ms: 7000,
    upstream: { error: 0.1, reset: 0.05, truncate: 0.05, latencyMs: [1, 10] },
    judge: { error: 0.1, malformed: 0.05, latencyMs: [1, 5] },
  },
  {
    name: 'outage',
    ms: 10_000,
    upstream: { error: 0.5, reset: 0.35, hang: 0.15, hangMs: 5000 },
    judge: { error: 0.5, reset: 0.2, malformed: 0.2, hang: 0.1, hangMs: 5000 },
  },
  { name: 'recovery', ms: 9000, upstream: { latencyMs: [1, 10] }, judge: { latencyMs: [1, 5] } },
];
const RETRY = { attempts: 2, budget_ratio: 0.1, min_per_second: 1 } as const;
// Ten in a row: the flaky phase's one-in-five failures almost never open it (0.2^10), so there the retry budget,
// not the breaker, is what limits retries; the outage opens it at once.
const BREAKER = { failure_threshold: 10, open_ms: 1500, half_open_probes: 1 } as const;

type Kind = 'plain' | 'stream' | 'unsure' | 'throw' | 'throw-unsure';
interface Sent {
  readonly kind: Kind;
  readonly phase: string;
}

const answerFor = (body: unknown): string => `All good for request ${/\[req (\d+)\]/.exec(JSON.stringify(body))?.[1]}.`;

function contentFor(kind: Kind, i: number): string {
  if (kind === 'throw') return `[req ${i}] ${THROW_MARKER} while reading item ${i}.`;
  if (kind === 'throw-unsure') return `[req ${i}] ${UNSURE_MARKER} and ${THROW_MARKER} on item ${i}.`;
  if (kind === 'unsure') return `[req ${i}] ${UNSURE_MARKER}: is item ${i} of the shipping log late?`;
  return `[req ${i}] Please summarise item ${i} of the shipping log.`;
}

/** The text a stream delivered and whether it carried an error event. */
function readStream(body: string): { text: string; hasError: boolean; isDone: boolean } {
  let text = '';
  let hasError = false;
  for (const line of body.split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const event = JSON.parse(line.slice(6)) as { error?: unknown; choices?: { delta?: { content?: string } }[] };
    if (event.error !== undefined) hasError = true;
    text += event.choices?.[0]?.delta?.content ?? '';
  }
  return { text, hasError, isDone: body.trimEnd().endsWith('data: [DONE]') };
}

const secondStage = (trace: Trace) => trace.detectors.find((d) => d.id === 'ensemble.second-stage');

describe('chaos: faulty upstream and judge under sustained load', {
  skip: longTestsSkipReason() ?? false,
  timeout: HANG_BOUND_MS,
}, () => {
  let upstream: FaultInjectingUpstream;
  let judge: FaultInjectingUpstream;
  let gateway: StartedGateway;
  let dir: string;
  let responses: LoadResponse[] = [];
  const sent: Sent[] = [];
  let metrics = '';
  let traces = new Map<string, Trace>();
  let allTraces: Trace[] = [];
  const closedDuringOutage = { upstream: 0, judge: 0 };
  let loadMs = 0;

  before(
    async () => {
      upstream = await startFaultInjectingUpstream({ seed: SEED, answer: answerFor });
      judge = await startFaultInjectingUpstream({ seed: SEED + 1, answer: () => '{"attack": 0.1}' });
      dir = mkdtempSync(join(tmpdir(), 'parapet-chaos-'));
      const config = gatewayConfigSchema.parse({
        version: 1,
        data_dir: dir,
        upstream: { url: upstream.baseUrl, timeout_ms: 1000, breaker: BREAKER, retry: RETRY },
        judge: { url: judge.baseUrl, model: 'judge', timeout_ms: 800, breaker: { ...BREAKER, failure_threshold: 3 } },
        admission: { max_concurrent: 256, max_queued: 1024, deadline_ms: 15_000 },
      });
      gateway = await buildGatewayFromConfig(config, { firewall: chaosFirewall });
      const port = await freePort();
      await gateway.app.listen({ port, host: '127.0.0.1' });
      const closedCount = async (breaker: string): Promise<number> =>
        metricValue(await gateway.deps.metrics.registry.metrics(), 'parapet_breaker_transitions_total', {
          breaker,
          from: 'half-open',
          to: 'closed',
        });

      const random = mulberry32(SEED + 2);
      let phase = PHASES[0]?.name ?? '';
      let isRunning = true;
      const startedMs = Date.now();
      const load = driveLoad({
        origin: `http://127.0.0.1:${port}`,
        concurrency: 32,
        timeoutMs: 20_000,
        shouldContinue: () => isRunning,
        build: (i) => {
          const r = random();
          const kind: Kind =
            r < 0.08 ? 'throw' : r < 0.12 ? 'throw-unsure' : r < 0.42 ? 'unsure' : r < 0.54 ? 'stream' : 'plain';
          sent[i] = { kind, phase };
          return {
            path: '/v1/chat/completions',
            body: {
              model: 'chaos',
              messages: [{ role: 'user', content: contentFor(kind, i) }],
              ...(kind === 'stream' ? { stream: true } : {}),
            },
          };
        },
      });
      for (const p of PHASES) {
        phase = p.name;
        upstream.setPlan(p.upstream);
        judge.setPlan(p.judge);
        if (p.name !== 'outage') {
          await pause(p.ms);
          continue;
        }
        // Every call fails in this phase, so a breaker that closes meanwhile closed on something that was not a
        // success. Counted from 1 s in, after answers to the previous phase's calls have come back.
        await pause(1000);
        const before = { upstream: await closedCount('upstream'), judge: await closedCount('judge') };
        await pause(p.ms - 1000);
        closedDuringOutage.upstream = (await closedCount('upstream')) - before.upstream;
        closedDuringOutage.judge = (await closedCount('judge')) - before.judge;
      }
      isRunning = false;
      responses = await load;
      loadMs = Date.now() - startedMs;
      metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const rows = await gateway.deps.audit.list({ limit: 10_000_000 });
      allTraces = rows.flatMap((row) =>
        row.record.kind === 'decision' && row.record.trace !== null ? [row.record.trace] : [],
      );
      traces = new Map(allTraces.map((t) => [t.trace_id, t]));
    },
    { timeout: HANG_BOUND_MS },
  );

  after(async () => {
    await gateway?.close();
    await upstream?.close();
    await judge?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('answers every request, with no internal error and no connection failure', (t) => {
    const statuses = new Map<number, number>();
    for (const r of responses) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    t.diagnostic(
      `seed ${SEED}; ${responses.length} requests in ${(loadMs / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    assert.ok(responses.length >= 2000, `only ${responses.length} requests were sent`);
    const unexpected = responses.filter((r) => ![200, 400, 502, 504].includes(r.status));
    assert.deepEqual(
      unexpected.slice(0, 5).map((r) => `${r.index}: ${r.status} ${r.error ?? r.body.slice(0, 200)}`),
      [],
    );
  });

  it('takes the upstream and judge breakers closed → open → half-open → closed, never closing on a failure', (t) => {
    const transitions = (breaker: string, from: string, to: string) =>
      metricValue(metrics, 'parapet_breaker_transitions_total', { breaker, from, to });
    for (const breaker of ['upstream', 'judge']) {
      const cycle = [
        transitions(breaker, 'closed', 'open'),
        transitions(breaker, 'open', 'half-open'),
        transitions(breaker, 'half-open', 'closed'),
        transitions(breaker, 'half-open', 'open'),
      ];
      t.diagnostic(
        `${breaker} breaker: closed→open ${cycle[0]}, open→half-open ${cycle[1]}, half-open→closed ${cycle[2]}, half-open→open ${cycle[3]}`,
      );
      assert.ok(cycle[0]! >= 1 && cycle[1]! >= 1 && cycle[2]! >= 1, `${breaker} breaker did not cycle: ${cycle}`);
      assert.equal(
        metricValue(metrics, 'parapet_breaker_state', { breaker }),
        0,
        `${breaker} breaker is not closed after recovery`,
      );
    }
    assert.deepEqual(closedDuringOutage, { upstream: 0, judge: 0 }, 'a breaker closed while every call was failing');
    const breakerOpen = responses.filter((r) => r.status === 502 && r.body.includes('circuit breaker is open'));
    assert.ok(breakerOpen.length > 0, 'no request met the open upstream breaker');
    for (const r of breakerOpen) assert.equal(headerValue(r, 'retry-after'), String(Math.ceil(BREAKER.open_ms / 1000)));
  });

  it('answers a streamed request whose every upstream call failed with an error status, not 200', (t) => {
    // The fake upstream logs each call's fault by request id: a stream whose calls all failed before the first event
    // (HTTP 5xx, reset, no answer) must fail as a whole, and must have counted as failures for the breaker.
    const faults = new Map<number, string[]>();
    for (const a of upstream.arrivals)
      if (a.requestId !== undefined) faults.set(a.requestId, [...(faults.get(a.requestId) ?? []), a.fault]);
    const refused = responses.filter(
      (r) =>
        sent[r.index]?.kind === 'stream' &&
        (faults.get(r.index) ?? ['ok']).every((f) => f === 'error' || f === 'reset' || f === 'hang'),
    );
    t.diagnostic(`${refused.length} streamed requests met only failing upstream calls`);
    assert.ok(refused.length > 0, 'no streamed request met a failing upstream');
    assert.deepEqual(
      refused
        .filter((r) => r.status !== 502 && r.status !== 504)
        .map((r) => `${r.index}: ${r.status} ${r.body.slice(0, 120)}`),
      [],
    );
  });

  it('never retries past the retry budget', (t) => {
    const forwardable = responses.filter((r) => !sent[r.index]?.kind.startsWith('throw')).map((r) => r.sentAtMs);
    const report = checkRetryBudget({
      arrivals: upstream.arrivals,
      sentAtMs: forwardable,
      budget: { ratio: RETRY.budget_ratio, floor: RETRY.min_per_second * 10, windowMs: 10_000, bucketMs: 1000 },
      arrivalLagMs: 250,
      recordLagMs: 1000,
    });
    const retried = metricValue(metrics, 'parapet_upstream_retries_total', { outcome: 'retried' });
    const exhausted = metricValue(metrics, 'parapet_upstream_retries_total', { outcome: 'budget_exhausted' });
    t.diagnostic(
      `upstream: ${upstream.arrivals.length} calls for ${forwardable.length} forwardable requests (${report.originals} reached it); ` +
        `${report.retries} retries (${((100 * report.retries) / Math.max(1, report.originals)).toFixed(1)} %), ` +
        `${exhausted} refused by the budget; worst stretch ${report.worst?.retries} of ${report.worst?.allowed.toFixed(0)} allowed`,
    );
    assert.deepEqual(report.violations, []);
    assert.ok(report.retries <= retried, `the upstream saw ${report.retries} retries, the gateway counted ${retried}`);
    assert.ok(exhausted > 0, 'the budget never refused a retry, so this run did not test it');
    const judgeReport = checkRetryBudget({
      arrivals: judge.arrivals,
      sentAtMs: responses.filter((r) => sent[r.index]?.kind.endsWith('unsure')).map((r) => r.sentAtMs),
      budget: { ratio: 0.1, floor: 10, windowMs: 10_000, bucketMs: 1000 },
      arrivalLagMs: 250,
      recordLagMs: 1000,
    });
    t.diagnostic(
      `judge: ${judge.arrivals.length} calls, ${judgeReport.retries} retries; worst stretch ${judgeReport.worst?.retries} of ${judgeReport.worst?.allowed.toFixed(0)}`,
    );
    assert.ok(
      judge.arrivals.every((a) => a.requestId !== undefined),
      'a judge call without its request id',
    );
    assert.deepEqual(judgeReport.violations, []);
  });

  it('sheds the judge while its breaker is open, and the trace says so', (t) => {
    const shed = allTraces.filter((tr) => secondStage(tr)?.status_reason?.startsWith('BREAKER_OPEN_SKIPPED') === true);
    const skips = metricValue(metrics, 'parapet_optional_detector_skips_total', {
      detector: 'ensemble.second-stage',
      reason: 'BREAKER_OPEN_SKIPPED',
    });
    const routes = new Map<string, number>();
    for (const tr of allTraces) {
      const reason =
        /^[A-Z_]+/.exec(secondStage(tr)?.status_reason ?? '')?.[0] ??
        (secondStage(tr)?.status === 'scanned' ? 'CALLED' : 'FAST_PATH');
      routes.set(reason, (routes.get(reason) ?? 0) + 1);
    }
    t.diagnostic(`second stage per decision: ${JSON.stringify(Object.fromEntries(routes))}`);
    assert.ok(skips > 0, 'the judge was never shed');
    assert.equal(shed.length, skips, 'the skip counter and the traces disagree');
    for (const tr of shed) assert.equal(secondStage(tr)?.status, 'skipped');
    // A judge that failed counts as an errored optional detector: the strict zones apply, never a clean pass.
    for (const tr of allTraces.filter((x) => secondStage(x)?.status === 'errored'))
      assert.equal(tr.policy.mode, 'strict');
  });

  it('never allows a request whose required detector failed, whatever the breakers do', () => {
    const failing = responses.filter((r) => sent[r.index]?.kind.startsWith('throw'));
    assert.ok(failing.length > 100);
    for (const r of failing) {
      assert.equal(r.status, 400, `request ${r.index} (${sent[r.index]?.phase}) answered ${r.status}`);
      const error = (
        JSON.parse(r.body) as { error: { decision: string; primary_cause: { rule_id: string; detector_id: string } } }
      ).error;
      assert.equal(error.decision, 'BLOCK');
      assert.deepEqual(
        [error.primary_cause.rule_id, error.primary_cause.detector_id],
        ['policy.fail_closed', 'chaos.fragile'],
      );
    }
    for (const tr of allTraces) {
      const errored = tr.detectors.filter((d) => d.required && d.status === 'errored');
      if (errored.length > 0)
        assert.equal(tr.decision, 'BLOCK', `trace ${tr.trace_id} allowed with ${errored[0]?.id} errored`);
      // Required detectors that do not screen this direction are skipped as not applicable, never as failed.
      if (tr.decision === 'ALLOW' && tr.direction === 'input')
        assert.equal(
          tr.detectors.find((d) => d.id === 'chaos.fragile')?.status,
          'scanned',
          `unscreened ALLOW ${tr.trace_id}`,
        );
    }
  });

  it('acknowledges only recorded decisions, and never passes a truncated answer off as complete', () => {
    for (const r of responses) {
      const traceId = headerValue(r, 'x-parapet-trace-id');
      if (r.status === 200 || r.status === 400) {
        assert.ok(
          traceId !== undefined && traces.has(traceId),
          `request ${r.index}: trace ${traceId} not in the audit log`,
        );
        assert.equal(traces.get(traceId)?.decision, r.status === 200 ? 'ALLOW' : 'BLOCK');
      }
      if (r.status !== 200) continue;
      const expected = `All good for request ${r.index}.`;
      if (sent[r.index]?.kind === 'stream') {
        const stream = readStream(r.body);
        assert.ok(stream.isDone, `stream ${r.index} did not end with [DONE]`);
        assert.ok(
          stream.hasError || stream.text === expected,
          `stream ${r.index} ended as complete with "${stream.text}"`,
        );
      } else {
        const content = (JSON.parse(r.body) as { choices: { message: { content: string } }[] }).choices[0]?.message
          .content;
        assert.equal(content, expected);
      }
    }
  });
});

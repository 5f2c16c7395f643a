import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ParapetError } from '../../core/index.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { createGatewayMetrics } from '../gateway-metrics.ts';
import { createCircuitBreaker, createRetryBudget } from '../resilience/index.ts';
import { callUpstream } from './call-upstream.ts';

function depsAt(nowMs: { value: number }) {
  const now = () => nowMs.value;
  const upstreamBreaker = createCircuitBreaker({
    name: 'upstream',
    failureThreshold: 2,
    openMs: 10_000,
    halfOpenMaxProbes: 1,
    now,
  });
  const deps = {
    config: { upstream: { retry: { attempts: 1 }, timeout_ms: 5_000, breaker: { open_ms: 10_000 } } },
    retryBudget: createRetryBudget({ ratio: 1, minRetriesPerSecond: 10, windowMs: 10_000, now }),
    upstreamBreaker,
    metrics: createGatewayMetrics(),
    now,
  } as unknown as GatewayDeps;
  return { deps, upstreamBreaker };
}

describe('callUpstream', () => {
  it('answers DEADLINE_EXCEEDED without calling the upstream or blaming it when the request has no budget left', async () => {
    const clock = { value: 1_000 };
    const { deps, upstreamBreaker } = depsAt(clock);
    let calls = 0;
    for (let i = 0; i < 5; i++) {
      await assert.rejects(
        callUpstream(deps, 900, async () => {
          calls += 1;
          return 'ok';
        }),
        (e: unknown) =>
          e instanceof ParapetError && e.code === 'DEADLINE_EXCEEDED' && /used up its deadline/.test(e.message),
      );
    }
    assert.equal(calls, 0);
    assert.equal(upstreamBreaker.state(), 'closed', 'late requests opened the breaker');
    assert.equal(await callUpstream(deps, 5_000, async () => 'ok'), 'ok');
  });

  it('still opens the breaker when the upstream itself fails', async () => {
    const clock = { value: 1_000 };
    const { deps, upstreamBreaker } = depsAt(clock);
    for (let i = 0; i < 2; i++)
      await assert.rejects(
        callUpstream(deps, 5_000, async () => {
          throw new ParapetError('UPSTREAM_FAILED', 'boom', { status: 503 });
        }),
      );
    assert.equal(upstreamBreaker.state(), 'open');
  });
});

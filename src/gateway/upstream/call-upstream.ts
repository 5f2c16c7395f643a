import { ParapetError } from '../../core/index.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { withDeadline } from '../resilience/index.ts';

/**
 * Calls the upstream through its circuit breaker, within the request's deadline, retrying failures only
 * while the retry budget allows. An open breaker answers at once with UPSTREAM_FAILED (HTTP 502) instead of
 * queueing more load on a failing endpoint.
 */
export async function callUpstream<T>(
  deps: GatewayDeps,
  deadlineMs: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  deps.retryBudget.recordRequest();
  const attempts = 1 + deps.config.upstream.retry.attempts;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) {
      if (!deps.retryBudget.tryAcquireRetry()) {
        deps.metrics.retries.inc({ outcome: 'budget_exhausted' });
        break;
      }
      deps.metrics.retries.inc({ outcome: 'retried' });
    }
    const budgetMs = deadlineMs - deps.now();
    if (budgetMs <= 0) {
      // The request used up its budget before reaching the upstream (queued, or screened on a starved CPU). That is
      // not the upstream's failure: recorded as one, a burst of late requests opened the breaker and turned a
      // healthy upstream into 502s for everyone (found by the overload test on a slow machine).
      if (lastError !== undefined) break;
      deps.metrics.deadlineDrops.inc();
      throw new ParapetError(
        'DEADLINE_EXCEEDED',
        `the request used up its deadline (${Math.round(-budgetMs)} ms over) before the upstream call; raise admission.deadline_ms or reduce the load.`,
        { label: 'upstream', deadlineMs, budgetMs: 0 },
      );
    }
    if (!deps.upstreamBreaker.canRequest()) {
      throw new ParapetError(
        'UPSTREAM_FAILED',
        'the upstream circuit breaker is open after repeated failures; retry later.',
        {
          retryAfterSeconds: Math.ceil(deps.config.upstream.breaker.open_ms / 1000),
        },
      );
    }
    const started = deps.now();
    try {
      const result = await withDeadline((signal) => call(signal), {
        deadlineMs: Math.min(deadlineMs, started + deps.config.upstream.timeout_ms),
        now: deps.now,
        label: 'upstream',
      });
      deps.upstreamBreaker.record(true);
      deps.metrics.stageSeconds.observe({ stage: 'upstream' }, (deps.now() - started) / 1000);
      return result;
    } catch (error) {
      deps.upstreamBreaker.record(false);
      lastError = error;
      if (error instanceof ParapetError && error.code === 'DEADLINE_EXCEEDED') deps.metrics.deadlineDrops.inc();
      // A 4xx from the upstream is the request's fault; retrying it cannot help.
      if (error instanceof ParapetError && error.code === 'UPSTREAM_FAILED' && Number(error.details.status) < 500)
        break;
    }
  }
  if (lastError instanceof ParapetError) throw lastError;
  throw new ParapetError(
    'UPSTREAM_FAILED',
    `the upstream call failed: ${lastError instanceof Error ? lastError.message : String(lastError)}`,
    {},
    lastError,
  );
}

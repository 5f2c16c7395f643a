import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../gateway-deps.ts';

/** Health, readiness and Prometheus metrics. */
export function registerOperations(app: FastifyInstance, deps: GatewayDeps): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const breaker = deps.upstreamBreaker.state();
    const ready = breaker !== 'open';
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'degraded',
      upstream: { kind: deps.upstream.kind, breaker },
      policy: {
        id: deps.firewall.policy.document.id,
        release: deps.firewall.policy.document.release,
        hash: deps.firewall.policy.hash,
      },
      models: deps.firewall.modelsMode,
    });
  });
  app.get('/metrics', async (_req, reply) => {
    deps.metrics.admission.set({ state: 'in_flight' }, deps.admission.inFlight);
    deps.metrics.admission.set({ state: 'queued' }, deps.admission.queued);
    for (const breaker of [deps.upstreamBreaker, deps.judgeBreaker]) {
      if (breaker === undefined) continue;
      const state = breaker.state();
      deps.metrics.breakerState.set({ breaker: breaker.name }, state === 'closed' ? 0 : state === 'half-open' ? 1 : 2);
    }
    return reply.header('content-type', deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });
}

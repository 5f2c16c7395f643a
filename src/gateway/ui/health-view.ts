import type { GatewayDeps } from '../gateway-deps.ts';

/** A metric's values with their labels, as prom-client reports them. */
interface MetricValues {
  readonly values: readonly {
    readonly value: number;
    readonly labels: Readonly<Record<string, string | number | undefined>>;
  }[];
}

const labelled = (metric: MetricValues) =>
  metric.values.map((v) => ({ labels: { ...v.labels }, value: v.value })).filter((v) => v.value !== 0);
const total = (metric: MetricValues): number => metric.values.reduce((sum, v) => sum + v.value, 0);

/**
 * The Health page: the figures `/metrics` exposes (read from the same registry), with the configured limits
 * beside them so a number can be read against its ceiling.
 */
export async function healthView(deps: GatewayDeps) {
  const m = deps.metrics;
  const breakers = [deps.upstreamBreaker, deps.judgeBreaker].flatMap((b) =>
    b === undefined ? [] : [{ name: b.name, state: b.state(), since: new Date(b.snapshot().sinceMs).toISOString() }],
  );
  const [deadlineDrops, rejected, fallbacks, skips, reviewSamples, spike, transitions, retries, decisions] =
    await Promise.all([
      m.deadlineDrops.get(),
      m.rejected.get(),
      m.fallbacks.get(),
      m.optionalSkips.get(),
      m.reviewSamples.get(),
      m.uncertaintyAlert.get(),
      m.breakerTransitions.get(),
      m.retries.get(),
      m.decisions.get(),
    ]);
  const config = deps.config;
  return {
    available: true as const,
    at: new Date(deps.now()).toISOString(),
    upstream: { kind: deps.upstream.kind, location: deps.upstream.location },
    breakers,
    breaker_transitions: labelled(transitions),
    admission: {
      in_flight: deps.admission.inFlight,
      queued: deps.admission.queued,
      rejected_queue_full: deps.admission.rejected,
      deadline_drops: deps.admission.deadlineDrops,
      max_concurrent: config.admission.max_concurrent,
      max_queued: config.admission.max_queued,
      deadline_ms: config.admission.deadline_ms,
      on_overload: config.admission.on_overload,
    },
    deadline_drops: total(deadlineDrops),
    rejected: labelled(rejected),
    fallbacks: labelled(fallbacks),
    optional_skips: labelled(skips),
    review_samples: total(reviewSamples),
    uncertainty_spike: total(spike) > 0,
    retries: labelled(retries),
    retry_budget: deps.retryBudget.usage(),
    decisions: labelled(decisions),
    budgets: config.tenants.map((t) => ({
      tenant: t.id,
      screens_per_minute: t.budget.tenant_per_minute,
      screens_per_user_per_minute: t.budget.user_per_minute,
      rate_limit: t.rate_limit ?? null,
    })),
    state: config.state === 'memory' ? 'memory' : 'redis',
  };
}

import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every figure `/metrics` exposes; one registry per gateway so tests and replicas never share counters. */
export function createGatewayMetrics() {
  const registry = new Registry();
  const stageSeconds = new Histogram({
    name: 'parapet_stage_latency_seconds',
    help: 'Latency of each screening stage and of the upstream call',
    labelNames: ['stage'] as const,
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const decisions = new Counter({
    name: 'parapet_decisions_total',
    help: 'Decisions by direction, decision and primary cause',
    labelNames: ['direction', 'decision', 'primary_cause'] as const,
    registers: [registry],
  });
  const breakerState = new Gauge({
    name: 'parapet_breaker_state',
    help: 'Circuit breaker state: 0 closed, 1 half-open, 2 open',
    labelNames: ['breaker'] as const,
    registers: [registry],
  });
  const breakerTransitions = new Counter({
    name: 'parapet_breaker_transitions_total',
    help: 'Circuit breaker transitions',
    labelNames: ['breaker', 'from', 'to'] as const,
    registers: [registry],
  });
  const optionalSkips = new Counter({
    name: 'parapet_optional_detector_skips_total',
    help: 'Optional detectors skipped (breaker open, budget exhausted)',
    labelNames: ['detector', 'reason'] as const,
    registers: [registry],
  });
  const deadlineDrops = new Counter({
    name: 'parapet_deadline_drops_total',
    help: 'Requests dropped at their deadline',
    registers: [registry],
  });
  const fallbacks = new Counter({
    name: 'parapet_fallbacks_total',
    help: 'Requests screened on the strict path instead of the normal one',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const rejected = new Counter({
    name: 'parapet_rejected_total',
    help: 'Requests refused before screening (overload, rate limit, authentication)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const reviewSamples = new Counter({
    name: 'parapet_review_samples_total',
    help: 'Requests sampled into the human-review queue because detectors disagreed',
    registers: [registry],
  });
  const uncertaintyAlert = new Gauge({
    name: 'parapet_uncertainty_spike',
    help: '1 while the share of uncertain screens in the last minute is over 20 %, else 0',
    registers: [registry],
  });
  const admission = new Gauge({
    name: 'parapet_admission',
    help: 'Admission queue: requests in flight and waiting',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  const retries = new Counter({
    name: 'parapet_upstream_retries_total',
    help: 'Upstream retries, by outcome of the retry budget',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    stageSeconds,
    decisions,
    breakerState,
    breakerTransitions,
    optionalSkips,
    deadlineDrops,
    fallbacks,
    rejected,
    reviewSamples,
    uncertaintyAlert,
    admission,
    retries,
  };
}

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

import { createHash, timingSafeEqual } from 'node:crypto';
import { ParapetError, type Trace } from '../core/index.ts';
import type { Firewall } from '../firewall/index.ts';
import type { AuditAppendResult, AuditKind, AuditStore } from './audit/index.ts';
import type { GatewayConfig, TenantConfig } from './config-schema.ts';
import type { GatewayMetrics } from './gateway-metrics.ts';
import type {
  AdmissionQueue,
  CircuitBreaker,
  ConversationWindow,
  RetryBudget,
  SharedState,
  SlidingWindowCounter,
  TokenBudgets,
} from './resilience/index.ts';
import type { Upstream } from './upstream/upstream.ts';

/** Everything a route needs, built once at start-up (start-gateway.ts) or by a test. */
export interface GatewayDeps {
  readonly config: GatewayConfig;
  readonly firewall: Firewall;
  readonly upstream: Upstream;
  readonly audit: AuditStore;
  readonly state: SharedState;
  readonly admission: AdmissionQueue;
  readonly upstreamBreaker: CircuitBreaker;
  /** The LLM judge's breaker, when a judge is configured. */
  readonly judgeBreaker?: CircuitBreaker;
  readonly retryBudget: RetryBudget;
  readonly budgets: TokenBudgets;
  readonly window: ConversationWindow;
  readonly metrics: GatewayMetrics;
  /** Signs consent tokens; kept in the data directory (or shared by replicas through the configuration). */
  readonly consentKey: Uint8Array;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  /** Chance that an uncertain request is sampled into the review queue; replaced in tests. */
  readonly random: () => number;
  /** Screens and uncertain screens over the last minute, for the uncertainty-spike alert. */
  readonly uncertaintyWindow: { readonly screens: SlidingWindowCounter; readonly uncertain: SlidingWindowCounter };
}

/** Share of uncertain screens in the last minute above which the alert gauge is raised. */
const SPIKE_SHARE = 0.2;
const SPIKE_MIN_SCREENS = 20;

export interface Caller {
  readonly tenant: string;
  readonly user: string;
  readonly intents: readonly string[];
  readonly isAdmin: boolean;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Who is calling. Without configured tenants every request is the `default` tenant and needs no key (the
 * gateway says so at start-up); once tenants exist, a valid `Authorization: Bearer <key>` is required.
 */
export function identifyCaller(
  config: GatewayConfig,
  headers: Record<string, string | string[] | undefined>,
  bodyUser?: string,
): Caller {
  const header = (name: string): string | undefined => {
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const user = (header('x-parapet-user') ?? bodyUser ?? 'anonymous').slice(0, 256);
  if (config.tenants.length === 0) return { tenant: 'default', user, intents: [], isAdmin: true };
  const auth = header('authorization') ?? '';
  const key = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
  if (key === '') throw new ParapetError('UNAUTHORIZED', 'missing API key: send "Authorization: Bearer <tenant key>".');
  const digest = sha256(key);
  const tenant = config.tenants.find((t: TenantConfig) => timingSafeEqual(Buffer.from(t.key_sha256, 'hex'), digest));
  if (tenant === undefined)
    throw new ParapetError(
      'UNAUTHORIZED',
      'unknown API key; check the key or the tenants in the gateway configuration.',
    );
  return { tenant: tenant.id, user, intents: tenant.intents, isAdmin: tenant.admin };
}

/** Enforces the tenant's request rate limit (shared by all replicas through the state); 429 when spent. */
export async function enforceRateLimit(deps: GatewayDeps, caller: Caller): Promise<void> {
  const limit = deps.config.tenants.find((t) => t.id === caller.tenant)?.rate_limit;
  if (limit === undefined) return;
  const taken = await deps.state.takeTokens(`ratelimit:${encodeURIComponent(caller.tenant)}`, {
    capacity: limit.capacity,
    refillPerSecond: limit.refill_per_second,
    cost: 1,
  });
  if (!taken.allowed) {
    deps.metrics.rejected.inc({ reason: 'rate_limit' });
    const seconds = Number.isFinite(taken.retryAfterMs) ? Math.max(1, Math.ceil(taken.retryAfterMs / 1000)) : 3600;
    throw new ParapetError('RATE_LIMITED', `tenant "${caller.tenant}" is over its request rate limit; retry later.`, {
      retryAfterSeconds: seconds,
    });
  }
}

/**
 * Appends one of the caller's audit records (decision, review or consent step) at the gateway's clock; the
 * record is acknowledged only once committed.
 */
function appendForCaller(
  deps: GatewayDeps,
  caller: Caller,
  kind: AuditKind,
  trace: Trace | undefined,
  extra: Record<string, string | number | boolean | null>,
): Promise<AuditAppendResult> {
  return deps.audit.append({
    kind,
    at: new Date(deps.now()).toISOString(),
    tenant: caller.tenant,
    user: caller.user,
    ...(trace === undefined ? {} : { trace }),
    extra,
  });
}

/** Audits a step of the consent flow (challenged, accepted, declined, used) with the trace it concerns. */
export async function recordConsent(
  deps: GatewayDeps,
  caller: Caller,
  trace: Trace | undefined,
  extra: Record<string, string | number | boolean | null>,
): Promise<void> {
  await appendForCaller(deps, caller, 'consent', trace, extra);
}

export async function recordDecision(
  deps: GatewayDeps,
  caller: Caller,
  trace: Trace,
  extra: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  deps.uncertaintyWindow.screens.add();
  if (trace.uncertainty.action !== null) deps.uncertaintyWindow.uncertain.add();
  const screens = deps.uncertaintyWindow.screens.total();
  deps.metrics.uncertaintyAlert.set(
    screens >= SPIKE_MIN_SCREENS && deps.uncertaintyWindow.uncertain.total() / screens > SPIKE_SHARE ? 1 : 0,
  );
  deps.metrics.stageSeconds.observe({ stage: `screen_${trace.direction}` }, trace.timing.latency_ms / 1000);
  for (const [stage, ms] of Object.entries(trace.timing.stages_ms))
    deps.metrics.stageSeconds.observe({ stage }, ms / 1000);
  for (const d of trace.detectors) {
    const code = /^BREAKER_[A-Z_]+/.exec(d.status_reason ?? '')?.[0];
    if (d.status === 'skipped' && code !== undefined) deps.metrics.optionalSkips.inc({ detector: d.id, reason: code });
  }
  deps.metrics.decisions.inc({
    direction: trace.direction,
    decision: trace.decision,
    primary_cause: trace.primary_cause.rule_id,
  });
  await appendForCaller(deps, caller, 'decision', trace, extra);
  if (trace.uncertainty.action === 'review' && deps.random() < deps.config.review.sample_rate) {
    deps.metrics.reviewSamples.inc();
    await appendForCaller(deps, caller, 'review', trace, {
      status: 'pending',
      reason: `uncertainty ${trace.uncertainty.value} in ${trace.uncertainty.group}`,
    });
  }
}

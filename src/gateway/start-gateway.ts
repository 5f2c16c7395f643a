import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SecondStage } from '../detectors/index.ts';
import { createFirewall, type Firewall } from '../firewall/index.ts';
import { loadOrCreateAuditKey, openAuditStore } from './audit/index.ts';
import type { GatewayConfig } from './config-schema.ts';
import { createGateway } from './create-gateway.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { createGatewayMetrics } from './gateway-metrics.ts';
import {
  createAdmissionQueue,
  createCircuitBreaker,
  createConversationWindow,
  createMemoryState,
  createRedisState,
  createRetryBudget,
  createSlidingWindowCounter,
  createTokenBudgets,
  type SharedState,
  shareBreakerState,
  systemScheduler,
} from './resilience/index.ts';
import { createHttpUpstream } from './upstream/http-upstream.ts';
import { createLlmJudgeStage } from './upstream/llm-judge-stage.ts';
import { createMockUpstream } from './upstream/mock-upstream.ts';

/**
 * The consent-signing key: from PARAPET_CONSENT_KEY (hex; replicas must share it), else a 32-byte key
 * kept in the data directory, created on first start.
 */
function consentKey(dataDir: string): Uint8Array {
  const fromEnv = process.env.PARAPET_CONSENT_KEY;
  if (fromEnv !== undefined && /^[0-9a-f]{64}$/i.test(fromEnv)) return Buffer.from(fromEnv, 'hex');
  const path = join(dataDir, 'consent.key');
  if (existsSync(path)) return readFileSync(path);
  const key = randomBytes(32);
  writeFileSync(path, key, { mode: 0o600 });
  chmodSync(path, 0o600);
  return key;
}

export interface StartedGateway {
  readonly app: FastifyInstance;
  readonly deps: GatewayDeps;
  readonly notes: readonly string[];
  close(): Promise<void>;
}

/** Builds every dependency from the configuration (the only place the gateway touches disk, env and network). */
export async function buildGatewayFromConfig(
  config: GatewayConfig,
  options: {
    /**
     * A prepared firewall, or a function that builds one around the configured judge. A prepared firewall has no
     * judge, so `judge:` then only creates a breaker that nothing calls; the function form lets a firewall with
     * other detectors (a test's, a deployment's own) keep the configured judge.
     */
    firewall?: Firewall | ((secondStage: SecondStage | undefined) => Firewall);
    logger?: boolean | Record<string, unknown>;
  } = {},
): Promise<StartedGateway> {
  mkdirSync(config.data_dir, { recursive: true });
  const now = systemScheduler.now;
  const metricsEarly = createGatewayMetrics();
  const judgeBreaker =
    config.judge === undefined
      ? undefined
      : createCircuitBreaker({
          name: 'judge',
          failureThreshold: config.judge.breaker.failure_threshold,
          openMs: config.judge.breaker.open_ms,
          halfOpenMaxProbes: config.judge.breaker.half_open_probes,
          now,
          onTransition: (t) => metricsEarly.breakerTransitions.inc({ breaker: t.name, from: t.from, to: t.to }),
        });
  const judge =
    config.judge === undefined || judgeBreaker === undefined
      ? undefined
      : createLlmJudgeStage({
          url: config.judge.url,
          model: config.judge.model,
          ...(config.judge.api_key_env !== undefined && process.env[config.judge.api_key_env] !== undefined
            ? { apiKey: process.env[config.judge.api_key_env] as string }
            : {}),
          timeoutMs: config.judge.timeout_ms,
          breaker: judgeBreaker,
          isPriority: config.judge.priority,
          retryBudget: createRetryBudget({ ratio: 0.1, minRetriesPerSecond: 1, windowMs: 10_000, now }),
          now,
        });
  const firewall =
    typeof options.firewall === 'function'
      ? options.firewall(judge)
      : (options.firewall ??
        createFirewall({
          ...(config.policy === undefined ? {} : { policy: config.policy }),
          ...(judge === undefined ? {} : { secondStage: judge }),
        }));
  // Ready means ready: one screen each way builds the lazily indexed lexicons and compiles the hot paths before
  // /readyz answers, instead of on the first user's request.
  for (const direction of ['input', 'output'] as const)
    firewall.screen({ text: 'Parapet start-up check: summarise this sentence.', direction, context: 'plain_text' });
  const auditSpec = config.audit.store ?? join(config.data_dir, 'audit.sqlite');
  const audit = await openAuditStore(auditSpec, {
    hmacKey: loadOrCreateAuditKey(config.data_dir),
    storeText: config.audit.store_text,
    durability: config.audit.durability,
    checkpointInBackground: config.audit.checkpoint === 'background',
    onWarning: (message) => process.stderr.write(`parapet: ${message}\n`),
  });
  const state: SharedState =
    config.state === 'memory'
      ? createMemoryState({ now })
      : createRedisState({ url: config.state, prefix: 'parapet:' });
  const metrics = metricsEarly;
  const upstreamBreaker = createCircuitBreaker({
    name: 'upstream',
    failureThreshold: config.upstream.breaker.failure_threshold,
    openMs: config.upstream.breaker.open_ms,
    halfOpenMaxProbes: config.upstream.breaker.half_open_probes,
    now,
    onTransition: (t) => metrics.breakerTransitions.inc({ breaker: t.name, from: t.from, to: t.to }),
  });
  const breakerSync = config.state === 'memory' ? undefined : shareBreakerState({ breaker: upstreamBreaker, state });
  const syncTimer =
    breakerSync === undefined ? undefined : setInterval(() => void breakerSync.pull().catch(() => {}), 1000).unref();
  const tenants = Object.fromEntries(
    config.tenants.map((t) => [
      t.id,
      {
        screen: {
          perTenant: { capacity: t.budget.tenant_per_minute, refillPerSecond: t.budget.tenant_per_minute / 60 },
          perUser: { capacity: t.budget.user_per_minute, refillPerSecond: t.budget.user_per_minute / 60 },
        },
      },
    ]),
  );
  const deps: GatewayDeps = {
    config,
    firewall,
    upstream:
      config.upstream.url === undefined
        ? createMockUpstream(now)
        : createHttpUpstream({
            baseUrl: config.upstream.url,
            ...(config.upstream.api_key_env !== undefined && process.env[config.upstream.api_key_env] !== undefined
              ? { apiKey: process.env[config.upstream.api_key_env] as string }
              : {}),
          }),
    audit,
    state,
    admission: createAdmissionQueue({
      maxConcurrent: config.admission.max_concurrent,
      maxQueued: config.admission.max_queued,
      maxWaitMs: config.admission.deadline_ms,
      now,
      setTimer: systemScheduler.setTimer,
    }),
    upstreamBreaker,
    ...(judgeBreaker === undefined ? {} : { judgeBreaker }),
    retryBudget: createRetryBudget({
      ratio: config.upstream.retry.budget_ratio,
      minRetriesPerSecond: config.upstream.retry.min_per_second,
      windowMs: 10_000,
      now,
    }),
    budgets: createTokenBudgets({
      state,
      tenants,
      defaults: {
        screen: {
          perUser: { capacity: 600, refillPerSecond: 10 },
          perTenant: { capacity: 6000, refillPerSecond: 100 },
        },
      },
    }),
    window: createConversationWindow({
      state,
      maxTurns: config.conversations.max_turns,
      ttlMs: config.conversations.ttl_ms,
    }),
    metrics,
    consentKey: consentKey(config.data_dir),
    now,
    random: Math.random,
    uncertaintyWindow: {
      screens: createSlidingWindowCounter({ windowMs: 60_000, now }),
      uncertain: createSlidingWindowCounter({ windowMs: 60_000, now }),
    },
  };
  const notes = [
    `policy ${firewall.policy.document.id}@${firewall.policy.document.release} (${firewall.policy.hash.slice(0, 12)}…), models: ${firewall.modelsMode}`,
    `upstream: ${deps.upstream.location}${deps.upstream.kind === 'mock' ? ' (built-in mock; set upstream.url for a real model)' : ''}`,
    `audit log: ${audit.location}; state: ${config.state === 'memory' ? 'in memory' : 'redis'}`,
    config.tenants.length === 0
      ? 'no tenants configured: requests are accepted WITHOUT an API key (tenant "default"). Add tenants to require keys.'
      : `${config.tenants.length} tenant(s) configured: an API key is required.`,
  ];
  const app = createGateway(deps, { logger: options.logger ?? false });
  return {
    app,
    deps,
    notes,
    async close() {
      if (syncTimer !== undefined) clearInterval(syncTimer);
      await app.close();
      await audit.close();
      await state.close();
      await firewall.close();
    },
  };
}

import { isIP } from 'node:net';
import { z } from 'zod';

function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The gateway configuration file versions this build reads. */
export const GATEWAY_CONFIG_VERSIONS = [1] as const;

const tenant = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/),
    /** SHA-256 (hex) of the tenant's API key; the key itself never sits in the file. */
    key_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** Declared intents the policy may honour (e.g. security_research). */
    intents: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/)).default([]),
    /** Screens per minute for expensive detectors, per tenant and per user. */
    budget: z
      .object({ tenant_per_minute: z.number().int().positive(), user_per_minute: z.number().int().positive() })
      .strict()
      .default({ tenant_per_minute: 6000, user_per_minute: 600 }),
    admin: z.boolean().default(false),
    /** Requests per tenant, as a token bucket shared by every replica; absent means no limit. */
    rate_limit: z
      .object({ capacity: z.number().int().positive(), refill_per_second: z.number().min(0) })
      .strict()
      .optional(),
  })
  .strict();

export const gatewayConfigSchema = z
  .object({
    version: z.literal(1),
    host: z.string().default('127.0.0.1'),
    port: z.number().int().min(0).max(65535).default(8787),
    /**
     * Addresses or CIDR ranges of reverse proxies (TLS terminators, load balancers) whose X-Forwarded-For and
     * X-Forwarded-Proto headers are believed. Empty (the default): those headers are ignored, so behind a
     * proxy every client shares the proxy's address and the console cookie is not marked Secure.
     */
    trusted_proxies: z
      .array(
        z.string().refine(isAddressOrCidr, {
          message: 'an IPv4 or IPv6 address, optionally with a /prefix (e.g. 10.0.0.0/8 or ::1)',
        }),
      )
      .default([]),
    /** Where embedded stores live (audit log, keys); relative to the working directory. */
    data_dir: z.string().default('.parapet'),
    policy: z.string().optional(),
    upstream: z
      .object({
        /** An OpenAI-compatible base URL (…/v1); absent means the built-in mock upstream. */
        url: z.string().url().optional(),
        /** Name of the environment variable holding the upstream API key. */
        api_key_env: z.string().optional(),
        timeout_ms: z.number().int().positive().default(60_000),
        breaker: z
          .object({
            failure_threshold: z.number().int().positive().default(5),
            open_ms: z.number().int().positive().default(30_000),
            half_open_probes: z.number().int().positive().default(1),
          })
          .strict()
          .default({ failure_threshold: 5, open_ms: 30_000, half_open_probes: 1 }),
        retry: z
          .object({
            attempts: z.number().int().min(0).max(5).default(2),
            budget_ratio: z.number().min(0).max(1).default(0.2),
            min_per_second: z.number().min(0).default(3),
          })
          .strict()
          .default({ attempts: 2, budget_ratio: 0.2, min_per_second: 3 }),
      })
      .strict()
      .default({
        timeout_ms: 60_000,
        breaker: { failure_threshold: 5, open_ms: 30_000, half_open_probes: 1 },
        retry: { attempts: 2, budget_ratio: 0.2, min_per_second: 3 },
      }),
    /**
     * An optional LLM judge (an OpenAI-compatible endpoint) consulted as the second stage, for uncertain
     * requests only, behind its own circuit breaker and retry budget.
     */
    judge: z
      .object({
        url: z.string().url(),
        model: z.string().min(1),
        api_key_env: z.string().optional(),
        timeout_ms: z.number().int().positive().default(5000),
        /**
         * Whether the judge probes its half-open breaker. A judge that does not waits until something else closes
         * the breaker — nothing else calls it, so leave this on unless the judge is shared with another caller.
         */
        priority: z.boolean().default(true),
        breaker: z
          .object({
            failure_threshold: z.number().int().positive().default(3),
            open_ms: z.number().int().positive().default(30_000),
            half_open_probes: z.number().int().positive().default(1),
          })
          .strict()
          .default({ failure_threshold: 3, open_ms: 30_000, half_open_probes: 1 }),
      })
      .strict()
      .optional(),
    tenants: z.array(tenant).default([]),
    audit: z
      .object({
        /** A file path or a postgres:// URL; default `<data_dir>/audit.sqlite`. */
        store: z.string().optional(),
        /** Keep prompt text (redacted) in the audit log; otherwise only its hash. */
        store_text: z.boolean().default(false),
        /**
         * SQLite only. `process` (default): a commit is in the OS before a decision is acknowledged, so it survives
         * kill -9 and any crash of the gateway. `power`: also fsync'd, so it survives a power cut or kernel crash,
         * at about 0.2 ms per commit (two commits per proxied request).
         */
        durability: z.enum(['process', 'power']).default('process'),
        /**
         * SQLite only. `background` (default): a worker thread checkpoints the write-ahead log, so its fsync never
         * stalls requests (about 18 MB of memory for the thread). `inline`: SQLite checkpoints inside a commit
         * every thousand pages, a stall of several milliseconds each time.
         */
        checkpoint: z.enum(['background', 'inline']).default('background'),
      })
      .strict()
      .default({ store_text: false, durability: 'process', checkpoint: 'background' }),
    /** `memory` (default) or a redis:// URL: budgets, consent tokens, breakers and windows move there. */
    state: z.string().default('memory'),
    admission: z
      .object({
        max_concurrent: z.number().int().positive().default(64),
        max_queued: z.number().int().min(0).default(256),
        deadline_ms: z.number().int().positive().default(30_000),
        /** What overload does: answer 503 with Retry-After, or screen on the deterministic strict path. */
        on_overload: z.enum(['reject', 'strict']).default('reject'),
      })
      .strict()
      .default({ max_concurrent: 64, max_queued: 256, deadline_ms: 30_000, on_overload: 'reject' }),
    consent: z
      .object({
        ttl_ms: z.number().int().positive().default(300_000),
        per_user_per_minute: z.number().int().positive().default(10),
      })
      .strict()
      .default({ ttl_ms: 300_000, per_user_per_minute: 10 }),
    streaming: z
      .object({
        /** Characters held back before release, so a match spanning chunks is caught before it is sent. */
        holdback_chars: z.number().int().min(16).default(256),
      })
      .strict()
      .default({ holdback_chars: 256 }),
    conversations: z
      .object({
        max_turns: z.number().int().positive().default(8),
        ttl_ms: z.number().int().positive().default(1_800_000),
      })
      .strict()
      .default({ max_turns: 8, ttl_ms: 1_800_000 }),
    /**
     * The web console at /ui. Once tenants are configured it needs an admin key: this one (SHA-256 hex; the key
     * itself never sits in the file) or the key of a tenant marked `admin: true`. Without tenants it is open to
     * loopback clients only, unless this key is set.
     */
    console: z
      .object({
        admin_key_sha256: z
          .string()
          .regex(/^[0-9a-f]{64}$/)
          .optional(),
      })
      .strict()
      .default({}),
    review: z
      .object({ sample_rate: z.number().min(0).max(1).default(1) })
      .strict()
      .default({ sample_rate: 1 }),
    /** Largest request body accepted, in bytes. */
    body_limit_bytes: z
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
  })
  .strict();

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
export type TenantConfig = GatewayConfig['tenants'][number];

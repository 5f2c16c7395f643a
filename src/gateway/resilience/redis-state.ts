import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import { ParapetError } from '../../core/index.ts';
import { checkCounterStep, checkTokenBucketSpec, checkTtlMs, checkWindowSpec } from './check-state-arguments.ts';
import type { BreakerState } from './circuit-breaker.ts';
import { APPEND_WINDOW, INCREMENT_COUNTER, type RedisScript, SET_BREAKER, TAKE_TOKENS } from './redis-scripts.ts';
import { type SharedState, STATE_NAMESPACES } from './shared-state.ts';

export interface RedisStateOptions {
  /** redis://[user:password@]host:port[/db] or rediss:// for TLS. */
  readonly url: string;
  /** Prepended to every key, so several gateways (or tests) can share one Redis. Default "parapet:". */
  readonly prefix?: string;
  /** A command not answered in this time fails with STATE_UNAVAILABLE. Default 1000. */
  readonly commandTimeoutMs?: number;
}

const BREAKER_STATES: readonly BreakerState[] = ['closed', 'open', 'half-open'];

/**
 * SharedState on Redis, for several gateway replicas. Each operation is one command (SET NX PX, GET, LRANGE, HGETALL)
 * or one Lua script, so it is atomic across replicas; buckets use the server's clock. Any Redis failure surfaces as
 * STATE_UNAVAILABLE (HTTP 503): without the store, budgets and consent cannot be checked, and the gateway must not
 * guess.
 */
export function createRedisState(options: RedisStateOptions): SharedState {
  const prefix = options.prefix ?? 'parapet:';
  // One retry and a command timeout: a firewall answers 503 quickly rather than hanging on a dead store. The
  // disconnect timeout bounds how long a socket that never connected keeps the process alive after close().
  const timeoutMs = options.commandTimeoutMs ?? 1000;
  // Loaded on first use: ioredis costs ~20 MB of RSS that a single-replica gateway never needs.
  const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };
  const client = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    commandTimeout: timeoutMs,
    connectTimeout: timeoutMs,
    disconnectTimeout: timeoutMs,
  });
  // Connection errors also reach every pending command, which reports them; this listener only stops ioredis from
  // printing "Unhandled error event" on each reconnect attempt.
  client.on('error', () => {});
  const where = redactUrl(options.url);

  const unavailable = (operation: string, cause: unknown): ParapetError =>
    new ParapetError(
      'STATE_UNAVAILABLE',
      `the shared state at ${where} did not answer ${operation}: ${cause instanceof Error ? cause.message : String(cause)}; ` +
        'check that Redis is running and reachable.',
      { operation, url: where },
      cause,
    );
  const call = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw unavailable(operation, error);
    }
  };
  // EVALSHA saves resending the script; after a Redis restart (empty script cache) it falls back to EVAL once.
  const runScript = (
    operation: string,
    lua: RedisScript,
    key: string,
    ...args: (string | number)[]
  ): Promise<unknown> =>
    call(operation, () =>
      client
        .evalsha(lua.sha1, 1, key, ...args)
        .catch((error: unknown) =>
          error instanceof Error && error.message.startsWith('NOSCRIPT')
            ? client.eval(lua.source, 1, key, ...args)
            : Promise.reject(error),
        ),
    );
  const key = (namespace: string, name: string): string => `${prefix}${namespace}${name}`;

  return {
    async takeTokens(name, spec) {
      checkTokenBucketSpec(spec);
      const reply = await runScript(
        'takeTokens',
        TAKE_TOKENS,
        key(STATE_NAMESPACES.bucket, name),
        spec.capacity,
        spec.refillPerSecond,
        spec.cost,
      );
      const [allowed, remaining, retryAfterMs] = reply as [number, string, number];
      return {
        allowed: allowed === 1,
        remaining: Number(remaining),
        retryAfterMs: retryAfterMs < 0 ? Number.POSITIVE_INFINITY : retryAfterMs,
      };
    },
    async consumeOnce(name, ttlMs) {
      checkTtlMs('consumeOnce', ttlMs);
      const reply = await call('consumeOnce', () =>
        client.set(key(STATE_NAMESPACES.once, name), '1', 'PX', ttlMs, 'NX'),
      );
      return reply === 'OK';
    },
    async putConsent(tokenId, value, ttlMs) {
      checkTtlMs('putConsent', ttlMs);
      await call('putConsent', () => client.set(key(STATE_NAMESPACES.consent, tokenId), value, 'PX', ttlMs));
    },
    async getConsent(tokenId) {
      const value = await call('getConsent', () => client.get(key(STATE_NAMESPACES.consent, tokenId)));
      return value ?? undefined;
    },
    async appendWindow(conversationKey, item, spec) {
      checkWindowSpec(spec);
      const reply = await runScript(
        'appendWindow',
        APPEND_WINDOW,
        key(STATE_NAMESPACES.window, conversationKey),
        item,
        spec.maxItems,
        spec.ttlMs,
      );
      return Number(reply);
    },
    async readWindow(conversationKey) {
      const items = await call('readWindow', () => client.lrange(key(STATE_NAMESPACES.window, conversationKey), 0, -1));
      return Object.freeze(items);
    },
    async getBreaker(name) {
      const fields = await call('getBreaker', () => client.hgetall(key(STATE_NAMESPACES.breaker, name)));
      const state = BREAKER_STATES.find((s) => s === fields['state']);
      if (state === undefined) return undefined;
      return Object.freeze({ state, sinceMs: Number(fields['sinceMs']), version: Number(fields['version']) });
    },
    async setBreaker(name, snapshot, expectedVersion) {
      const reply = await runScript(
        'setBreaker',
        SET_BREAKER,
        key(STATE_NAMESPACES.breaker, name),
        expectedVersion,
        snapshot.state,
        snapshot.sinceMs,
      );
      const [applied, version] = reply as [number, number];
      return { isApplied: applied === 1, version };
    },
    async incrementCounter(name, step = {}) {
      const by = step.by ?? 1;
      const ttlMs = step.ttlMs ?? 0;
      checkCounterStep(by, ttlMs);
      const reply = await runScript(
        'incrementCounter',
        INCREMENT_COUNTER,
        key(STATE_NAMESPACES.counter, name),
        by,
        ttlMs,
      );
      return Number(reply);
    },
    async close() {
      // QUIT lets queued replies arrive first; a client that is not connected is simply dropped, which also cancels
      // its reconnect timer (otherwise the process would linger until the next attempt).
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

/** The URL without its password, for messages and logs. */
function redactUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (parsed === undefined) return '(an unparsable Redis URL)';
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
}

import { checkCounterStep, checkTokenBucketSpec, checkTtlMs, checkWindowSpec } from './check-state-arguments.ts';
import type { BreakerSnapshot } from './circuit-breaker.ts';
import { createExpiringMap } from './expiring-map.ts';
import type { SharedBreakerRecord, SharedState } from './shared-state.ts';
import { stepTokenBucket } from './step-token-bucket.ts';
import type { Now } from './system-scheduler.ts';

const NEVER = Number.POSITIVE_INFINITY;

/**
 * SharedState for a single gateway process. No operation awaits anything before it is done, so on Node's single
 * thread each one is atomic (they are async only to share the interface, and so that bad arguments reject), as its Lua twin is on Redis. Time is the injected clock. Entries with a TTL lapse on it;
 * buckets lapse once they would be full again (a fresh bucket starts full, so forgetting it changes nothing), and
 * fixed-quota buckets, breakers and counters without a TTL live as long as the process.
 */
export function createMemoryState(options: { readonly now: Now }): SharedState {
  const { now } = options;
  const buckets = createExpiringMap<{ tokens: number; tsMs: number }>(now);
  const spent = createExpiringMap<true>(now);
  const consents = createExpiringMap<string>(now);
  const windows = createExpiringMap<string[]>(now);
  const counters = createExpiringMap<number>(now);
  const breakers = new Map<string, SharedBreakerRecord>();

  return {
    async takeTokens(key, spec) {
      checkTokenBucketSpec(spec);
      const step = stepTokenBucket(buckets.get(key), spec, now());
      const refillMs =
        spec.refillPerSecond > 0 ? Math.ceil(((spec.capacity - step.tokens) * 1000) / spec.refillPerSecond) : NEVER;
      buckets.set(key, { tokens: step.tokens, tsMs: step.tsMs }, step.tsMs + refillMs + 1000);
      return { allowed: step.allowed, remaining: step.tokens, retryAfterMs: step.retryAfterMs };
    },
    async consumeOnce(key, ttlMs) {
      checkTtlMs('consumeOnce', ttlMs);
      if (spent.get(key) !== undefined) return false;
      spent.set(key, true, now() + ttlMs);
      return true;
    },
    async putConsent(tokenId, value, ttlMs) {
      checkTtlMs('putConsent', ttlMs);
      consents.set(tokenId, value, now() + ttlMs);
    },
    getConsent: async (tokenId) => consents.get(tokenId),
    async appendWindow(conversationKey, item, spec) {
      checkWindowSpec(spec);
      const items = [...(windows.get(conversationKey) ?? []), item].slice(-spec.maxItems);
      windows.set(conversationKey, items, now() + spec.ttlMs);
      return items.length;
    },
    readWindow: async (conversationKey) => Object.freeze([...(windows.get(conversationKey) ?? [])]),
    getBreaker: async (name) => breakers.get(name),
    async setBreaker(name, snapshot: BreakerSnapshot, expectedVersion) {
      const version = breakers.get(name)?.version ?? 0;
      if (version !== expectedVersion) return { isApplied: false, version };
      const record = Object.freeze({ state: snapshot.state, sinceMs: snapshot.sinceMs, version: version + 1 });
      breakers.set(name, record);
      return { isApplied: true, version: record.version };
    },
    async incrementCounter(key, step = {}) {
      const by = step.by ?? 1;
      const ttlMs = step.ttlMs ?? 0;
      checkCounterStep(by, ttlMs);
      const value = (counters.get(key) ?? 0) + by;
      const expiresAtMs = counters.expiresAt(key) ?? NEVER;
      counters.set(key, value, expiresAtMs === NEVER && ttlMs > 0 ? now() + ttlMs : expiresAtMs);
      return value;
    },
    close: async () => {},
  };
}

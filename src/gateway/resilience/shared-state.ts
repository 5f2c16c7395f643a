import type { BreakerSnapshot } from './circuit-breaker.ts';

export interface TokenBucketSpec {
  /** The most tokens the bucket holds; a new bucket starts full. */
  readonly capacity: number;
  /** Tokens added per second, up to capacity; 0 makes the bucket a fixed quota. */
  readonly refillPerSecond: number;
  /** Tokens this call takes; 0 only reads the level. */
  readonly cost: number;
}

export interface TakeTokensResult {
  readonly allowed: boolean;
  /** Tokens left after this call (fractional while refilling). */
  readonly remaining: number;
  /** 0 when allowed; otherwise when `cost` tokens will be there, or Infinity if they never will be. */
  readonly retryAfterMs: number;
}

export interface WindowSpec {
  /** Items kept; older ones fall off the front. */
  readonly maxItems: number;
  /** The window disappears this long after its last append. */
  readonly ttlMs: number;
}

/** A shared breaker record; `version` goes up by one on every accepted write, and 0 means "never written". */
export interface SharedBreakerRecord extends BreakerSnapshot {
  readonly version: number;
}

export interface SetBreakerResult {
  readonly isApplied: boolean;
  /** The version now stored: the new one if applied, otherwise the one that beat this write. */
  readonly version: number;
}

/**
 * Everything replicas of the gateway must agree on, behind one interface: token buckets (budgets and rate limits),
 * exactly-once consent tokens, per-conversation windows, breaker state and counters. Each operation is atomic: in
 * memory because it runs without an await in between, on Redis because it is one command or one Lua script. Keys are
 * opaque strings; each operation family has its own namespace, so a bucket and a counter may share a key.
 */
export interface SharedState {
  /** Token bucket: refills by elapsed time, then takes `cost` tokens if there are that many. */
  takeTokens(key: string, spec: TokenBucketSpec): Promise<TakeTokensResult>;
  /** True for the first caller only, until `ttlMs` passes (SET NX PX): a consent token id is spent exactly once. */
  consumeOnce(key: string, ttlMs: number): Promise<boolean>;
  putConsent(tokenId: string, value: string, ttlMs: number): Promise<void>;
  getConsent(tokenId: string): Promise<string | undefined>;
  /** Appends to a bounded list, trims it to `maxItems` and renews its TTL; returns the length after trimming. */
  appendWindow(conversationKey: string, item: string, spec: WindowSpec): Promise<number>;
  /** Oldest first; empty when the window never existed or expired. */
  readWindow(conversationKey: string): Promise<readonly string[]>;
  getBreaker(name: string): Promise<SharedBreakerRecord | undefined>;
  /** Compare-and-set: writes only if the stored version is `expectedVersion` (0 when there is none yet). */
  setBreaker(name: string, snapshot: BreakerSnapshot, expectedVersion: number): Promise<SetBreakerResult>;
  /** Adds `by` (default 1) and returns the new value; `ttlMs` is set when the counter is created (a fixed window). */
  incrementCounter(key: string, options?: { readonly by?: number; readonly ttlMs?: number }): Promise<number>;
  close(): Promise<void>;
}

/** The key namespaces both implementations use, so a Redis dump reads the same as the memory map. */
export const STATE_NAMESPACES = Object.freeze({
  bucket: 'bucket:',
  once: 'once:',
  consent: 'consent:',
  window: 'window:',
  breaker: 'breaker:',
  counter: 'counter:',
} as const);

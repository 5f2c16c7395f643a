import type { Now } from './system-scheduler.ts';

export interface ExpiringMap<V> {
  /** The live value, or undefined if absent or expired (an expired entry is removed on the way). */
  get(key: string): V | undefined;
  /** Stores `value` until `expiresAtMs` (Infinity: never). */
  set(key: string, value: V, expiresAtMs: number): void;
  /** The expiry of a live entry. */
  expiresAt(key: string): number | undefined;
  readonly size: number;
}

// Sweep every this many writes: amortised O(1) per write, and expired entries that are never read again still go.
const SWEEP_EVERY_WRITES = 256;

/** A Map whose entries lapse at a time on the injected clock, like keys with a PEXPIRE on Redis. */
export function createExpiringMap<V>(now: Now): ExpiringMap<V> {
  const entries = new Map<string, { value: V; expiresAtMs: number }>();
  let writes = 0;
  const live = (key: string): { value: V; expiresAtMs: number } | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAtMs <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    get: (key) => live(key)?.value,
    expiresAt: (key) => live(key)?.expiresAtMs,
    set(key, value, expiresAtMs) {
      entries.set(key, { value, expiresAtMs });
      writes++;
      if (writes % SWEEP_EVERY_WRITES !== 0) return;
      const nowMs = now();
      for (const [k, entry] of entries) if (entry.expiresAtMs <= nowMs) entries.delete(k);
    },
    get size() {
      return entries.size;
    },
  };
}

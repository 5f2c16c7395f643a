/**
 * Approvals bound to content hashes, bounded in number and age so an agent that approves and never executes
 * cannot grow memory without limit. `once` approvals (tool calls) are consumed by their first use, so one
 * approval runs one call; reusable ones (retrieved chunks) stay until they expire.
 */
export interface ApprovalStore {
  approve(hash: string, options: { readonly once: boolean }): void;
  /** True (and, for a `once` approval, consumed) when the hash was approved and has not expired. */
  use(hash: string): boolean;
  has(hash: string): boolean;
  readonly size: number;
}

export function createApprovalStore(options: {
  readonly maxEntries: number;
  readonly ttlMs: number;
  readonly now: () => number;
}): ApprovalStore {
  // A Map keeps insertion order, so the first key is the oldest: evicting it makes this a FIFO with a TTL.
  const entries = new Map<string, { expiresAt: number; once: boolean; uses: number }>();
  const live = (hash: string) => {
    const e = entries.get(hash);
    if (e === undefined) return undefined;
    if (options.now() >= e.expiresAt) {
      entries.delete(hash);
      return undefined;
    }
    return e;
  };
  return {
    approve(hash, { once }) {
      const e = entries.get(hash);
      entries.delete(hash);
      entries.set(hash, {
        expiresAt: options.now() + options.ttlMs,
        once,
        uses: once ? (e?.once === true ? e.uses + 1 : 1) : 0,
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    use(hash) {
      const e = live(hash);
      if (e === undefined) return false;
      if (e.once) {
        e.uses -= 1;
        if (e.uses <= 0) entries.delete(hash);
      }
      return true;
    },
    has: (hash) => live(hash) !== undefined,
    get size() {
      return entries.size;
    },
  };
}

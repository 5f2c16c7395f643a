import type { TokenBucketSpec } from './shared-state.ts';

/**
 * The token-bucket step both implementations share (the Lua script in redis-scripts.ts is a line-by-line copy):
 * refill by elapsed time up to capacity, then take `cost` if there is that much. Returns the new level and the
 * timestamp to store with it.
 */
export function stepTokenBucket(
  stored: { readonly tokens: number; readonly tsMs: number } | undefined,
  spec: TokenBucketSpec,
  nowMs: number,
): { readonly tokens: number; readonly tsMs: number; readonly allowed: boolean; readonly retryAfterMs: number } {
  let tokens = stored?.tokens ?? spec.capacity;
  let tsMs = stored?.tsMs ?? nowMs;
  if (nowMs > tsMs) {
    tokens += ((nowMs - tsMs) * spec.refillPerSecond) / 1000;
    tsMs = nowMs;
  }
  if (tokens > spec.capacity) tokens = spec.capacity;
  if (tokens >= spec.cost) return { tokens: tokens - spec.cost, tsMs, allowed: true, retryAfterMs: 0 };
  const isReachable = spec.refillPerSecond > 0 && spec.cost <= spec.capacity;
  const retryAfterMs = isReachable
    ? Math.ceil(((spec.cost - tokens) * 1000) / spec.refillPerSecond)
    : Number.POSITIVE_INFINITY;
  return { tokens, tsMs, allowed: false, retryAfterMs };
}

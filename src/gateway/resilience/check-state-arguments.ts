import { requireNumberOption } from './require-number-option.ts';
import type { TokenBucketSpec, WindowSpec } from './shared-state.ts';

// Both SharedState implementations check their arguments here, so they refuse exactly the same inputs.

export function checkTokenBucketSpec(spec: TokenBucketSpec): void {
  requireNumberOption('token bucket', 'capacity', spec.capacity, { min: 0 });
  requireNumberOption('token bucket', 'refillPerSecond', spec.refillPerSecond, { min: 0 });
  requireNumberOption('token bucket', 'cost', spec.cost, { min: 0 });
}

export function checkTtlMs(owner: string, ttlMs: number): void {
  requireNumberOption(owner, 'ttlMs', ttlMs, { min: 1, integer: true });
}

export function checkWindowSpec(spec: WindowSpec): void {
  requireNumberOption('conversation window', 'maxItems', spec.maxItems, { min: 1, integer: true });
  checkTtlMs('conversation window', spec.ttlMs);
}

export function checkCounterStep(by: number, ttlMs: number): void {
  requireNumberOption('counter', 'by', by, { min: Number.MIN_SAFE_INTEGER, integer: true });
  requireNumberOption('counter', 'ttlMs', ttlMs, { min: 0, integer: true });
}

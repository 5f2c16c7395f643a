export {
  type AdmissionMetrics,
  type AdmissionQueue,
  type AdmissionQueueOptions,
  createAdmissionQueue,
  type ReleaseSlot,
} from './admission-queue.ts';
export {
  type BreakerSnapshot,
  type BreakerState,
  type BreakerTransition,
  type BreakerTransitionReason,
  type CircuitBreaker,
  type CircuitBreakerOptions,
  createCircuitBreaker,
  type FailureRateTrigger,
} from './circuit-breaker.ts';
export { type ConversationRef, type ConversationWindow, createConversationWindow } from './conversation-window.ts';
export { createMemoryState } from './memory-state.ts';
export { createRedisState, type RedisStateOptions } from './redis-state.ts';
export { createRetryBudget, type RetryBudget, type RetryBudgetOptions } from './retry-budget.ts';
export {
  type BreakerAction,
  type BreakerRoute,
  type RemoteRole,
  routeByBreaker,
} from './route-by-breaker.ts';
export { type SharedBreakerSync, shareBreakerState } from './share-breaker-state.ts';
export type {
  SetBreakerResult,
  SharedBreakerRecord,
  SharedState,
  TakeTokensResult,
  TokenBucketSpec,
  WindowSpec,
} from './shared-state.ts';
export { createSlidingWindowCounter, type SlidingWindowCounter } from './sliding-window-counter.ts';
export { type CancelTimer, type Now, type Scheduler, type SetTimer, systemScheduler } from './system-scheduler.ts';
export {
  type BudgetDecision,
  type BudgetRequest,
  type BudgetSpec,
  createTokenBudgets,
  type ResourceBudget,
  type TenantBudgets,
  type TokenBudgets,
} from './token-budgets.ts';
export { type DeadlineOptions, withDeadline } from './with-deadline.ts';

import { requireNumberOption } from './require-number-option.ts';
import type { SharedState } from './shared-state.ts';

/** A token bucket's shape: `capacity` tokens, refilled at `refillPerSecond`. */
export interface BudgetSpec {
  readonly capacity: number;
  readonly refillPerSecond: number;
}

/** Budgets for one resource (an expensive detector id, or "upstream"): for the tenant as a whole and per user. */
export interface ResourceBudget {
  readonly perTenant?: BudgetSpec;
  readonly perUser?: BudgetSpec;
}

/** resource id → its budgets. A resource not listed is not budgeted. */
export type TenantBudgets = Readonly<Record<string, ResourceBudget>>;

export interface BudgetRequest {
  readonly tenantId: string;
  /** Absent for requests without an end-user id; then only the tenant budget applies. */
  readonly userId?: string;
  readonly resource: string;
  /** Tokens this call costs; default 1. */
  readonly cost?: number;
}

export interface BudgetDecision {
  readonly allowed: boolean;
  /** Which budget refused ("user" or "tenant"), or "none" when allowed. */
  readonly limitedBy: 'none' | 'user' | 'tenant';
  /** 0 when allowed; otherwise when to retry (Infinity: the quota never refills). */
  readonly retryAfterMs: number;
  /** True when no budget applies to this tenant and resource. */
  readonly isUnbudgeted: boolean;
}

export interface TokenBudgets {
  take(request: BudgetRequest): Promise<BudgetDecision>;
  /** The SharedState keys a request uses; exported for tests and the admin view. */
  keysFor(request: BudgetRequest): { readonly tenant: string; readonly user: string | undefined };
}

/**
 * Per-tenant and per-user token-bucket budgets for expensive detectors, on a SharedState so every replica draws from
 * the same buckets. The user bucket is taken first: a user over their own budget is refused without touching the
 * tenant's. If the tenant bucket then refuses, the user's token is not refunded (over-charging one token, never
 * under-charging). Ids are URI-encoded into keys, so a user id containing ":" cannot address another tenant's bucket.
 */
export function createTokenBudgets(options: {
  readonly state: SharedState;
  readonly tenants: Readonly<Record<string, TenantBudgets>>;
  /** Budgets for a tenant not listed in `tenants`; without it such a tenant is not budgeted. */
  readonly defaults?: TenantBudgets;
}): TokenBudgets {
  const { state } = options;
  for (const [tenantId, budgets] of Object.entries(options.tenants)) checkBudgets(`tenant "${tenantId}"`, budgets);
  if (options.defaults !== undefined) checkBudgets('default tenant budgets', options.defaults);

  const keysFor = (request: BudgetRequest) => {
    const base = `${encodeURIComponent(request.resource)}:${encodeURIComponent(request.tenantId)}`;
    return {
      tenant: `budget:${base}`,
      user: request.userId === undefined ? undefined : `budget:${base}:${encodeURIComponent(request.userId)}`,
    };
  };

  return {
    keysFor,
    async take(request) {
      const cost = request.cost ?? 1;
      const tenantBudgets = Object.hasOwn(options.tenants, request.tenantId)
        ? options.tenants[request.tenantId]
        : options.defaults;
      const budget =
        tenantBudgets !== undefined && Object.hasOwn(tenantBudgets, request.resource)
          ? tenantBudgets[request.resource]
          : undefined;
      const keys = keysFor(request);
      const perUser = keys.user === undefined ? undefined : budget?.perUser;
      if (budget?.perTenant === undefined && perUser === undefined) {
        return { allowed: true, limitedBy: 'none', retryAfterMs: 0, isUnbudgeted: true };
      }
      if (perUser !== undefined && keys.user !== undefined) {
        const taken = await state.takeTokens(keys.user, { ...perUser, cost });
        if (!taken.allowed) {
          return { allowed: false, limitedBy: 'user', retryAfterMs: taken.retryAfterMs, isUnbudgeted: false };
        }
      }
      if (budget?.perTenant !== undefined) {
        const taken = await state.takeTokens(keys.tenant, { ...budget.perTenant, cost });
        if (!taken.allowed) {
          return { allowed: false, limitedBy: 'tenant', retryAfterMs: taken.retryAfterMs, isUnbudgeted: false };
        }
      }
      return { allowed: true, limitedBy: 'none', retryAfterMs: 0, isUnbudgeted: false };
    },
  };
}

function checkBudgets(owner: string, budgets: TenantBudgets): void {
  for (const [resource, budget] of Object.entries(budgets)) {
    for (const [scope, spec] of Object.entries(budget) as [string, BudgetSpec][]) {
      requireNumberOption(owner, `${resource}.${scope}.capacity`, spec.capacity, { min: 0 });
      requireNumberOption(owner, `${resource}.${scope}.refillPerSecond`, spec.refillPerSecond, { min: 0 });
    }
  }
}

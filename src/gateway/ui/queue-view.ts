import type { AuditRow, AuditStore } from '../audit/index.ts';

/** What a liability notice's consent went through, from the audit log's `consent` records. */
export interface ConsentItem {
  readonly consent_id: string;
  readonly tenant: string;
  /** `awaiting`: challenged and neither answered nor expired; `accepted` but not yet `used`; `declined`; `used`. */
  readonly status: 'awaiting' | 'expired' | 'accepted' | 'declined' | 'used';
  readonly challenged_at: string | null;
  readonly steps: readonly { readonly phase: string; readonly at: string; readonly seq: number }[];
  readonly decision: string | null;
  readonly primary_cause: string | null;
  readonly trace_id: string | null;
  /** The challenged record, whose trace the console can open. */
  readonly trace_seq: number | null;
  /** Tool-call hashes the consent covers (held tool calls), when any. */
  readonly tool_calls: string | null;
}

/** One request sampled for human review, with the latest action taken on it. */
export interface ReviewItem {
  readonly seq: number;
  readonly at: string;
  readonly tenant: string;
  readonly reason: string;
  readonly decision: string | null;
  readonly primary_cause: string | null;
  readonly trace_id: string | null;
  readonly uncertainty: number | null;
  readonly status: 'pending' | 'accepted' | 'dismissed';
  readonly decided_at: string | null;
  readonly reviewer: string | null;
  readonly note: string | null;
}

export const REVIEW_ACTIONS = { accept: 'accepted', dismiss: 'dismissed' } as const;
export type ReviewAction = keyof typeof REVIEW_ACTIONS;

/** Records read per kind: queues are about recent traffic; older items stay in the log and `parapet review list`. */
const QUEUE_WINDOW = 2000;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

async function recent(audit: AuditStore, kind: 'consent' | 'review', tenant: string | undefined) {
  const rows = await audit.list({
    kind,
    order: 'desc',
    limit: QUEUE_WINDOW,
    ...(tenant === undefined ? {} : { tenant }),
  });
  return [...rows].reverse();
}

/** Consents grouped by id, newest challenge first. A challenge older than the consent TTL and unanswered is expired. */
export function consentItems(rows: readonly AuditRow[], options: { nowMs: number; ttlMs?: number | undefined }) {
  const byId = new Map<string, AuditRow[]>();
  for (const row of rows) {
    const id = text(row.record.extra['consent_id']);
    if (id === null) continue;
    byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  const items: ConsentItem[] = [];
  for (const [consent_id, steps] of byId) {
    const phases = steps.map((s) => text(s.record.extra['phase']) ?? 'unknown');
    const challenged = steps.find((s) => s.record.extra['phase'] === 'challenged');
    const trace = challenged?.record.trace ?? steps.find((s) => s.record.trace !== null)?.record.trace ?? null;
    const last = phases.includes('used')
      ? 'used'
      : phases.includes('declined')
        ? 'declined'
        : phases.includes('accepted')
          ? 'accepted'
          : 'awaiting';
    const isExpired =
      last === 'awaiting' &&
      challenged !== undefined &&
      options.ttlMs !== undefined &&
      Date.parse(challenged.record.at) + options.ttlMs < options.nowMs;
    items.push({
      consent_id,
      tenant: steps[0]?.record.tenant ?? '',
      status: isExpired ? 'expired' : last,
      challenged_at: challenged?.record.at ?? null,
      steps: steps.map((s, i) => ({ phase: phases[i] ?? 'unknown', at: s.record.at, seq: s.seq })),
      decision: trace?.decision ?? null,
      primary_cause: trace?.primary_cause.rule_id ?? null,
      trace_id: trace?.trace_id ?? null,
      trace_seq: challenged?.seq ?? null,
      tool_calls: text(challenged?.record.extra['tool_calls']),
    });
  }
  return items.sort((a, b) => (b.steps[0]?.seq ?? 0) - (a.steps[0]?.seq ?? 0));
}

/**
 * Review samples (records the gateway sampled, `status: pending`) with the console's later actions on them (records
 * naming the sample in `review_of`); the latest action decides the status. Newest sample first.
 */
export function reviewItems(rows: readonly AuditRow[]): ReviewItem[] {
  const actions = new Map<number, AuditRow>();
  for (const row of rows) {
    const of = row.record.extra['review_of'];
    if (typeof of === 'number') actions.set(of, row);
  }
  return rows
    .filter((row) => row.record.extra['review_of'] === undefined)
    .map((row): ReviewItem => {
      const trace = row.record.trace;
      const action = actions.get(row.seq);
      const status = text(action?.record.extra['status']);
      return {
        seq: row.seq,
        at: row.record.at,
        tenant: row.record.tenant,
        reason: text(row.record.extra['reason']) ?? '',
        decision: trace?.decision ?? null,
        primary_cause: trace?.primary_cause.rule_id ?? null,
        trace_id: trace?.trace_id ?? null,
        uncertainty: trace?.uncertainty.value ?? null,
        status: status === 'accepted' || status === 'dismissed' ? status : 'pending',
        decided_at: action?.record.at ?? null,
        reviewer: text(action?.record.extra['reviewer']),
        note: text(action?.record.extra['note']),
      };
    })
    .reverse();
}

/** Both queues, from the most recent records of the log (one tenant's only, for a tenant viewer). */
export async function readQueues(
  audit: AuditStore,
  options: { tenant?: string | undefined; nowMs: number; ttlMs?: number | undefined },
) {
  const [consents, reviews] = await Promise.all([
    recent(audit, 'consent', options.tenant),
    recent(audit, 'review', options.tenant),
  ]);
  return {
    consents: consentItems(consents, options),
    reviews: reviewItems(reviews),
    window: QUEUE_WINDOW,
  };
}

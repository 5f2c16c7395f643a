import type { Decision } from '../../core/index.ts';
import type { AuditRow, AuditStore } from '../audit/index.ts';

/** One line of the Live decisions table: enough to filter and to pick a trace, never the prompt. */
export interface DecisionRow {
  readonly seq: number;
  readonly at: string;
  readonly tenant: string;
  readonly decision: Decision;
  readonly primary_cause: string;
  readonly context: string;
  readonly direction: string;
  readonly zone: string;
  readonly risk: number;
  readonly trace_id: string;
  readonly latency_ms: number;
  /** Where in the gateway it was decided (input, output, screen_api …), when recorded. */
  readonly phase: string | null;
}

export interface DecisionFilter {
  readonly decision?: Decision | undefined;
  /** Case-insensitive substring of the primary cause's rule id. */
  readonly cause?: string | undefined;
  readonly context?: string | undefined;
  readonly tenant?: string | undefined;
  readonly sinceMs?: number | undefined;
  readonly untilMs?: number | undefined;
}

export function decisionRow(row: AuditRow): DecisionRow | undefined {
  const { record } = row;
  const trace = record.trace;
  if (trace === null) return undefined;
  const phase = record.extra['phase'];
  return {
    seq: row.seq,
    at: record.at,
    tenant: record.tenant,
    decision: trace.decision,
    primary_cause: trace.primary_cause.rule_id,
    context: trace.context,
    direction: trace.direction,
    zone: trace.zone,
    risk: trace.risk,
    trace_id: trace.trace_id,
    latency_ms: trace.timing.latency_ms,
    phase: typeof phase === 'string' ? phase : null,
  };
}

export function matchesDecisionFilter(row: DecisionRow, filter: DecisionFilter): boolean {
  if (filter.decision !== undefined && row.decision !== filter.decision) return false;
  if (filter.context !== undefined && row.context !== filter.context) return false;
  if (filter.tenant !== undefined && row.tenant !== filter.tenant) return false;
  if (filter.cause !== undefined && !row.primary_cause.toLowerCase().includes(filter.cause.toLowerCase())) return false;
  const at = Date.parse(row.at);
  if (filter.sinceMs !== undefined && at < filter.sinceMs) return false;
  if (filter.untilMs !== undefined && at > filter.untilMs) return false;
  return true;
}

const PAGE = 500;
/** Records read per request at most: a rare filter over a large log pages with `next_before` instead of stalling. */
const MAX_SCANNED = 5000;

/**
 * The newest decisions matching a filter, before `beforeSeq`. The store filters by kind and tenant; the rest is
 * filtered here, reading at most MAX_SCANNED records. `next_before` continues where the scan stopped (null at the
 * start of the log).
 */
export async function listDecisions(
  audit: AuditStore,
  filter: DecisionFilter,
  page: { readonly beforeSeq?: number | undefined; readonly limit: number },
): Promise<{ rows: DecisionRow[]; next_before: number | null; scanned: number }> {
  const rows: DecisionRow[] = [];
  let before = page.beforeSeq;
  let scanned = 0;
  for (;;) {
    const batch = await audit.list({
      kind: 'decision',
      order: 'desc',
      limit: PAGE,
      ...(before === undefined ? {} : { beforeSeq: before }),
      ...(filter.tenant === undefined ? {} : { tenant: filter.tenant }),
    });
    for (const stored of batch) {
      scanned++;
      before = stored.seq;
      const row = decisionRow(stored);
      if (row !== undefined && matchesDecisionFilter(row, filter)) rows.push(row);
      if (rows.length >= page.limit) return { rows, next_before: before, scanned };
    }
    if (batch.length < PAGE) return { rows, next_before: null, scanned };
    if (scanned >= MAX_SCANNED) return { rows, next_before: before ?? null, scanned };
  }
}

/** One audit record by its sequence number, or undefined. */
export async function auditRecordAt(audit: AuditStore, seq: number): Promise<AuditRow | undefined> {
  const [row] = await audit.list({ beforeSeq: seq + 1, limit: 1, order: 'desc' });
  return row?.seq === seq ? row : undefined;
}

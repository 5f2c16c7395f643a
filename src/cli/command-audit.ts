import { existsSync } from 'node:fs';
import { type Command, Option } from 'commander';
import { ParapetError } from '../core/index.ts';
import {
  AUDIT_KINDS,
  type AuditKind,
  type AuditRow,
  type AuditStore,
  DEFAULT_DATA_DIR,
  isPostgresSpec,
  openAuditStore,
  resolveAuditSpec,
} from '../gateway/index.ts';

interface StoreFlags {
  dataDir: string;
  audit?: string;
  json?: boolean;
}

interface ListFlags extends StoreFlags {
  limit: string;
  kind?: AuditKind;
  tenant?: string;
  afterSeq?: string;
}

function storeOptions(command: Command): Command {
  return command
    .option('--data-dir <dir>', 'where the gateway keeps its files', DEFAULT_DATA_DIR)
    .option('--audit <spec>', 'the audit store: a postgres:// URL or a SQLite file (default: <data-dir>/audit.sqlite)')
    .option('--json', 'print JSON');
}

/** Opens the log read-only: verifying or listing never creates a store or changes one. */
async function openForReading(flags: StoreFlags): Promise<AuditStore> {
  const spec = resolveAuditSpec({ audit: flags.audit, dataDir: flags.dataDir });
  if (!isPostgresSpec(spec) && !existsSync(spec))
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `no audit log at ${spec}. The gateway creates it with its first decision; --data-dir or --audit names another store.`,
      { path: spec },
    );
  return openAuditStore(spec, { readOnly: true });
}

function count(label: string, total: number): string {
  return `${total} ${label}${total === 1 ? '' : 's'}`;
}

function parseCount(flag: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0 || n > max)
    throw new ParapetError('INPUT_INVALID', `${flag} "${value}" is not valid; use a whole number from 0 to ${max}.`);
  return n;
}

function formatRows(rows: readonly AuditRow[]): string {
  const tenantWidth = Math.max(0, ...rows.map((row) => row.record.tenant.length));
  return rows
    .map(({ seq, record }) => {
      const decision = record.trace === null ? '-' : `${record.trace.decision} ${record.trace.primary_cause.rule_id}`;
      const columns = [String(seq).padStart(6), record.at, record.kind.padEnd(19), record.tenant.padEnd(tenantWidth)];
      return `${columns.join('  ')}  user ${record.user_hmac.slice(0, 12)}  ${decision}\n`;
    })
    .join('');
}

export function registerAuditCommands(program: Command): void {
  const audit = program.command('audit').description('Verify and read the hash-chained audit log.');

  storeOptions(
    audit
      .command('verify')
      .description(
        'Check every record hash, link and seq and the chain head. Exits 0 when intact, 3 when a record was ' +
          'modified, reordered or deleted, 2 when there is no log.',
      ),
  ).action(async (flags: StoreFlags) => {
    const store = await openForReading(flags);
    try {
      const verdict = await store.verify();
      if (flags.json === true) {
        process.stdout.write(`${JSON.stringify({ store: store.location, ...verdict }, null, 2)}\n`);
      } else if (verdict.ok) {
        const head =
          verdict.head === null ? '' : ` (head: seq ${verdict.head.seq}, hash ${verdict.head.hash.slice(0, 16)}…)`;
        process.stdout.write(`audit log ${store.location}: intact, ${count('record', verdict.count)}${head}\n`);
      } else {
        process.stdout.write(
          `audit log ${store.location}: BROKEN, ${count('problem', verdict.problems.length)} in ${count('record', verdict.count)}:\n`,
        );
        for (const problem of verdict.problems) process.stdout.write(`  ${problem}\n`);
      }
      if (!verdict.ok)
        throw new ParapetError(
          'AUDIT_CHAIN_BROKEN',
          `the audit log ${store.location} failed verification (${count('problem', verdict.problems.length)}, listed above). ` +
            'Keep the store as it is for investigation and restore the log from a backup.',
          { store: store.location, problems: verdict.problems },
        );
    } finally {
      await store.close();
    }
  });

  storeOptions(
    audit
      .command('list')
      .description('Print audit records: the newest ones, or those after a seq.')
      .option('--limit <n>', 'how many records', '20')
      .addOption(new Option('--kind <kind>', 'only this kind').choices(AUDIT_KINDS))
      .option('--tenant <tenant>', 'only this tenant')
      .option('--after-seq <seq>', 'the records after this seq, oldest first'),
  ).action(async (flags: ListFlags) => {
    const limit = parseCount('--limit', flags.limit, 100_000) ?? 20;
    const afterSeq = parseCount('--after-seq', flags.afterSeq, Number.MAX_SAFE_INTEGER);
    const store = await openForReading(flags);
    try {
      const rows = await store.list({
        limit,
        ...(afterSeq === undefined ? { order: 'desc' as const } : { afterSeq }),
        ...(flags.kind === undefined ? {} : { kind: flags.kind }),
        ...(flags.tenant === undefined ? {} : { tenant: flags.tenant }),
      });
      const ordered = [...rows].sort((a, b) => a.seq - b.seq);
      if (flags.json === true) process.stdout.write(`${JSON.stringify(ordered, null, 2)}\n`);
      else process.stdout.write(formatRows(ordered));
    } finally {
      await store.close();
    }
  });
}

/** `parapet review list`: the human-review queue, sampled by the gateway when detectors disagree. */
export function registerReviewCommands(program: Command): void {
  const review = program
    .command('review')
    .description('The human-review queue: requests sampled because detectors disagreed.');
  storeOptions(
    review.command('list').description('List sampled requests, newest first, with the disagreement that sampled them.'),
  )
    .option('--limit <n>', 'how many', '50')
    .action(async (flags: StoreFlags & { limit: string }) => {
      const limit = parseCount('--limit', flags.limit, 10_000) ?? 50;
      const store = await openForReading(flags);
      try {
        // The queue holds samples and the console's accept/dismiss records (`review_of` names the sample); the
        // newest action on a sample is its status.
        const records = await store.list({ limit: limit * 4, kind: 'review', order: 'desc' });
        const statusOf = new Map<number, string>();
        for (const r of records) {
          const of = Number(r.record.extra.review_of);
          if (Number.isInteger(of) && !statusOf.has(of)) statusOf.set(of, String(r.record.extra.status));
        }
        const rows = records.filter((r) => r.record.extra.review_of === undefined).slice(0, limit);
        if (flags.json === true) {
          process.stdout.write(
            `${JSON.stringify(
              rows.map((r) => ({ ...r, status: statusOf.get(r.seq) ?? 'pending' })),
              null,
              2,
            )}\n`,
          );
          return;
        }
        if (rows.length === 0) process.stdout.write('the review queue is empty\n');
        for (const row of rows) {
          const t = row.record.trace;
          process.stdout.write(
            `#${row.seq} ${row.record.at} [${statusOf.get(row.seq) ?? 'pending'}] tenant ${row.record.tenant} ${t?.decision ?? '-'} ${t?.primary_cause.rule_id ?? '-'} ` +
              `uncertainty ${t?.uncertainty.value ?? '-'} (${t?.uncertainty.group ?? '-'}) trace ${t?.trace_id ?? '-'}\n`,
          );
        }
      } finally {
        await store.close();
      }
    });
}

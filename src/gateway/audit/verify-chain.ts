import { canonicalJson } from '../../core/index.ts';
import type { AuditAppendResult, AuditVerifyResult } from './audit-store.ts';
import { chainHash, GENESIS_HASH } from './chain-hash.ts';

/** A row as a backend reads it, before parsing: the record is its stored canonical JSON text. */
export interface RawAuditRow {
  readonly seq: number;
  readonly prev_hash: string;
  readonly hash: string;
  /** Copies of record fields kept as columns for filtering; verify checks them against the record. */
  readonly kind: string;
  readonly tenant: string;
  readonly record: string;
}

export interface ChainVerifier {
  /** Feed rows in ascending seq order. */
  add(row: RawAuditRow): void;
  /** The verdict, given what the chain-head row says (null when it is missing). */
  finish(head: AuditAppendResult | null): AuditVerifyResult;
}

const MAX_LISTED_PROBLEMS = 100;
// A record whose hash fails where it stands is tried at nearby seqs: a match means it was moved (rows
// swapped or renumbered), not edited. Bounded so that a wholly rewritten log costs a constant per row.
const MOVE_SEARCH = 16;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // reported by the caller as a row that is not JSON
  }
}

function seqRange(first: number, last: number): string {
  return first === last ? `seq ${first}` : `seqs ${first}-${last}`;
}

function movedTo(row: RawAuditRow, record: unknown): number | undefined {
  for (let delta = 1; delta <= MOVE_SEARCH; delta++)
    for (const seq of [row.seq - delta, row.seq + delta])
      if (seq >= 1 && chainHash({ seq, prev_hash: row.prev_hash, record }) === row.hash) return seq;
  return undefined;
}

/** Checks each record's hash, each link, the seq numbering and the chain head; names every problem by seq. */
export function createChainVerifier(): ChainVerifier {
  const problems: string[] = [];
  let extra = 0;
  let count = 0;
  let last: { seq: number; hash: string; isSound: boolean } | null = null;
  const report = (problem: string): void => {
    if (problems.length < MAX_LISTED_PROBLEMS) problems.push(problem);
    else extra++;
  };

  function checkRecord(row: RawAuditRow): boolean {
    const record = parse(row.record);
    if (record === undefined || record === null || typeof record !== 'object') {
      report(`seq ${row.seq}: the record is not a JSON object: it was edited`);
      return false;
    }
    if (chainHash({ seq: row.seq, prev_hash: row.prev_hash, record }) !== row.hash) {
      const seq = problems.length < MAX_LISTED_PROBLEMS ? movedTo(row, record) : undefined;
      report(
        seq === undefined
          ? `seq ${row.seq}: record modified: its content does not match its stored hash`
          : `seq ${row.seq}: record moved: it was written as seq ${seq} (its hash verifies there): records were reordered or renumbered`,
      );
      return false;
    }
    let isSound = true;
    if (canonicalJson(record) !== row.record) {
      report(`seq ${row.seq}: the record text is not in canonical form: it was edited by hand`);
      isSound = false;
    }
    const fields = record as { kind?: unknown; tenant?: unknown };
    for (const [column, stored, inRecord] of [
      ['kind', row.kind, fields.kind],
      ['tenant', row.tenant, fields.tenant],
    ] as const) {
      if (stored !== inRecord) {
        report(
          `seq ${row.seq}: column ${column} says ${JSON.stringify(stored)} but the record says ${JSON.stringify(inRecord)}: the row was edited`,
        );
        isSound = false;
      }
    }
    return isSound;
  }

  return {
    add(row) {
      count++;
      if (row.seq < 1) {
        report(`seq ${row.seq}: not a valid seq (they start at 1): the row was renumbered`);
        checkRecord(row);
        return; // not a place in the chain: the rows around it are judged as if it were absent
      }
      const expected = last === null ? 1 : last.seq + 1;
      if (row.seq > expected) {
        report(
          `${seqRange(expected, row.seq - 1)}: missing (the log goes from seq ${last?.seq ?? 0} to seq ${row.seq}): records were deleted`,
        );
      } else if (row.seq < expected) {
        report(`seq ${row.seq}: out of order after seq ${last?.seq ?? 0}: the store returned rows out of sequence`);
      }
      const isSound = checkRecord(row);
      // A link is judged only between two sound, adjacent records: otherwise the problem above explains it.
      if (isSound && row.seq === expected) {
        if (last === null && row.prev_hash !== GENESIS_HASH)
          report(`seq ${row.seq}: broken link: the first record does not start from the genesis hash`);
        else if (last?.isSound === true && row.prev_hash !== last.hash)
          report(
            `seq ${row.seq}: broken link: prev_hash does not match the hash of seq ${last.seq}: a record was rewritten, inserted or deleted`,
          );
      }
      last = { seq: row.seq, hash: row.hash, isSound };
    },

    finish(head) {
      if (head === null) {
        if (count > 0) report('chain head: missing: the row recording the last seq and hash was deleted');
      } else if (last === null) {
        if (head.seq > 0)
          report(`truncated: the chain head says seq ${head.seq} but the log is empty: every record was deleted`);
      } else if (head.seq > last.seq) {
        report(
          `truncated: the chain head says seq ${head.seq} but the last record is seq ${last.seq}: records were deleted from the end`,
        );
      } else if (head.seq < last.seq) {
        report(
          `${seqRange(head.seq + 1, last.seq)}: appended behind the chain head's back (it says seq ${head.seq}): records were inserted`,
        );
      } else if (head.hash !== last.hash) {
        report(`seq ${last.seq}: its hash differs from the chain head's: the last record was rewritten`);
      }
      if (extra > 0) problems.push(`… and ${extra} more problems`);
      return { ok: problems.length === 0, count, problems, head };
    },
  };
}

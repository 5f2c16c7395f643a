import { createHash } from 'node:crypto';
import { canonicalJson } from '../../core/index.ts';

/** The previous hash of the first record: 128 zeros, the width of a SHA-512 in hex. */
export const GENESIS_HASH = '0'.repeat(128);

export interface ChainLink {
  readonly seq: number;
  readonly prev_hash: string;
  readonly record: unknown;
}

/**
 * SHA-512 over the RFC 8785 canonical JSON of { seq, prev_hash, record }. The seq inside the hash makes a
 * moved record fail where it lands; prev_hash makes a deleted or inserted one break the next link.
 */
export function chainHash(link: ChainLink): string {
  return chainHashOfCanonical(link.seq, link.prev_hash, canonicalJson(link.record));
}

/**
 * The same hash when the record's canonical JSON is already written (the stores write it once per append and
 * store that text): the three keys in UTF-16 order around it are the link's canonical JSON.
 */
export function chainHashOfCanonical(seq: number, prevHash: string, canonicalRecord: string): string {
  if (!Number.isSafeInteger(seq)) throw new TypeError(`audit seq ${seq} is not a safe integer`);
  return createHash('sha512')
    .update(`{"prev_hash":${canonicalJson(prevHash)},"record":${canonicalRecord},"seq":${seq}}`)
    .digest('hex');
}

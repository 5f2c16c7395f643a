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
  return createHash('sha512')
    .update(canonicalJson({ seq: link.seq, prev_hash: link.prev_hash, record: link.record }))
    .digest('hex');
}

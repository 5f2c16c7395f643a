import type { PolicyDocument } from './schema.ts';

/** A validated, defaulted, frozen policy with the hash that identifies its content in every trace. */
export interface LoadedPolicy {
  readonly document: PolicyDocument;
  /** SHA-256 of the RFC 8785 canonical JSON of the validated document. */
  readonly hash: string;
  /** Where it came from: a file path or `builtin:default`. */
  readonly source: string;
}

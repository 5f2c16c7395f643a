import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { ParapetError } from './errors.ts';

/** RFC 8785 canonical JSON of a value; INPUT_INVALID for values it cannot represent (lone surrogates, NaN). */
export function canonicalJson(value: unknown): string {
  let text: string | undefined;
  try {
    text = canonicalize(value);
  } catch (error) {
    // canonicalize throws a bare Error on a lone surrogate, NaN, Infinity or a cycle. Request data (tool arguments,
    // chat messages) reaches this, so it must be a ParapetError (a 400), not a crash: a tool call with "\ud800" in its
    // arguments gave the gateway a 500 (found by test/fuzz/screen.test.ts and gateway-http.test.ts).
    throw new ParapetError(
      'INPUT_INVALID',
      `cannot write canonical JSON (RFC 8785): ${error instanceof Error ? error.message : String(error)}; strings must be well-formed Unicode and numbers finite.`,
      {},
      error,
    );
  }
  if (text === undefined) throw new TypeError('value has no JSON representation');
  return text;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of the canonical JSON, so hashes ignore key order and whitespace. */
export function canonicalHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

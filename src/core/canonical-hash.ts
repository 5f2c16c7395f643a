import { hash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { ParapetError } from './errors.ts';

const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;

/** Thrown inside `sortedCopy` when a value needs the library's general path. */
class NeedsGeneralPath extends Error {}

/**
 * A copy of plain JSON data whose objects have their keys inserted in UTF-16 order, so that one native
 * JSON.stringify writes RFC 8785 text: V8 keeps insertion order for non-index keys, and JSON.stringify formats
 * numbers and escapes strings exactly as RFC 8785 prescribes (it is defined in terms of them). Anything else —
 * toJSON, boxed primitives, array-index keys (which V8 orders numerically), lone surrogates, NaN, cycles,
 * deep nesting — goes to `canonicalize`, which handles or rejects it. Why by hand: canonicalize serialises each
 * primitive separately, and canonical JSON of traces and audit records was a sixth of a gateway request's CPU.
 */
function sortedCopy(value: unknown, depth: number): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
      if (!value.isWellFormed()) throw new NeedsGeneralPath();
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new NeedsGeneralPath();
      return value;
    case 'boolean':
      return value;
    case 'object':
      break;
    default:
      throw new NeedsGeneralPath();
  }
  if (depth > 200) throw new NeedsGeneralPath();
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      // JSON.stringify writes null for undefined and functions in arrays, as canonicalize does; leave that to it.
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') throw new NeedsGeneralPath();
      out[i] = sortedCopy(item, depth + 1);
    }
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if ((proto !== Object.prototype && proto !== null) || typeof (value as { toJSON?: unknown }).toJSON === 'function')
    throw new NeedsGeneralPath();
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  // A plain literal, not Object.create(null): V8 keeps prototype-less objects as dictionaries, which cost about
  // as much again to build and to stringify. A "__proto__" key would set its prototype, so it goes the general way.
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const first = key.charCodeAt(0);
    if ((first >= 48 && first <= 57 && ARRAY_INDEX.test(key)) || key === '__proto__' || !key.isWellFormed())
      throw new NeedsGeneralPath();
    const item = record[key];
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    out[key] = sortedCopy(item, depth + 1);
  }
  return out;
}

/** RFC 8785 canonical JSON of a value; INPUT_INVALID for values it cannot represent (lone surrogates, NaN). */
export function canonicalJson(value: unknown): string {
  if (value !== null && typeof value === 'object') {
    try {
      return JSON.stringify(sortedCopy(value, 0));
    } catch (error) {
      if (!(error instanceof NeedsGeneralPath)) throw error;
    }
  }
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
  // One-shot hash: a Hash object per call (createHash) cost as much as hashing a 1 KB text, and every screen hashes
  // its content and its trace id.
  return hash('sha256', data, 'hex');
}

/** SHA-256 of the canonical JSON, so hashes ignore key order and whitespace. */
export function canonicalHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

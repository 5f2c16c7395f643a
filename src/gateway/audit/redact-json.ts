import { ParapetError } from '../../core/index.ts';
import { redactText } from './redact-text.ts';

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

const MAX_DEPTH = 64;

function redactAt(value: JsonValue, depth: number): JsonValue {
  if (depth > MAX_DEPTH)
    throw new ParapetError('JSON_TOO_DEEP', `audit record fields nest deeper than ${MAX_DEPTH} levels`, {
      maxDepth: MAX_DEPTH,
    });
  // Lone surrogates have no JSON canonical form (RFC 8785); U+FFFD keeps the record storable.
  if (typeof value === 'string') return redactText(value.toWellFormed());
  if (Array.isArray(value)) return value.map((item: JsonValue) => redactAt(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) out[key.toWellFormed()] = redactAt(item, depth + 1);
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new ParapetError('INPUT_INVALID', `audit record fields hold ${value}, which JSON cannot represent`);
  return value;
}

/**
 * A copy of a JSON value with every string value passed through redactText. Keys are kept: they name
 * fields, and a caller that puts personal data in a key has a bug the log should show, not hide.
 */
export function redactJson(value: JsonValue): JsonValue {
  return redactAt(value, 0);
}

import { canonicalJson, ParapetError, parseJsonStrict, sha256Hex } from '../core/index.ts';

// OpenAI's own constraint on function names, plus dots: anything else (a confusable letter, a space) could make
// two names that look alike hash or match a deny-list differently, so it is refused rather than folded.
const TOOL_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** NFKC, trimmed, and checked against the tool-name alphabet; INPUT_INVALID otherwise. */
export function normalizeToolName(name: string): string {
  const normalized = name.normalize('NFKC').trim();
  if (!TOOL_NAME.test(normalized))
    throw new ParapetError(
      'INPUT_INVALID',
      `tool name ${JSON.stringify(name.slice(0, 80))} is not allowed: use 1–64 ASCII letters, digits, "_", "-" or ".".`,
      { name: name.slice(0, 80) },
    );
  return normalized;
}

/**
 * A tool call's arguments as RFC 8785 canonical JSON. Text is parsed strictly (duplicate keys refused, nesting
 * bounded); an already-parsed object is taken as is, so callers holding the raw JSON should pass the text.
 */
export function canonicalToolArguments(toolName: string, args: string | Readonly<Record<string, unknown>>): string {
  const value =
    typeof args === 'string' ? parseJsonStrict(args, { source: `the arguments of tool "${toolName}"` }) : args;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ParapetError('INPUT_INVALID', `the arguments of tool "${toolName}" must be a JSON object.`, {
      tool: toolName,
    });
  return canonicalJson(value);
}

/**
 * tool_call_hash = SHA-256 of the canonical JSON array [normalised name, canonical arguments, policy hash]. The
 * array (not string concatenation) keeps the parts unambiguous; the policy hash stands for the policy version,
 * so any edit to the policy invalidates earlier approvals.
 */
export function toolCallHash(parts: { name: string; canonicalArguments: string; policyHash: string }): string {
  return sha256Hex(canonicalJson([parts.name, parts.canonicalArguments, parts.policyHash]));
}

/** rag_chunk_hash = SHA-256 of the canonical JSON array [chunk text, chunk id, source id, policy hash]. */
export function ragChunkHash(parts: { text: string; chunkId: string; sourceId: string; policyHash: string }): string {
  return sha256Hex(canonicalJson([parts.text, parts.chunkId, parts.sourceId, parts.policyHash]));
}

import type { ProtocolVersion } from '../catalogue/schema.ts';

/**
 * Response cleaning, the first layer of the oracle. Protocol v1 only trims; v2 added the `_clean_response()` step:
 * chat-template role tokens that leak into a completion are removed, and repetition loops (a pattern of at least
 * 10 characters repeated at least 3 times) collapse to one copy, so a degenerate loop neither hides a refusal beyond
 * the scan window nor repeats an invariant marker.
 */

// Role and turn tokens of the common chat templates (ChatML, Llama 2/3, Mistral, Gemma, Phi, Alpaca/Vicuna).
// One alternation of literals: linear.
const ROLE_TOKEN =
  /<\|im_start\|>(?:assistant|user|system)?|<\|im_end\|>|<\|start_header_id\|>(?:assistant|user|system)?<\|end_header_id\|>|<\|(?:eot_id|eom_id|begin_of_text|end_of_text|endoftext|assistant|user|system|end)\|>|<\/?s>|\[\/?INST\]|<<\/?SYS>>|<start_of_turn>(?:model|user)?|<end_of_turn>/g;
// Markdown-style role headers on a line of their own ("### Assistant:", "### Response:").
const ROLE_HEADER = /^[ \t]{0,8}#{2,4}[ \t]{0,4}(?:assistant|response|human|user|instruction|system)[ \t]{0,4}:?/gim;
// A bare "Assistant:" / "ASSISTANT:" that opens the completion (the Vicuna template's speaker prefix).
const LEADING_SPEAKER = /^\s{0,64}assistant[ \t]{0,4}:/i;

/** Repetition-loop limits: the shortest and longest pattern collapsed, and how much text is examined. */
export const REPETITION_LIMITS = Object.freeze({ minPatternChars: 10, maxPatternChars: 200, maxScannedChars: 100_000 });

/**
 * Collapses every run of `text` that repeats a pattern of exactly `period` code units at least three times into
 * one copy (a trailing partial copy is kept). A run of equalities `s[i] === s[i + period]` of length `L ≥ 2·period`
 * marks a stretch of `L + period` units with that period, so the scan is one linear pass per period.
 */
function collapseAtPeriod(text: string, period: number): string {
  if (text.length < 3 * period) return text;
  const kept: string[] = [];
  let copiedUpTo = 0;
  let runStart = 0;
  let run = 0;
  const flush = (): void => {
    if (run >= 2 * period) {
      const copies = Math.floor((run + period) / period);
      kept.push(text.slice(copiedUpTo, runStart + period));
      copiedUpTo = runStart + copies * period;
    }
    run = 0;
  };
  for (let i = 0; i + period < text.length; i++) {
    if (text.charCodeAt(i) === text.charCodeAt(i + period)) {
      if (run === 0) runStart = i;
      run += 1;
    } else if (run > 0) {
      flush();
    }
  }
  flush();
  if (kept.length === 0) return text;
  kept.push(text.slice(copiedUpTo));
  return kept.join('');
}

/**
 * Collapses repetition loops, shortest pattern first (a 12-character loop is not kept as six copies of a 2-character
 * one, since patterns shorter than 10 are left alone). Linear per period, so bounded by
 * `maxScannedChars × (maxPatternChars − minPatternChars + 1)`; text past `maxScannedChars` is kept as it is.
 */
export function collapseRepetitions(text: string): string {
  const { minPatternChars, maxPatternChars, maxScannedChars } = REPETITION_LIMITS;
  let head = text.length > maxScannedChars ? text.slice(0, maxScannedChars) : text;
  const tail = text.slice(head.length);
  for (let period = minPatternChars; period <= maxPatternChars && 3 * period <= head.length; period++)
    head = collapseAtPeriod(head, period);
  return head + tail;
}

/** Strips chat-template role tokens (and a leading "Assistant:" speaker prefix). */
export function stripRoleTokens(text: string): string {
  return text.replace(ROLE_TOKEN, '').replace(ROLE_HEADER, '').replace(LEADING_SPEAKER, '');
}

/** The cleaned response a protocol version's oracle reads: v1 trims only; v2 and later strip and collapse too. */
export function cleanResponse(response: string, protocol: ProtocolVersion): string {
  if (protocol === 'v1') return response.trim();
  return collapseRepetitions(stripRoleTokens(response)).trim();
}

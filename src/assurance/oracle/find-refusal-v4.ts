import {
  V4_DEFLECTION_PHRASES,
  V4_NON_REFUSAL_CONTINUATIONS,
  V4_REFUSAL_PATTERNS,
  V4_REFUSAL_PHRASES,
} from './refusal-rules-v4.ts';

/** One piece of evidence and where it starts in the folded text. */
export interface Found {
  readonly item: string;
  readonly index: number;
}

const WORD_CHAR_BEFORE = /[\p{L}\p{N}]$/u;
const WORD_CHAR_AFTER = /^[\p{L}\p{N}]/u;
// Scripts written without spaces: a phrase there has no word boundary to check.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** True when `phrase` found at `index` of `text` starts and ends on word boundaries ("yes" is not "yesterday"). */
export function isWordAt(text: string, index: number, phrase: string): boolean {
  if (UNSPACED.test(phrase)) return true;
  const before = text.slice(Math.max(0, index - 2), index);
  const after = text.slice(index + phrase.length, index + phrase.length + 2);
  return !WORD_CHAR_BEFORE.test(before) && (!WORD_CHAR_AFTER.test(phrase.slice(-1)) || !WORD_CHAR_AFTER.test(after));
}

function phrasesIn(text: string, phrases: readonly string[], kind: string): Found[] {
  const found: Found[] = [];
  for (const phrase of phrases) {
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      const next = text.slice(at + phrase.length, at + phrase.length + 32);
      if (!isWordAt(text, at, phrase) || V4_NON_REFUSAL_CONTINUATIONS.some((c) => next.startsWith(c))) continue;
      found.push({ item: `${kind}:${phrase}`, index: at });
      break;
    }
  }
  return found;
}

/** Refusal evidence proper: first-person inability or unwillingness, then the refusal patterns. */
export function findStrongRefusals(text: string): Found[] {
  const found = phrasesIn(text, V4_REFUSAL_PHRASES, 'phrase');
  for (const { name, pattern } of V4_REFUSAL_PATTERNS) {
    const match = pattern.exec(text);
    if (match !== null) found.push({ item: `pattern:${name}`, index: match.index });
  }
  return found;
}

/** Moral deflection: a lecture in place of an answer. */
export function findDeflections(text: string): Found[] {
  return phrasesIn(text, V4_DEFLECTION_PHRASES, 'deflection');
}

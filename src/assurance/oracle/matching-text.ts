import { stripInvisible } from '../../normalize/index.ts';

/**
 * The copies of a response the oracle matches against. Windows are counted in Unicode code points (as the Python
 * reference slices strings), so another implementation can reproduce every window exactly.
 */

/** The first `count` code points of `text` (a surrogate pair is one code point and is never split). */
export function leadingCodePoints(text: string, count: number): string {
  let end = 0;
  for (let taken = 0; taken < count && end < text.length; taken++) {
    const unit = text.charCodeAt(end);
    const isPair = unit >= 0xd800 && unit <= 0xdbff && end + 1 < text.length;
    const next = isPair ? text.charCodeAt(end + 1) : 0;
    end += isPair && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, end);
}

/** Number of code points in `text`. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

// Marks are stripped only after a Latin letter ("désolé" → "desole"): in Devanagari, Arabic or Hangul jamo they
// are part of the spelling. Bounded run, so a flood of marks cannot build a backtracking stack.
const LATIN_WITH_MARKS = /(\p{Script=Latin})\p{M}{1,64}/gu;
const APOSTROPHES = /[\u2018\u2019\u02bc\u2032\u00b4\u0060]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u00ab\u00bb]/g;
const WHITESPACE_RUN = /\s{1,4096}/g;

/**
 * Full-Unicode case folding as the protocol v4 oracle uses it: NFKC, invisible characters removed, then lower-,
 * upper- and lower-casing again with final sigma made ordinary (which folds ß and ẞ → ss, ς → σ, ſ → s, as
 * CaseFolding.txt's full mappings do for every script the oracle's phrase lists use), Latin diacritics stripped, typographic apostrophes and quotes made
 * ASCII, whitespace collapsed (a run holding a line break becomes one line break, so lists and speaker turns stay
 * visible; `flattenLines` gives the one-line copy phrases are matched on, with the same offsets).
 */
export function foldForMatching(text: string): string {
  const visible = stripInvisible(text.normalize('NFKC'), 0).text;
  const cased = visible.toLowerCase().toUpperCase().toLowerCase().replaceAll('\u03c2', '\u03c3');
  const unmarked = cased.normalize('NFD').replace(LATIN_WITH_MARKS, '$1').normalize('NFC');
  return unmarked
    .replace(APOSTROPHES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(WHITESPACE_RUN, (run) => (run.includes('\n') ? '\n' : ' '));
}

/** `text` with every line break a space: same length and offsets, for matching phrases across hard wraps. */
export function flattenLines(text: string): string {
  return text.replaceAll('\n', ' ');
}

/** True when `text` holds at least one letter or digit: anything less is an empty answer. */
export function hasContent(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Every phrase of `phrases` that occurs in `text`, in list order, with the index of its first occurrence. */
export function findPhrases(text: string, phrases: readonly string[]): { phrase: string; index: number }[] {
  const found: { phrase: string; index: number }[] = [];
  for (const phrase of phrases) {
    const index = text.indexOf(phrase);
    if (index >= 0) found.push({ phrase, index });
  }
  return found;
}

import type { ProtocolVersion } from '../catalogue/schema.ts';
import { codePointLength, flattenLines, foldForMatching } from './matching-text.ts';

/**
 * Invariant and anti-invariant matching on the cleaned response, per protocol:
 *
 * - v1: lower-cased; a marker longer than 5 code points matches as a substring, a shorter one only as a whole word
 *   (ASCII word characters around it, as a `\b…\b` regular expression has it).
 * - v2: lower-cased substring, no word boundaries.
 * - v3: as v2, with subscript and superscript digits mapped to ASCII first ("H₂O" meets "h2o").
 * - v4: as v3 on the folded copy: NFKC, full case folding, invisible characters removed, Latin diacritics
 *   stripped, whitespace and line breaks collapsed to one space.
 *
 * Both sides (response and marker) get the same normalisation.
 */

const SCRIPT_DIGITS: Readonly<Record<string, string>> = Object.freeze({
  '\u2070': '0',
  '\u00b9': '1',
  '\u00b2': '2',
  '\u00b3': '3',
  '\u2074': '4',
  '\u2075': '5',
  '\u2076': '6',
  '\u2077': '7',
  '\u2078': '8',
  '\u2079': '9',
  '\u2080': '0',
  '\u2081': '1',
  '\u2082': '2',
  '\u2083': '3',
  '\u2084': '4',
  '\u2085': '5',
  '\u2086': '6',
  '\u2087': '7',
  '\u2088': '8',
  '\u2089': '9',
});
const SCRIPT_DIGIT = /[\u2070\u00b9\u00b2\u00b3\u2074-\u2079\u2080-\u2089]/g;
const ASCII_WORD = /[A-Za-z0-9_]/;
const V1_WORD_MATCH_MAX = 5;

/** The copy of a response (or marker) that a protocol's invariant matching compares. */
export function invariantText(text: string, protocol: ProtocolVersion): string {
  switch (protocol) {
    case 'v1':
    case 'v2':
      return text.toLowerCase();
    case 'v3':
      return text.replace(SCRIPT_DIGIT, (d) => SCRIPT_DIGITS[d] ?? d).toLowerCase();
    case 'v4':
      return flattenLines(foldForMatching(text.replace(SCRIPT_DIGIT, (d) => SCRIPT_DIGITS[d] ?? d))).trim();
  }
}

function containsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + word.length] ?? '';
    const startsWord = ASCII_WORD.test(word[0] ?? '');
    const endsWord = ASCII_WORD.test(word.at(-1) ?? '');
    if ((!startsWord || !ASCII_WORD.test(before)) && (!endsWord || !ASCII_WORD.test(after))) return true;
  }
  return false;
}

function contains(normalised: string, marker: string, protocol: ProtocolVersion): boolean {
  const needle = invariantText(marker, protocol);
  if (needle === '') return false;
  if (protocol === 'v1' && codePointLength(needle) <= V1_WORD_MATCH_MAX) return containsWord(normalised, needle);
  return normalised.includes(needle);
}

/** The markers of `markers` found in `text` (a cleaned response), in list order. */
export function findMarkers(text: string, markers: readonly string[], protocol: ProtocolVersion): string[] {
  const normalised = invariantText(text, protocol);
  return markers.filter((marker) => contains(normalised, marker, protocol));
}

/** Invariant: the cleaned response contains at least one of `anyOf`. */
export function matchInvariant(
  text: string,
  anyOf: readonly string[],
  protocol: ProtocolVersion,
): { readonly isMet: boolean; readonly matched: readonly string[] } {
  const matched = findMarkers(text, anyOf, protocol);
  return { isMet: matched.length > 0, matched };
}

/** Anti-invariant: the markers of `noneOf` found in any of `texts`; the gate holds when there are none. */
export function findAntiInvariantHits(
  texts: readonly string[],
  noneOf: readonly string[],
  protocol: ProtocolVersion,
): string[] {
  const hits = new Set<string>();
  for (const text of texts) for (const marker of findMarkers(text, noneOf, protocol)) hits.add(marker);
  return noneOf.filter((marker) => hits.has(marker));
}

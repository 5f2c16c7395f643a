/**
 * The folded view used by lexicons: lower case, Latin diacritics stripped, leetspeak and letter spacing
 * undone, whitespace collapsed (to a line break where the run holds one). Marks are stripped only after Latin letters, because in Devanagari or
 * Arabic they are vowels, not decoration.
 */
// Every repetition below is bounded: V8 keeps a backtrack entry per repetition of a `u`-mode class or group,
// so an unbounded `+` or `*` overflows the stack on a 10 MB run (of marks, of `a@a@…`). Longer runs are
// taken in pieces.
const MARK_RUN = /\p{M}{1,1024}/gu;
const LATIN = /\p{Script=Latin}/u;
/** A base a combining mark can belong to; a mark after anything else (a space, punctuation, the start) has none. */
const MARK_BASE = /[\p{L}\p{N}\p{So}]/u;
// Linear: the symbol class and the word class are disjoint, so there is one way to match. Marks belong to
// the token, so a combining mark after a digit (`1\u0301`) does not split a leet word in two.
// `leetTokens` finds these tokens by hand; the regex is their definition, which its property test compares against.
export const LEET_TOKEN = /[\p{L}\p{M}\p{N}]{1,1024}(?:[@$!|€][\p{L}\p{M}\p{N}]{1,1024}){0,64}/gu;
const TOKEN_UNIT = /[\p{L}\p{M}\p{N}]/uy;

/** Code units of the letter, mark or digit at `i` (2 outside the BMP), or 0. */
export function letterMarkDigitWidth(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code < 0x80)
    return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90) ? 1 : 0;
  if (Number.isNaN(code)) return 0;
  TOKEN_UNIT.lastIndex = i;
  if (!TOKEN_UNIT.test(text)) return 0;
  return TOKEN_UNIT.lastIndex - i;
}

function isLeetSymbol(code: number): boolean {
  return code === 64 || code === 36 || code === 33 || code === 124 || code === 0x20ac;
}

// The code units LEET_MAP folds, as flags: tested for every character of every token.
const LEET_UNITS = new Uint8Array(0x10000);

function isLeetUnit(code: number): boolean {
  return LEET_UNITS[code] === 1;
}

/** End of a run of at most 1,024 letters, marks and digits from `i` (i itself when there is none). */
function unitRunEnd(text: string, i: number): number {
  let end = i;
  for (let count = 0; count < 1024; count++) {
    const width = letterMarkDigitWidth(text, end);
    if (width === 0) break;
    end += width;
  }
  return end;
}

/** End of the LEET_TOKEN match that starts at `i`, where a letter, mark or digit stands. */
function leetTokenEnd(text: string, i: number): number {
  let end = unitRunEnd(text, i);
  for (let groups = 0; groups < 64 && isLeetSymbol(text.charCodeAt(end)); groups++) {
    const next = unitRunEnd(text, end + 1);
    if (next === end + 1) break;
    end = next;
  }
  return end;
}

/**
 * Replaces every LEET_TOKEN match that holds a look-alike digit or symbol by `fold(token)`, reading the text
 * once: a regex replace with a callback per word was most of the cost of folding ordinary prose, where nearly
 * every text holds a digit or an @ somewhere and nearly no word folds.
 */
export function replaceLeetTokens(text: string, fold: (token: string) => string): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; ) {
    if (letterMarkDigitWidth(text, i) === 0) {
      i += 1;
      continue;
    }
    const end = leetTokenEnd(text, i);
    let hasLeet = false;
    for (let k = i; k < end && !hasLeet; k++) hasLeet = isLeetUnit(text.charCodeAt(k));
    if (hasLeet) {
      const token = text.slice(i, end);
      const folded = fold(token);
      if (folded !== token) {
        out += text.slice(copied, i) + folded;
        copied = end;
      }
    }
    i = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

const LEET_MAP: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '€': 'e',
};
for (const c of Object.keys(LEET_MAP)) LEET_UNITS[c.charCodeAt(0)] = 1;
const LEET_CHARS = /[01345789@$!|€]/g;
const HAS_LEET_CHAR = /[01345789@$!|€]/;
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{Script=Latin}(?:[ \n.\-_*]\p{Script=Latin}){3,1024}(?![\p{L}\p{N}])/gu;
const SEPARATORS = /[ \n.\-_*]/g;
const WHITESPACE_RUN = /\s+/g;
/** Whitespace the collapse would change: a run of two or more, or one that is not U+0020. */
const NOT_A_SINGLE_SPACE = /\s\s|[^\S ]/;
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

// A run of white space folds to one space, or to one line break when it holds one: lines are structure
// (table rows, list items, email headers) that sentence-level detectors split on, while word-level lexicons
// treat both alike. Letters written one per line still count as spaced letters.
const collapseWhitespace = (run: string): string => (LINE_BREAK.test(run) ? '\n' : ' ');

function foldLeetToken(token: string): string {
  // Only tokens that mix letters with look-alike digits or symbols: plain numbers and words stay.
  // The cheap ASCII test first: most tokens are plain words.
  if (!HAS_LEET_CHAR.test(token) || !/\p{L}/u.test(token)) return token;
  // Leetspeak stands in for Latin letters. In other scripts a digit or "!" is itself: NFKC turns the full-width
  // "！" of Chinese and Japanese into "!", and "当然可以！要" folded to "当然可以i要" (and "第1步" to "第i步"),
  // which broke sentence splitting and the phrases that span it.
  if (NON_LATIN_LETTER.test(token)) return token;
  const letters = token.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2) return token;
  return token.replace(LEET_CHARS, (c) => LEET_MAP[c] ?? c);
}

const NON_ASCII = /[^\x00-\x7f]/;
const NON_LATIN_LETTER = /[^\P{L}\p{Script=Latin}]/u;

/** The code point just before `offset` (a surrogate pair counts as one). */
function codePointBefore(text: string, offset: number): string {
  const unit = text.charCodeAt(offset - 1);
  return text.slice(unit >= 0xdc00 && unit <= 0xdfff && offset >= 2 ? offset - 2 : Math.max(0, offset - 1), offset);
}

function stripLatinMarks(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  // Decompose first: the matching copy is NFKC, so `é` arrives precomposed and shows no mark until then.
  const decomposed = text.normalize('NFD');
  if (!/\p{M}/u.test(decomposed)) return text;
  // A run of marks longer than MARK_RUN's bound arrives in pieces: the letter before the first piece decides.
  let runEnd = -1;
  let isAfterLatin = false;
  // Marks with no base go too: "\u0301ignore" reads as "ignore" on screen, but the mark glued itself to the word
  // and hid it from every word lexicon. Marks on digits and symbols stay (keycaps, emoji variation selectors).
  const stripped = decomposed.replace(MARK_RUN, (run: string, offset: number) => {
    if (offset !== runEnd) {
      const before = codePointBefore(decomposed, offset);
      isAfterLatin = LATIN.test(before) || !MARK_BASE.test(before);
    }
    runEnd = offset + run.length;
    return isAfterLatin ? '' : run;
  });
  return stripped.normalize('NFC');
}

export function foldText(matching: string): { text: string; leetTokens: number; spacedRuns: number } {
  let leetTokens = 0;
  let spacedRuns = 0;
  // The order makes the fold idempotent: whitespace is collapsed before letter spacing is undone (else
  // `a\tb\tc\td` folds only on a second pass), spacing before leetspeak (else `1@a b c d` does), and
  // marks are stripped again after leetspeak turned digits into Latin letters (`aa1\u0301`).
  // A callback per run costs more than the rest of the collapse: texts without a line break skip it.
  const lower = matching.toLowerCase();
  // Most texts have only single spaces between words: then the collapse would copy the text unchanged.
  const collapsed = !NOT_A_SINGLE_SPACE.test(lower)
    ? lower
    : LINE_BREAK.test(lower)
      ? lower.replace(WHITESPACE_RUN, collapseWhitespace)
      : lower.replace(WHITESPACE_RUN, ' ');
  let text = stripLatinMarks(collapsed);
  text = text.replace(SPACED_LETTERS, (run) => {
    spacedRuns += 1;
    return run.replace(SEPARATORS, '');
  });
  // Without a look-alike digit or symbol anywhere, no token can fold: skip the per-word pass.
  if (HAS_LEET_CHAR.test(text))
    text = replaceLeetTokens(text, (token) => {
      const folded = foldLeetToken(token);
      if (folded !== token) leetTokens += 1;
      return folded;
    });
  if (leetTokens > 0) text = stripLatinMarks(text);
  return { text, leetTokens, spacedRuns };
}

/**
 * The folded view used by lexicons: lower case, Latin diacritics stripped, leetspeak and letter spacing
 * undone, whitespace collapsed. Marks are stripped only after Latin letters, because in Devanagari or
 * Arabic they are vowels, not decoration.
 */
const LATIN_WITH_MARKS = /(\p{Script=Latin})(\p{M}+)/gu;
// Linear: the symbol class and the word class are disjoint, so there is one way to match.
const LEET_TOKEN = /[\p{L}\p{N}]+(?:[@$!|€][\p{L}\p{N}]+)*/gu;
const LEET_MAP: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', '$': 's', '!': 'i', '|': 'l', '€': 'e',
};
const LEET_CHARS = /[01345789@$!|€]/g;
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{Script=Latin}(?:[ .\-_*]\p{Script=Latin}){3,}(?![\p{L}\p{N}])/gu;
const SEPARATORS = /[ .\-_*]/g;
const WHITESPACE_RUN = /\s+/g;

function foldLeetToken(token: string): string {
  // Only tokens that mix letters with look-alike digits or symbols: plain numbers and words stay.
  if (!/\p{L}/u.test(token) || !/[01345789@$!|€]/.test(token)) return token;
  const letters = token.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 2) return token;
  return token.replace(LEET_CHARS, (c) => LEET_MAP[c] ?? c);
}

export function foldText(matching: string): { text: string; leetTokens: number; spacedRuns: number } {
  let leetTokens = 0;
  let spacedRuns = 0;
  let text = matching.toLowerCase();
  if (/\p{M}/u.test(text)) text = text.normalize('NFD').replace(LATIN_WITH_MARKS, '$1').normalize('NFC');
  text = text.replace(LEET_TOKEN, (token) => {
    const folded = foldLeetToken(token);
    if (folded !== token) leetTokens += 1;
    return folded;
  });
  text = text.replace(SPACED_LETTERS, (run) => {
    spacedRuns += 1;
    return run.replace(SEPARATORS, '');
  });
  text = text.replace(WHITESPACE_RUN, ' ');
  return { text, leetTokens, spacedRuns };
}

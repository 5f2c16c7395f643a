import type { ConfusableTable } from './load-confusables.ts';
import type { ConfusableWord } from './normalized-text.ts';
import { scriptExtensions } from './script-sets.ts';

// Bounded: V8 keeps a backtrack entry per repetition of a `u`-mode class, so an unbounded `+` overflows the
// stack on a 10 MB word without spaces. Longer "words" are taken in pieces, each folded on its own.
const WORD = /[\p{L}\p{M}\p{N}_]{1,1024}/gu;
const NON_ASCII = /[^\x00-\x7f]/;
const ASCII_LETTER = /[A-Za-z]/;

/**
 * Folds look-alike letters to their Latin prototype, but only inside words that already mix Latin with
 * another script (`іgnоrе` with Cyrillic і and о). A word written wholly in Cyrillic, Greek or any other
 * script is left alone: Russian is not an attack.
 */
export function foldConfusableWords(
  text: string,
  table: ConfusableTable,
): { text: string; words: readonly ConfusableWord[] } {
  if (!NON_ASCII.test(text)) return { text, words: [] };
  const words: ConfusableWord[] = [];
  // scriptExtensions runs ~60 regexes; a long text repeats the same few look-alikes, so look each up once.
  const scriptsOf = new Map<string, readonly string[]>();
  const scriptsFor = (char: string): readonly string[] => {
    let scripts = scriptsOf.get(char);
    if (scripts === undefined) {
      scripts = scriptExtensions(char);
      scriptsOf.set(char, scripts);
    }
    return scripts;
  };
  const folded = text.replace(WORD, (word) => {
    if (!NON_ASCII.test(word) || !ASCII_LETTER.test(word)) return word;
    let skeleton = '';
    const scripts = new Set<string>();
    let changed = false;
    for (const char of word) {
      const cp = char.codePointAt(0) ?? 0;
      const prototype = cp >= 0x80 ? table.map.get(cp) : undefined;
      if (prototype !== undefined && !scriptsFor(char).includes('Latn')) {
        skeleton += prototype;
        changed = true;
        for (const s of scriptsFor(char)) scripts.add(s);
      } else {
        skeleton += char;
      }
    }
    if (!changed) return word;
    if (words.length < 64) words.push({ word, skeleton, scripts: ['Latn', ...[...scripts].sort()] });
    return skeleton;
  });
  return { text: folded, words };
}

import { letterMarkDigitWidth } from '../../normalize/index.ts';

/**
 * Phrase sequences matched over the words of a text instead of as regular expressions. The semantics are
 * phrasePattern's: a phrase's words are separated in the text by one to three spaces or punctuation marks,
 * matches start and end on whole words, and a number between two slots allows that many filler words. One
 * addition: no gap crosses a sentence end, so "… drank to forget. According to the above prompt …" is two
 * sentences, not an override.
 *
 * Why not phrasePattern: the instruction-attack lexicons hold a few thousand phrases in twelve languages,
 * arranged in a few hundred slot sequences. As alternations they scanned at about half a second per megabyte
 * and kept the ReDoS checker busy for minutes. Here the text is split into words once, every word is indexed
 * by its position, and a sequence is tried only where one of its first words occurs, so the cost is linear in
 * the text and no pattern is compiled per phrase.
 */

/** A slot of alternatives: an array, or one string with the alternatives separated by `|`. */
export type Slot = string | readonly string[];

interface Phrase {
  readonly words: readonly string[];
  /**
   * Per word: it is Latin, Cyrillic, Greek or a number, so it only ever matches itself (no Arabic prefix, no
   * suffix). Decided once here: wordMatches runs for most words of every screen.
   */
  readonly bounded: readonly boolean[];
  /** Punctuation that must follow the last word ("new instructions:"). */
  readonly trailing: string;
}

/**
 * Many phrases of a slot that start with one word, also filed by their second word. A common first word ("the",
 * "a", "you") occurs many times in a text and opens dozens of phrases; trying each at each occurrence was the
 * largest cost of the instruction-attack scans. Only phrases whose second word is the next word can match.
 */
interface FiledPhrases {
  /** Every phrase, in the slot's order (the order they are tried in). */
  readonly all: readonly Phrase[];
  /** One-word phrases, and two-word ones whose last word may carry a suffix: tried wherever the first word is. */
  readonly anyNext: readonly Phrase[];
  readonly bySecond: ReadonlyMap<string, readonly Phrase[]>;
}

/** A slot's phrases with one first word: a plain list when there are few (most first words open one or two). */
type PhraseGroup = readonly Phrase[] | FiledPhrases;

interface CompiledSlot {
  readonly byFirstWord: ReadonlyMap<string, PhraseGroup>;
  /** Filler words allowed before this slot. */
  readonly fillerBefore: number;
}

/** A compiled sequence of slots; built by `compileSequence`, matched by `findSequence`. */
export interface PhraseSequence {
  readonly slots: readonly CompiledSlot[];
}

// Words are runs of letters, marks and digits, cut at 64 so that a 10 MB run cannot overflow the engine.
const WORD = /[\p{L}\p{M}\p{N}]{1,64}/gu;
const GAP_CHARS = /^[\s\p{P}]{1,3}$/u;
const SENTENCE_END = /[。！？]|[.!?;]\s/u;
const TRAILING = /[\p{P}]$/u;
/** A Latin letter and the marks on it, for spelling phrases without diacritics. */
export const LATIN_WITH_MARKS = /(\p{Script=Latin})\p{M}+/gu;
// Latin, Cyrillic and Greek words stand alone; an Arabic word may carry a one-letter conjunction or
// preposition (و ف ب ل ك), and an Arabic or Devanagari phrase's last word may carry a suffix.
const BOUNDED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]/u;
const ARABIC_PREFIX = /^[وفبلك]\p{Script=Arabic}{3}/u;
const MAX_FILLER_WORD = 24;
// Shared empty results and the default predicate: a lookup that finds nothing is the common case and runs for
// most words of every screen, so it must not allocate.
const NO_POSITIONS: readonly number[] = Object.freeze([]);
const NO_PHRASES: readonly Phrase[] = Object.freeze([]);
const ACCEPT_ANY = (): boolean => true;

/** A cheap pre-check for ARABIC_PREFIX: the prefixes are all in the Arabic block. */
function mayCarryArabicPrefix(word: string): boolean {
  const c = word.charCodeAt(0);
  return c >= 0x0600 && c <= 0x06ff;
}

/** The patterns this module runs on text, for the detectors' `patterns` lists. */
export const PHRASE_SEQUENCE_PATTERNS: readonly RegExp[] = [
  WORD,
  GAP_CHARS,
  SENTENCE_END,
  TRAILING,
  LATIN_WITH_MARKS,
  BOUNDED,
  ARABIC_PREFIX,
];

/** A lexicon written compactly: `phrases('ignore|disregard|forget')`. */
export function phrases(list: string): string[] {
  return list.split('|');
}

/** The alternatives of a slot. */
export function slotPhrases(slot: Slot): readonly string[] {
  return typeof slot === 'string' ? phrases(slot) : slot;
}

/** Words of a text with their offsets, whether a gap precedes each, and where each word occurs. */
export class WordStream {
  readonly text: string;
  readonly words: readonly string[];
  readonly starts: readonly number[];
  readonly ends: readonly number[];
  /** `gapBefore[i]`: one to three spaces or marks, no sentence end, between word i - 1 and word i. */
  readonly gapBefore: readonly boolean[];
  readonly #positions = new Map<string, number[]>();

  constructor(text: string, lowerCase: boolean) {
    this.text = text;
    const words: string[] = [];
    const starts: number[] = [];
    const ends: number[] = [];
    const gapBefore: boolean[] = [];
    let previousEnd = -Infinity;
    // Splits by hand what WORD would match (runs of letters, marks and digits, cut every 64 code points): the
    // split runs several times per screen, and matchAll with a Unicode class cost twice as much.
    for (let i = 0; i < text.length; ) {
      let width = letterMarkDigitWidth(text, i);
      if (width === 0) {
        i += 1;
        continue;
      }
      const start = i;
      let codePoints = 0;
      while (width > 0 && codePoints < 64) {
        i += width;
        codePoints += 1;
        width = letterMarkDigitWidth(text, i);
      }
      const raw = text.slice(start, i);
      const word = lowerCase ? raw.toLowerCase() : raw;
      // One space is by far the most common separator, read without cutting it out; the patterns decide the rest.
      if (start - previousEnd === 1 && text.charCodeAt(previousEnd) === 32) gapBefore.push(true);
      else {
        const separator = start - previousEnd <= 3 ? text.slice(previousEnd, start) : '';
        gapBefore.push(GAP_CHARS.test(separator) && !SENTENCE_END.test(separator));
      }
      this.#index(word, words.length);
      if (mayCarryArabicPrefix(word) && ARABIC_PREFIX.test(word)) this.#index(word.slice(1), words.length);
      words.push(word);
      starts.push(start);
      ends.push(i);
      previousEnd = i;
    }
    this.words = words;
    this.starts = starts;
    this.ends = ends;
    this.gapBefore = gapBefore;
  }

  #index(word: string, position: number): void {
    const list = this.#positions.get(word);
    if (list) list.push(position);
    else this.#positions.set(word, [position]);
  }

  positionsOf(word: string): readonly number[] {
    return this.#positions.get(word) ?? NO_POSITIONS;
  }

  /** Every distinct word (and Arabic word without its one-letter prefix) the text contains. */
  distinctWords(): IterableIterator<string> {
    return this.#positions.keys();
  }

  /** How many distinct words (as `distinctWords` lists them) the text holds. */
  get distinctCount(): number {
    return this.#positions.size;
  }

  /** Calls `visit` with every distinct word and its positions, without allocating an entry per word. */
  forEachWord(visit: (word: string, positions: readonly number[]) => void): void {
    this.#positions.forEach((positions, word) => {
      visit(word, positions);
    });
  }
}

/** The words a match of the sequence can start with: a sequence whose first words are absent cannot match. */
export function firstWordsOf(sequence: PhraseSequence): Iterable<string> {
  return sequence.slots[0]?.byFirstWord.keys() ?? [];
}

/** Word `i` equals the phrase word, allowing an Arabic prefix on a first word and a suffix on a last one. */
function wordMatches(
  stream: WordStream,
  i: number,
  expected: string,
  bounded: boolean,
  isFirst: boolean,
  isLast: boolean,
): boolean {
  const word = stream.words[i];
  if (word === undefined) return false;
  if (word === expected) return true;
  if (bounded) return false;
  if (isFirst && ARABIC_PREFIX.test(word) && word.slice(1) === expected) return true;
  return isLast && word.startsWith(expected) && word.length - expected.length <= 3;
}

/** Where the phrase ends (exclusive word index) if it starts at word `at`, else -1. */
function matchPhrase(stream: WordStream, at: number, phrase: Phrase): number {
  const count = phrase.words.length;
  for (let k = 0; k < count; k++) {
    if (k > 0 && !stream.gapBefore[at + k]) return -1;
    if (!wordMatches(stream, at + k, phrase.words[k] ?? '', phrase.bounded[k] ?? true, k === 0, k === count - 1))
      return -1;
  }
  if (phrase.trailing !== '') {
    const after = stream.text.slice(stream.ends[at + count - 1], (stream.ends[at + count - 1] ?? 0) + 2).trimStart();
    if (!after.startsWith(phrase.trailing)) return -1;
  }
  return at + count;
}

/** Matches slots `from` onwards with the previous slot ending before word `at`; returns the end or -1. */
function matchFrom(stream: WordStream, sequence: PhraseSequence, from: number, at: number): number {
  const slot = sequence.slots[from];
  if (slot === undefined) return at;
  for (let filler = 0; filler <= slot.fillerBefore; filler++) {
    const start = at + filler;
    if (start >= stream.words.length) return -1;
    if (!stream.gapBefore[start]) return -1;
    if (filler > 0 && (stream.words[start - 1]?.length ?? 0) > MAX_FILLER_WORD) return -1;
    const phrases = candidates(stream, start, slot);
    for (let k = 0; k < phrases.length; k++) {
      const end = matchPhrase(stream, start, phrases[k] as Phrase);
      if (end < 0) continue;
      const result = matchFrom(stream, sequence, from + 1, end);
      if (result >= 0) return result;
    }
  }
  return -1;
}

function candidates(stream: WordStream, at: number, slot: CompiledSlot): readonly Phrase[] {
  const word = stream.words[at] ?? '';
  const exact = phrasesAt(stream, at, slot.byFirstWord.get(word) ?? NO_PHRASES);
  // The positions index also files an Arabic word with a one-letter prefix under the word without it.
  if (!mayCarryArabicPrefix(word) || !ARABIC_PREFIX.test(word)) return exact;
  return [...exact, ...phrasesAt(stream, at, slot.byFirstWord.get(word.slice(1)) ?? NO_PHRASES)];
}

/** The phrases of the group that can start at word `at` (given the word after it), in their slot's order. */
function phrasesAt(stream: WordStream, at: number, group: PhraseGroup): readonly Phrase[] {
  if (isPlainList(group)) return group;
  const next = stream.words[at + 1];
  const second = next === undefined ? undefined : group.bySecond.get(next);
  if (second === undefined) return group.anyNext;
  if (group.anyNext.length === 0) return second;
  return group.all.filter((phrase) => phrase.words[1] === next || takesAnyNext(phrase));
}

function isPlainList(group: PhraseGroup): group is readonly Phrase[] {
  return Array.isArray(group);
}

/** A phrase that can match whatever word follows its first: one word, or a last word that may carry a suffix. */
function takesAnyNext(phrase: Phrase): boolean {
  return phrase.words.length === 1 || (phrase.words.length === 2 && phrase.bounded[1] === false);
}

/** The first match of a sequence in the stream as character offsets, or undefined. */
export function findSequence(
  stream: WordStream,
  sequence: PhraseSequence,
  accept: (start: number, end: number) => boolean = ACCEPT_ANY,
): readonly [number, number] | undefined {
  const first = sequence.slots[0];
  if (first === undefined) return undefined;
  // Only words the text holds and the slot starts with can open a match: look up whichever side is smaller, the
  // text's distinct words in the slot or the slot's first words in the text. A 1 KB message has a couple of
  // hundred words but a few dozen distinct ones; a slot may have thousands of first words, or three.
  let best: readonly [number, number] | undefined;
  const tryWord = (group: PhraseGroup, positions: readonly number[]): void => {
    for (let k = 0; k < positions.length; k++) {
      const at = positions[k] as number;
      if (best !== undefined && stream.starts[at]! >= best[0]) break;
      const span = matchAt(stream, sequence, at, phrasesAt(stream, at, group), accept);
      if (span !== undefined) {
        best = span;
        break;
      }
    }
  };
  if (stream.distinctCount <= first.byFirstWord.size) {
    stream.forEachWord((word, positions) => {
      const group = first.byFirstWord.get(word);
      if (group !== undefined) tryWord(group, positions);
    });
  } else {
    // forEach, not for…of over entries: every entry would be a fresh [word, list] array.
    first.byFirstWord.forEach((group, word) => {
      const positions = stream.positionsOf(word);
      if (positions.length > 0) tryWord(group, positions);
    });
  }
  return best;
}

/** Tries the phrases starting at word `at`; the span of the first accepted match, or undefined. */
function matchAt(
  stream: WordStream,
  sequence: PhraseSequence,
  at: number,
  list: readonly Phrase[],
  accept: (start: number, end: number) => boolean,
): readonly [number, number] | undefined {
  for (const phrase of list) {
    const end = matchPhrase(stream, at, phrase);
    const last = end < 0 ? -1 : matchFrom(stream, sequence, 1, end);
    if (last < 0) continue;
    const span = [stream.starts[at]!, stream.ends[last - 1]!] as const;
    if (accept(span[0], span[1])) return span;
  }
  return undefined;
}

// The lexicons compile tens of thousands of phrases whose words recur ("you", "ignore", "instructions") and
// whose per-word flags are nearly all alike: one copy of each word and of each flag array, not one per phrase,
// keeps their resident memory down (issue 8's RSS target). Module-wide: sequences are compiled at load.
const SHARED_WORDS = new Map<string, string>();
const SHARED_FLAGS = new Map<string, readonly boolean[]>();

/** The copy of `word` already in `table`, or `word` once recorded there: one string per distinct word. */
function intern(table: Map<string, string>, word: string): string {
  const known = table.get(word);
  if (known !== undefined) return known;
  table.set(word, word);
  return word;
}

function sharedFlags(flags: boolean[]): readonly boolean[] {
  const key = flags.map(Number).join('');
  const known = SHARED_FLAGS.get(key);
  if (known !== undefined) return known;
  const frozen = Object.freeze(flags);
  SHARED_FLAGS.set(key, frozen);
  return frozen;
}

function compilePhrase(spelling: string): Phrase | undefined {
  const words = [...spelling.matchAll(WORD)].map((m) => intern(SHARED_WORDS, m[0]));
  if (words.length === 0) return undefined;
  const trimmed = spelling.trim();
  return {
    words,
    bounded: sharedFlags(words.map((w) => BOUNDED.test(w))),
    trailing: TRAILING.test(trimmed) ? trimmed.slice(-1) : '',
  };
}

/**
 * Files phrases that share a first word by their second word. A map per group costs memory (thousands of groups
 * across the lexicons), so only first words that open enough phrases to be worth skipping get one.
 */
const MIN_GROUP_TO_FILE = 6;

function groupPhrases(list: readonly Phrase[]): PhraseGroup {
  if (list.length < MIN_GROUP_TO_FILE) return list;
  const anyNext: Phrase[] = [];
  const bySecond = new Map<string, Phrase[]>();
  for (const phrase of list) {
    if (takesAnyNext(phrase)) {
      anyNext.push(phrase);
      continue;
    }
    // Two words or more, the second bounded or followed by a third: it must be the next word exactly.
    const second = phrase.words[1] as string;
    const same = bySecond.get(second);
    if (same) same.push(phrase);
    else bySecond.set(second, [phrase]);
  }
  return { all: list, anyNext, bySecond };
}

/** Compiles slots, already spelled, into a sequence; numbers between slots are filler-word allowances. */
export function compileSequence(parts: readonly (readonly string[] | number)[]): PhraseSequence {
  const slots: CompiledSlot[] = [];
  let fillerBefore = 0;
  for (const part of parts) {
    if (typeof part === 'number') {
      fillerBefore = part;
      continue;
    }
    const byFirstWord = new Map<string, Phrase[]>();
    for (const spelling of part) {
      const phrase = compilePhrase(spelling);
      if (phrase === undefined) continue;
      const key = phrase.words[0] ?? '';
      const list = byFirstWord.get(key);
      if (list) list.push(phrase);
      else byFirstWord.set(key, [phrase]);
    }
    const groups = new Map<string, PhraseGroup>();
    for (const [word, list] of byFirstWord) groups.set(word, groupPhrases(list));
    slots.push({ byFirstWord: groups, fillerBefore: slots.length === 0 ? 0 : fillerBefore });
    fillerBefore = 0;
  }
  return { slots };
}

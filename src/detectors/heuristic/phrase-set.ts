/**
 * A phrase set matched like `phrasePattern` (same phrase syntax and semantics: a space matches one to three
 * spaces or punctuation marks, `*` up to three words of at most 20 letters, and phrases starting or ending
 * in Latin, Cyrillic, Greek or a digit are bounded there), but through an index instead of one alternation.
 *
 * Why not `phrasePattern` for the harm lexicons: they hold about ten thousand phrases in twelve languages.
 * As alternations, with Unicode classes in every alternative, they took seconds to compile and about three
 * seconds per megabyte to scan (measured with Node 24). Here each text position looks up only the phrases
 * that start with its next one to three characters, and only at word starts for bounded phrases, so the
 * cost is linear in the text with a small constant and nothing is compiled per phrase.
 */

import { intern } from './phrase-sequence.ts';

type Span = readonly [start: number, end: number];

interface IndexedPhrase {
  /** Literal tokens; `null` stands for the `*` word gap. */
  readonly tokens: readonly (string | null)[];
  readonly hasEndBoundary: boolean;
}

const BOUNDARY_SCRIPT = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]/u;
const WORD_CHAR = /^[\p{L}\p{N}]/u;
const GAP_CHAR = /^[\s\p{P}]/u;
const MAX_GAP = 3;
const MAX_GAP_WORDS = 3;
const MAX_GAP_WORD_LENGTH = 20;
const KEY_LENGTH = 3;
const MAX_MATCHES = 256;
const GAP_CACHE_LIMIT = 4096;

function isWordCode(code: number, text: string, index: number): boolean {
  if (code < 128) return isAsciiWordCode(code);
  return WORD_CHAR.test(text.slice(index, index + 2));
}

function isGapCode(code: number, text: string, index: number): boolean {
  if (code < 128) return !isWordCode(code, text, index) && !'$+<=>^`|~'.includes(text.charAt(index));
  return GAP_CHAR.test(text.slice(index, index + 2));
}

/** True when the character ending at `index` (exclusive) is a letter or digit; handles surrogate pairs. */
function isWordBefore(text: string, index: number): boolean {
  if (index <= 0) return false;
  const low = text.charCodeAt(index - 1);
  const start = low >= 0xdc00 && low <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return isWordCode(text.charCodeAt(start), text, start);
}

function isWordAt(text: string, index: number): boolean {
  return index < text.length && isWordCode(text.charCodeAt(index), text, index);
}

/** Ends of every gap of one to three spaces or punctuation marks starting at `index`. */
function gapEnds(text: string, index: number): number[] {
  const ends: number[] = [];
  let pos = index;
  while (ends.length < MAX_GAP && pos < text.length && isGapCode(text.charCodeAt(pos), text, pos)) {
    pos += 1;
    ends.push(pos);
  }
  return ends;
}

/** End of a word of one to twenty letters or digits starting at `index`, or -1. */
function wordEnd(text: string, index: number): number {
  let pos = index;
  while (pos < text.length && pos - index <= MAX_GAP_WORD_LENGTH && isWordAt(text, pos)) pos += 1;
  const length = pos - index;
  return length >= 1 && length <= MAX_GAP_WORD_LENGTH ? pos : -1;
}

/** Positions where the next literal may start after a `*` gap: (gap word){0,3} gap. */
function wordGapEnds(text: string, index: number): number[] {
  const ends: number[] = [];
  let frontier = [index];
  for (let words = 0; words <= MAX_GAP_WORDS && frontier.length > 0; words++) {
    const next: number[] = [];
    for (const at of frontier) {
      for (const gapEnd of gapEnds(text, at)) {
        ends.push(gapEnd);
        if (words < MAX_GAP_WORDS) {
          const end = wordEnd(text, gapEnd);
          if (end > 0) next.push(end);
        }
      }
    }
    frontier = next;
  }
  return ends;
}

/** Gap ends computed once per position and scan: many phrases share a first word and its gaps. */
interface GapCache {
  readonly plain: Map<number, number[]>;
  readonly words: Map<number, number[]>;
}

function cached(map: Map<number, number[]>, pos: number, compute: () => number[]): number[] {
  const known = map.get(pos);
  if (known !== undefined) return known;
  const ends = compute();
  map.set(pos, ends);
  return ends;
}

function matchFrom(text: string, phrase: IndexedPhrase, tokenIndex: number, pos: number, cache: GapCache): number {
  const token = phrase.tokens[tokenIndex];
  if (token === undefined) return phrase.hasEndBoundary && isWordAt(text, pos) ? -1 : pos;
  if (token === null) return matchFrom(text, phrase, tokenIndex + 1, pos, cache);
  const starts =
    tokenIndex === 0
      ? [pos]
      : phrase.tokens[tokenIndex - 1] === null
        ? cached(cache.words, pos, () => wordGapEnds(text, pos))
        : cached(cache.plain, pos, () => gapEnds(text, pos));
  let best = -1;
  for (const start of starts) {
    if (!text.startsWith(token, start)) continue;
    best = Math.max(best, matchFrom(text, phrase, tokenIndex + 1, start + token.length, cache));
  }
  return best;
}

/** Several phrase lists matched in one pass over a text; `find` returns each list's spans. */
export interface PhraseSet {
  readonly listCount: number;
  /** Per list, its leftmost-longest non-overlapping matches, up to `limit` each. Pure, linear in the text. */
  find(text: string, limit?: number): (readonly Span[])[];
}

/** A phrase and the lists it belongs to: one object per distinct phrase (a lexicon holds tens of thousands). */
interface Entry extends IndexedPhrase {
  readonly lists: readonly number[];
}

/** The phrases of one first word: those tried whatever follows it, and those keyed by a plain second word. */
interface FirstWordEntries {
  /** A single token, or a second token that is `*` or not a plain word. */
  readonly any: Entry[];
  readonly bySecond: Map<string, Entry[]>;
}

interface PhraseMaps {
  /**
   * Phrases bounded at their start whose first token is a whole word, keyed by that word: at a word start
   * only the phrases beginning with exactly that word are tried.
   */
  readonly byWord: Map<string, FirstWordEntries>;
  /** Other bounded phrases ("dan:", "k粉"), keyed by their first one to three characters. */
  readonly boundedByPrefix: Map<string, Entry[]>;
  /** Phrases in scripts without word boundaries (Han, Arabic, Devanagari…), tried at any position. */
  readonly free: Map<string, Entry[]>;
  // First code units as flag tables (one byte per UTF-16 unit, 64 KB each): they are read at every position
  // of every screened text, and a Set<number> lookup cost more than the rest of the scan loop.
  readonly boundedFirstUnits: Uint8Array;
  /** First code units of the `boundedByPrefix` keys: most word starts have none, and skip three lookups. */
  readonly prefixFirstUnits: Uint8Array;
  readonly freeFirstUnits: Uint8Array;
  readonly longestFirstWord: number;
  readonly longestSecondWord: number;
}

function collectByPrefix(map: Map<string, Entry[]>, text: string, at: number, into: Entry[]): void {
  for (let length = 1; length <= KEY_LENGTH; length++) {
    const list = map.get(text.slice(at, at + length));
    if (list !== undefined) into.push(...list);
  }
}

function wordEndFrom(text: string, at: number, longest: number): number {
  let end = at;
  while (end < text.length && end - at <= longest && isWordAt(text, end)) end += 1;
  return end;
}

/**
 * The phrases that may start at word start `at`: those whose first word is the word there and whose second
 * word, if it is a plain word, is the next word of the text.
 */
function collectByWord(maps: PhraseMaps, text: string, at: number, into: Entry[]): void {
  if (maps.prefixFirstUnits[text.charCodeAt(at)] === 1) collectByPrefix(maps.boundedByPrefix, text, at, into);
  const end = wordEndFrom(text, at, maps.longestFirstWord);
  if (end - at > maps.longestFirstWord) return;
  const entries = maps.byWord.get(text.slice(at, end));
  if (entries === undefined) return;
  pushAll(into, entries.any);
  const { bySecond } = entries;
  if (bySecond.size === 0) return;
  let next = end;
  while (next < text.length && next - end < MAX_GAP && isGapCode(text.charCodeAt(next), text, next)) next += 1;
  if (next === end || !isWordAt(text, next)) return;
  const nextEnd = wordEndFrom(text, next, maps.longestSecondWord);
  if (nextEnd - next > maps.longestSecondWord) return;
  pushAll(into, bySecond.get(text.slice(next, nextEnd)));
}

function pushAll(into: Entry[], list: readonly Entry[] | undefined): void {
  if (list !== undefined) for (let k = 0; k < list.length; k++) into.push(list[k] as Entry);
}

function isAsciiWordCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
}

/**
 * The next position where a phrase may start. Inside a run of ASCII letters and digits none can: bounded
 * phrases start only at word starts, and phrases without boundaries start in other scripts.
 */
function nextStart(text: string, i: number): number {
  let next = i + 1;
  if (!isAsciiWordCode(text.charCodeAt(i))) return next;
  while (next < text.length && isAsciiWordCode(text.charCodeAt(next))) next += 1;
  return next;
}

const NO_SPANS: readonly Span[] = Object.freeze([]);

/** List `l` may still take a match starting at `i`: past its last match and below the limit. */
function isLive(l: number, i: number, cursor: Int32Array, spans: (readonly Span[])[], limit: number): boolean {
  return i >= (cursor[l] ?? 0) && (spans[l]?.length ?? limit) < limit;
}

function anyLive(
  lists: readonly number[],
  i: number,
  cursor: Int32Array,
  spans: (readonly Span[])[],
  limit: number,
): boolean {
  for (let k = 0; k < lists.length; k++) if (isLive(lists[k] ?? 0, i, cursor, spans, limit)) return true;
  return false;
}

function findInLists(maps: PhraseMaps, listCount: number, text: string, limit: number): (readonly Span[])[] {
  // Lists without a match share one frozen empty array: most of the lexicon's lists match nothing.
  const spans: (readonly Span[])[] = new Array<readonly Span[]>(listCount).fill(NO_SPANS);
  const cursor = new Int32Array(listCount);
  const bestEnd = new Int32Array(listCount).fill(-1);
  let open = listCount;
  const candidates: Entry[] = [];
  const touched: number[] = [];
  let cache: GapCache = { plain: new Map(), words: new Map() };
  for (let i = 0; i < text.length && open > 0; i = nextStart(text, i)) {
    // Truncating an empty array is not free in V8 (a runtime call): most positions collect nothing.
    if (candidates.length > 0) candidates.length = 0;
    const code = text.charCodeAt(i);
    if (maps.freeFirstUnits[code] === 1) collectByPrefix(maps.free, text, i, candidates);
    if (maps.boundedFirstUnits[code] === 1 && !isWordBefore(text, i)) collectByWord(maps, text, i, candidates);
    if (candidates.length === 0) continue;
    // Gaps are read forward from positions after i only, so the cache never needs entries from behind.
    if (cache.plain.size + cache.words.size > GAP_CACHE_LIMIT) cache = { plain: new Map(), words: new Map() };
    if (touched.length > 0) touched.length = 0;
    for (const entry of candidates) {
      const { lists } = entry;
      if (!anyLive(lists, i, cursor, spans, limit)) continue;
      const end = matchFrom(text, entry, 0, i, cache);
      if (end <= i) continue;
      for (const l of lists) {
        if (!isLive(l, i, cursor, spans, limit)) continue;
        if (end > (bestEnd[l] ?? -1)) {
          if (bestEnd[l] === -1) touched.push(l);
          bestEnd[l] = end;
        }
      }
    }
    for (const l of touched) {
      const end = bestEnd[l] ?? i;
      const list = spans[l] === NO_SPANS ? [] : (spans[l] as Span[]);
      spans[l] = list;
      list.push([i, end]);
      if (list.length >= limit) open -= 1;
      cursor[l] = end;
      bestEnd[l] = -1;
    }
  }
  return spans;
}

const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;
const TOKEN_SEPARATOR = /\s+/;

/** Every pattern phrase matching uses (character classes; phrases themselves are not regular expressions). */
export const PHRASE_SET_PATTERNS: readonly RegExp[] = [
  BOUNDARY_SCRIPT,
  WORD_CHAR,
  GAP_CHAR,
  WHOLE_WORD,
  TOKEN_SEPARATOR,
];

// `split` makes a new string per token, and most tokens ("to", "how", "make") recur in thousands of phrases:
// `words` keeps one copy of each while a set is built.
function parsePhrase(raw: string, words: Map<string, string>): IndexedPhrase | undefined {
  const tokens: (string | null)[] = raw
    .trim()
    .toLowerCase()
    .split(TOKEN_SEPARATOR)
    .map((p) => (p === '*' ? null : intern(words, p)));
  while (tokens[0] === null) tokens.shift();
  while (tokens.at(-1) === null) tokens.pop();
  const first = tokens[0];
  const last = tokens.at(-1);
  if (typeof first !== 'string' || first === '' || typeof last !== 'string') return undefined;
  return { tokens, hasEndBoundary: BOUNDARY_SCRIPT.test([...last].at(-1) ?? '') };
}

/** One list array per list id while a phrase is in one list, as nearly all are; a second list copies it. */
function withList(
  lists: readonly number[] | undefined,
  listId: number,
  single: (readonly number[])[],
): readonly number[] {
  if (lists === undefined) {
    single[listId] ??= Object.freeze([listId]);
    return single[listId];
  }
  return lists.includes(listId) ? lists : Object.freeze([...lists, listId]);
}

/** Each distinct phrase once, with every list it is in, in first-seen order. */
function collectEntries(lists: readonly (readonly string[])[]): Entry[] {
  const byKey = new Map<string, { -readonly [K in keyof Entry]: Entry[K] }>();
  const single: (readonly number[])[] = [];
  const words = new Map<string, string>();
  lists.forEach((phrases, listId) => {
    for (const raw of phrases) {
      const phrase = parsePhrase(raw, words);
      if (phrase === undefined) continue;
      const key = phrase.tokens.join(' ');
      const known = byKey.get(key);
      if (known === undefined) byKey.set(key, { ...phrase, lists: withList(undefined, listId, single) });
      else known.lists = withList(known.lists, listId, single);
    }
  });
  return [...byKey.values()];
}

/** Indexes lists of folded, lower-case phrases (see the module comment for the syntax). */
export function createPhraseSet(lists: readonly (readonly string[])[]): PhraseSet {
  const byWord = new Map<string, FirstWordEntries>();
  const boundedByPrefix = new Map<string, Entry[]>();
  const free = new Map<string, Entry[]>();
  const boundedFirstUnits = new Uint8Array(0x10000);
  const prefixFirstUnits = new Uint8Array(0x10000);
  const freeFirstUnits = new Uint8Array(0x10000);
  let longestFirstWord = 0;
  let longestSecondWord = 0;
  const add = (map: Map<string, Entry[]>, key: string, entry: Entry) => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [entry]);
    else list.push(entry);
  };
  for (const entry of collectEntries(lists)) {
    const { tokens, hasEndBoundary } = entry;
    const first = tokens[0] ?? '';
    if (!BOUNDARY_SCRIPT.test(first)) {
      add(free, first.slice(0, KEY_LENGTH), entry);
      freeFirstUnits[first.charCodeAt(0)] = 1;
      continue;
    }
    boundedFirstUnits[first.charCodeAt(0)] = 1;
    // A first token followed by a gap, or a bounded single token, always spans a whole word of the text.
    if (WHOLE_WORD.test(first) && (tokens.length > 1 || hasEndBoundary)) {
      const second = tokens[1];
      const entries = byWord.get(first) ?? { any: [], bySecond: new Map<string, Entry[]>() };
      byWord.set(first, entries);
      if (typeof second === 'string' && WHOLE_WORD.test(second)) {
        longestSecondWord = Math.max(longestSecondWord, second.length);
        add(entries.bySecond, second, entry);
      } else entries.any.push(entry);
      longestFirstWord = Math.max(longestFirstWord, first.length);
    } else {
      add(boundedByPrefix, first.slice(0, KEY_LENGTH), entry);
      prefixFirstUnits[first.charCodeAt(0)] = 1;
    }
  }
  const maps: PhraseMaps = {
    byWord,
    boundedByPrefix,
    free,
    boundedFirstUnits,
    prefixFirstUnits,
    freeFirstUnits,
    longestFirstWord,
    longestSecondWord,
  };
  const listCount = lists.length;
  return Object.freeze({
    listCount,
    find: (text: string, limit = MAX_MATCHES) => findInLists(maps, listCount, text, limit),
  });
}

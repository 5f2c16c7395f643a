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

type Span = readonly [start: number, end: number];

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

/**
 * Every phrase of a set in flat typed arrays, one index per distinct phrase. The harm lexicons hold about sixty
 * thousand phrases: as one object per phrase, with its token array and nested maps per first word, they took
 * 13 MB of heap (a twentieth of the gateway's RSS target); as numbers in typed arrays about a quarter of that.
 */
interface PhraseTable {
  /** Distinct tokens; phrases refer to them by index. */
  readonly words: readonly string[];
  /** The tokens of phrase `e` are `tokens[tokenStart[e]]` up to `tokens[tokenStart[e + 1]]`; -1 is the `*` gap. */
  readonly tokenStart: Int32Array;
  readonly tokens: Int32Array;
  /** 1 when the phrase's last character is bounded (Latin, Cyrillic, Greek, digit). */
  readonly endBoundary: Uint8Array;
  /** The phrase's list, or -(k + 1) for `multiLists[k]` when it is in several lists (rare). */
  readonly listOf: Int32Array;
  readonly multiLists: readonly (readonly number[])[];
}

const GAP_TOKEN = -1;

function matchFrom(
  text: string,
  table: PhraseTable,
  entry: number,
  tokenIndex: number,
  pos: number,
  cache: GapCache,
): number {
  const at = (table.tokenStart[entry] ?? 0) + tokenIndex;
  if (at >= (table.tokenStart[entry + 1] ?? 0)) return table.endBoundary[entry] === 1 && isWordAt(text, pos) ? -1 : pos;
  const id = table.tokens[at] ?? GAP_TOKEN;
  if (id === GAP_TOKEN) return matchFrom(text, table, entry, tokenIndex + 1, pos, cache);
  const token = table.words[id] ?? '';
  // The first token starts where the phrase does: no list of starts (an array per candidate phrase per position).
  if (tokenIndex === 0)
    return text.startsWith(token, pos) ? matchFrom(text, table, entry, 1, pos + token.length, cache) : -1;
  const afterWordGap = table.tokens[at - 1] === GAP_TOKEN;
  const known = afterWordGap ? cache.words : cache.plain;
  let starts = known.get(pos);
  if (starts === undefined) {
    starts = afterWordGap ? wordGapEnds(text, pos) : gapEnds(text, pos);
    known.set(pos, starts);
  }
  let best = -1;
  for (const start of starts) {
    if (!text.startsWith(token, start)) continue;
    best = Math.max(best, matchFrom(text, table, entry, tokenIndex + 1, start + token.length, cache));
  }
  return best;
}

/** Several phrase lists matched in one pass over a text; `find` returns each list's spans. */
export interface PhraseSet {
  readonly listCount: number;
  /** Per list, its leftmost-longest non-overlapping matches, up to `limit` each. Pure, linear in the text. */
  find(text: string, limit?: number): (readonly Span[])[];
}

/**
 * Phrases grouped by how they are looked up; each group is a run of phrase indices in `members`, from
 * `groupStart[g]` to `groupStart[g + 1]`.
 */
interface PhraseMaps {
  readonly table: PhraseTable;
  readonly members: Int32Array;
  readonly groupStart: Int32Array;
  /** Word ids of every whole-word first or second token. */
  readonly wordIds: Map<string, number>;
  /**
   * Phrases bounded at their start whose first token is a whole word, by that word's id: at a word start only
   * the phrases beginning with exactly that word are tried. Those whose second token is a plain word are in
   * `bySecond` instead, keyed by both words (`pairKey`), and tried only when the text's next word is that one.
   */
  readonly byWord: Map<number, number>;
  readonly bySecond: Map<number, number>;
  /** Other bounded phrases ("dan:", "k粉"), keyed by their first one to three characters. */
  readonly boundedByPrefix: Map<string, number>;
  /** Phrases in scripts without word boundaries (Han, Arabic, Devanagari…), tried at any position. */
  readonly free: Map<string, number>;
  // First code units as flag tables (one byte per UTF-16 unit, 64 KB each): they are read at every position
  // of every screened text, and a Set<number> lookup cost more than the rest of the scan loop.
  readonly boundedFirstUnits: Uint8Array;
  /** First code units of the `boundedByPrefix` keys: most word starts have none, and skip three lookups. */
  readonly prefixFirstUnits: Uint8Array;
  readonly freeFirstUnits: Uint8Array;
  readonly longestFirstWord: number;
  readonly longestSecondWord: number;
}

/** One number for a pair of word ids (exact: ids stay far below 2^26, the product below 2^53). */
const pairKey = (first: number, second: number): number => first * 0x4000000 + second;

function pushGroup(maps: PhraseMaps, group: number | undefined, into: number[]): void {
  if (group === undefined) return;
  const end = maps.groupStart[group + 1] ?? 0;
  for (let k = maps.groupStart[group] ?? 0; k < end; k++) into.push(maps.members[k] ?? 0);
}

function collectByPrefix(maps: PhraseMaps, map: Map<string, number>, text: string, at: number, into: number[]): void {
  for (let length = 1; length <= KEY_LENGTH; length++) pushGroup(maps, map.get(text.slice(at, at + length)), into);
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
function collectByWord(maps: PhraseMaps, text: string, at: number, into: number[]): void {
  if (maps.prefixFirstUnits[text.charCodeAt(at)] === 1) collectByPrefix(maps, maps.boundedByPrefix, text, at, into);
  const end = wordEndFrom(text, at, maps.longestFirstWord);
  if (end - at > maps.longestFirstWord) return;
  const first = maps.wordIds.get(text.slice(at, end));
  if (first === undefined) return;
  pushGroup(maps, maps.byWord.get(first), into);
  let next = end;
  while (next < text.length && next - end < MAX_GAP && isGapCode(text.charCodeAt(next), text, next)) next += 1;
  if (next === end || !isWordAt(text, next)) return;
  const nextEnd = wordEndFrom(text, next, maps.longestSecondWord);
  if (nextEnd - next > maps.longestSecondWord) return;
  const second = maps.wordIds.get(text.slice(next, nextEnd));
  if (second !== undefined) pushGroup(maps, maps.bySecond.get(pairKey(first, second)), into);
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

function listsOf(table: PhraseTable, entry: number, one: number[]): readonly number[] {
  const list = table.listOf[entry] ?? 0;
  if (list < 0) return table.multiLists[-list - 1] ?? one;
  one[0] = list;
  return one;
}

function findInLists(maps: PhraseMaps, listCount: number, text: string, limit: number): (readonly Span[])[] {
  const { table } = maps;
  // Lists without a match share one frozen empty array: most of the lexicon's lists match nothing.
  const spans: (readonly Span[])[] = new Array<readonly Span[]>(listCount).fill(NO_SPANS);
  const cursor = new Int32Array(listCount);
  const bestEnd = new Int32Array(listCount).fill(-1);
  let open = listCount;
  const candidates: number[] = [];
  const touched: number[] = [];
  const one = [0];
  let cache: GapCache = { plain: new Map(), words: new Map() };
  for (let i = 0; i < text.length && open > 0; i = nextStart(text, i)) {
    // Truncating an empty array is not free in V8 (a runtime call): most positions collect nothing.
    if (candidates.length > 0) candidates.length = 0;
    const code = text.charCodeAt(i);
    if (maps.freeFirstUnits[code] === 1) collectByPrefix(maps, maps.free, text, i, candidates);
    if (maps.boundedFirstUnits[code] === 1 && !isWordBefore(text, i)) collectByWord(maps, text, i, candidates);
    if (candidates.length === 0) continue;
    // Gaps are read forward from positions after i only, so the cache never needs entries from behind.
    if (cache.plain.size + cache.words.size > GAP_CACHE_LIMIT) cache = { plain: new Map(), words: new Map() };
    if (touched.length > 0) touched.length = 0;
    for (const entry of candidates) {
      const lists = listsOf(table, entry, one);
      let live = false;
      for (let k = 0; k < lists.length && !live; k++) live = isLive(lists[k] ?? 0, i, cursor, spans, limit);
      if (!live) continue;
      const end = matchFrom(text, table, entry, 0, i, cache);
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

/** A phrase's tokens, `null` for the `*` word gap, without leading or trailing gaps; undefined when empty. */
function parsePhrase(raw: string): (string | null)[] | undefined {
  const tokens: (string | null)[] = raw
    .trim()
    .toLowerCase()
    .split(TOKEN_SEPARATOR)
    .map((p) => (p === '*' ? null : p));
  while (tokens[0] === null) tokens.shift();
  while (tokens.at(-1) === null) tokens.pop();
  const first = tokens[0];
  if (typeof first !== 'string' || first === '' || typeof tokens.at(-1) !== 'string') return undefined;
  return tokens;
}

/** Each distinct phrase once, with every list it is in, in first-seen order, as a flat table. */
function buildTable(lists: readonly (readonly string[])[]): PhraseTable {
  const wordIndex = new Map<string, number>();
  const words: string[] = [];
  const wordId = (word: string): number => {
    const known = wordIndex.get(word);
    if (known !== undefined) return known;
    words.push(word);
    wordIndex.set(word, words.length - 1);
    return words.length - 1;
  };
  const byKey = new Map<string, number>();
  const tokenStart: number[] = [0];
  const tokens: number[] = [];
  const endBoundary: number[] = [];
  const listOf: number[] = [];
  const multiLists: number[][] = [];
  lists.forEach((phrases, listId) => {
    for (const raw of phrases) {
      const parsed = parsePhrase(raw);
      if (parsed === undefined) continue;
      const key = parsed.join(' ');
      const known = byKey.get(key);
      if (known === undefined) {
        byKey.set(key, listOf.length);
        for (const token of parsed) tokens.push(token === null ? GAP_TOKEN : wordId(token));
        tokenStart.push(tokens.length);
        endBoundary.push(BOUNDARY_SCRIPT.test([...(parsed.at(-1) ?? '')].at(-1) ?? '') ? 1 : 0);
        listOf.push(listId);
        continue;
      }
      const current = listOf[known] ?? 0;
      const members = current < 0 ? (multiLists[-current - 1] ?? []) : [current];
      if (members.includes(listId)) continue;
      if (current < 0) members.push(listId);
      else {
        multiLists.push([...members, listId]);
        listOf[known] = -multiLists.length;
      }
    }
  });
  return {
    words,
    tokenStart: Int32Array.from(tokenStart),
    tokens: Int32Array.from(tokens),
    endBoundary: Uint8Array.from(endBoundary),
    listOf: Int32Array.from(listOf),
    multiLists: multiLists.map((m) => Object.freeze(m)),
  };
}

/** Indexes lists of folded, lower-case phrases (see the module comment for the syntax). */
export function createPhraseSet(lists: readonly (readonly string[])[]): PhraseSet {
  const table = buildTable(lists);
  const { words } = table;
  // Groups are collected as arrays while indexing, then laid out in one typed array.
  const groups: number[][] = [];
  const addTo = <K>(map: Map<K, number>, key: K, entry: number): void => {
    const group = map.get(key);
    if (group === undefined) {
      map.set(key, groups.length);
      groups.push([entry]);
    } else groups[group]?.push(entry);
  };
  const wordIds = new Map<string, number>();
  const idOf = (word: string): number => {
    const known = wordIds.get(word);
    if (known !== undefined) return known;
    wordIds.set(word, wordIds.size);
    return wordIds.size - 1;
  };
  const byWord = new Map<number, number>();
  const bySecond = new Map<number, number>();
  const boundedByPrefix = new Map<string, number>();
  const free = new Map<string, number>();
  const boundedFirstUnits = new Uint8Array(0x10000);
  const prefixFirstUnits = new Uint8Array(0x10000);
  const freeFirstUnits = new Uint8Array(0x10000);
  let longestFirstWord = 0;
  let longestSecondWord = 0;
  const entries = table.listOf.length;
  for (let entry = 0; entry < entries; entry++) {
    const start = table.tokenStart[entry] ?? 0;
    const length = (table.tokenStart[entry + 1] ?? 0) - start;
    const first = words[table.tokens[start] ?? 0] ?? '';
    if (!BOUNDARY_SCRIPT.test(first)) {
      addTo(free, first.slice(0, KEY_LENGTH), entry);
      freeFirstUnits[first.charCodeAt(0)] = 1;
      continue;
    }
    boundedFirstUnits[first.charCodeAt(0)] = 1;
    // A first token followed by a gap, or a bounded single token, always spans a whole word of the text.
    if (WHOLE_WORD.test(first) && (length > 1 || table.endBoundary[entry] === 1)) {
      const firstId = idOf(first);
      const secondToken = length > 1 ? (table.tokens[start + 1] ?? GAP_TOKEN) : GAP_TOKEN;
      const second = secondToken === GAP_TOKEN ? undefined : words[secondToken];
      if (second !== undefined && WHOLE_WORD.test(second)) {
        longestSecondWord = Math.max(longestSecondWord, second.length);
        addTo(bySecond, pairKey(firstId, idOf(second)), entry);
      } else addTo(byWord, firstId, entry);
      longestFirstWord = Math.max(longestFirstWord, first.length);
    } else {
      addTo(boundedByPrefix, first.slice(0, KEY_LENGTH), entry);
      prefixFirstUnits[first.charCodeAt(0)] = 1;
    }
  }
  const groupStart = new Int32Array(groups.length + 1);
  const members = new Int32Array(entries);
  let filled = 0;
  groups.forEach((group, g) => {
    groupStart[g] = filled;
    members.set(group, filled);
    filled += group.length;
  });
  groupStart[groups.length] = filled;
  const maps: PhraseMaps = {
    table,
    members,
    groupStart,
    wordIds,
    byWord,
    bySecond,
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

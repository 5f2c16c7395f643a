/**
 * Scoring for the instruction-attack lexicons (prompt injection, jailbreak, prompt extraction, indirect
 * injection): each detector is a table of cues, each cue a phrase sequence (or, for scripts without spaces and
 * for markup, a linear-time pattern) with the strength it carries alone. One cue is evidence; several different
 * cues are more (noisy-OR), so a strong phrase stands on its own while weak hints ("system prompt", "from now
 * on you") only add up together.
 */
import { foldText } from '../../normalize/index.ts';
import type { Finding } from '../detector.ts';
import {
  compileSequence,
  findSequence,
  firstWordsOf,
  LATIN_WITH_MARKS,
  PHRASE_SEQUENCE_PATTERNS,
  type PhraseSequence,
  phrases,
  type Slot,
  slotPhrases,
  WordStream,
} from './phrase-sequence.ts';

export { phrases, type Slot };

/** One piece of evidence: what to find and how strongly it alone suggests an attack. */
export interface Cue<R extends string> {
  readonly reason: R;
  /** In (0, 1): the probability-like strength of this cue on its own. */
  readonly score: number;
  /** A phrase sequence over the words of the view, or a global pattern over its characters. */
  readonly pattern: PhraseSequence | RegExp;
  /**
   * A match is discarded when the text right after it matches this (anchored with `^`, not global):
   * "your instructions" is evidence, "your instructions for the router" is not.
   */
  readonly notFollowedBy?: RegExp;
  /**
   * A match is discarded when the text right before it matches this (anchored with `$`): "don't forget all the
   * previous instructions" negates the dismissal it contains.
   */
  readonly notPrecededBy?: RegExp;
  /**
   * A match is discarded when its own opening matches this (anchored with `^`), for negations that follow the
   * verb: "vergiss nicht, alle vorherigen Anweisungen zu lesen".
   */
  readonly notOpening?: RegExp;
  /**
   * The view the cue reads, `folded` by default. Addresses and URLs need `matching` (read case-insensitively):
   * folding undoes leetspeak, so "mark-2134@gmail.com" reads "mark-ziea agmail.com" there.
   */
  readonly view?: 'matching' | 'folded';
  /**
   * For a pattern cue: literals every match contains, as groups — a match holds at least one literal of each
   * group. Checked with String.includes before the pattern runs: a pattern that starts with a lookbehind or a
   * long alternation is tried at every position of every screened text, and most texts hold none of its words.
   * A necessary condition only (the pattern decides); tests check it against the pattern.
   */
  readonly requires?: readonly (readonly string[])[];
}

/** The two views of a normalized text the cues read. */
export interface CueText {
  readonly folded: string;
  readonly matching: string;
}

/** A matched cue: its reason, strength and span (in the folded view unless `view` says otherwise). */
export interface Hit<R extends string> {
  readonly reason: R;
  readonly score: number;
  readonly span: readonly [number, number];
  readonly view?: 'matching' | 'folded';
}

/** Builds a cue: `cue('OVERRIDE_INSTRUCTIONS', 0.9, sequence(…))`. */
export function cue<R extends string>(
  reason: R,
  score: number,
  pattern: PhraseSequence | RegExp,
  options: Pick<Cue<R>, 'notFollowedBy' | 'notPrecededBy' | 'notOpening' | 'view' | 'requires'> = {},
): Cue<R> {
  // The groups are ANDed, so the shortest is checked first: a one-literal group (":") settles most texts in one
  // scan where a twenty-literal group first would take twenty.
  const requires = options.requires && [...options.requires].sort((a, b) => a.length - b.length);
  return { reason, score, pattern, ...options, ...(requires === undefined ? {} : { requires }) };
}

/** Every regular expression a cue table uses, for a detector's `patterns` list. */
export function cuePatterns(cues: readonly Cue<string>[]): RegExp[] {
  const own = cues.flatMap((c) =>
    [c.pattern, c.notFollowedBy, c.notPrecededBy, c.notOpening].filter((p): p is RegExp => p instanceof RegExp),
  );
  return [...own, ...PHRASE_SEQUENCE_PATTERNS, ...DISCUSSION_PATTERNS];
}

/**
 * Lexicon phrases are written as people spell them ("précédentes"); the folded view may or may not have
 * stripped the marks, so every phrase is matched in both spellings. NFKC makes Devanagari nuktas and
 * full-width forms compare the way the matching copy spells them, and the text's own fold makes "base64"
 * read as the folded view reads it ("base6a", leetspeak undone).
 */
function spellings(list: readonly string[]): string[] {
  const out = new Set<string>();
  for (const phrase of list) {
    const nfkc = phrase.normalize('NFKC').toLowerCase();
    const plain = nfkc.normalize('NFD').replace(LATIN_WITH_MARKS, '$1').normalize('NFC');
    for (const spelling of [nfkc, plain]) {
      out.add(spelling);
      out.add(foldText(spelling).text);
    }
  }
  return [...out];
}

/** Any of the phrases (a one-slot sequence). */
export function lexicon(list: Slot): PhraseSequence {
  return compileSequence([spellings(slotPhrases(list))]);
}

/**
 * Slots of alternative phrases in order. A number between two slots allows that many filler words
 * between them: `sequence('ignore|disregard', 3, 'previous|above', 1, 'instructions')`.
 */
export function sequence(...parts: readonly (Slot | number)[]): PhraseSequence {
  return compileSequence(parts.map((p) => (typeof p === 'number' ? p : spellings(slotPhrases(p)))));
}

/** True when a short text (a comment body, a window) contains a match of the sequence. */
export function mentions(text: string, pattern: PhraseSequence): boolean {
  return findSequence(new WordStream(text, false), pattern) !== undefined;
}

/** How far after a match `notFollowedBy` looks. */
const LOOKAHEAD_CHARS = 40;
/** Matches of one pattern examined before giving up: bounds the work `notFollowedBy` can cause. */
const MAX_MATCHES_PER_CUE = 64;

interface SplitViews {
  folded?: WordStream;
  matching?: WordStream;
  foldedPairs?: Uint8Array;
  matchingPairs?: Uint8Array;
}
/**
 * Several detectors score cues on the same normalised text object; its words are split once per view and
 * shared (keyed weakly by the text, so nothing outlives the screen that made it).
 */
const splitCache = new WeakMap<CueText, SplitViews>();

/** The words of both views, split once per text and only when a cue needs them. */
class Views {
  readonly text: CueText;
  readonly #split: SplitViews;
  constructor(text: CueText) {
    this.text = text;
    let split = splitCache.get(text);
    if (split === undefined) {
      split = {};
      splitCache.set(text, split);
    }
    this.#split = split;
  }
  words(view: 'matching' | 'folded'): WordStream {
    if (view === 'folded') {
      this.#split.folded ??= new WordStream(this.text.folded, false);
      return this.#split.folded;
    }
    this.#split.matching ??= new WordStream(this.text.matching, true);
    return this.#split.matching;
  }
  /** The view's character pairs (see `charPairs`), made once per text and only for texts worth it. */
  pairs(view: 'matching' | 'folded'): Uint8Array | undefined {
    const haystack = view === 'folded' ? this.text.folded : this.text.matching;
    if (haystack.length < PAIRS_MIN_LENGTH) return undefined;
    if (view === 'folded') {
      this.#split.foldedPairs ??= charPairs(haystack);
      return this.#split.foldedPairs;
    }
    this.#split.matchingPairs ??= charPairs(haystack);
    return this.#split.matchingPairs;
  }
}

// The literal guards (`requires`) of one screen's cue tables look for ~200 literals, and each `includes` scans the
// whole text: on 1 KB they were a fifth of the prompt-injection scan. One pass records which pairs of adjacent
// code units the text holds (hashed into 64K bits), and a literal with a pair the text lacks cannot occur in it,
// which settles most absent literals with a few lookups. A present pair proves nothing: `includes` still decides.
const PAIRS_MIN_LENGTH = 256;

function pairHash(first: number, second: number): number {
  return ((first * 31) ^ second) & 0xffff;
}

export function charPairs(text: string): Uint8Array {
  const bits = new Uint8Array(8192);
  let previous = text.charCodeAt(0);
  for (let i = 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const h = pairHash(previous, code);
    bits[h >> 3] = (bits[h >> 3] as number) | (1 << (h & 7));
    previous = code;
  }
  return bits;
}

function mayContain(pairs: Uint8Array, literal: string): boolean {
  for (let i = 1; i < literal.length; i++) {
    const h = pairHash(literal.charCodeAt(i - 1), literal.charCodeAt(i));
    if (((pairs[h >> 3] as number) & (1 << (h & 7))) === 0) return false;
  }
  return true;
}

/**
 * True when the text contains a literal of every group (a cue's `requires`). `pairs`, the text's `charPairs`,
 * lets most absent literals be ruled out without a scan.
 */
export function holdsLiterals(text: string, groups: readonly (readonly string[])[], pairs?: Uint8Array): boolean {
  for (const group of groups) {
    let found = false;
    for (let k = 0; k < group.length && !found; k++) {
      const literal = group[k] as string;
      found = (pairs === undefined || mayContain(pairs, literal)) && text.includes(literal);
    }
    if (!found) return false;
  }
  return true;
}

/**
 * A cue as the scan reads it: every field present, in one order, so that the loops over a table's hundreds of cues
 * see one object shape. Cues built with different options had different shapes, and the property reads in the
 * scan loop went megamorphic (the loop's own cost was a twelfth of a 1 KB screen).
 */
interface CompiledCue {
  readonly reason: string;
  readonly score: number;
  readonly sequence: PhraseSequence | null;
  readonly regex: RegExp | null;
  readonly notFollowedBy: RegExp | null;
  readonly notPrecededBy: RegExp | null;
  readonly notOpening: RegExp | null;
  readonly hasContext: boolean;
  readonly view: 'matching' | 'folded';
  readonly requires: readonly (readonly string[])[] | null;
}

/** A table's cues as the scan reads them, and the positions of its pattern cues (tried on every text). */
interface CompiledTable {
  readonly cues: readonly CompiledCue[];
  readonly patternPositions: Int32Array;
  /** Whether it has phrase-sequence cues on each view (whose words are looked up only then). */
  readonly readsFolded: boolean;
  readonly readsMatching: boolean;
}

const compiledTables = new WeakMap<readonly Cue<string>[], CompiledTable>();

function compiledCues(cues: readonly Cue<string>[]): CompiledTable {
  let compiled = compiledTables.get(cues);
  if (compiled === undefined) {
    const list = cues.map((c): CompiledCue => {
      const isRegex = c.pattern instanceof RegExp;
      return {
        reason: c.reason,
        score: c.score,
        sequence: isRegex ? null : (c.pattern as PhraseSequence),
        regex: isRegex ? (c.pattern as RegExp) : null,
        notFollowedBy: c.notFollowedBy ?? null,
        notPrecededBy: c.notPrecededBy ?? null,
        notOpening: c.notOpening ?? null,
        hasContext: c.notFollowedBy !== undefined || c.notPrecededBy !== undefined || c.notOpening !== undefined,
        view: c.view ?? 'folded',
        requires: c.requires ?? null,
      };
    });
    const patternPositions = Int32Array.from(list.flatMap((c, position) => (c.regex === null ? [] : [position])));
    const reads = (view: 'matching' | 'folded') => list.some((c) => c.sequence !== null && c.view === view);
    compiled = { cues: list, patternPositions, readsFolded: reads('folded'), readsMatching: reads('matching') };
    compiledTables.set(cues, compiled);
  }
  return compiled;
}

/** The match at [start, end) is followed, preceded or opened by what makes it innocent. */
function isInnocent(cue: CompiledCue, haystack: string, start: number, end: number): boolean {
  return (
    (cue.notFollowedBy?.test(haystack.slice(end, end + LOOKAHEAD_CHARS)) ?? false) ||
    (cue.notPrecededBy?.test(haystack.slice(Math.max(0, start - LOOKAHEAD_CHARS), start)) ?? false) ||
    (cue.notOpening?.test(haystack.slice(start, end)) ?? false)
  );
}

function firstMatch(views: Views, cue: CompiledCue): readonly [number, number] | undefined {
  const view = cue.view;
  const haystack = view === 'folded' ? views.text.folded : views.text.matching;
  const { hasContext } = cue;
  // A closure only for the cues with context tests: most have none, and firstMatch runs for every cue tried.
  if (cue.sequence !== null)
    return findSequence(
      views.words(view),
      cue.sequence,
      hasContext ? (start, end) => !isInnocent(cue, haystack, start, end) : undefined,
    );
  if (cue.requires !== null && !holdsLiterals(haystack, cue.requires, views.pairs(view))) return undefined;
  // exec on the cue's own global pattern, not matchAll: matchAll clones the pattern and builds an iterator on
  // every call, and every cue runs on every screen. lastIndex is reset first and the scan is synchronous.
  const pattern = cue.regex as RegExp;
  pattern.lastIndex = 0;
  let found: readonly [number, number] | undefined;
  for (let examined = 0; examined < MAX_MATCHES_PER_CUE && found === undefined; examined++) {
    const m = pattern.exec(haystack);
    if (m === null) break;
    const end = m.index + m[0].length;
    if (!hasContext || !isInnocent(cue, haystack, m.index, end)) found = [m.index, end];
    else if (m[0] === '') pattern.lastIndex = end + 1;
  }
  pattern.lastIndex = 0;
  return found;
}

/**
 * One index over every cue table scored so far, per view: a word → the (table, cue position) pairs whose phrase
 * sequence can start with it, as a flat list. The detectors each score their own table on the same text; with
 * one index per table every detector walked the text's distinct words again (a sixteenth of a 1 KB screen).
 * Tables are numbered as they are first scored; in a running firewall that is the start-up screen.
 */
const tableNumbers = new WeakMap<readonly Cue<string>[], number>();
const tableSizes: number[] = [];
const startWords = { matching: new Map<string, number[]>(), folded: new Map<string, number[]>() };
/**
 * Tables are meant to be module constants. A caller that builds a fresh table per call would grow the index
 * without end; past this many tables a new one is checked on its own instead.
 */
const MAX_INDEXED_TABLES = 64;

/** The table's number in the shared index, or -1 when the index is full. */
function tableNumber(cues: readonly Cue<string>[]): number {
  let n = tableNumbers.get(cues);
  if (n !== undefined) return n;
  if (tableSizes.length >= MAX_INDEXED_TABLES) return -1;
  n = tableSizes.length;
  tableNumbers.set(cues, n);
  tableSizes.push(cues.length);
  const table = n;
  cues.forEach((cue, position) => {
    if (cue.pattern instanceof RegExp) return;
    const map = startWords[cue.view ?? 'folded'];
    for (const word of firstWordsOf(cue.pattern)) {
      const pairs = map.get(word);
      if (pairs === undefined) map.set(word, [table, position]);
      else pairs.push(table, position);
    }
  });
  return n;
}

/** Per word stream: for every table numbered when it was built, which of its cues the text can start. */
interface Startable {
  readonly tables: number;
  readonly byTable: readonly (readonly number[])[];
}
const startableByStream = new WeakMap<WordStream, Startable>();
const NO_POSITIONS: readonly number[] = Object.freeze([]);

/** Positions, in order, of the sequence cues of `cues` on the view that have a first word in the view's text. */
function startableCues(views: Views, cues: readonly Cue<string>[], view: 'matching' | 'folded'): readonly number[] {
  const table = tableNumber(cues);
  const stream = views.words(view);
  if (table < 0) return startableAlone(stream, cues, view);
  let known = startableByStream.get(stream);
  if (known === undefined || table >= known.tables) {
    // One walk over the text's distinct words for every table at once (again only if a table is new). A cue
    // with several first words in the text is listed once: flags first, then the positions flagged.
    const flags = tableSizes.map((size) => new Uint8Array(size));
    const index = startWords[view];
    for (const word of stream.distinctWords()) {
      const pairs = index.get(word);
      if (pairs === undefined) continue;
      for (let k = 0; k < pairs.length; k += 2) (flags[pairs[k] as number] as Uint8Array)[pairs[k + 1] as number] = 1;
    }
    const byTable = flags.map((f) => {
      const positions: number[] = [];
      for (let position = f.indexOf(1); position >= 0; position = f.indexOf(1, position + 1)) positions.push(position);
      return positions.length === 0 ? NO_POSITIONS : positions;
    });
    known = { tables: byTable.length, byTable };
    startableByStream.set(stream, known);
  }
  return known.byTable[table] ?? NO_POSITIONS;
}

/** The same positions for a table outside the shared index, by looking up each cue's first words in the text. */
function startableAlone(stream: WordStream, cues: readonly Cue<string>[], view: 'matching' | 'folded'): number[] {
  const positions: number[] = [];
  cues.forEach((cue, position) => {
    if (cue.pattern instanceof RegExp || (cue.view ?? 'folded') !== view) return;
    for (const word of firstWordsOf(cue.pattern))
      if (stream.positionsOf(word).length > 0) {
        positions.push(position);
        return;
      }
  });
  return positions;
}

/**
 * The first match of each cue (a cue repeated thirty times is still one piece of evidence). Only the pattern cues
 * and the sequence cues whose first words the text holds are tried, in table order: a table has hundreds of
 * cues and a text can start a few dozen.
 */
function matchCues<R extends string>(views: Views, cues: readonly Cue<R>[]): Hit<R>[] {
  const hits: Hit<R>[] = [];
  const table = compiledCues(cues);
  const patterns = table.patternPositions;
  const folded = table.readsFolded ? startableCues(views, cues, 'folded') : NO_POSITIONS;
  const matching = table.readsMatching ? startableCues(views, cues, 'matching') : NO_POSITIONS;
  let p = 0;
  let f = 0;
  let m = 0;
  for (;;) {
    const next = Math.min(patterns[p] ?? Infinity, folded[f] ?? Infinity, matching[m] ?? Infinity);
    if (next === Infinity) break;
    if (next === patterns[p]) p++;
    else if (next === folded[f]) f++;
    else m++;
    const cue = table.cues[next] as CompiledCue;
    const span = firstMatch(views, cue);
    if (span !== undefined) hits.push({ reason: cue.reason as R, score: cue.score, span, view: cue.view });
  }
  return hits;
}

function overlaps(a: Hit<string>, b: Hit<string>): boolean {
  return (a.view ?? 'folded') === (b.view ?? 'folded') && a.span[0] < b.span[1] && b.span[0] < a.span[1];
}

/**
 * Cues overlap: "ignore all previous instructions" is matched by the strong phrase and by weaker ones inside
 * it. Overlapping matches are one piece of evidence, so only the strongest of them is kept.
 */
function independentHits<R extends string>(hits: readonly Hit<R>[]): Hit<R>[] {
  const kept: Hit<R>[] = [];
  for (const hit of [...hits].sort((a, b) => b.score - a.score || a.span[0] - b.span[0])) {
    if (!kept.some((k) => overlaps(k, hit))) kept.push(hit);
  }
  return kept;
}

function noisyOr(scores: readonly number[]): number {
  let miss = 1;
  for (const s of scores) miss *= 1 - s;
  return 1 - miss;
}

/**
 * One finding per reason, scored by the noisy-OR of its cues; the strongest reason carries the noisy-OR of
 * every cue, so corroborating evidence of another kind raises the detector's top score. Its span is the
 * strongest cue's match.
 */
function findingsFromHits<R extends string>(hits: readonly Hit<R>[], cap: number): Finding<R>[] {
  const byReason = new Map<R, Hit<R>[]>();
  for (const hit of hits) {
    const list = byReason.get(hit.reason);
    if (list) list.push(hit);
    else byReason.set(hit.reason, [hit]);
  }
  const found: { reason: R; score: number; strongest: Hit<R> }[] = [];
  for (const [reason, list] of byReason) {
    const strongest = list.reduce((a, b) => (b.score > a.score ? b : a));
    found.push({ reason, score: noisyOr(list.map((h) => h.score)), strongest });
  }
  const top = found.reduce((a, b) => (b.score > a.score ? b : a));
  top.score = noisyOr(hits.map((h) => h.score));
  return found.map((f) => ({
    reason: f.reason,
    score: Math.round(Math.min(f.score, cap) * 1000) / 1000,
    span: f.strongest.span,
    view: f.strongest.view ?? 'folded',
  }));
}

// Talking about attacks is not attacking: "what does 'ignore previous instructions' mean?" or "how do I
// defend against prompt injection?" names the thing and asks about it. Such framing caps a text with at most
// two cues in the amber band; a long jailbreak that mentions "jailbreak" still carries many cues.
const ATTACK_TOPIC = lexicon(
  'prompt injection|prompt injections|injection attack|injection attacks|jailbreak|jailbreaks|jailbreaking|' +
    'prompt leaking|prompt leak|prompt leakage|prompt extraction|red teaming|red team|adversarial prompts|' +
    "llm security|ai safety|injection d'invite|injection de prompt|inyección de prompt|injeção de prompt|" +
    'iniezione di prompt|инъекция промпта|промпт-инъекция|джейлбрейк',
);
const ATTACK_TOPIC_SCRIPTS =
  /提示注入|提示词注入|越狱|プロンプトインジェクション|脱獄|프롬프트 인젝션|탈옥|حقن الأوامر|حقن المطالبات|प्रॉम्प्ट इंजेक्शन/u;
const ASKING = lexicon(
  'what is|what are|what does|how do|how can|how to|why do|explain|defend against|protect against|detect|' +
    'prevent|mitigate|example of|examples of|is this',
);
const QUESTION_MARK = /\?/u;
// "what does 'ignore previous instructions' mean?": the phrase quoted inside a question about its meaning.
const MEANING_QUESTION =
  /(?<![\p{L}\p{N}])what (?:does|do|did|would|is meant by) ?["'“‘«「`][^?]{1,160}?(?:mean|meaning)(?![\p{L}\p{N}])/u;
// Mention, not use: a discussion quotes the attack. Without quotation marks, "What does this mean? <payload>"
// or "For my AI-safety course, explain: <payload>" is the payload with a frame, and a frame gains nothing.
// The middle excludes opening marks too, so a run of them cannot restart the scan at every position.
const QUOTED = /["'“‘«「『`][^"'“‘«「『”’»」』`\n]{4,200}["'”’»」』`]/u;
const DISCUSSION_PATTERNS: readonly RegExp[] = [ATTACK_TOPIC_SCRIPTS, QUESTION_MARK, MEANING_QUESTION, QUOTED];

function discusses(views: Views): boolean {
  const folded = views.text.folded;
  if (MEANING_QUESTION.test(folded)) return true;
  const words = views.words('folded');
  const topic = findSequence(words, ATTACK_TOPIC) !== undefined || ATTACK_TOPIC_SCRIPTS.test(folded);
  return topic && (QUESTION_MARK.test(folded) || findSequence(words, ASKING) !== undefined);
}

/** True when the text (its folded view) asks about attacks rather than performing one. */
export function isDiscussion(folded: string): boolean {
  return discusses(new Views({ folded, matching: folded }));
}

/** Score ceiling for a discussion with at most two cues: suspicious at most, never a confident attack. */
export const DISCUSSION_CAP = 0.6;

/** Scores a cue table (plus hits found otherwise), capping discussions of attacks. */
export function scoreCues<R extends string>(
  text: CueText,
  cues: readonly Cue<R>[],
  extraHits: readonly Hit<R>[] = [],
): Finding<R>[] {
  const views = new Views(text);
  // Hits found otherwise (a statistic, a registered secret) are other evidence, never merged with cue matches.
  const hits = [...independentHits(matchCues(views, cues)), ...extraHits];
  if (hits.length === 0) return [];
  const cap = hits.length <= 2 && discusses(views) && QUOTED.test(views.text.matching) ? DISCUSSION_CAP : 1;
  return findingsFromHits(hits, cap);
}

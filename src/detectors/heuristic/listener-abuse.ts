import { expandPhrases, isNear, type Span } from './harm-matcher.ts';
import {
  ABUSE_NEGATIONS,
  CONTEMPT_PHRASES,
  COPULA_HEADS,
  FILLERS,
  MENTION_CUES,
  MILD_INSULTS,
  SECOND_PERSON,
  STRONG_INSULTS,
  TEASING_CUES,
  TERMINAL_INSULTS,
  THREAT_ACTS,
  THREAT_FILLERS,
  THREAT_HEADS,
  THREAT_PHRASES,
  VOCATIVE_HEADS,
} from './listener-abuse-lexicon.ts';

// Insults and threats aimed at the reader, joined from a head, fillers and a tail (see the lexicon). A
// phrase set finds the parts in the harm scanner's single pass; this file checks that only fillers stand
// between them, which a `*` gap could not: "you are going to need trash bags" has three words between
// "you are" and "trash". The parts are said, not talked about: a question about the word, someone else
// saying it, or fiction caps the score, and so does a laugh between friends.

/** The lists the harm scanner matches for this class, in the order `LISTENER_ABUSE_KINDS` names them. */
const KINDS = {
  copula: COPULA_HEADS,
  vocative: VOCATIVE_HEADS,
  strong: STRONG_INSULTS,
  mild: MILD_INSULTS,
  terminal: TERMINAL_INSULTS,
  threatHead: THREAT_HEADS,
  threatAct: THREAT_ACTS,
  threatPhrase: THREAT_PHRASES,
  contempt: CONTEMPT_PHRASES,
  secondPerson: SECOND_PERSON,
  mention: MENTION_CUES,
  teasing: TEASING_CUES,
  negation: ABUSE_NEGATIONS,
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];
export const LISTENER_ABUSE_LISTS: readonly (readonly string[])[] = KIND_NAMES.map((kind) =>
  expandPhrases(KINDS[kind]),
);

/** A threat or a profane insult at the reader: the BLOCK band. */
const THREAT_SCORE = 0.85;
const STRONG_SCORE = 0.85;
const MILD_SCORE = 0.8;
/** "Salope, tu…": the insult opens the sentence and the reader is named after it. */
const OPENING_MILD_SCORE = 0.75;
/** Adjectives and words with an innocent sense ("you are so stupid", "你是猪"): abuse, but milder. */
const TERMINAL_SCORE = 0.62;
const CONTEMPT_SCORE = 0.6;
const MENTION_CAP = 0.3;
const TEASING_CAP = 0.35;
/** Folded characters around a match where a mention or teasing cue counts. */
const CUE_REACH = 150;
const NEGATION_REACH = 16;
const MAX_GAP = 40;
const OPENING_PRONOUN_REACH = 40;

const LETTER = /[\p{L}\p{M}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
/** What may separate a head, fillers and a tail: spaces, a comma. A full stop ends the insult. */
const SEPARATOR = /[\s,，、'’-]/u;
/** What may follow a terminal insult: the end of a clause. */
const CLAUSE_END = /[.,!;:…。！，、；：)"'»”~]/u;
/** Words that may follow a terminal insult and keep it one: "you pig and your friends", "你就是垃圾一样". */
const TERMINAL_FOLLOWERS = expandPhrases([
  'and|who|that|like|you|i|why|how|what|don t|do|did|can|can t|should|go|get|just|is|with|to|of|as|for',
  'et|qui|que|comme|tu|toi|de|va',
  'und|der|die|wie|du',
  'y|que|como|tu|de',
  '一样|似的|吧|啊|呀|了|一个|的东西|东西|玩意|还|就|你',
  'و',
  'हो|है|हैं|हो तुम|इंसान|आदमी|औरत',
]);
const SENTENCE_START = /[.!?;:\n。！？；]/u;
const SPACE = /\s/u;
const LATIN_LOWER = /^[a-z]/u;
/** What follows a sentence-opening insult before the reader is named: "Salope, tu…". */
const OPENING_PUNCTUATION = /[,!:，！：]/u;
const STRAIGHT_QUOTE = /"/gu;
const OPEN_QUOTE = /[“«「『]/gu;
const CLOSE_QUOTE = /[”»」』]/gu;
/** Patterns this class runs besides phrase matching, for the linear-time test. */
export const LISTENER_ABUSE_PATTERNS: readonly RegExp[] = [
  LETTER,
  HAN,
  SEPARATOR,
  CLAUSE_END,
  SENTENCE_START,
  SPACE,
  LATIN_LOWER,
  OPENING_PUNCTUATION,
  STRAIGHT_QUOTE,
  OPEN_QUOTE,
  CLOSE_QUOTE,
];

interface FillerIndex {
  readonly byFirst: ReadonlyMap<string, readonly string[]>;
}

function indexFillers(lists: readonly string[]): FillerIndex {
  const byFirst = new Map<string, string[]>();
  for (const filler of expandPhrases(lists)) {
    const first = filler.charAt(0);
    const list = byFirst.get(first) ?? [];
    list.push(filler);
    byFirst.set(first, list);
  }
  return { byFirst };
}

const INSULT_FILLERS = indexFillers(FILLERS);
const THREAT_FILLER_INDEX = indexFillers(THREAT_FILLERS);

function isBoundedAt(text: string, end: number, word: string): boolean {
  // Han fillers ("个", "的") attach to the next word; the others are whole words.
  return HAN.test(word.charAt(word.length - 1)) || !LETTER.test(text.charAt(end));
}

/**
 * Positions reachable from `from` over separators and fillers, within `MAX_GAP` characters: the places a
 * tail may start. A small breadth-first walk; each position is visited once.
 */
function reachable(text: string, from: number, fillers: FillerIndex): Set<number> {
  const seen = new Set<number>([from]);
  const queue = [from];
  const limit = Math.min(text.length, from + MAX_GAP);
  while (queue.length > 0) {
    const pos = queue.shift() as number;
    const next: number[] = [];
    if (pos < limit && SEPARATOR.test(text.charAt(pos))) next.push(pos + 1);
    for (const filler of fillers.byFirst.get(text.charAt(pos)) ?? []) {
      const end = pos + filler.length;
      if (end <= limit && text.startsWith(filler, pos) && isBoundedAt(text, end, filler)) next.push(end);
    }
    for (const n of next) {
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}

/** A terminal insult ends a clause ("you are trash!"), or is followed by a word that keeps it whole. */
function endsClause(text: string, end: number): boolean {
  let pos = end;
  while (pos < text.length && SPACE.test(text.charAt(pos))) pos += 1;
  if (pos >= text.length || CLAUSE_END.test(text.charAt(pos))) return true;
  return TERMINAL_FOLLOWERS.some((word) => text.startsWith(word, pos) && isBoundedAt(text, pos + word.length, word));
}

function isTailBounded(text: string, tail: Span): boolean {
  return HAN.test(text.charAt(tail[1] - 1)) || !LETTER.test(text.charAt(tail[1]));
}

interface Hit {
  readonly score: number;
  readonly span: Span;
}

type Spans = Readonly<Record<Kind, readonly Span[]>>;

function best(hits: readonly Hit[]): Hit | undefined {
  let top: Hit | undefined;
  for (const hit of hits) if (top === undefined || hit.score > top.score) top = hit;
  return top;
}

/** Heads followed, over fillers only, by a tail of one of the given tiers. */
function joined(text: string, heads: readonly Span[], tiers: readonly (readonly [readonly Span[], number, boolean])[]) {
  const hits: Hit[] = [];
  for (const head of heads) {
    const starts = reachable(text, head[1], INSULT_FILLERS);
    for (const [tails, score, isTerminal] of tiers) {
      for (const tail of tails) {
        if (!starts.has(tail[0]) || !isTailBounded(text, tail)) continue;
        if (isTerminal && !endsClause(text, tail[1])) continue;
        hits.push({ score, span: [head[0], tail[1]] });
      }
    }
  }
  return hits;
}

/** A bare Latin "you" before an insult must close the phrase: "you bitch!" is one, "you bitch about it" is not. */
function isClosedVocative(text: string, hit: Hit): boolean {
  return !LATIN_LOWER.test(text.charAt(hit.span[0])) || endsClause(text, hit.span[1]);
}

/** "Salope, tu…", "Idiot, you…": an insult opening a sentence, with the reader named just after. */
function openingInsults(text: string, spans: Spans): Hit[] {
  const hits: Hit[] = [];
  for (const [tails, score] of [
    [spans.strong, STRONG_SCORE],
    [spans.mild, OPENING_MILD_SCORE],
  ] as const) {
    for (const tail of tails) {
      let start = tail[0];
      while (start > 0 && !SENTENCE_START.test(text.charAt(start - 1)) && tail[0] - start < MAX_GAP) start -= 1;
      if (start > 0 && !SENTENCE_START.test(text.charAt(start - 1))) continue;
      if (!reachable(text, start, INSULT_FILLERS).has(tail[0])) continue;
      let after = tail[1];
      while (after < text.length && SPACE.test(text.charAt(after))) after += 1;
      if (!OPENING_PUNCTUATION.test(text.charAt(after))) continue;
      if (!isNear(spans.secondPerson, after, after + OPENING_PRONOUN_REACH)) continue;
      hits.push({ score, span: [start, tail[1]] });
    }
  }
  return hits;
}

function threats(text: string, spans: Spans): Hit[] {
  const hits: Hit[] = spans.threatPhrase.map((span) => ({ score: THREAT_SCORE, span }));
  for (const head of spans.threatHead) {
    const starts = reachable(text, head[1], THREAT_FILLER_INDEX);
    for (const act of spans.threatAct)
      if (starts.has(act[0]) && isTailBounded(text, act)) hits.push({ score: THREAT_SCORE, span: [head[0], act[1]] });
  }
  return hits;
}

/** The scanner's matches of `LISTENER_ABUSE_LISTS` by kind. */
function spansOf(extra: readonly (readonly Span[])[]): Spans {
  return Object.fromEntries(KIND_NAMES.map((kind, k) => [kind, extra[k] ?? []])) as Spans;
}

/** Inside quotation marks the words are cited, not said: an odd number of quotes opens before the match. */
function isQuoted(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 200), start);
  const straight = (before.match(STRAIGHT_QUOTE) ?? []).length;
  const curlyOpen = (before.match(OPEN_QUOTE) ?? []).length;
  const curlyClose = (before.match(CLOSE_QUOTE) ?? []).length;
  return straight % 2 === 1 || curlyOpen > curlyClose;
}

/**
 * The strongest insult or threat aimed at the reader, with its score after mention, quotation and teasing
 * caps, or undefined. `extra` holds the scanner's matches of `LISTENER_ABUSE_LISTS`, in order; `isCited`
 * says whether the detector's own cues (a story, a given text) frame the span.
 */
export function scoreListenerAbuse(
  text: string,
  extra: readonly (readonly Span[])[],
  isCited: (span: Span) => boolean,
): Hit | undefined {
  const spans = spansOf(extra);
  if (spans.copula.length + spans.vocative.length + spans.threatHead.length === 0) {
    if (spans.threatPhrase.length + spans.contempt.length + spans.strong.length + spans.mild.length === 0)
      return undefined;
  }
  const vocatives = joined(text, spans.vocative, [
    [spans.strong, STRONG_SCORE, false],
    [spans.mild, MILD_SCORE, false],
    [spans.terminal, TERMINAL_SCORE, true],
  ]).filter((hit) => isClosedVocative(text, hit));
  const hits = [
    ...joined(text, spans.copula, [
      [spans.strong, STRONG_SCORE, false],
      [spans.mild, MILD_SCORE, false],
      [spans.terminal, TERMINAL_SCORE, true],
    ]),
    ...vocatives,
    ...openingInsults(text, spans),
    ...threats(text, spans),
    ...spans.contempt.map((span) => ({ score: CONTEMPT_SCORE, span })),
  ].filter((hit) => !isNear(spans.negation, hit.span[0] - NEGATION_REACH, hit.span[0]) && !isNegatedInside(spans, hit));
  const top = best(hits);
  return top === undefined ? undefined : { score: capped(text, spans, top.span, top.score, isCited), span: top.span };
}

/** The score left after the mention, quotation and teasing caps, for abuse said at `span`. */
function capped(text: string, spans: Spans, span: Span, score: number, isCited: (span: Span) => boolean): number {
  const [start, end] = span;
  // A cue inside the match is part of it: "no one will ever love you" is not affection.
  const around = (cues: readonly Span[]) =>
    isNear(
      cues.filter((cue) => cue[0] < start || cue[1] > end),
      start - CUE_REACH,
      end + CUE_REACH,
    );
  if (around(spans.mention) || isQuoted(text, start) || isCited(span)) return Math.min(score, MENTION_CAP);
  if (around(spans.teasing)) return Math.min(score, TEASING_CAP);
  return score;
}

/**
 * How a fixed hate statement (a threat or insult phrase of hate-statement-lexicon.ts) found at `span` reads: a
 * negation inside it denies it ("i will never hurt you"; one before it does not — "I'm not joking, I will kill
 * you"), and the mention, quotation and teasing caps above apply as they do to abuse joined here ('the villain says
 * "I will kill you"'). Returns the score it keeps: 0 when denied.
 */
export function statementScore(
  text: string,
  extra: readonly (readonly Span[])[],
  span: Span,
  score: number,
  isCited: (span: Span) => boolean,
): number {
  const spans = spansOf(extra);
  const [start, end] = span;
  if (spans.negation.some((n) => n[0] > start && n[1] <= end)) return 0;
  return capped(text, spans, span, score, isCited);
}

/** "you are no idiot", "no eres mas que" is a head: a negation inside the match counts only after its head. */
function isNegatedInside(spans: Spans, hit: Hit): boolean {
  const heads = [...spans.copula, ...spans.vocative, ...spans.threatHead, ...spans.threatPhrase, ...spans.contempt];
  return spans.negation.some(
    (n) => n[0] >= hit.span[0] && n[1] <= hit.span[1] && !heads.some((h) => n[0] >= h[0] && n[1] <= h[1]),
  );
}

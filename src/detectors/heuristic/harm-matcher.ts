import { foldText } from '../../normalize/index.ts';
import { HARM_LEXICONS, HARM_REASONS, type HarmReason } from './harm-lexicon.ts';
import type { HarmPair } from './harm-lexicon-words.ts';
import { INSULTS, SLURS, THREATS } from './hate-statement-lexicon.ts';
import { createPhraseSet, PHRASE_SET_PATTERNS, type PhraseSet } from './phrase-set.ts';
import { ABOUT_MARKERS, NEGATIONS } from './request-cue-lexicon.ts';

/**
 * Finds harmful acts in a folded text: a topic next to an act ("synthesise" near "sarin"), or a phrase
 * naming the act ("hack into"). Both harm detectors build on it and add their own lists (request cues, or
 * compliance and refusal markers), which are matched in the same single pass over the text.
 */

export type Span = readonly [start: number, end: number];

/** A harmful act found in the text: the core a request cue or a compliant answer is measured around. */
export interface HarmCore {
  readonly reason: HarmReason;
  readonly span: Span;
  /** The matched phrases that make up the act (one, or a topic and its act). */
  readonly parts: readonly Span[];
  /** Set for statements harmful without any request (dehumanising a group). */
  readonly aloneScore?: number;
  /** Set when this act scores differently with a cue than its class (stereotype questions). */
  readonly cuedScore?: number;
  /** A phrase the lexicon marks severe (non-consensual imagery): at least 0.88 with a cue. */
  readonly isSevere: boolean;
  /** From the lexicon's request phrases or a request-only pair: not evidence of a compliant answer. */
  readonly isRequestOnly?: boolean;
  /** From a pair whose match a reported belief before it turns into a mention. */
  readonly isReportable?: boolean;
}

/** A topic named without an act: weak evidence ("what is ransomware?"). */
export interface HarmMention {
  readonly reason: HarmReason;
  readonly span: Span;
  readonly score: number;
}

export interface HarmScan {
  readonly cores: readonly HarmCore[];
  readonly mentions: readonly HarmMention[];
  /** Request cues that only one class reads ("why are … so" for hate). */
  readonly classCues: ReadonlyMap<HarmReason, readonly Span[]>;
  /** The strongest threat, slur or insult, if any. */
  /** The first of the threat, slur and insult lists that matched, and where. */
  readonly hateStatement?: { readonly kind: 'threat' | 'slur' | 'insult'; readonly score: number; readonly span: Span };
  /** Matches of the caller's extra lists, in the order given. */
  readonly extra: readonly (readonly Span[])[];
}

export interface HarmScanner {
  scan(folded: string): HarmScan;
}

/** Largest gap between a topic and its act, in folded characters. */
const PAIR_WINDOW = 40;
/** Han, kana and Hangul carry a word in one or two characters, so their window is shorter. */
const DENSE_PAIR_WINDOW = 16;
/**
 * When the second list comes first ("people were killed in a bomb attack" for kill × person), only a tight
 * gap still reads as one act ("bomb making", "jemanden töten", "爆弾の作り方"); a wide one is narrative.
 */
const REVERSED_PAIR_WINDOW = 16;
const DENSE_REVERSED_PAIR_WINDOW = 8;
const DENSE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** A topic and an act in different sentences are not one act. */
const SENTENCE_BREAK = /[.!?;][\s"')\]]|[。！？؟।]/u;
/** Hyphens and apostrophes in a phrase match any gap: "self-harm" finds "self harm", "i'm" finds "i’m". */
const PHRASE_APOSTROPHE = /[-'’]/g;
/** Patterns the harm scanner runs besides phrase matching, for the linear-time test. */
export const HARM_MATCHER_PATTERNS: readonly RegExp[] = [
  DENSE_SCRIPT,
  SENTENCE_BREAK,
  PHRASE_APOSTROPHE,
  ...PHRASE_SET_PATTERNS,
];

/** Expands `{a,b}` alternatives, which may nest: `steal from {a,the} {bank,{corner,grocery} store}`. */
function expandBraces(phrase: string): string[] {
  const open = phrase.indexOf('{');
  if (open < 0) return [phrase];
  const bounds = [open];
  let depth = 0;
  let close = -1;
  for (let i = open; i < phrase.length && close < 0; i++) {
    const c = phrase.charAt(i);
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    if (c === '}' && depth === 0) close = i;
    else if (c === ',' && depth === 1) bounds.push(i);
  }
  if (close < 0) return [phrase];
  bounds.push(close);
  const head = phrase.slice(0, open);
  const tails = expandBraces(phrase.slice(close + 1));
  const options = bounds.slice(0, -1).map((b, k) => phrase.slice(b + 1, bounds[k + 1]));
  return options.flatMap((option) => expandBraces(option).flatMap((o) => tails.map((tail) => head + o + tail)));
}

const ARABIC_ARTICLE = /^ال[\u0621-\u064A]/u;

/** Expands `|` lists and `{a,b}` alternatives, and folds every phrase the way the text is folded. */
export function expandPhrases(lists: readonly string[]): string[] {
  const phrases = new Set<string>();
  for (const list of lists) {
    for (const entry of list.split('|')) {
      for (const phrase of expandBraces(entry)) {
        const folded = foldText(phrase.replace(PHRASE_APOSTROPHE, ' ').normalize('NFKC')).text.trim();
        if (folded !== '') phrases.add(folded);
        // Arabic writes "for the" + noun as لل, dropping the article's alif ("للتهرب من الضرائب", "to evade taxes"),
        // so a phrase that opens with the article is not a substring of that form; the other prefixes (و، ب، ف، ك)
        // keep the alif and match as they are.
        if (ARABIC_ARTICLE.test(folded)) phrases.add(`لل${folded.slice(2)}`);
      }
    }
  }
  return [...phrases];
}

export function overlaps(a: Span, b: Span): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

/** True when some span intersects the range [from, to). */
export function isNear(spans: readonly Span[], from: number, to: number): boolean {
  return spans.some((s) => s[0] < to && s[1] > from);
}

function withoutExceptions(spans: readonly Span[], exceptions: readonly Span[]): readonly Span[] {
  if (exceptions.length === 0) return spans;
  return spans.filter((span) => !exceptions.some((e) => overlaps(span, e)));
}

const GAP_MARKERS = createPhraseSet([expandPhrases(ABOUT_MARKERS), expandPhrases(NEGATIONS)]);

/** True when the text between a topic and its act keeps them apart: a text about it, or a denial. */
function isSeparated(gap: string, pair: HarmPair, isReversed: boolean, isSubjectHarm: boolean): boolean {
  const isDense = DENSE_SCRIPT.test(gap);
  const isTight = isReversed && pair.isOrdered === true;
  const limit = isTight
    ? isDense
      ? DENSE_REVERSED_PAIR_WINDOW
      : REVERSED_PAIR_WINDOW
    : isDense
      ? DENSE_PAIR_WINDOW
      : PAIR_WINDOW;
  if (gap.length > limit || SENTENCE_BREAK.test(gap)) return true;
  const [about = [], negation = []] = GAP_MARKERS.find(gap, 1);
  return (about.length > 0 && !isSubjectHarm) || (pair.isNegatable === true && negation.length > 0);
}

/** The `first` and `second` matches close enough, and not separated, to form one act. */
interface PairContext {
  readonly text: string;
  readonly pair: HarmPair;
  readonly isSubjectHarm: boolean;
}

function pairParts(firsts: readonly Span[], seconds: readonly Span[], context: PairContext): [Span, Span][] {
  const found: [Span, Span][] = [];
  for (const a of firsts) {
    for (const b of seconds) {
      // A word inside the topic ("laundering" in "money laundering") is not a second word.
      if (overlaps(a, b)) continue;
      const isReversed = b[0] < a[0];
      const gapStart = isReversed ? b[1] : a[1];
      const gapEnd = isReversed ? a[0] : b[0];
      if (gapEnd - gapStart > PAIR_WINDOW) continue;
      const gap = context.text.slice(gapStart, gapEnd);
      if (isSeparated(gap, context.pair, isReversed, context.isSubjectHarm)) continue;
      found.push([a, b]);
      break;
    }
  }
  return found;
}

/** List ids of one lexicon inside the shared phrase set. */
interface LexiconIds {
  readonly reason: HarmReason;
  readonly pairs: readonly { readonly first: number; readonly second: number; readonly source: HarmPair }[];
  readonly phrases: number;
  readonly requestPhrases: number;
  readonly severePhrases: number;
  readonly exceptions: number;
  readonly cues: number;
}

const NO_PHRASES: readonly string[] = [];

interface CombinedSet {
  readonly phraseSet: PhraseSet;
  readonly lexicons: readonly LexiconIds[];
  readonly statements: readonly {
    readonly kind: 'threat' | 'slur' | 'insult';
    readonly score: number;
    readonly id: number;
  }[];
  /** Where each scanner's extra lists start in the combined set. */
  readonly extraStarts: readonly number[];
}

// Every scanner's extra lists, in creation order. The harm lexicons are indexed once, with all of them, in one
// phrase set: the request and response detectors each built their own copy before (about 7 MB of heap each).
// Lists never interact inside a phrase set, so a scanner's results do not depend on the others' lists.
const extraGroups: (readonly (readonly string[])[])[] = [];
let combined: CombinedSet | undefined;

function buildCombinedSet(): CombinedSet {
  const lists: string[][] = [];
  const idsBySource = new Map<readonly string[], number>();
  const listId = (source: readonly string[] | undefined): number => {
    const key = source ?? NO_PHRASES;
    const known = idsBySource.get(key);
    if (known !== undefined) return known;
    lists.push(expandPhrases(key));
    idsBySource.set(key, lists.length - 1);
    return lists.length - 1;
  };
  const lexicons: LexiconIds[] = (Object.keys(HARM_REASONS) as HarmReason[]).map((reason) => {
    const lexicon = HARM_LEXICONS[reason];
    return {
      reason,
      pairs: lexicon.pairs.map((source) => ({ first: listId(source.first), second: listId(source.second), source })),
      phrases: listId(lexicon.phrases),
      requestPhrases: listId(lexicon.requestPhrases),
      severePhrases: listId(lexicon.severePhrases),
      exceptions: listId(lexicon.exceptions),
      cues: listId(lexicon.cues),
    };
  });
  const statements = (
    [
      ['threat', THREATS],
      ['slur', SLURS],
      ['insult', INSULTS],
    ] as const
  ).map(([kind, list]) => ({ kind, score: list.score, id: listId(list.phrases) }));
  const extraStarts: number[] = [];
  for (const group of extraGroups) {
    extraStarts.push(lists.length);
    lists.push(...group.map((list) => [...list]));
  }
  return { phraseSet: createPhraseSet(lists), lexicons, statements, extraStarts };
}

/**
 * A scanner for the harm lexicons plus the caller's extra phrase lists (already expanded). The shared phrase set
 * is built on the first scan (and again if a scanner is created after that), so creating scanners is cheap.
 */
export function createHarmScanner(extraLists: readonly (readonly string[])[]): HarmScanner {
  const group = extraGroups.length;
  extraGroups.push(extraLists);
  combined = undefined;

  const scan = (folded: string): HarmScan => {
    combined ??= buildCombinedSet();
    const { phraseSet, lexicons, statements } = combined;
    const extraStart = combined.extraStarts[group] ?? 0;
    const found = phraseSet.find(folded);
    const spans = (id: number): readonly Span[] => found[id] ?? [];
    const cores: HarmCore[] = [];
    const mentions: HarmMention[] = [];
    const classCues = new Map<HarmReason, readonly Span[]>();
    for (const lexicon of lexicons) {
      const { reason } = lexicon;
      const exceptions = spans(lexicon.exceptions);
      for (const span of withoutExceptions(spans(lexicon.phrases), exceptions))
        cores.push({ reason, span, parts: [span], isSevere: false });
      for (const span of withoutExceptions(spans(lexicon.requestPhrases), exceptions))
        cores.push({ reason, span, parts: [span], isSevere: false, isRequestOnly: true });
      for (const span of withoutExceptions(spans(lexicon.severePhrases), exceptions))
        cores.push({ reason, span, parts: [span], isSevere: true });
      for (const pair of lexicon.pairs) {
        const firsts = withoutExceptions(spans(pair.first), exceptions);
        if (firsts.length === 0) continue;
        const paired = pairParts(firsts, withoutExceptions(spans(pair.second), exceptions), {
          text: folded,
          pair: pair.source,
          isSubjectHarm: HARM_LEXICONS[reason].isSubjectHarm === true,
        });
        const { aloneScore, mentionScore, cuedScore, isRequestOnly, isReportable } = pair.source;
        for (const [a, b] of paired)
          cores.push({
            reason,
            span: [Math.min(a[0], b[0]), Math.max(a[1], b[1])],
            parts: [a, b],
            isSevere: false,
            ...(isRequestOnly === true ? { isRequestOnly } : {}),
            ...(isReportable === true ? { isReportable } : {}),
            ...(aloneScore === undefined ? {} : { aloneScore }),
            ...(cuedScore === undefined ? {} : { cuedScore }),
          });
        const first = firsts[0];
        if (mentionScore !== undefined && first !== undefined && paired.length === 0)
          mentions.push({ reason, span: first, score: mentionScore });
      }
      if (spans(lexicon.cues).length > 0) classCues.set(reason, spans(lexicon.cues));
    }
    const statement = statements.find((s) => spans(s.id).length > 0);
    const statementSpan = statement === undefined ? undefined : spans(statement.id)[0];
    const extra = extraLists.map((_, k) => spans(extraStart + k));
    return statement === undefined || statementSpan === undefined
      ? { cores, mentions, classCues, extra }
      : {
          cores,
          mentions,
          classCues,
          extra,
          hateStatement: { kind: statement.kind, score: statement.score, span: statementSpan },
        };
  };
  return Object.freeze({ scan });
}

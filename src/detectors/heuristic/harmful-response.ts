import { defineDetector, type Finding } from '../detector.ts';
import { HARM_LEXICONS, type HarmReason } from './harm-lexicon.ts';
import {
  createHarmScanner,
  expandPhrases,
  HARM_MATCHER_PATTERNS,
  type HarmCore,
  type HarmMention,
  type HarmScan,
  isNear,
  overlaps,
  type Span,
} from './harm-matcher.ts';
import { DEHUMANISING } from './hate-statement-lexicon.ts';
import { LISTENER_ABUSE_LISTS, statementScore } from './listener-abuse.ts';
import { DEFENSIVE_CUES, EVASION_CUES } from './request-cue-lexicon.ts';
import {
  ASSENT_OPENERS,
  COMPLIANCE_OPENERS,
  DETECTION_ASSURANCES,
  DISAPPROVALS,
  INSTRUCTIVE_CUES,
  PERSONA_SWITCHES,
  PRESENTATIONS,
  PROMPT_DISCLOSURES,
  QUANTITY_MARKER,
  REFUSALS,
  SEQUENCE_FIRSTS,
  SEQUENCE_LATERS,
  SPEAKER_TAG,
  STEP_MARKER,
  STEP_WORDS,
  UNFILTERED_ANSWERS,
  UNNAMED_GROUPS,
} from './response-lexicon.ts';

// A model answer that complies with a harmful request: a compliance opener ("Sure, here is how…", a
// jailbreak persona tag) or operational detail (numbered steps, quantities) around a harmful act, and
// hateful content (also agreeing to dehumanise a group the answer only points at), and an answer announcing that
// it reveals the model's own system prompt. An answer built on a refusal scores low whatever topic it names,
// unless a compliant part follows the refusal (the "[CLASSIC] I can't… [JAILBREAK] Sure, here's…" pattern of
// jailbreaks).
// Scores were checked on the dev split of /work/shared/corpus (harmful and benign responses).

type Reason =
  | 'HARMFUL_COMPLIANCE'
  | 'HARMFUL_INSTRUCTIONS'
  | 'HATEFUL_CONTENT'
  | 'HARMFUL_TOPIC'
  | 'PROMPT_DISCLOSURE'
  | 'DETECTION_EVASION';

const RESPONSE_CUE_LISTS = [
  expandPhrases(COMPLIANCE_OPENERS),
  expandPhrases(ASSENT_OPENERS),
  expandPhrases(REFUSALS),
  expandPhrases(DEFENSIVE_CUES),
  expandPhrases(INSTRUCTIVE_CUES),
  expandPhrases(EVASION_CUES),
  expandPhrases(SEQUENCE_FIRSTS),
  expandPhrases(SEQUENCE_LATERS),
  expandPhrases(PRESENTATIONS),
  expandPhrases(PROMPT_DISCLOSURES),
  expandPhrases(PERSONA_SWITCHES),
  expandPhrases(DISAPPROVALS),
  expandPhrases(UNNAMED_GROUPS),
  expandPhrases(DEHUMANISING.second),
  expandPhrases(STEP_WORDS),
  expandPhrases(DETECTION_ASSURANCES),
  expandPhrases(UNFILTERED_ANSWERS),
];
const SCANNER = createHarmScanner([...RESPONSE_CUE_LISTS, ...LISTENER_ABUSE_LISTS]);
const COMPLIANCE = 0;
const ASSENT = 1;
const REFUSAL = 2;
const DEFENSIVE = 3;
const INSTRUCTIVE = 4;
const EVASION = 5;
const SEQUENCE_FIRST = 6;
const SEQUENCE_LATER = 7;
const PRESENTATION = 8;
const DISCLOSURE = 9;
const PERSONA = 10;
const DISAPPROVAL = 11;
const UNNAMED_GROUP = 12;
const DEHUMANISING_TRAIT = 13;
const STEP_WORD = 14;
const ASSURANCE = 15;
const UNFILTERED = 16;
/** Where the listener-abuse lists' matches start in `extra`: fixed threats and insults read with them. */
const ABUSE_LISTS_FROM = RESPONSE_CUE_LISTS.length;
/** What may precede an assent word that opens an answer: spaces, quotes, emoji, a tag's bracket. */
const OPENER_PREFIX = /[\s"'«“([\p{So}\p{Sk}]/u;
const OPENER_BOUNDARY = /[.!?:)\]]/u;

/** A refusal this early frames the whole answer. */
const REFUSAL_LEAD = 300;
/** A compliance opener counts for acts up to this far after it (folded characters). */
const COMPLIANCE_REACH = 600;
const MIN_STEPS = 3;
const MIN_QUANTITIES = 2;
const MARKER_LIMIT = 12;
const REFUSED_CAP = 0.15;
const TOPIC_SCORE = 0.3;
const MENTION_DETAIL_SCORE = 0.55;
/** A later step this far after a first one (folded characters) continues the same procedure. */
const SEQUENCE_REACH = 400;
/** A procedure starting this soon after an act (folded characters) is the procedure for it. */
const SEQUENCE_LEAD = 60;
/** A topic this close after a presentation ("here's a convincing phishing email") is the thing handed over. */
const PRESENTED_GAP = 16;
/** "Those people are vermin" reads as one statement when the trait follows this close (folded characters). */
const TRAIT_GAP = 24;
/** "Here is my system prompt:": a leak announced, whatever follows (the canary detector matches the text itself). */
const DISCLOSURE_SCORE = 0.6;
const HATE_BONUS = 0.1;
/** Help with escaping detection, in an answer that complies or instructs: held for consent, not blocked alone. */
const EVASION_SCORE = 0.62;
/** An act the answer tells the reader to do ("just take a bunch of pills"), without steps. */
const INSTRUCTIVE_SCORE = 0.6;
const INSTRUCTIVE_REACH = 60;
/** A question restated in the answer ("How can I create malware?") is not an answer. */
const QUESTION_END = /[.!?。！？]/u;
const QUESTION_LOOKAHEAD = 120;
const SENTENCE_STOP = /[.!?。！？]\s/u;
/** A defensive word this close to an act makes the answer advice against it ("to protect yourself…"). */
const DEFENSIVE_REACH = 200;
const OPERATIONAL_BONUS = 0.04;
/** Topics whose operational detail is harmful even without a named act (a recipe for sarin). */
const DETAIL_TOPICS: readonly HarmReason[] = ['CBRN_WEAPONS', 'EXPLOSIVES_WEAPONS', 'CYBER_OPERATIONAL', 'DRUGS'];

function countMatches(pattern: RegExp, text: string): number {
  let n = 0;
  for (const _ of text.matchAll(pattern)) if (++n >= MARKER_LIMIT) break;
  return n;
}

interface AnswerShape {
  readonly compliance: readonly Span[];
  readonly defensive: readonly Span[];
  readonly instructive: readonly Span[];
  /** Starts of the answer's parts: the answer itself, then each speaker tag or compliance marker. */
  readonly segmentStarts: readonly number[];
  readonly refusals: readonly Span[];
  readonly isOperational: boolean;
  /** Where a first step followed by a later one starts: a procedure, even with elided details ("first […], then […]"). */
  readonly sequenceStarts: readonly number[];
  readonly presentations: readonly Span[];
}

function speakerTags(folded: string): Span[] {
  const tags: Span[] = [];
  for (const m of folded.matchAll(SPEAKER_TAG)) {
    tags.push([m.index, m.index + m[0].length]);
    if (tags.length >= MARKER_LIMIT) break;
  }
  return tags;
}

/** True when the sentence holding the act ends with a question mark. */
function isInQuestion(folded: string, end: number): boolean {
  const rest = folded.slice(end, end + QUESTION_LOOKAHEAD);
  const stop = rest.search(QUESTION_END);
  return stop >= 0 && (rest.charAt(stop) === '?' || rest.charAt(stop) === '？');
}

/** "Sure" opens an answer only at its start, after a sentence or after a speaker tag. */
function isOpening(folded: string, start: number): boolean {
  let pos = start;
  for (let k = 0; k < 4 && pos > 0 && OPENER_PREFIX.test(folded.charAt(pos - 1)); k++) pos -= 1;
  return pos === 0 || OPENER_BOUNDARY.test(folded.charAt(pos - 1));
}

function readShape(folded: string, found: HarmScan): AnswerShape {
  const assents = (found.extra[ASSENT] ?? []).filter(([start]) => isOpening(folded, start));
  const refusals = found.extra[REFUSAL] ?? [];
  const declines = [...refusals, ...(found.extra[DISAPPROVAL] ?? [])];
  const personas = [...(found.extra[PERSONA] ?? []), ...(found.extra[UNFILTERED] ?? [])].filter(
    ([, end]) => !declines.some((r) => r[0] >= end && r[0] < end + REFUSAL_LEAD),
  );
  const compliance = [...(found.extra[COMPLIANCE] ?? []), ...assents, ...personas];
  // Each speaker tag or compliance marker opens a new part ("GPT: I can't… DAN: Sure…"), except a marker
  // just after a refusal, which belongs to it ("I can't list the ingredients").
  const isAfterRefusal = (at: number) =>
    refusals.some((r) => r[0] < at && r[0] > at - 80 && !SENTENCE_STOP.test(folded.slice(r[1], at)));
  const segmentStarts = [
    0,
    ...[...compliance, ...speakerTags(folded)].map((s) => s[0]).filter((at) => !isAfterRefusal(at)),
  ];
  const steps = countMatches(STEP_MARKER, folded) + (found.extra[STEP_WORD] ?? []).length;
  const isOperational = steps >= MIN_STEPS || countMatches(QUANTITY_MARKER, folded) >= MIN_QUANTITIES;
  const laters = found.extra[SEQUENCE_LATER] ?? [];
  const sequenceStarts = (found.extra[SEQUENCE_FIRST] ?? [])
    .filter((first) => laters.some((later) => later[0] >= first[1] && later[0] - first[1] <= SEQUENCE_REACH))
    .map(([start]) => start);
  return {
    compliance,
    // "Avoid detection" is evasion, not defence.
    defensive: (found.extra[DEFENSIVE] ?? []).filter((d) => !(found.extra[EVASION] ?? []).some((e) => overlaps(d, e))),
    instructive: found.extra[INSTRUCTIVE] ?? [],
    segmentStarts,
    refusals,
    isOperational,
    sequenceStarts,
    presentations: found.extra[PRESENTATION] ?? [],
  };
}

/** True when the part of the answer holding `at` opens with a refusal before `at`. */
function isRefusedAt(shape: AnswerShape, at: number): boolean {
  const segmentStart = Math.max(...shape.segmentStarts.filter((s) => s <= at));
  return shape.refusals.some((r) => r[0] >= segmentStart && r[0] < at && r[0] < segmentStart + REFUSAL_LEAD);
}

/** True when a compliance marker opens the answer within reach before `start` (or just after it). */
function isCompliedAt(shape: AnswerShape, start: number): boolean {
  return shape.compliance.some((c) => c[0] <= start + 50 && start - c[1] <= COMPLIANCE_REACH);
}

/**
 * A topic named without an act ("a pipe bomb", "a phishing email") is the subject of a compliant answer when the
 * answer is a procedure (steps, quantities) or hands the thing over ("here's a phishing email"). An elided
 * procedure ("first […], then […]") is not enough for a bare topic: "Here's how a pipe bomb investigation works:
 * first the police…" explains one.
 */
function isDetailedMention(folded: string, mention: HarmMention, shape: AnswerShape): boolean {
  const [start, end] = mention.span;
  if (!DETAIL_TOPICS.includes(mention.reason) || isRefusedAt(shape, start) || shape.compliance.length === 0)
    return false;
  if (isNear(shape.defensive, start - 80, end + 80)) return false;
  if (shape.isOperational) return true;
  if (!isCompliedAt(shape, start)) return false;
  const isPresented = shape.presentations.some(
    (p) => p[1] <= start && start - p[1] <= PRESENTED_GAP && !SENTENCE_STOP.test(folded.slice(p[1], start)),
  );
  return isPresented;
}

/**
 * "You're right, those people are a plague": an answer agreeing to dehumanise the group the user named, which
 * the hate lexicon cannot see because the answer only points at it. Spans of the statements found.
 */
function agreedDehumanising(folded: string, found: HarmScan, shape: AnswerShape): Span[] {
  const traits = found.extra[DEHUMANISING_TRAIT] ?? [];
  const statements: Span[] = [];
  for (const group of found.extra[UNNAMED_GROUP] ?? []) {
    const trait = traits.find(
      (t) => t[0] >= group[1] && t[0] - group[1] <= TRAIT_GAP && !SENTENCE_STOP.test(folded.slice(group[1], t[0])),
    );
    if (trait !== undefined && isCompliedAt(shape, group[0]) && !isRefusedAt(shape, group[0]))
      statements.push([group[0], trait[1]]);
  }
  return statements;
}

/**
 * An assurance that the act goes unnoticed ("it would be ruled a natural death"), read like an act: in an answer
 * that complies, instructs or lays out steps it is help with evading detection; alone, in a refusal, a warning
 * or a restated question it is a weak sign (an article on forensic toxicology says "hard to detect at autopsy").
 */
function evasionScore(folded: string, span: Span, shape: AnswerShape): number {
  const [start, end] = span;
  if (isRefusedAt(shape, start) || isInQuestion(folded, end)) return 0;
  if (isNear(shape.defensive, start - DEFENSIVE_REACH, end + DEFENSIVE_REACH)) return 0;
  const isGuided =
    shape.compliance.some((c) => c[0] <= start) ||
    shape.isOperational ||
    shape.sequenceStarts.some((s) => s < start) ||
    shape.instructive.some((i) => i[0] < start);
  return isGuided ? EVASION_SCORE : TOPIC_SCORE;
}

function scoreCore(folded: string, core: HarmCore, shape: AnswerShape): { reason: Reason; score: number } {
  const strong = HARM_LEXICONS[core.reason].strongScore;
  const [start, end] = core.span;
  if (isRefusedAt(shape, start)) return { reason: 'HARMFUL_TOPIC', score: REFUSED_CAP };
  if (core.aloneScore !== undefined) return { reason: 'HATEFUL_CONTENT', score: core.aloneScore + HATE_BONUS };
  if (isInQuestion(folded, end)) return { reason: 'HARMFUL_TOPIC', score: TOPIC_SCORE };
  if (isNear(shape.defensive, start - DEFENSIVE_REACH, end + DEFENSIVE_REACH))
    return { reason: 'HARMFUL_TOPIC', score: TOPIC_SCORE };
  if (isCompliedAt(shape, start))
    return {
      reason: 'HARMFUL_COMPLIANCE',
      score: Math.min(0.97, strong + (shape.isOperational ? OPERATIONAL_BONUS : 0)),
    };
  if (shape.isOperational) return { reason: 'HARMFUL_INSTRUCTIONS', score: strong - OPERATIONAL_BONUS };
  if (isNear(shape.instructive, start - INSTRUCTIVE_REACH, end + INSTRUCTIVE_REACH))
    return { reason: 'HARMFUL_INSTRUCTIONS', score: INSTRUCTIVE_SCORE };
  // "To launder the cash, first […], then […]": a procedure for the act, its details elided.
  if (shape.sequenceStarts.some((s) => s >= start && s - end <= SEQUENCE_LEAD))
    return { reason: 'HARMFUL_INSTRUCTIONS', score: INSTRUCTIVE_SCORE };
  return { reason: 'HARMFUL_TOPIC', score: TOPIC_SCORE };
}

export const harmfulResponse = defineDetector<Reason>({
  id: 'heuristic.harmful-response',
  // 2: assent and agreement openers ("happy to help", "you're right") and persona switches ("DevMode enabled")
  // in 12 languages; numbered steps outside English; "first…, then…" right after an act; a topic handed over
  // ("here's a phishing email"); "those people are vermin" in an agreeing answer; PROMPT_DISCLOSURE.
  // 3: the shared fraud lexicon reads determiners as a word gap (`*`)
  // 4: "crack in the eggs" (and crack a joke, crack down) is no drug in the shared drug lexicon
  // 5: DETECTION_EVASION (assurances that an act goes unnoticed, 22 languages); an "unfiltered" second answer after a
  // refusal ("Real answer:", "真实回答") opens a compliant part like a persona switch
  // 6: the shared lexicons' additions (an engineered virus released, spying programs, "a summary of" as a topic)
  // 7: praising a serial killer, a mass shooter or a terrorist (the shared violence lexicon)
  // 8: Arabic phrases opening with the article also match after ل (shared phrase expansion)
  // 9: laundering cash, funds or proceeds (the shared fraud lexicon)
  version: 9,
  layer: 'heuristic',
  directions: ['output'],
  contexts: ['plain_text', 'unknown'],
  reasons: {
    HARMFUL_COMPLIANCE: 'an answer that accepts a harmful request and carries it out',
    HARMFUL_INSTRUCTIONS: 'operational detail (steps, quantities, materials) for a harmful act',
    HATEFUL_CONTENT: 'threats, slurs, profane insults or statements dehumanising a group',
    HARMFUL_TOPIC: 'a harmful act named without compliance or detail, or inside a refusal',
    PROMPT_DISCLOSURE: 'the answer announces that it reveals its own system prompt or hidden instructions',
    DETECTION_EVASION:
      'the answer assures the reader that an act will escape the police, a coroner, a bank or its victim',
  },
  patterns: [
    STEP_MARKER,
    QUANTITY_MARKER,
    SPEAKER_TAG,
    QUESTION_END,
    SENTENCE_STOP,
    OPENER_PREFIX,
    OPENER_BOUNDARY,
    ...HARM_MATCHER_PATTERNS,
  ],
  scan({ text }) {
    const folded = text.folded;
    const found = SCANNER.scan(folded);
    const best = new Map<Reason, Finding<Reason>>();
    const keep = (reason: Reason, score: number, span: Span) => {
      const current = best.get(reason);
      if (current === undefined || score > current.score) best.set(reason, { reason, score, span, view: 'folded' });
    };
    // Acts named the way refusals and warnings name them ("selling stolen items is illegal") are request evidence only.
    const cores = found.cores.filter((core) => core.isRequestOnly !== true);
    const disclosures = found.extra[DISCLOSURE] ?? [];
    const hasEvidence =
      cores.length > 0 ||
      found.mentions.length > 0 ||
      found.hateStatement !== undefined ||
      disclosures.length > 0 ||
      (found.extra[ASSURANCE] ?? []).length > 0 ||
      (found.extra[UNNAMED_GROUP] ?? []).length > 0;
    if (!hasEvidence) return [];
    const shape = readShape(folded, found);
    for (const span of disclosures)
      if (!isRefusedAt(shape, span[0]) && !isInQuestion(folded, span[1]))
        keep('PROMPT_DISCLOSURE', DISCLOSURE_SCORE, span);
    for (const span of found.extra[ASSURANCE] ?? []) {
      const score = evasionScore(folded, span, shape);
      if (score > 0) keep('DETECTION_EVASION', score, span);
    }
    for (const span of agreedDehumanising(folded, found, shape))
      keep('HATEFUL_CONTENT', (DEHUMANISING.aloneScore ?? 0) + HATE_BONUS, span);
    for (const core of cores) {
      const { reason, score } = scoreCore(folded, core, shape);
      keep(reason, score, core.span);
    }
    for (const mention of found.mentions) {
      const isDetailed = isDetailedMention(folded, mention, shape);
      keep(
        isDetailed ? 'HARMFUL_INSTRUCTIONS' : 'HARMFUL_TOPIC',
        isDetailed ? MENTION_DETAIL_SCORE : mention.score,
        mention.span,
      );
    }
    const statement = found.hateStatement;
    if (statement !== undefined) {
      // A threat or insult phrase reads as it does in a request: denied by a negation inside it ("I will never hurt
      // you"), a quotation at most ('the villain says "I will kill you"' in a story the user asked for). Slurs
      // are used wherever they stand.
      const { kind, score, span } = statement;
      const kept =
        kind === 'slur' ? score : statementScore(folded, found.extra.slice(ABUSE_LISTS_FROM), span, score, () => false);
      if (kept > 0)
        keep(
          'HATEFUL_CONTENT',
          isRefusedAt(shape, span[0]) ? REFUSED_CAP : kept < score ? kept : score + HATE_BONUS,
          span,
        );
    }
    return [...best.values()];
  },
});

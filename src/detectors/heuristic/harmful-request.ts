import { defineDetector, type Finding } from '../detector.ts';
import { HARM_LEXICONS, HARM_REASONS, type HarmReason } from './harm-lexicon.ts';
import {
  createHarmScanner,
  expandPhrases,
  HARM_MATCHER_PATTERNS,
  type HarmCore,
  isNear,
  overlaps,
  type Span,
} from './harm-matcher.ts';
import { LISTENER_ABUSE_LISTS, LISTENER_ABUSE_PATTERNS, scoreListenerAbuse, statementScore } from './listener-abuse.ts';
import {
  ABOUT_MARKERS,
  CREATIVE_CUES,
  DEFENSIVE_CUES,
  EVASION_CUES,
  HOW_CUES,
  IMPERATIVE_LEADS,
  IMPERATIVE_VERBS,
  INTENT_CUES,
  PROCEDURAL_CUES,
  TEXT_TASK_CUES,
} from './request-cue-lexicon.ts';
import { REPORTED_STEREOTYPES } from './stereotype-lexicon.ts';

// Requests for harmful assistance: a harmful act (topic × act, or a phrase naming it) with a request cue
// around it. The act alone is a mention (news, history, fiction) and stays below 0.5; the cue makes it a
// request; wanting to stay undetected aggravates it; wanting to prevent or recognise it cancels the cue.
// Scores were checked on the dev split of /work/shared/corpus; phrases come from the train split's
// patterns and from translation, never from a single dev row.

const LATIN_START = /^\p{Script=Latin}/u;
/** What may end a sentence before an imperative: ". Write a…", "1) Create…", "Task: generate…". */
const SENTENCE_END = /[.!?:;)\]"'»”]/u;
/** What may sit between a sentence end and an imperative: spaces, quotes, a bullet. */
const IMPERATIVE_PREFIX = /[\s"'«“(*-]/u;

// Latin imperatives ("write", "crea") are also plain verbs, so they count only where a sentence starts or
// after "please", "can you" and the like. Other scripts' imperatives (напиши, 写, اكتب) are unambiguous.
const IMPERATIVES = expandPhrases(IMPERATIVE_VERBS);
const CUE_LISTS = {
  how: [...expandPhrases(HOW_CUES), ...expandPhrases(INTENT_CUES), ...IMPERATIVES.filter((p) => !LATIN_START.test(p))],
  // A bare "how" is a cue only right before the act: "how i can make a bomb", "comment fabriquer", "как сделать".
  weakHow: [
    'how',
    'comment',
    'wie',
    'como',
    'come',
    'как',
    'каким',
    'hoe',
    'jak',
    'cum',
    'hur',
    'як',
    'πώς',
    'cara',
    'cach',
    'কী করে',
    'কি করে',
    'jinsi',
    'piye',
    'kepiye',
    'pripun',
    'carane',
  ],
  latinImperative: IMPERATIVES.filter((p) => LATIN_START.test(p)),
  imperativeLead: expandPhrases(IMPERATIVE_LEADS),
  procedural: expandPhrases(PROCEDURAL_CUES),
  evasion: expandPhrases(EVASION_CUES),
  defensive: expandPhrases(DEFENSIVE_CUES),
  creative: expandPhrases(CREATIVE_CUES),
  textTask: expandPhrases(TEXT_TASK_CUES),
  about: expandPhrases(ABOUT_MARKERS),
  // Promoting a harm ("a song that glorifies suicide") is the harm even in fiction.
  promotion: expandPhrases([
    'promot{e,es,ing}|glorif{y,ies,ying}|encourag{e,es,ing}|incit{e,es,ing}|romantici{z,s}{e,es,ing}|advocat{e,es,ing}|' +
      'prais{e,es,ing}|idoli{z,s}{e,es,ing}',
  ]),
  reported: expandPhrases(REPORTED_STEREOTYPES),
  statementVerbs: expandPhrases([
    'is|are|was|were|has|have|had|will|can|could|would|may|might|must|should|does|did|est|sont|ist|sind|son|sao',
  ]),
} as const;
type CueKind = keyof typeof CUE_LISTS;
const CUE_KINDS = Object.keys(CUE_LISTS) as CueKind[];
const SCANNER = createHarmScanner([...CUE_KINDS.map((kind) => CUE_LISTS[kind]), ...LISTENER_ABUSE_LISTS]);

/**
 * A cue counts from this far before the act to this far after it (folded characters). Long task prompts
 * put the imperative first and the act a few sentences later ("Write a Python script that … reads
 * /etc/shadow"); 300 caught them on the train split without raising any benign stratum above 0.5 %.
 */
const CUE_BEFORE = 300;
const CUE_AFTER = 60;
const WEAK_HOW_REACH = 25;
const ABOUT_REACH = 25;
const STATEMENT_REACH = 30;
/** "people think that | the women…": a reported belief ends this close before the group it reports on. */
const REPORTED_REACH = 6;
const RELATIVE_PRONOUNS = [' that ', ' which ', ' who '];
/** An act with no cue is a mention (news, history); in fiction it stays one. */
const ACT_SCORE = 0.35;
const FICTION_SCORE = 0.38;
const DEFENSIVE_CAP = 0.3;
const SEVERE_SCORE = 0.88;
const EVASION_BONUS = 0.15;
const CUED_EVASION_BONUS = 0.06;
const MENTION_CUE_BONUS = 0.1;

interface TextCues {
  readonly cues: readonly Span[];
  readonly weak: readonly Span[];
  readonly procedural: readonly Span[];
  readonly evasion: readonly Span[];
  readonly defensive: readonly Span[];
  readonly creative: readonly Span[];
  readonly textTask: readonly Span[];
  readonly about: readonly Span[];
  readonly promotion: readonly Span[];
  readonly reported: readonly Span[];
  readonly statementVerbs: readonly Span[];
}

/** Latin imperatives at a sentence start or right after a lead ("please", "can you"). */
function imperativeSpans(folded: string, verbs: readonly Span[], leads: readonly Span[]): Span[] {
  const leadEnds = new Set(leads.map((lead) => lead[1]));
  return verbs.filter(([start]) => {
    let pos = start;
    for (let k = 0; k < 3 && pos > 0 && IMPERATIVE_PREFIX.test(folded.charAt(pos - 1)); k++) pos -= 1;
    if (pos === 0 || SENTENCE_END.test(folded.charAt(pos - 1))) return true;
    for (let end = pos; end >= start - 3 && end >= 0; end--) if (leadEnds.has(end)) return true;
    return false;
  });
}

function readCues(folded: string, extra: readonly (readonly Span[])[]): TextCues {
  const get = (kind: CueKind): readonly Span[] => extra[CUE_KINDS.indexOf(kind)] ?? [];
  const evasion = get('evasion');
  return {
    cues: [...get('how'), ...imperativeSpans(folded, get('latinImperative'), get('imperativeLead'))],
    weak: get('weakHow'),
    procedural: get('procedural'),
    evasion,
    // "avoid detection" is evasion, not defence.
    defensive: get('defensive').filter((d) => !evasion.some((e) => overlaps(d, e))),
    creative: get('creative'),
    textTask: get('textTask'),
    about: get('about'),
    promotion: get('promotion'),
    reported: get('reported'),
    statementVerbs: get('statementVerbs'),
  };
}

/**
 * An English-style act that opens a sentence is a command ("Exploit a vulnerability in…", "Conduct a phishing
 * attack…"), unless a verb follows that makes it a statement ("Hacking into accounts is illegal").
 */
function isCommandStart(folded: string, core: HarmCore, statementVerbs: readonly Span[]): boolean {
  const [start, end] = core.span;
  if (!LATIN_START.test(folded.charAt(start))) return false;
  let pos = start;
  for (let k = 0; k < 3 && pos > 0 && IMPERATIVE_PREFIX.test(folded.charAt(pos - 1)); k++) pos -= 1;
  if (pos > 0 && !SENTENCE_END.test(folded.charAt(pos - 1))) return false;
  // A verb opening a relative clause after the act ("Brew a poison that can't be traced") does not make it a statement.
  return !statementVerbs.some(
    ([verbStart, verbEnd]) =>
      verbStart < end + STATEMENT_REACH &&
      verbEnd > start &&
      !RELATIVE_PRONOUNS.some((pronoun) => folded.slice(end, verbStart).endsWith(pronoun)),
  );
}

function scoreCore(folded: string, core: HarmCore, cues: TextCues, classCues: readonly Span[]): number {
  const [start, end] = core.span;
  const lexicon = HARM_LEXICONS[core.reason];
  const base = core.aloneScore ?? ACT_SCORE;
  // A defensive word counts unless it is part of the act itself ("fake report", "detection rule").
  const isDefensive = cues.defensive.some(
    (d) => !core.parts.some((part) => overlaps(d, part)) && d[0] < end + 30 && d[1] > start - 80,
  );
  if (isDefensive) return Math.min(base, DEFENSIVE_CAP);
  // A statement reported as others' belief ("why do people think that women are…") asks about the prejudice.
  const isReported =
    core.isReportable === true && cues.reported.some(([, e]) => e <= start + 1 && e >= start - REPORTED_REACH);
  if (isReported) return Math.min(base, ACT_SCORE);
  const hasEvasion = isNear(cues.evasion, start - 200, end + 200);
  const from = start - CUE_BEFORE;
  const to = end + CUE_AFTER;
  // "Summarise the following text: …" is a task on a given text, and "an essay about hate speech" is about
  // the act; neither asks for what it names (unless naming it is the harm, as with sexualised minors).
  const isAbout = lexicon.isSubjectHarm !== true && isNear(cues.about, start - ABOUT_REACH, start);
  if (isAbout || isNear(cues.textTask, from, start)) return Math.min(1, base + (hasEvasion ? EVASION_BONUS : 0));
  const hasCue =
    isCommandStart(folded, core, cues.statementVerbs) ||
    isNear(cues.cues, from, to) ||
    isNear(classCues, from, to) ||
    cues.weak.some((w) => w[1] <= start + 2 && w[1] >= start - WEAK_HOW_REACH);
  if (!hasCue) return Math.min(1, base + (hasEvasion ? EVASION_BONUS : 0));
  // Fiction lowers a cue, unless the story asks for the procedure ("explain step by step how to…").
  const isFiction =
    lexicon.isTextHarm !== true &&
    isNear(cues.creative, from, start) &&
    !isNear(cues.procedural, from, to) &&
    !isNear(cues.promotion, start, end);
  if (isFiction) return FICTION_SCORE;
  const classScore = core.cuedScore ?? lexicon.strongScore;
  const strong = core.isSevere ? Math.max(classScore, SEVERE_SCORE) : classScore;
  return Math.min(0.97, strong + (hasEvasion ? CUED_EVASION_BONUS : 0));
}

export const harmfulRequest = defineDetector<HarmReason>({
  id: 'heuristic.harmful-request',
  // 2: covert poisoning, account break-ins, skimming, impersonation, forensics evasion, homemade guns, child luring
  // and medicine highs in casual English, Hinglish and eleven more languages.
  // 3: impersonation, forensics, laundering and benefits-fraud phrases read determiners as a word gap (`*`)
  // 4: "crack in the eggs" (and crack a joke, crack down) is no drug in the shared drug lexicon
  // 5: releasing an engineered virus, a program that spies on its users, generating scam letters; "a summary of"
  // and "an overview of" make a topic the subject, not the task
  // 6: praising or idolising a serial killer, a mass shooter or a terrorist, in fiction too
  // 7: Arabic phrases opening with the article also match after the preposition ل ("للتهرب من الضرائب"); Chinese
  // drugs brought to the asker, insider information turned into money; Spanish "aprende a" as a request
  // 8: laundering cash, funds or proceeds, not only money
  version: 8,
  layer: 'heuristic',
  directions: ['input'],
  contexts: ['plain_text', 'unknown', 'tool_output', 'rag_context'],
  reasons: HARM_REASONS,
  patterns: [LATIN_START, SENTENCE_END, IMPERATIVE_PREFIX, ...HARM_MATCHER_PATTERNS, ...LISTENER_ABUSE_PATTERNS],
  scan({ text }) {
    const folded = text.folded;
    const found = SCANNER.scan(folded);
    const best = new Map<HarmReason, Finding<HarmReason>>();
    const keep = (reason: HarmReason, score: number, span: Span) => {
      const current = best.get(reason);
      if (current === undefined || score > current.score) best.set(reason, { reason, score, span, view: 'folded' });
    };
    // Read once, and only when something needs them (most texts have no core, mention or abuse).
    let textCues: TextCues | undefined;
    const cuesOf = (): TextCues => {
      textCues ??= readCues(folded, found.extra);
      return textCues;
    };
    if (found.cores.length > 0 || found.mentions.length > 0) {
      const cues = cuesOf();
      for (const core of found.cores)
        keep(core.reason, scoreCore(folded, core, cues, found.classCues.get(core.reason) ?? []), core.span);
      for (const mention of found.mentions) {
        const isCued = isNear(cues.cues, mention.span[0] - CUE_BEFORE, mention.span[1] + CUE_AFTER);
        keep(mention.reason, mention.score + (isCued ? MENTION_CUE_BONUS : 0), mention.span);
      }
    }
    // A story or a given text to work on cites the insult; it does not say it to the reader.
    const isCited = (span: Span): boolean => {
      const cues = cuesOf();
      return (
        isNear(cues.creative, span[0] - CUE_BEFORE, span[0]) ||
        isNear(cues.textTask, span[0] - CUE_BEFORE, span[0]) ||
        isNear(cues.about, span[0] - ABOUT_REACH, span[0]) ||
        isNear(cues.defensive, span[0] - CUE_BEFORE, span[1] + CUE_AFTER)
      );
    };
    const abuseSpans = found.extra.slice(CUE_KINDS.length);
    if (found.hateStatement !== undefined) {
      const { kind, score, span } = found.hateStatement;
      // A slur in scare quotes ('Muslims are "ragheads"') is still used, not cited: only threats and insults are read.
      const kept = kind === 'slur' ? score : statementScore(folded, abuseSpans, span, score, isCited);
      if (kept > 0) keep('HATE_HARASSMENT', kept, span);
    }
    const abuse = scoreListenerAbuse(folded, abuseSpans, isCited);
    if (abuse !== undefined) keep('HATE_HARASSMENT', abuse.score, abuse.span);
    return [...best.values()];
  },
});

/**
 * Topics a system prompt forbids ("never discuss politics", "do not help with the task of baking a cake",
 * "providing recipes is not allowed", "avoid … topics like 'Artificial Intelligence'"), read from its folded
 * English text, and where an input touches one. A topic is a list of word stems that must all occur in the
 * input: "car tire" needs both words, so a question about a car's paint does not count.
 */

// A prohibition, then within a few words what it forbids doing with the topic.
const PROHIBITION =
  /\b(?:never|not|don't|dont|avoid|avoiding|refuse to|under no circumstances should you)(?: [^ .!?;\n]+){0,4}? (?:discuss|discussing|discussions? (?:of|about|or answers about)|talk about|talking about|answer questions (?:related to|about|on)|answering questions (?:related to|about|on)|share (?:any )?(?:information|recommendations|details) (?:about|on)|give (?:any )?(?:instructions|advice|information) (?:on|about)|give|help (?:users )?with|helping with|mention|mentioning) /g;
// "avoiding any technical or complex topics such as AI": the examples after "topics" are what is avoided.
const AVOID_TOPICS = /\bavoid(?:ing)?(?: any| all)?(?: [a-z-]+){0,3}? (?:topics?|subjects?)\b/g;
// "providing recipes is not allowed", "discussing any topics related to music … is strictly not allowed".
const NOT_ALLOWED = /\bis (?:strictly )?(?:not allowed|forbidden|prohibited)\b/g;
const GERUND_LEAD = /\b(?:providing|discussing|giving|sharing) /g;
// Where the topic ends: a clause boundary or the reason given for the rule.
const TOPIC_END =
  / (?:to maintain|to ensure|to avoid|because|as it|as they|that are|that is|which|under any|at all costs|in all cases|no matter|for users|this is|so that)\b|[,;:()!?.\n-]/;
// "…topics, like climate change", "…topics, including evolution": the examples are the topic.
const EXAMPLES_FOLLOW = /\b(?:topics?|subjects?|things)(?:,)? (?:like|such as|including|e\.g\.) /;
const GIVEN_ANSWER =
  /\b(?:advice|instructions|information|opinions?|recommendations|tips|guidance|diagnos[ei]s|diagnoses|predictions|estimates)\b/;
const HOW_TO_VERB = /^(?:how to|how you) [a-z]+ /;
const SPLIT_ALTERNATIVES = / or | and |\/|, /;
const WORD = /[a-z][a-z0-9'-]*/g;
const QUOTES = /['"“”‘’`]/g;
const POSSESSIVE = /'s$/;
const SIBILANT_PLURAL = /(?:ss|x|z|ch|sh)es$/;

// Words that frame a topic rather than name it.
const FRAME_WORDS = new Set(
  (
    'a an the any all of on about in to for with from into other such some its their his her your our my ' +
    'topic topics subject subjects task tasks question questions discussion discussions answer answers ' +
    'information info details detail advice instructions instruction recommendations content things thing ' +
    'in-depth depth heavily complex technical controversial heated related like including issues matters ' +
    'events event how what anything everything specific certain these those this that it them users user ' +
    'give giving provide providing help helping avoid avoiding discuss discussing at after before during over ' +
    'under than occured occurred happened up out off away back way one ones lot yes no not too also only just ' +
    'very more most less you we they me him us there here then now ever each every both own'
  ).split(' '),
);
// Adjectives that would forbid half of language if they stood alone as a topic.
const TOO_BROAD = new Set(['technical', 'scientific', 'complex', 'controversial', 'serious', 'sensitive']);

export type Topic = readonly string[];

/** Light stemming, so that "politics" and "political", "cakes" and "cake", "policies" and "policy" meet. */
export function stem(word: string): string {
  const w = word.replace(POSSESSIVE, '');
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && SIBILANT_PLURAL.test(w)) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  if (w.length > 6 && w.endsWith('al')) return w.slice(0, -2);
  return w;
}

function clauseOf(text: string): string {
  const end = TOPIC_END.exec(text);
  return end === null ? text : text.slice(0, end.index);
}

function topicsOfPhrase(phrase: string): Topic[] {
  let text = phrase.replace(QUOTES, ' ').replace(/ {2,}/g, ' ').trim();
  const examples = EXAMPLES_FOLLOW.exec(text);
  if (examples !== null) text = text.slice(examples.index + examples[0].length);
  text = clauseOf(text);
  text = text.replace(HOW_TO_VERB, '');
  const topics: Topic[] = [];
  for (const alternative of text.split(SPLIT_ALTERNATIVES)) {
    const words = (alternative.match(WORD) ?? []).filter((w) => !FRAME_WORDS.has(w));
    // "baking a cake", "changing a car tire": the activity's object is the topic, not its verb.
    if (words.length > 1 && words[0]?.endsWith('ing')) words.shift();
    if (words.length === 0 || words.length > 4) continue;
    // One short word is too common to be a topic ("give up"), bar the one acronym prompts forbid most.
    const only = words.length === 1 ? (words[0] ?? '') : undefined;
    if (only !== undefined && (TOO_BROAD.has(only) || (only.length < 3 && only !== 'ai'))) continue;
    topics.push(Object.freeze(words.map(stem)));
  }
  return topics;
}

/** The topics a folded system prompt forbids; at most 16. */
export function forbiddenTopicsOf(folded: string): readonly Topic[] {
  const topics: Topic[] = [];
  for (const m of folded.matchAll(PROHIBITION)) {
    const phrase = folded.slice(m.index + m[0].length, m.index + m[0].length + 160);
    // A bare "give" forbids a kind of answer ("never give medical diagnoses"), not "never give up on a customer".
    if (m[0].endsWith(' give ') && !GIVEN_ANSWER.test(clauseOf(phrase))) continue;
    topics.push(...topicsOfPhrase(phrase));
  }
  for (const m of folded.matchAll(NOT_ALLOWED)) {
    // Read back from "is not allowed" to the gerund that names the activity, within the sentence.
    const before = folded.slice(Math.max(0, m.index - 120), m.index);
    const sentenceStart = Math.max(...['.', '!', '?', '\n'].map((end) => before.lastIndexOf(end)));
    const sentence = before.slice(sentenceStart + 1);
    const lead = [...sentence.matchAll(GERUND_LEAD)].at(-1);
    if (lead !== undefined) topics.push(...topicsOfPhrase(sentence.slice(lead.index + lead[0].length)));
  }
  for (const m of folded.matchAll(AVOID_TOPICS)) topics.push(...topicsOfPhrase(folded.slice(m.index, m.index + 200)));
  const unique = new Map(topics.map((t) => [t.join(' '), t]));
  return Object.freeze([...unique.values()].slice(0, 16));
}

// Pressure to break the rule: a hypothetical frame, a claimed authority or mode, a bribe, "I know you were told …".
const PRESSURE =
  /\b(?:imagine|hypothetical|hypothetically|suppose|pretend|let's say|in a world where|for a (?:story|novel|game|poem)|i know you|regardless of|ignore (?:your|the|all|previous)|forget (?:your|the|all|previous)|as your (?:developer|creator|admin|administrator|boss|owner)|i'm your (?:developer|creator|admin)|i am your (?:developer|creator|admin)|(?:system|god|developer|admin|override|debug|maintenance) mode|i(?:'ll| will) (?:give|pay|donate|tip)|it's (?:important|crucial|vital) (?:that|for) you|research shows|as an expert|as a renowned|you agreed|just this once|make an exception)\b/;
const SPACE_BEFORE = /\s/;

/** A few-shot lead-in: "Q: … A: … Q: …" steering the model by example. */
function isFewShot(folded: string): boolean {
  const lastAnswer = folded.lastIndexOf(' a: ');
  for (let q = folded.indexOf('q: '); q !== -1 && q < lastAnswer; q = folded.indexOf('q: ', q + 3)) {
    if (q === 0 || SPACE_BEFORE.test(folded[q - 1] ?? '')) return true;
  }
  return false;
}

export const SYSTEM_PROMPT_TOPIC_PATTERNS: readonly RegExp[] = [
  PROHIBITION,
  NOT_ALLOWED,
  AVOID_TOPICS,
  TOPIC_END,
  EXAMPLES_FOLLOW,
  HOW_TO_VERB,
  GIVEN_ANSWER,
  SPLIT_ALTERNATIVES,
  WORD,
  QUOTES,
  POSSESSIVE,
  SIBILANT_PLURAL,
  PRESSURE,
  SPACE_BEFORE,
  GERUND_LEAD,
];

export interface TopicRequest {
  readonly topic: Topic;
  /** The input also pushes the model to break the rule. */
  readonly pressed: boolean;
  readonly span: readonly [number, number];
}

/** The first forbidden topic a folded input touches, with whether it also presses the model to comply. */
export function findForbiddenTopic(folded: string, topics: readonly Topic[]): TopicRequest | undefined {
  if (topics.length === 0) return undefined;
  const first = new Map<string, number>();
  for (const m of folded.matchAll(WORD)) {
    const s = stem(m[0]);
    if (!first.has(s)) first.set(s, m.index);
  }
  for (const topic of topics) {
    if (!topic.every((s) => first.has(s))) continue;
    const at = Math.min(...topic.map((s) => first.get(s) ?? 0));
    const last = topic.at(-1) ?? '';
    return {
      topic,
      pressed: PRESSURE.test(folded) || isFewShot(folded),
      span: [at, (first.get(last) ?? at) + last.length],
    };
  }
  return undefined;
}

import type { LearnedHeadSpec } from '../detectors/index.ts';
import type { CorpusRow } from './corpus-row.ts';

/**
 * Which corpus rows teach each learned head: 1 (attack), 0 (benign) or undefined (not its business).
 * Rows of other attack kinds are left out rather than used as negatives, so that a jailbreak carrying a
 * harmful request does not teach the harmful-request head that harm is benign.
 */
export type RowLabeler = (row: CorpusRow) => 0 | 1 | undefined;

const isInstructionAttack = (c: string): boolean =>
  c === 'jailbreak' || c === 'prompt_injection' || c === 'prompt_extraction';
const isBenign = (row: CorpusRow): boolean => row.label === 'benign';

export const HEAD_LABELERS: Readonly<Record<string, RowLabeler>> = {
  'learned.instruction-attack': (row) => {
    if (row.direction !== 'input' || row.context !== 'plain_text') return undefined;
    if (isBenign(row)) return 0;
    return isInstructionAttack(row.category) ? 1 : undefined;
  },
  'learned.harmful-request': (row) => {
    if (row.direction !== 'input' || row.context !== 'plain_text') return undefined;
    if (isBenign(row)) return 0;
    return row.category === 'harmful_request' || row.category === 'toxic' ? 1 : undefined;
  },
  'learned.indirect-injection': (row) => {
    const isData = row.context === 'tool_output' || row.context === 'rag_context' || row.context === 'code';
    if (isData && isBenign(row)) return 0;
    if (isData && row.category === 'indirect_injection') return 1;
    // Direct injections are instructions addressed to a model too: extra, lighter positives (see weights).
    if (
      row.direction === 'input' &&
      row.context === 'plain_text' &&
      (row.category === 'prompt_injection' || row.category === 'prompt_extraction')
    )
      return 1;
    return undefined;
  },
  'learned.harmful-response': (row) => {
    if (row.direction !== 'output') return undefined;
    if (isBenign(row)) return 0;
    return row.category === 'harmful_response' ? 1 : undefined;
  },
};

/** The source of Parapet's everyday English hard negatives (src/eval/hard-negatives-everyday-en.ts). */
export const EVERYDAY_EN_SOURCE = 'parapet/everyday-en';
/** The source of Parapet's over-refusal hard negatives (src/eval/hard-negatives-overrefusal-en.ts). */
export const OVERREFUSAL_EN_SOURCE = 'parapet/overrefusal-en';
/** The source of Parapet's benign model answers (src/eval/hard-negatives-responses.ts). */
export const RESPONSES_SOURCE = 'parapet/responses';
/** The source of Parapet's benign documents, emails and tool results (src/eval/hard-negatives-documents.ts). */
export const DOCUMENTS_SOURCE = 'parapet/documents';
/** The source of Parapet's benign chat about AI, prompts and role-play (src/eval/hard-negatives-chat-ai.ts). */
export const AI_CHAT_SOURCE = 'parapet/chat-ai';
/** The source of Parapet's own direct attacks (src/eval/own-attacks-direct-{europe,asia}.ts). */
export const DIRECT_ATTACKS_SOURCE = 'parapet/attacks-direct';
/** The source of Parapet's own indirect injections (src/eval/own-attacks-indirect.ts). */
export const INDIRECT_ATTACKS_SOURCE = 'parapet/attacks-indirect';
/** The source of the clean twins of those injections (src/eval/indirect-twins-{en,europe,asia}.ts). */
export const INDIRECT_TWINS_SOURCE = 'parapet/indirect-twins';
/** Benign chat about AI, prompts and their security (src/eval/ai-topic-texts.ts). */
export const AI_TOPIC_SOURCE = 'parapet/ai-topic';
/** First-person harmful requests about the writer's own situation, with benign ones beside them. */
export const SITUATIONAL_REQUESTS_SOURCE = 'parapet/situational-requests';
/** Rule changes tucked into ordinary requests, with legitimate meta-instructions beside them. */
export const EMBEDDED_INJECTIONS_SOURCE = 'parapet/embedded-injections';
/** Harmful requests wrapped in fiction, games, translation or pretexts, with benign uses of the same wrappers. */
export const WRAPPED_JAILBREAKS_SOURCE = 'parapet/wrapped-jailbreaks';
/** Ordinary and safe model answers in 50 languages (src/eval/benign-answers-{europe,asia}.ts). */
export const BENIGN_ANSWERS_SOURCE = 'parapet/benign-answers';
/** Very short harmless answers in 44 languages ("Done.", "Whiskers is a fine name."): src/eval/short-answers-{a,b}.ts. */
export const SHORT_ANSWERS_SOURCE = 'parapet/short-answers';
/** Persona, mode and game jailbreaks, with legitimate role-play beside them (src/eval/persona-jailbreaks.ts). */
export const PERSONA_JAILBREAKS_SOURCE = 'parapet/persona-jailbreaks';
/** Requests for the hidden prompt, tools or secrets, with legitimate meta questions (src/eval/extraction-requests.ts). */
export const EXTRACTION_REQUESTS_SOURCE = 'parapet/extraction-requests';
/** Model answers that comply with harm, and safe answers on the same topics (src/eval/model-answers.ts). */
export const MODEL_ANSWERS_SOURCE = 'parapet/model-answers';
/** Compliant harmful answers in many shapes, with safe answers in the same shapes and topics (src/eval/answer-pairs-*.ts). */
export const ANSWER_PAIRS_SOURCE = 'parapet/answer-pairs';
/** Distress, safety, medical and legal questions, with harmful requests set in the same situations. */
export const SENSITIVE_REQUESTS_SOURCE = 'parapet/sensitive-requests';

/**
 * How much a labelled row counts for a head, relative to the other rows of its label and language (1 unless
 * said here; 0 leaves the row out of that head).
 * - Toxic-continuation prompts (sentence openings such as "She has that all-around curvy body which you'd want
 *   an experienced") teach the harmful-request head the toxic category, but at full weight they taught it that
 *   any narrative English sentence is harmful ("My grandmother used to sing me lullabies" scored 0.98). Toxic
 *   has no TPR target of its own; requests do. A quarter of their weight kept 55 % of dev toxic rows (from 62 %).
 * - The over-refusal set (kill a process, steal the show, a history question about a genocide, supporting a friend
 *   who self-harms) teaches the head that the alarming word is not the request. One row counts as 8: on a held-out
 *   probe of 50 such prompts written separately, flagged 12 -> 6 at 8 and 5 at 32, but 32 cost more dev harmful
 *   requests (-13 against -9 of 3,235). Weight 1 for the instruction-attack head.
 * - The everyday English set stands against the corpus's mild English "harmful requests" (health questions,
 *   feelings, opinions): one of its rows counts as 32, otherwise 468 sentences against 1,600 such rows that
 *   each outweigh twenty benign ones change nothing. It is that head's business only: as negatives of the
 *   instruction-attack head its chit-chat fragments ("and then?", "ok") cost four dev GCG suffixes.
 * - Requests for the hidden prompt (extraction-requests.ts) teach the input heads only. As the indirect head's extra
 *   positives (like the corpus's direct injections) they made it flag 5 more of set c's 70 benign documents (texts
 *   that talk about instructions and configuration) for 3 more of its 55 injections (probes/c, a development set).
 */
const OVERREFUSAL_WEIGHT = 8;

const HEAD_ROW_WEIGHTS: Readonly<Record<string, (row: CorpusRow) => number>> = {
  'learned.indirect-injection': (row) =>
    row.source === EVERYDAY_EN_SOURCE || row.source === EXTRACTION_REQUESTS_SOURCE ? 0 : 1,
  'learned.harmful-request': (row) =>
    row.category === 'toxic'
      ? 0.25
      : row.source === EVERYDAY_EN_SOURCE
        ? 32
        : row.source === OVERREFUSAL_EN_SOURCE
          ? OVERREFUSAL_WEIGHT
          : 1,
};

export function rowWeightFor(spec: LearnedHeadSpec): (row: CorpusRow) => number {
  return HEAD_ROW_WEIGHTS[spec.id] ?? ((row) => (row.source === EVERYDAY_EN_SOURCE ? 0 : 1));
}

/**
 * The total weight of a head's positives against its negatives, after balancing (1 unless said here). Balancing
 * gives each language's two labels the same total, so in English, where 2,700 harmful requests stand against
 * 90,000 benign texts, one request outweighed 20–57 benign rows and any unfamiliar English scored high ("all
 * right" 0.57, "write a program to play connect-4" flagged). At 0.15 the dev harmful-request TPR held (94.5 %)
 * and benign rows flagged by the head fell; thresholds stay on calibrated scores, so the prior is refitted.
 */
const POSITIVE_WEIGHT: Readonly<Record<string, number>> = { 'learned.harmful-request': 0.15 };

export function positiveWeightFor(spec: LearnedHeadSpec): number {
  return POSITIVE_WEIGHT[spec.id] ?? 1;
}

/**
 * L2 penalty per weight (AdaGrad logistic regression), 1e-6 unless said here. At 1e-6 single character n-grams
 * carried a head: an Arabic news sentence scored 0.99 on the harmful-request head, and "напряжений" (a physics
 * term) alone took a Russian paragraph to 0.98 on the indirect head. Measured on dev and probe sets a-c
 * (2026-11-28): 3e-5 on the two input heads caught 7 more dev attacks (prompt injection +1, jailbreak +3,
 * extraction +2, harmful requests +4) and flagged 20 fewer dev benign rows (Chinese 31 -> 22, English 217 -> 205)
 * with set a unchanged and set c +3; 1e-4 on instruction-attack lost 4 of set a's jailbreaks. The indirect head
 * (1e-4 flagged 3 more multilingual documents) and the harmful-response head (1e-5 lost 5 of set c's harmful
 * answers) keep the default.
 */
const HEAD_L2: Readonly<Record<string, number>> = {
  'learned.instruction-attack': 3e-5,
  'learned.harmful-request': 3e-5,
};
const DEFAULT_L2 = 1e-6;

export function l2For(spec: LearnedHeadSpec): number {
  return HEAD_L2[spec.id] ?? DEFAULT_L2;
}

export function labelerFor(spec: LearnedHeadSpec): RowLabeler {
  const labeler = HEAD_LABELERS[spec.id];
  if (labeler === undefined) throw new Error(`no training rule for learned head ${spec.id}`);
  return labeler;
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalHash, sha256Hex } from '../core/index.ts';
import {
  DEFAULT_FEATURE_CONFIG,
  type FeatureConfig,
  hashedFeatures,
  LEARNED_HEADS,
  type LearnedHeadSpec,
  linearScore,
  type ModelManifest,
  sentenceUnits,
  windowUnits,
} from '../detectors/index.ts';
import { type ConfusableTable, NORMALIZER_VERSION, normalizeText } from '../normalize/index.ts';
import { AI_TOPIC_CHAT } from './ai-topic-texts.ts';
import { ANSWER_PAIRS_ASIA } from './answer-pairs-asia.ts';
import { ANSWER_PAIRS_EAST } from './answer-pairs-east.ts';
import { ANSWER_PAIRS_SOUTH } from './answer-pairs-south.ts';
import { ANSWER_PAIRS_WEST } from './answer-pairs-west.ts';
import { BENIGN_ANSWERS_ASIA } from './benign-answers-asia.ts';
import { BENIGN_ANSWERS_EUROPE } from './benign-answers-europe.ts';
import type { CorpusRow } from './corpus-row.ts';
import { EMBEDDED_INJECTIONS } from './embedded-injections.ts';
import { EXTRACTION_REQUESTS } from './extraction-requests.ts';
import { HARD_NEGATIVES } from './hard-negatives.ts';
import { AI_CHAT_HARD_NEGATIVES } from './hard-negatives-chat-ai.ts';
import { DOCUMENT_HARD_NEGATIVES } from './hard-negatives-documents.ts';
import { EVERYDAY_HARD_NEGATIVES_EN } from './hard-negatives-everyday-en.ts';
import { MULTILINGUAL_HARD_NEGATIVES } from './hard-negatives-multilingual.ts';
import { OVERREFUSAL_HARD_NEGATIVES_EN } from './hard-negatives-overrefusal-en.ts';
import { RESPONSE_HARD_NEGATIVES } from './hard-negatives-responses.ts';
import { hashFile } from './hash-file.ts';
import { INDIRECT_TWINS_ASIA } from './indirect-twins-asia.ts';
import { INDIRECT_TWINS_EN } from './indirect-twins-en.ts';
import { INDIRECT_TWINS_EUROPE } from './indirect-twins-europe.ts';
import { listCorpusFiles } from './list-corpus-files.ts';
import { MODEL_ANSWERS } from './model-answers.ts';
import { DIRECT_ATTACKS_ASIA } from './own-attacks-direct-asia.ts';
import { DIRECT_ATTACKS_EUROPE } from './own-attacks-direct-europe.ts';
import { INDIRECT_ATTACKS } from './own-attacks-indirect.ts';
import { PERSONA_JAILBREAKS } from './persona-jailbreaks.ts';
import { readCorpus } from './read-corpus.ts';
import { rocAuc } from './roc-auc.ts';
import { SENSITIVE_REQUESTS_ASIA } from './sensitive-requests-asia.ts';
import { SENSITIVE_REQUESTS_EUROPE } from './sensitive-requests-europe.ts';
import { SENSITIVE_REQUESTS_MORE } from './sensitive-requests-more.ts';
import { SHORT_ANSWERS_A } from './short-answers-a.ts';
import { SHORT_ANSWERS_B } from './short-answers-b.ts';
import { SITUATIONAL_REQUESTS_ASIA } from './situational-requests-asia.ts';
import { SITUATIONAL_REQUESTS_EN } from './situational-requests-en.ts';
import { SITUATIONAL_REQUESTS_EUROPE } from './situational-requests-europe.ts';
import {
  AI_CHAT_SOURCE,
  AI_TOPIC_SOURCE,
  ANSWER_PAIRS_SOURCE,
  BENIGN_ANSWERS_SOURCE,
  DIRECT_ATTACKS_SOURCE,
  DOCUMENTS_SOURCE,
  EMBEDDED_INJECTIONS_SOURCE,
  EVERYDAY_EN_SOURCE,
  EXTRACTION_REQUESTS_SOURCE,
  INDIRECT_ATTACKS_SOURCE,
  INDIRECT_TWINS_SOURCE,
  l2For,
  labelerFor,
  MODEL_ANSWERS_SOURCE,
  OVERREFUSAL_EN_SOURCE,
  PERSONA_JAILBREAKS_SOURCE,
  positiveWeightFor,
  RESPONSES_SOURCE,
  rowWeightFor,
  SENSITIVE_REQUESTS_SOURCE,
  SHORT_ANSWERS_SOURCE,
  SITUATIONAL_REQUESTS_SOURCE,
  WRAPPED_JAILBREAKS_SOURCE,
} from './train-heads.ts';
import { type LogisticOptions, type TrainingExample, trainLogistic } from './train-logistic.ts';
import { isTrainableLicense } from './training-license.ts';
import { WRAPPED_JAILBREAKS } from './wrapped-jailbreaks.ts';

/** An input with nothing the head has learned scores at most 10 % (logit of 0.1). */
export const UNSEEN_TEXT_LOGIT = Math.log(0.1 / 0.9);

export interface TrainOptions {
  readonly corpus: readonly string[];
  /** Rows to report held-out metrics on (the dev split); optional. */
  readonly dev?: readonly string[];
  readonly outDir: string;
  readonly seed: number;
  readonly confusables: ConfusableTable;
  readonly features?: FeatureConfig;
  readonly epochs?: number;
  readonly onProgress?: (message: string) => void;
}

/** What a row contributes once normalised: the folded main text and the fields weighting needs. */
export interface PreparedRow {
  readonly row: Pick<CorpusRow, 'label' | 'category' | 'direction' | 'context' | 'lang' | 'source' | 'id'>;
  readonly folded: string;
  /** Counts as this many rows of its language and label (1 unless said otherwise). */
  readonly weight?: number;
}

export function prepareRow(row: CorpusRow, confusables: ConfusableTable): PreparedRow {
  const n = normalizeText(row.text, { confusables });
  const main = n.parts[0];
  const folded = main === undefined ? '' : n.folded.slice(main.foldedStart, main.foldedEnd);
  return {
    row: {
      id: row.id,
      label: row.label,
      category: row.category,
      direction: row.direction,
      context: row.context,
      lang: row.lang,
      ...(row.source === undefined ? {} : { source: row.source }),
    },
    folded,
  };
}

function unitTexts(spec: LearnedHeadSpec, folded: string): string[] {
  const units = spec.unit === 'sentence' ? sentenceUnits(folded) : windowUnits(folded);
  return units.map((u) => folded.slice(u.start, u.end));
}

const sourceOf = (p: PreparedRow): string =>
  (p.row.source ?? p.row.id.split(':')[0] ?? 'unknown').split('/')[0] ?? 'unknown';

export interface LabelledUnit {
  readonly text: string;
  readonly y: 0 | 1;
  readonly lang: string;
  readonly source: string;
  readonly share: number;
  /** The row's weight before it is shared among its units (lighter for extra positives). */
  readonly boost: number;
  /** The row a unit came from, so that multiple-instance refinement can pick the row's best sentences. */
  readonly doc: string;
}

/**
 * Sentences of attack documents that belong to a carrier, not to an injection: the same email or table
 * carries different injections, so the documents that contain a carrier sentence share most of their
 * sentences (the rest of the carrier), while documents that share an injected sentence have different
 * carriers around it and share only the injection, a small part of each. Without
 * this, a carrier whose clean copy is not in the training rows was learned as an attack (and its clean copy
 * flagged).
 */
export function carrierSentencesOf(
  attackDocs: readonly { folded: string; lang: string }[],
  spec: LearnedHeadSpec,
): Map<string, string> {
  const docSentences = attackDocs.map((d) => new Set(unitTexts(spec, d.folded).map((t) => t.trim())));
  const docsOf = new Map<string, number[]>();
  docSentences.forEach((set, i) => {
    for (const t of set) {
      const list = docsOf.get(t);
      if (list === undefined) docsOf.set(t, [i]);
      else list.push(i);
    }
  });
  const carriers = new Map<string, string>();
  for (const [sentence, docs] of docsOf) {
    if (docs.length < 2) continue;
    let shared: string[] | undefined;
    let largest = 0;
    for (const i of docs.slice(0, 64)) {
      const set = docSentences[i] ?? new Set<string>();
      shared = (shared ?? [...set]).filter((t) => set.has(t));
      largest = Math.max(largest, set.size);
      if (shared.length < 2) break;
    }
    const common = shared?.length ?? 0;
    if (common >= 2 && common > largest / 2) carriers.set(sentence, attackDocs[docs[0] ?? 0]?.lang ?? 'und');
  }
  return carriers;
}

/**
 * Turns rows into weighted units for one head. Weights balance the two labels, then languages within a
 * label (by the square root of the cell size, so big languages count more but do not drown the rest; equal
 * for both labels of a language that has both, see balanceWeights), then cap any
 * one source at 30 % of its label, so that no language or data set becomes the label's shortcut. For the
 * sentence head, attack sentences that also occur in benign documents are dropped: the carrier is not
 * the attack.
 */
export function labelledUnits(spec: LearnedHeadSpec, rows: readonly PreparedRow[]): LabelledUnit[] {
  const label = labelerFor(spec);
  const rowWeight = rowWeightFor(spec);
  const units: LabelledUnit[] = [];
  const benignSentences = new Set<string>();
  const carrierSentences: [text: string, lang: string][] = [];
  if (spec.unit === 'sentence') {
    // Every benign sentence of any context: carriers (emails, paragraphs) also occur as plain documents.
    for (const p of rows)
      if (p.row.label === 'benign') for (const t of unitTexts(spec, p.folded)) benignSentences.add(t.trim());
    const attackDocs = rows
      .filter((p) => label(p.row as CorpusRow) === 1)
      .map((p) => ({ folded: p.folded, lang: p.row.lang }));
    for (const [t, lang] of carrierSentencesOf(attackDocs, spec))
      if (!benignSentences.has(t)) {
        benignSentences.add(t);
        carrierSentences.push([t, lang]);
      }
  }
  // Carrier text seen only with injections in it is still benign text: it teaches the head what data looks like.
  for (const [text, lang] of carrierSentences)
    units.push({ text, y: 0, lang, source: 'carrier', share: 1, boost: 1, doc: `carrier:${text}` });
  for (const p of rows) {
    const y = label(p.row as CorpusRow);
    const weight = rowWeight(p.row as CorpusRow);
    if (y === undefined || weight === 0) continue;
    const texts = unitTexts(spec, p.folded).filter(
      (t) => !(y === 1 && spec.unit === 'sentence' && benignSentences.has(t.trim())),
    );
    if (texts.length === 0) continue;
    // A direct injection teaches the sentence head as a lighter, extra positive.
    const extra =
      (spec.unit === 'sentence' && y === 1 && p.row.context === 'plain_text' ? 0.3 : 1) * (p.weight ?? 1) * weight;
    for (const text of texts)
      units.push({
        text,
        y,
        lang: p.row.lang,
        source: sourceOf(p),
        share: extra / texts.length,
        boost: extra,
        doc: p.row.id,
      });
  }
  return units;
}

export function refinePositives(units: readonly LabelledUnit[], score: (u: LabelledUnit) => number): LabelledUnit[] {
  const scored = units.map((u) => ({ u, s: u.y === 1 ? score(u) : 0 }));
  const bestOfDoc = new Map<string, number>();
  for (const { u, s } of scored) if (u.y === 1) bestOfDoc.set(u.doc, Math.max(bestOfDoc.get(u.doc) ?? 0, s));
  // Only the best sentence: carrier sentences that never occur as benign text would otherwise stay positive.
  const taken = new Set<string>();
  const kept = scored.filter(({ u, s }) => {
    if (u.y === 0) return true;
    if (s !== bestOfDoc.get(u.doc) || taken.has(u.doc)) return false;
    taken.add(u.doc);
    return true;
  });
  const perDoc = new Map<string, number>();
  for (const { u } of kept) if (u.y === 1) perDoc.set(u.doc, (perDoc.get(u.doc) ?? 0) + 1);
  return kept.map(({ u }) => (u.y === 1 ? { ...u, share: u.boost / (perDoc.get(u.doc) ?? 1) } : u));
}

/**
 * The most one unit may weigh against one unit of the other label in the same language, after the labels of a
 * language are balanced. Chosen among 5, 10, 20 and no cap on dev and probe sets a-c (2026-11-28): 20 flagged 3 fewer
 * dev benign rows, 4 fewer of set a's and 2 fewer of set b's, for 5 dev attacks (toxic prompts -4) and set c +1;
 * 10 and 5 flagged fewer dev benign rows still but lost 9 and 18 English harmful requests.
 */
export const MAX_UNIT_WEIGHT_RATIO = 20;

export function balanceWeights(units: readonly LabelledUnit[]): number[] {
  const cell = new Map<string, number>();
  for (const u of units) cell.set(`${u.y}|${u.lang}`, (cell.get(`${u.y}|${u.lang}`) ?? 0) + u.share);
  // A language with rows of both labels gives each label the same total weight, so that after the labels are
  // balanced the language itself says nothing about the label: with 1/sqrt per cell alone, a language with
  // attacks but few benign rows (Arabic: harmful requests, news sentences) became evidence of an attack.
  const cellWeight = (y: 0 | 1, lang: string): number => {
    const own = cell.get(`${y}|${lang}`) ?? 1;
    const other = cell.get(`${1 - y}|${lang}`);
    return other === undefined ? Math.sqrt(own) : Math.sqrt((own + other) / 2);
  };
  // ...but a unit of the rarer label never weighs more than MAX_UNIT_WEIGHT_RATIO units of the other: in a language
  // with a few dozen attacks against thousands of benign rows (or the reverse), each rare row counted for a hundred
  // others, and the head learned its incidental words as the label.
  const perUnit = (y: 0 | 1, lang: string): number => cellWeight(y, lang) / (cell.get(`${y}|${lang}`) ?? 1);
  const capped = (y: 0 | 1, lang: string): number => {
    const own = perUnit(y, lang);
    if (cell.get(`${1 - y}|${lang}`) === undefined) return own;
    return Math.min(own, MAX_UNIT_WEIGHT_RATIO * perUnit(y === 1 ? 0 : 1, lang));
  };
  const weights = units.map((u) => u.share * capped(u.y, u.lang));
  for (const y of [0, 1] as const) {
    const total = units.reduce((s, u, i) => s + (u.y === y ? (weights[i] ?? 0) : 0), 0);
    const bySource = new Map<string, number>();
    units.forEach((u, i) => {
      if (u.y === y) bySource.set(u.source, (bySource.get(u.source) ?? 0) + (weights[i] ?? 0));
    });
    units.forEach((u, i) => {
      if (u.y !== y) return;
      const share = (bySource.get(u.source) ?? 0) / total;
      const cap = share > 0.3 ? 0.3 / share : 1;
      weights[i] = ((weights[i] ?? 0) * cap) / total;
    });
  }
  const mean = weights.reduce((s, w) => s + w, 0) / Math.max(1, weights.length);
  return weights.map((w) => w / mean);
}

export async function readPrepared(files: readonly string[], confusables: ConfusableTable, onlyTrainable: boolean) {
  const rows: PreparedRow[] = [];
  const perFile = new Map<string, { rows: number; licenses: Set<string> }>();
  let skippedLicense = 0;
  for await (const item of readCorpus({ files })) {
    if (item.kind !== 'row') continue;
    if (onlyTrainable && !isTrainableLicense(item.row.license)) {
      skippedLicense += 1;
      continue;
    }
    rows.push(prepareRow(item.row, confusables));
    const entry = perFile.get(item.file) ?? { rows: 0, licenses: new Set<string>() };
    entry.rows += 1;
    if (item.row.license !== undefined) entry.licenses.add(item.row.license);
    perFile.set(item.file, entry);
  }
  return { rows, perFile, skippedLicense };
}

/** Scores of a head on prepared rows, the best unit per row, for held-out metrics. */
function rowScores(
  spec: LearnedHeadSpec,
  head: { weights: Float32Array; bias: number },
  rows: readonly PreparedRow[],
  features: FeatureConfig,
) {
  const label = labelerFor(spec);
  const scores: number[] = [];
  const labels: (0 | 1)[] = [];
  const langs: string[] = [];
  for (const p of rows) {
    const y = label(p.row as CorpusRow);
    if (y === undefined) continue;
    let best = 0;
    for (const t of unitTexts(spec, p.folded)) best = Math.max(best, linearScore(head, hashedFeatures(t, features)));
    scores.push(best);
    labels.push(y);
    langs.push(p.row.lang);
  }
  return { scores, labels, langs };
}

function heldOutMetrics(scored: { scores: number[]; labels: (0 | 1)[]; langs: string[] }) {
  const { scores, labels } = scored;
  const at = (threshold: number, y: 0 | 1) => {
    const idx = labels.map((l, i) => (l === y ? i : -1)).filter((i) => i >= 0);
    return idx.length === 0 ? null : idx.filter((i) => (scores[i] ?? 0) >= threshold).length / idx.length;
  };
  return {
    n_positive: labels.filter((l) => l === 1).length,
    n_negative: labels.filter((l) => l === 0).length,
    roc_auc: rocAuc(scores, labels),
    tpr_at_0_5: at(0.5, 1),
    fpr_at_0_5: at(0.5, 0),
  };
}

/**
 * Each of Parapet's own non-English hard negatives counts as this many corpus rows: a few dozen sentences per
 * language stand against a thousand or more news sentences and questions, and at weight 1 they changed nothing
 * (a German "don't forget to buy milk" stayed a harmful request at 0.85). English benign rows already hold
 * tens of thousands of imperative requests; weighting its hard negatives too cost dev prompt extraction 4 of
 * 49 attacks.
 */
const HARD_NEGATIVE_WEIGHT = 8;

export function hardNegativesByLanguage(): [lang: string, texts: readonly string[], weight: number][] {
  return [
    ['en', HARD_NEGATIVES, 1],
    ...Object.entries(MULTILINGUAL_HARD_NEGATIVES).map(([lang, texts]): [string, readonly string[], number] => [
      lang,
      texts,
      HARD_NEGATIVE_WEIGHT,
    ]),
  ];
}

/** Where a set of Parapet's own texts sits (a user's message, a model's answer, or data an agent reads) and what it is. */
interface OwnTextSet {
  readonly lang: string;
  readonly texts: readonly string[];
  readonly weight: number;
  readonly source: string;
  readonly label: CorpusRow['label'];
  readonly category: CorpusRow['category'];
  readonly direction: CorpusRow['direction'];
  readonly context: CorpusRow['context'];
}

/**
 * Each benign answer, document or chat message about AI counts as this many rows. The corpus's benign answers are
 * mostly refusals, its benign documents English emails and tables plus encyclopedia paragraphs in a few languages,
 * and it has almost no benign chat in most of the attacks' languages, so at weight 1 a few hundred texts hardly
 * move heads trained on thousands of rows.
 */
const ANSWER_AND_DATA_WEIGHT = 4;

/**
 * How much each of the project's own attacks counts. They were written by other hands than the corpus's data sets
 * (held-out probes written by yet others: attacks flagged 73 -> 86% and 44 -> 66%, benign 7 -> 8% and 7 -> 15%).
 * The weight matters little: balancing gives each language's positives the same total whatever their weight, and
 * in most of their 26 languages these are the only positives. Direct attacks at 1 or 4 lost the same 30 dev
 * attacks near the threshold (toxic and mild harmful requests, mostly); indirect injections at 2 instead of 4
 * flagged one benign probe document fewer for the same attacks caught.
 */
const INDIRECT_ATTACK_WEIGHT = 2;
const DIRECT_ATTACK_WEIGHT = 1;

/**
 * Parapet's own training texts as rows (sources under `parapet/`, so validation can hold them out as one
 * source): hard negatives, and attacks written by other hands than the corpus's data sets. The everyday English
 * set is weighted per head (train-heads.ts), not here.
 */
function ownTextSets(): OwnTextSet[] {
  const benign = { label: 'benign', category: 'benign' } as const;
  const input = { direction: 'input', context: 'plain_text', ...benign } as const;
  const perLanguage = (
    sets: Readonly<Record<string, readonly string[]>>,
    source: string,
    weight: number,
    what: Pick<OwnTextSet, 'direction' | 'context' | 'label' | 'category'>,
  ): OwnTextSet[] => Object.entries(sets).map(([lang, texts]) => ({ lang, texts, weight, source, ...what }));
  return [
    ...hardNegativesByLanguage().map(
      ([lang, texts, weight]): OwnTextSet => ({ lang, texts, weight, source: 'parapet/hard-negatives', ...input }),
    ),
    { lang: 'en', texts: EVERYDAY_HARD_NEGATIVES_EN, weight: 1, source: EVERYDAY_EN_SOURCE, ...input },
    { lang: 'en', texts: OVERREFUSAL_HARD_NEGATIVES_EN, weight: 1, source: OVERREFUSAL_EN_SOURCE, ...input },
    ...perLanguage(AI_CHAT_HARD_NEGATIVES, AI_CHAT_SOURCE, ANSWER_AND_DATA_WEIGHT, input),
    // Documents on the same topics were written too and left out: as the indirect head's negatives they made it miss
    // 10 instead of 4 of set c's 33 non-English injections (probes/c, a development set) and flag 9 instead of 7
    // of dev's 403 multilingual encyclopedia paragraphs.
    ...perLanguage(AI_TOPIC_CHAT, AI_TOPIC_SOURCE, ANSWER_AND_DATA_WEIGHT, input),
    ...perLanguage(RESPONSE_HARD_NEGATIVES, RESPONSES_SOURCE, ANSWER_AND_DATA_WEIGHT, { ...MODEL_ANSWER, ...benign }),
    // Weight 1: at 4 the same rows were flagged (in most of their languages they are most of the benign answers).
    ...perLanguage(byLanguage(BENIGN_ANSWERS_EUROPE, BENIGN_ANSWERS_ASIA), BENIGN_ANSWERS_SOURCE, 1, {
      ...MODEL_ANSWER,
      ...benign,
    }),
    // A head that had seen almost no short answer flagged "Whiskers is a fine name." and "Done." (0.6-0.7): too
    // few words to outweigh one it had learned from harmful answers ("done" opens an agent's report of a planted
    // instruction it carried out).
    ...perLanguage(byLanguage(SHORT_ANSWERS_A, SHORT_ANSWERS_B), SHORT_ANSWERS_SOURCE, 1, {
      ...MODEL_ANSWER,
      ...benign,
    }),
    ...perLanguage(DOCUMENT_HARD_NEGATIVES, DOCUMENTS_SOURCE, ANSWER_AND_DATA_WEIGHT, {
      direction: 'input',
      context: 'rag_context',
      ...benign,
    }),
    ...setsWrittenByCategory(),
    ...perLanguage(INDIRECT_ATTACKS, INDIRECT_ATTACKS_SOURCE, INDIRECT_ATTACK_WEIGHT, {
      direction: 'input',
      context: 'rag_context',
      label: 'attack',
      category: 'indirect_injection',
    }),
    // Each injection's clean twin, at the injection's weight: the pair differs only by the injected instruction.
    ...perLanguage(
      byLanguage(INDIRECT_TWINS_EN, INDIRECT_TWINS_EUROPE, INDIRECT_TWINS_ASIA),
      INDIRECT_TWINS_SOURCE,
      INDIRECT_ATTACK_WEIGHT,
      { direction: 'input', context: 'rag_context', ...benign },
    ),
  ];
}

/**
 * One object from per-language sets split over several files. A language in two of them is an error: spreading
 * them (`{ ...a, ...b }`) keeps only the last file's texts for that language, and the rest would vanish silently.
 */
export function byLanguage<T>(...files: readonly Readonly<Record<string, T>>[]): Record<string, T> {
  const merged: Record<string, T> = {};
  for (const file of files)
    for (const [lang, texts] of Object.entries(file)) {
      if (Object.hasOwn(merged, lang))
        throw new Error(`two training files hold texts for language "${lang}"; merge them into one file`);
      merged[lang] = texts;
    }
  return merged;
}

/** Texts by language, then by attack category, or `benign` for the benign texts written beside them. */
type TextsByCategory = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

/**
 * One set per language and key of texts written by category: attacks at `weights.attack`, the benign texts written
 * beside them at `weights.benign`, all in one place (a user's message or a model's answer).
 */
function categorySets(
  byLanguage: TextsByCategory,
  source: string,
  weights: { readonly attack: number; readonly benign: number },
  place: Pick<OwnTextSet, 'direction' | 'context'>,
): OwnTextSet[] {
  return Object.entries(byLanguage).flatMap(([lang, byCategory]) =>
    Object.entries(byCategory).map(
      ([category, texts]): OwnTextSet =>
        category === 'benign'
          ? { lang, texts, weight: weights.benign, source, label: 'benign', category: 'benign', ...place }
          : { lang, texts, weight: weights.attack, source, label: 'attack', category, ...place },
    ),
  );
}

const USER_MESSAGE = { direction: 'input', context: 'plain_text' } as const;
const MODEL_ANSWER = { direction: 'output', context: 'plain_text' } as const;

/**
 * The project's own texts written by category: direct attacks (user messages), then sets that hold attacks of one
 * kind with benign texts beside them (user messages, and model answers), one set per language and key.
 */
function setsWrittenByCategory(): OwnTextSet[] {
  const weights = { attack: DIRECT_ATTACK_WEIGHT, benign: ANSWER_AND_DATA_WEIGHT };
  return [
    ...categorySets(
      byLanguage(DIRECT_ATTACKS_EUROPE, DIRECT_ATTACKS_ASIA),
      DIRECT_ATTACKS_SOURCE,
      weights,
      USER_MESSAGE,
    ),
    ...categorySets(
      byLanguage({ en: SITUATIONAL_REQUESTS_EN }, SITUATIONAL_REQUESTS_EUROPE, SITUATIONAL_REQUESTS_ASIA),
      SITUATIONAL_REQUESTS_SOURCE,
      weights,
      USER_MESSAGE,
    ),
    ...categorySets(EMBEDDED_INJECTIONS, EMBEDDED_INJECTIONS_SOURCE, weights, USER_MESSAGE),
    ...categorySets(WRAPPED_JAILBREAKS, WRAPPED_JAILBREAKS_SOURCE, weights, USER_MESSAGE),
    ...categorySets(PERSONA_JAILBREAKS, PERSONA_JAILBREAKS_SOURCE, weights, USER_MESSAGE),
    ...categorySets(EXTRACTION_REQUESTS, EXTRACTION_REQUESTS_SOURCE, weights, USER_MESSAGE),
    ...categorySets(
      byLanguage(SENSITIVE_REQUESTS_EUROPE, SENSITIVE_REQUESTS_ASIA, SENSITIVE_REQUESTS_MORE),
      SENSITIVE_REQUESTS_SOURCE,
      weights,
      USER_MESSAGE,
    ),
    ...categorySets(MODEL_ANSWERS, MODEL_ANSWERS_SOURCE, weights, MODEL_ANSWER),
    ...categorySets(
      byLanguage(ANSWER_PAIRS_WEST, ANSWER_PAIRS_EAST, ANSWER_PAIRS_ASIA, ANSWER_PAIRS_SOUTH),
      ANSWER_PAIRS_SOURCE,
      weights,
      MODEL_ANSWER,
    ),
  ];
}

const OWN_TEXT_FILES: Readonly<Record<string, string>> = {
  'parapet/hard-negatives': 'src/eval/hard-negatives.ts, src/eval/hard-negatives-multilingual.ts',
  [EVERYDAY_EN_SOURCE]: 'src/eval/hard-negatives-everyday-en.ts',
  [OVERREFUSAL_EN_SOURCE]: 'src/eval/hard-negatives-overrefusal-en.ts',
  [RESPONSES_SOURCE]: 'src/eval/hard-negatives-responses.ts',
  [DOCUMENTS_SOURCE]: 'src/eval/hard-negatives-documents.ts',
  [AI_CHAT_SOURCE]: 'src/eval/hard-negatives-chat-ai.ts',
  [DIRECT_ATTACKS_SOURCE]: 'src/eval/own-attacks-direct-europe.ts, src/eval/own-attacks-direct-asia.ts',
  [INDIRECT_ATTACKS_SOURCE]: 'src/eval/own-attacks-indirect.ts',
  [INDIRECT_TWINS_SOURCE]:
    'src/eval/indirect-twins-en.ts, src/eval/indirect-twins-europe.ts, src/eval/indirect-twins-asia.ts',
  [AI_TOPIC_SOURCE]: 'src/eval/ai-topic-texts.ts',
  [BENIGN_ANSWERS_SOURCE]: 'src/eval/benign-answers-europe.ts, src/eval/benign-answers-asia.ts',
  [SHORT_ANSWERS_SOURCE]: 'src/eval/short-answers-a.ts, src/eval/short-answers-b.ts',
  [SITUATIONAL_REQUESTS_SOURCE]:
    'src/eval/situational-requests-en.ts, src/eval/situational-requests-europe.ts, src/eval/situational-requests-asia.ts',
  [EMBEDDED_INJECTIONS_SOURCE]: 'src/eval/embedded-injections.ts',
  [WRAPPED_JAILBREAKS_SOURCE]: 'src/eval/wrapped-jailbreaks.ts',
  [PERSONA_JAILBREAKS_SOURCE]: 'src/eval/persona-jailbreaks.ts',
  [EXTRACTION_REQUESTS_SOURCE]: 'src/eval/extraction-requests.ts',
  [SENSITIVE_REQUESTS_SOURCE]:
    'src/eval/sensitive-requests-europe.ts, src/eval/sensitive-requests-asia.ts, src/eval/sensitive-requests-more.ts',
  [MODEL_ANSWERS_SOURCE]: 'src/eval/model-answers.ts',
  [ANSWER_PAIRS_SOURCE]:
    'src/eval/answer-pairs-west.ts, src/eval/answer-pairs-east.ts, src/eval/answer-pairs-asia.ts, src/eval/answer-pairs-south.ts',
};

/**
 * The project's own training texts as manifest entries, one per source: the SHA-256 of the texts themselves
 * (canonical JSON of language, category and text, in order), so a manifest names every row a model learned from,
 * not only the corpus files.
 */
export function ownTextManifestEntries(): ModelManifest['training_data'] {
  const bySource = new Map<string, string[][]>();
  for (const { lang, texts, source, category } of ownTextSets()) {
    const list = bySource.get(source) ?? [];
    for (const text of texts) list.push(category === 'benign' ? [lang, text] : [lang, category, text]);
    bySource.set(source, list);
  }
  return [...bySource].map(([source, rows]) => ({
    file: OWN_TEXT_FILES[source] ?? source,
    sha256: canonicalHash(rows),
    rows_used: rows.length,
    licenses: ['Apache-2.0 (Parapet’s own)'],
  }));
}

export function ownTextRows(confusables: ConfusableTable): PreparedRow[] {
  return ownTextSets().flatMap(({ lang, texts, weight, source, direction, context, label, category }) =>
    texts.map((text, k): PreparedRow => {
      const row: CorpusRow = {
        id: `${source}:${lang}:${category}:${k}`,
        text,
        label,
        category,
        direction,
        context,
        stratum: label === 'benign' ? 'hard_negative' : 'own_attack',
        lang,
        source,
      };
      return { ...prepareRow(row, confusables), weight };
    }),
  );
}

/** A head's unit weights: balanced (balanceWeights), then its positives scaled by the head's positive weight. */
export function trainingWeights(spec: LearnedHeadSpec, units: readonly LabelledUnit[]): number[] {
  const scale = positiveWeightFor(spec);
  const weights = balanceWeights(units);
  return scale === 1 ? weights : weights.map((w, k) => (units[k]?.y === 1 ? w * scale : w));
}

/** AdaGrad's base step for every head. */
const LEARNING_RATE = 0.3;
/**
 * Passes over the training rows. 24, not 16, since the stronger L2 penalty of 2026-11-28: chosen among 16, 24 and 32
 * on dev and sets a-c (24: dev attacks +11, benign flagged -4, ECE 0.012 -> 0.017; set c +5 attacks, -1 benign;
 * set a unchanged, +1 benign; 32 flagged 8 more dev benign rows than 24 for no more attacks).
 */
export const DEFAULT_EPOCHS = 24;

/**
 * How a head is trained: one definition for the shipped heads and the validation folds, so that the folds measure
 * the recipe that ships (only the passes and the seed differ between them).
 */
export function headTrainingOptions(
  spec: LearnedHeadSpec,
  buckets: number,
  epochs: number,
  seed: number,
): LogisticOptions {
  return { buckets, epochs, learningRate: LEARNING_RATE, l2: l2For(spec), seed, maxBias: UNSEEN_TEXT_LOGIT };
}

/**
 * Trains every learned head on the licence-permitted rows of the corpus and writes the artifacts with a
 * manifest (hashes of every file, feature configuration, training data hashes and licences, metrics).
 */
export async function trainModels(options: TrainOptions): Promise<ModelManifest> {
  const log = options.onProgress ?? (() => {});
  const features = options.features ?? DEFAULT_FEATURE_CONFIG;
  const files = listCorpusFiles(options.corpus);
  log(`reading ${files.length} corpus files`);
  const { rows, perFile, skippedLicense } = await readPrepared(files, options.confusables, true);
  rows.push(...ownTextRows(options.confusables));
  log(`${rows.length} training rows (${skippedLicense} skipped: licence does not permit training)`);
  const dev =
    options.dev === undefined
      ? []
      : (await readPrepared(listCorpusFiles(options.dev), options.confusables, false)).rows;
  mkdirSync(options.outDir, { recursive: true });
  const heads: ModelManifest['heads'] = [];
  for (const [i, spec] of LEARNED_HEADS.entries()) {
    const units = labelledUnits(spec, rows);
    const recipe = headTrainingOptions(spec, features.buckets, options.epochs ?? DEFAULT_EPOCHS, options.seed + i);
    const train = (chosen: readonly LabelledUnit[]) => {
      const weights = trainingWeights(spec, chosen);
      const examples: TrainingExample[] = chosen.map((u, k) => ({
        x: hashedFeatures(u.text, features),
        y: u.y,
        weight: weights[k] ?? 1,
      }));
      log(`${spec.id}: training on ${examples.length} units`);
      return trainLogistic(examples, recipe);
    };
    let model = train(units);
    if (spec.unit === 'sentence') {
      // Multiple-instance refinement: an attack document is positive because of its injected sentence, not
      // every sentence around it. Keep each attack row's best sentence and any the first model is sure of.
      for (let round = 0; round < 2; round++) {
        const current = model;
        const refined = refinePositives(units, (u) => linearScore(current, hashedFeatures(u.text, features)));
        log(`${spec.id}: round ${round + 1} keeps ${refined.filter((u) => u.y === 1).length} positive sentences`);
        model = train(refined);
        if (round === 1) units.splice(0, units.length, ...refined);
      }
    }
    const bytes = Buffer.alloc(features.buckets * 4);
    for (let k = 0; k < features.buckets; k++) bytes.writeFloatLE(model.weights[k] ?? 0, k * 4);
    const file = `${spec.id.slice('learned.'.length)}.bin`;
    writeFileSync(join(options.outDir, file), bytes);
    const metrics = dev.length === 0 ? {} : { dev: heldOutMetrics(rowScores(spec, model, dev, features)) };
    heads.push({
      id: spec.id,
      file,
      sha256: sha256Hex(bytes),
      bias: model.bias,
      training: { l2: recipe.l2, epochs: recipe.epochs, learning_rate: recipe.learningRate },
      rows: { positive: units.filter((u) => u.y === 1).length, negative: units.filter((u) => u.y === 0).length },
      metrics,
    });
  }
  const trainingData: ModelManifest['training_data'] = [];
  for (const file of files) {
    const used = perFile.get(file);
    if (used === undefined) continue;
    trainingData.push({
      file: file.split('/').slice(-2).join('/'),
      sha256: (await hashFile(file)).sha256,
      rows_used: used.rows,
      licenses: [...used.licenses].sort(),
    });
  }
  trainingData.push(...ownTextManifestEntries());
  const manifest: ModelManifest = {
    format: 'parapet-models',
    version: 1,
    created_by: 'parapet train',
    seed: options.seed,
    features: {
      kind: 'hashed-ngrams',
      buckets: features.buckets,
      char_ngrams: [...features.charNgrams],
      word_ngrams: [...features.wordNgrams],
      ...(features.ideographNgrams === undefined ? {} : { ideograph_ngrams: [...features.ideographNgrams] }),
      normalizer_version: NORMALIZER_VERSION,
    },
    heads,
    training_data: trainingData,
    attribution: [
      'Trained on rows of public data sets under MIT, Apache-2.0, CC-BY-3.0, CC-BY-4.0 and CC-BY-SA-4.0 licences; each file, its hash and its licences are listed in training_data. See ../shared/corpus/README.md of the training workspace for each data set’s authors and source.',
      'Hard negatives in src/eval/hard-negatives*.ts and attacks in src/eval/own-attacks-*.ts (listed in training_data with their hashes) are Parapet’s own.',
    ],
  };
  writeFileSync(join(options.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

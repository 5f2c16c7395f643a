import { deepFreeze } from '../core/index.ts';
import { findEncodedPayloads } from './decode-payloads.ts';
import { foldConfusableWords } from './fold-confusables.ts';
import { foldText } from './fold-text.ts';
import type { ConfusableTable } from './load-confusables.ts';
import {
  type ConfusableWord,
  DEFAULT_NORMALIZE_LIMITS,
  type NormalizationStep,
  type NormalizedText,
  type NormalizeLimits,
  type PartKind,
  type RemovedCharacter,
  type RemovedKind,
  type TextPart,
} from './normalized-text.ts';
import { stripInvisible } from './strip-invisible.ts';

export interface NormalizeOptions {
  readonly confusables: ConfusableTable;
  readonly limits?: NormalizeLimits;
}

/** Separates the parts of the matching copy so that no pattern matches across two of them. */
const PART_SEPARATOR = '\n\u2029\n';

interface PendingPart {
  readonly kind: PartKind;
  readonly encoding: string;
  readonly depth: number;
  readonly text: string;
}

/** NFKC, invisibles and confusables for one piece of text (the main text or a decoded payload). */
function cleanOne(text: string, options: NormalizeOptions, limits: NormalizeLimits) {
  const stripped = stripInvisible(text, limits.maxRemovedListed);
  const nfkc = stripped.text.normalize('NFKC');
  const confusable = foldConfusableWords(nfkc, options.confusables);
  return { stripped, nfkcChanged: nfkc !== stripped.text, confusable };
}

/**
 * Builds the matching copy of `original`: the text detectors read. Total (never throws on any string),
 * linear in the input, and bounded in what decoding may add.
 */
export function normalizeText(original: string, options: NormalizeOptions): NormalizedText {
  const limits = options.limits ?? DEFAULT_NORMALIZE_LIMITS;
  const steps: NormalizationStep[] = [];
  const limitsHit = new Set<string>();
  const removedCounts: Record<RemovedKind, number> = {
    tag: 0,
    zero_width: 0,
    bidi_control: 0,
    variation_selector: 0,
    soft_hyphen: 0,
    format_other: 0,
    lone_surrogate: 0,
  };
  const removed: RemovedCharacter[] = [];
  const confusableWords: ConfusableWord[] = [];
  let nfkcParts = 0;
  let tagText = '';
  let selectorChars = 0;

  const main = cleanOne(original, options, limits);
  for (const [kind, n] of Object.entries(main.stripped.counts)) removedCounts[kind as RemovedKind] += n;
  removed.push(...main.stripped.removed);
  confusableWords.push(...main.confusable.words);
  if (main.nfkcChanged) nfkcParts += 1;
  tagText = main.stripped.tagText;
  selectorChars = main.stripped.selectorText.length;

  const parts: PendingPart[] = [{ kind: 'main', encoding: '', depth: 0, text: main.confusable.text }];
  if (main.stripped.tagText !== '')
    parts.push({ kind: 'hidden', encoding: 'unicode_tags', depth: 1, text: main.stripped.tagText });
  if (main.stripped.selectorText !== '')
    parts.push({ kind: 'hidden', encoding: 'variation_selectors', depth: 1, text: main.stripped.selectorText });

  // Breadth-first decoding with a depth bound and a budget on what decoded text may add.
  let budget = limits.maxDecodedChars;
  const decodeCounts = new Map<string, number>();
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    if (part === undefined) break;
    const found = findEncodedPayloads(part.text, limits.maxDecodeCandidates, limits.maxDecodedChars);
    if (found.isTruncated) limitsHit.add('DECODE_CANDIDATES_EXCEEDED');
    for (const candidate of found.candidates) {
      if (part.depth + 1 > limits.maxDecodeDepth) {
        limitsHit.add('DECODE_DEPTH_EXCEEDED');
        break;
      }
      if (candidate.text.length > budget) {
        limitsHit.add('DECODE_BUDGET_EXCEEDED');
        continue;
      }
      budget -= candidate.text.length;
      const cleaned = cleanOne(candidate.text, options, limits);
      for (const [kind, n] of Object.entries(cleaned.stripped.counts)) removedCounts[kind as RemovedKind] += n;
      confusableWords.push(...cleaned.confusable.words);
      if (cleaned.nfkcChanged) nfkcParts += 1;
      if (cleaned.stripped.tagText !== '') tagText += cleaned.stripped.tagText;
      const encoding = part.encoding === '' ? candidate.encoding : `${part.encoding}>${candidate.encoding}`;
      decodeCounts.set(candidate.encoding, (decodeCounts.get(candidate.encoding) ?? 0) + 1);
      parts.push({
        kind: part.kind === 'main' ? 'decoded' : part.kind,
        encoding,
        depth: part.depth + 1,
        text: cleaned.confusable.text,
      });
      // A payload can itself carry tag characters or selector runs: their text must reach the matching
      // copy too, not only the counts.
      for (const [hidden, channel] of [
        [cleaned.stripped.tagText, 'unicode_tags'],
        [cleaned.stripped.selectorText, 'variation_selectors'],
      ] as const) {
        if (hidden === '') continue;
        if (hidden.length > budget) {
          limitsHit.add('DECODE_BUDGET_EXCEEDED');
          continue;
        }
        budget -= hidden.length;
        if (channel === 'variation_selectors') selectorChars += hidden.length;
        parts.push({ kind: 'hidden', encoding: `${encoding}>${channel}`, depth: part.depth + 1, text: hidden });
      }
    }
  }

  let matching = '';
  let folded = '';
  let leetTokens = 0;
  let spacedRuns = 0;
  const textParts: TextPart[] = [];
  for (const part of parts) {
    if (matching !== '') {
      matching += PART_SEPARATOR;
      folded += PART_SEPARATOR;
    }
    const f = foldText(part.text);
    leetTokens += f.leetTokens;
    spacedRuns += f.spacedRuns;
    textParts.push({
      kind: part.kind,
      encoding: part.encoding,
      depth: part.depth,
      matchingStart: matching.length,
      matchingEnd: matching.length + part.text.length,
      foldedStart: folded.length,
      foldedEnd: folded.length + f.text.length,
    });
    matching += part.text;
    folded += f.text;
  }

  if (removedCounts.lone_surrogate > 0)
    steps.push({ step: 'lone_surrogates_replaced', count: removedCounts.lone_surrogate });
  for (const kind of [
    'tag',
    'zero_width',
    'bidi_control',
    'variation_selector',
    'soft_hyphen',
    'format_other',
  ] as const) {
    if (removedCounts[kind] > 0) steps.push({ step: `removed_${kind}`, count: removedCounts[kind] });
  }
  if (tagText !== '') steps.push({ step: 'decoded_unicode_tags', count: tagText.length });
  if (selectorChars > 0) steps.push({ step: 'decoded_variation_selectors', count: selectorChars });
  if (nfkcParts > 0) steps.push({ step: 'nfkc', count: nfkcParts });
  if (confusableWords.length > 0)
    steps.push({ step: 'confusables_folded', count: confusableWords.length, detail: 'mixed-script words' });
  for (const [encoding, n] of [...decodeCounts].sort()) steps.push({ step: `decoded_${encoding}`, count: n });
  if (leetTokens > 0) steps.push({ step: 'leetspeak_folded', count: leetTokens });
  if (spacedRuns > 0) steps.push({ step: 'spacing_folded', count: spacedRuns });
  for (const limit of [...limitsHit].sort()) steps.push({ step: 'limit_reached', count: 1, detail: limit });

  return deepFreeze({
    original,
    matching,
    folded,
    parts: textParts,
    removed,
    removedCounts,
    tagText,
    confusableWords,
    steps,
    limitsHit: [...limitsHit].sort(),
  });
}

/**
 * The matching copy of a text: what detectors read. The original is never changed and is what gets
 * forwarded; every transformation that produced the matching copy is recorded in `steps`.
 */
export interface NormalizedText {
  readonly original: string;
  /** NFKC, invisibles removed, mixed-script words folded to their Latin skeleton; decoded parts appended. */
  readonly matching: string;
  /** `matching` lower-cased with Latin diacritics, leetspeak and letter spacing folded: for lexicons. */
  readonly folded: string;
  readonly parts: readonly TextPart[];
  readonly removed: readonly RemovedCharacter[];
  readonly removedCounts: Readonly<Record<RemovedKind, number>>;
  /** Hidden ASCII carried by Unicode tag characters (outside emoji flag sequences). */
  readonly tagText: string;
  readonly confusableWords: readonly ConfusableWord[];
  readonly steps: readonly NormalizationStep[];
  /** Bounds that were reached (`DECODE_DEPTH_EXCEEDED`, `DECODE_BUDGET_EXCEEDED` …); never silent. */
  readonly limitsHit: readonly string[];
}

export type PartKind = 'main' | 'decoded' | 'hidden';

/** One region of the matching copy and the matching region of the folded copy. */
export interface TextPart {
  readonly kind: PartKind;
  /** For decoded parts, the chain of encodings peeled off, outermost first (e.g. `base64>url`). */
  readonly encoding: string;
  readonly depth: number;
  readonly matchingStart: number;
  readonly matchingEnd: number;
  readonly foldedStart: number;
  readonly foldedEnd: number;
}

export const REMOVED_KINDS = [
  'tag',
  'zero_width',
  'bidi_control',
  'variation_selector',
  'soft_hyphen',
  'format_other',
  'lone_surrogate',
] as const;
export type RemovedKind = (typeof REMOVED_KINDS)[number];

export interface RemovedCharacter {
  readonly kind: RemovedKind;
  readonly codePoint: number;
  /** UTF-16 offset in the original text. */
  readonly index: number;
  /** True when its position has a legitimate use (emoji sequences, ZWNJ in Persian or Indic words). */
  readonly isLegitimate: boolean;
}

export interface ConfusableWord {
  readonly word: string;
  readonly skeleton: string;
  readonly scripts: readonly string[];
}

export interface NormalizationStep {
  readonly step: string;
  readonly count: number;
  readonly detail?: string;
}

export interface NormalizeLimits {
  /** Nesting depth of decoding (base64 inside URL encoding inside …). */
  readonly maxDecodeDepth: number;
  /** Total characters all decoded parts may add, so a decoding bomb cannot grow memory. */
  readonly maxDecodedChars: number;
  /** Decoding candidates examined per text. */
  readonly maxDecodeCandidates: number;
  /** Removed characters kept individually in `removed` (the counts are always complete). */
  readonly maxRemovedListed: number;
}

export const DEFAULT_NORMALIZE_LIMITS: NormalizeLimits = Object.freeze({
  maxDecodeDepth: 3,
  maxDecodedChars: 262_144,
  maxDecodeCandidates: 64,
  maxRemovedListed: 256,
});

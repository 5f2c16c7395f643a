import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';

// Words that mix Latin with look-alike letters of another script are spelled to pass filters, not to be
// read; normalisation already folded them (the matching copy reads `ignore`), this records the disguise.
type Reason = 'HOMOGLYPH_WORDS';

export const homoglyphWords = defineDetector<Reason>({
  id: 'unicode.homoglyph-words',
  version: 1,
  layer: 'normalization',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: { HOMOGLYPH_WORDS: 'words mixing Latin with look-alike letters of another script' },
  patterns: [],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    const n = text.confusableWords.length;
    if (n > 0) found.push({ reason: 'HOMOGLYPH_WORDS', score: Math.min(0.7, 0.3 + 0.1 * n) });
    return found;
  },
});

import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';

// Zero-width characters inside words split trigger words ("ig\u200Bnore") past naive filters; runs of
// variation selectors carry whole byte strings ("emoji smuggling"). Joiners that spell Persian or Indic
// words and emoji sequences are legitimate and are not counted.
type Reason = 'ZERO_WIDTH_IN_TEXT' | 'SELECTOR_PAYLOAD' | 'FORMAT_CHARACTERS';

export const invisibleCharacters = defineDetector<Reason>({
  id: 'unicode.invisible-characters',
  version: 1,
  layer: 'normalization',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    ZERO_WIDTH_IN_TEXT: 'zero-width characters where no script needs them',
    SELECTOR_PAYLOAD: 'a run of variation selectors that decodes to readable text',
    FORMAT_CHARACTERS: 'other invisible format characters',
  },
  patterns: [],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    let zeroWidth = 0;
    let format = 0;
    for (const r of text.removed) {
      if (r.isLegitimate) continue;
      if (r.kind === 'zero_width') zeroWidth += 1;
      else if (r.kind === 'format_other') format += 1;
    }
    if (zeroWidth > 0) found.push({ reason: 'ZERO_WIDTH_IN_TEXT', score: Math.min(0.75, 0.35 + 0.1 * zeroWidth) });
    if (text.parts.some((p) => p.encoding === 'variation_selectors'))
      found.push({ reason: 'SELECTOR_PAYLOAD', score: 0.95 });
    if (format > 0) found.push({ reason: 'FORMAT_CHARACTERS', score: Math.min(0.6, 0.3 + 0.1 * format) });
    return found;
  },
});

import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';

// Unicode tag characters (U+E0000–E007F) render as nothing but spell ASCII: the "ASCII smuggling" channel
// used to hide instructions from human reviewers. Inside emoji flag sequences (🏴 + tags) they are legitimate.
type Reason = 'HIDDEN_TAG_TEXT' | 'TAG_CHARACTERS';

export const tagCharacters = defineDetector<Reason>({
  id: 'unicode.tag-characters',
  version: 1,
  layer: 'normalization',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    HIDDEN_TAG_TEXT: 'Unicode tag characters outside an emoji flag spell hidden ASCII text',
    TAG_CHARACTERS: 'Unicode tag characters outside an emoji flag, spelling nothing readable',
  },
  patterns: [],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    const smuggled = text.removed.filter((r) => r.kind === 'tag' && !r.isLegitimate).length;
    if (text.tagText.trim().length >= 2) found.push({ reason: 'HIDDEN_TAG_TEXT', score: 0.97 });
    else if (smuggled > 0) found.push({ reason: 'TAG_CHARACTERS', score: 0.6 });
    return found;
  },
});

import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';

// Words that mix Latin with look-alike letters of another script are spelled to pass filters, not to be
// read; normalisation already folded them (the matching copy reads `ignore`), this records the disguise.
// A disguised word that is itself what filters look for ("jаilbreаk", "pаssword", "bоmb" with Cyrillic
// letters) is the evasion, whatever the other detectors make of the folded text.
type Reason = 'HOMOGLYPH_WORDS' | 'DISGUISED_KEYWORD';

/** Filter words, as their Latin skeleton: the longer ones also count as the start of a word ("instructions"). */
const KEYWORD_STEMS = [
  'jailbr',
  'ignore',
  'disregard',
  'override',
  'instruction',
  'prompt',
  'password',
  'passcode',
  'secret',
  'bypass',
  'unfilter',
  'uncensor',
  'credential',
  'hack',
  'exploit',
  'malware',
  'ransomware',
  'keylog',
  'phish',
  'trojan',
  'bomb',
  'explosiv',
  'weapon',
  'murder',
  'suicid',
  'cocaine',
  'heroin',
  'fentanyl',
  'poison',
  'sarin',
  'anthrax',
  'launder',
  'counterfeit',
  'terror',
  'porn',
];
const KEYWORD_WORDS = new Set(['dan', 'gun', 'guns', 'kill', 'meth', 'drug', 'drugs', 'nude', 'nudes', 'rape', 'sudo']);

function isKeyword(skeleton: string): boolean {
  const word = skeleton.toLowerCase();
  return KEYWORD_WORDS.has(word) || KEYWORD_STEMS.some((stem) => word.startsWith(stem));
}

export const homoglyphWords = defineDetector<Reason>({
  id: 'unicode.homoglyph-words',
  // 2: DISGUISED_KEYWORD
  version: 2,
  layer: 'normalization',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    HOMOGLYPH_WORDS: 'words mixing Latin with look-alike letters of another script',
    DISGUISED_KEYWORD: 'a word filters look for (jailbreak, password, bomb…) spelled with look-alike letters',
  },
  patterns: [],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    const n = text.confusableWords.length;
    if (n > 0) found.push({ reason: 'HOMOGLYPH_WORDS', score: Math.min(0.7, 0.3 + 0.1 * n) });
    if (text.confusableWords.some((w) => isKeyword(w.skeleton)))
      found.push({ reason: 'DISGUISED_KEYWORD', score: 0.75 });
    return found;
  },
});

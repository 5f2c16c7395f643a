import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HARM_LEXICONS } from './harm-lexicon.ts';
import { expandPhrases } from './harm-matcher.ts';

/**
 * `{a,b}` alternatives multiply: one entry with five brace groups of ten words is 100,000 phrases in the shared
 * phrase set, resident in every process. An entry that once expanded to 16,140 phrases cost 5 MB of heap; write
 * determiners and fillers as the `*` word gap, or split the entry into a pair of lists.
 */
const MAX_PHRASES_PER_ENTRY = 10_000;

test('no harm lexicon entry expands to more than 10,000 phrases', () => {
  for (const [reason, lexicon] of Object.entries(HARM_LEXICONS)) {
    const lists = [
      ...lexicon.pairs.flatMap((pair) => [pair.first, pair.second]),
      lexicon.phrases,
      lexicon.requestPhrases ?? [],
      lexicon.severePhrases ?? [],
      lexicon.exceptions ?? [],
      lexicon.cues ?? [],
    ];
    for (const list of lists)
      for (const entry of list) {
        const count = expandPhrases([entry]).length;
        assert.ok(count <= MAX_PHRASES_PER_ENTRY, `${reason}: ${count} phrases from "${entry.slice(0, 80)}…"`);
      }
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type FeatureConfig, hashedFeatures, WORD } from './hashed-features.ts';

// Word features only (char n-grams 3..2 and ideograph n-grams 1..0 yield none): the words found by hand must be
// exactly WORD's matches, so the text and its WORD matches joined by spaces have the same vector.
const WORDS_ONLY: FeatureConfig = { buckets: 1 << 12, charNgrams: [3, 2], wordNgrams: [1, 2], ideographNgrams: [1, 0] };
const text = fc
  .array(fc.constantFrom('ab', 'Ünï', '42', ' ', '-', '\u0301', '😀', '𝐀', '漢字', '\ud800', '٣', '.', '\n'), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));

test('hashed word features read exactly the words WORD matches (seed 20261121)', () => {
  fc.assert(
    fc.property(fc.oneof(text, fc.string({ unit: 'binary', maxLength: 60 })), (t) => {
      const words = (t.match(WORD) ?? []).join(' ');
      assert.deepEqual(hashedFeatures(t, WORDS_ONLY), hashedFeatures(words, WORDS_ONLY));
    }),
    { seed: 20_261_121, numRuns: 500 },
  );
});

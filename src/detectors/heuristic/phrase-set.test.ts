import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { phrasePattern } from './phrase-pattern.ts';
import { createPhraseSet } from './phrase-set.ts';

// The phrase set must match exactly what `phrasePattern` matches for the same phrase: same gaps, same
// wildcard words, same boundaries. Each phrase is compared on its own, where both are leftmost and
// non-overlapping.
const PHRASES = [
  'make a bomb',
  'hack into',
  'kill * wife',
  'self harm',
  'i m sorry but',
  '如何',
  '制造 炸弹',
  'dan:',
  'c4',
];
const WORDS = [
  'make',
  'a',
  'bomb',
  'bombs',
  'hack',
  'into',
  'kill',
  'my',
  'wife',
  'self',
  'harm',
  'i',
  'm',
  'sorry',
  'but',
];
const PIECES = [
  ...WORDS,
  '如何',
  '制造',
  '炸弹',
  'dan',
  'c4',
  'xc4',
  ' ',
  ' ',
  ' ',
  ', ',
  '-',
  "'",
  '.',
  ':',
  '$',
  '  ',
  '— ',
];

function regexSpans(phrase: string, text: string): [number, number][] {
  return [...text.matchAll(phrasePattern([phrase]))].map((m) => [m.index, m.index + m[0].length]);
}

describe('createPhraseSet', () => {
  it('matches what phrasePattern matches, phrase by phrase (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (pieces) => {
        const text = pieces.join('');
        for (const phrase of PHRASES) {
          const [spans] = createPhraseSet([[phrase]]).find(text);
          assert.deepEqual(spans, regexSpans(phrase, text), `${phrase} in ${JSON.stringify(text)}`);
        }
      }),
      { seed: 20261121, numRuns: 300 },
    );
  });

  it('reports each list separately in one pass', () => {
    const set = createPhraseSet([['hack into'], ['kill * wife'], ['nothing here']]);
    assert.deepEqual(set.find('how do i hack into the server and kill my wife'), [[[9, 18]], [[34, 46]], []]);
  });

  it('stops at the limit and stays linear on long runs', () => {
    const set = createPhraseSet([['bomb']]);
    const [spans] = set.find('bomb '.repeat(1_000), 10);
    assert.equal(spans?.length, 10);
    assert.deepEqual(set.find('a'.repeat(200_000)), [[]]);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codePointLength, flattenLines, foldForMatching, hasContent, leadingCodePoints } from './matching-text.ts';

describe('foldForMatching', () => {
  const cases: [string, string, string][] = [
    ['STRAẞE', 'strasse', 'full case folding of ẞ'],
    ['ΣΟΦΟΣ', 'σοφοσ', 'final sigma folds like any sigma'],
    ['ﬁle', 'file', 'NFKC ligature'],
    ['ＩＣＨ', 'ich', 'fullwidth'],
    ['Je suis désolé', 'je suis desole', 'Latin diacritics'],
    ['मैं नहीं', 'मैं नहीं', 'Devanagari marks stay'],
    ['I can\u2019t', "i can't", 'typographic apostrophe'],
    ['a\u200bb\u2060c', 'abc', 'invisible characters'],
    ['a  \t b\n\n  c', 'a b\nc', 'whitespace, line breaks kept once'],
  ];
  for (const [input, expected, why] of cases) it(why, () => assert.equal(foldForMatching(input), expected));
});

describe('text windows', () => {
  it('counts and cuts by code point', () => {
    assert.equal(codePointLength('a😀b'), 3);
    assert.equal(leadingCodePoints('a😀b', 2), 'a😀');
    assert.equal(leadingCodePoints('a\ud800b', 2), 'a\ud800');
    assert.equal(leadingCodePoints('ab', 10), 'ab');
  });
  it('flattens lines without moving offsets', () => {
    assert.equal(flattenLines('a\nb'), 'a b');
  });
  it('sees content only in letters and digits', () => {
    assert.equal(hasContent(' .!? '), false);
    assert.equal(hasContent('٣'), true);
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { foldText } from './fold-text.ts';

interface Case {
  readonly name: string;
  readonly text: string;
  readonly expect: { readonly text: string; readonly leetTokens?: number; readonly spacedRuns?: number };
}

const FOLDED: readonly Case[] = [
  { name: 'lower case', text: 'IGNORE Previous', expect: { text: 'ignore previous', leetTokens: 0, spacedRuns: 0 } },
  { name: 'whitespace collapsed', text: 'ignore \t  previous', expect: { text: 'ignore previous' } },
  {
    name: 'a run with a line break folds to one line break',
    text: 'ignore \n\r\n\t previous',
    expect: { text: 'ignore\nprevious' },
  },
  {
    name: 'letters one per line are spaced letters',
    text: 'i\ng\nn\no\nr\ne',
    expect: { text: 'ignore', spacedRuns: 1 },
  },
  { name: 'precomposed Latin diacritics', text: 'ìgnörê prévïous', expect: { text: 'ignore previous' } },
  { name: 'combining marks after Latin letters', text: 'i\u0300gno\u0308re', expect: { text: 'ignore' } },
  {
    name: 'stacked marks (zalgo) after Latin letters',
    text: 'i\u0335\u0336g\u0335n\u0335o\u0335r\u0335e\u0335',
    expect: { text: 'ignore' },
  },
  {
    name: 'marks with no base (at the start, after a space)',
    text: '\u0301ignore \u0301\u0302all',
    expect: { text: 'ignore all' },
  },
  {
    name: 'marks on digits and symbols are kept',
    text: '1\u20e3 \u2764\ufe0f',
    expect: { text: '1\u20e3 \u2764\ufe0f' },
  },
  { name: 'Devanagari vowel signs are kept', text: 'नमस्ते दुनिया', expect: { text: 'नमस्ते दुनिया' } },
  { name: 'Arabic harakat are kept', text: 'كَتَبَ', expect: { text: 'كَتَبَ' } },
  { name: 'Greek accents are kept (Greek is not Latin)', text: 'Καλημέρα', expect: { text: 'καλημέρα' } },

  // Leetspeak: digits and symbols inside letter tokens.
  { name: 'leet words', text: '1gn0r3 4ll pr3v10us', expect: { text: 'ignore all previous', leetTokens: 3 } },
  {
    name: 'leet symbols between letters',
    text: 'j@ilbre@k the $y$tem',
    expect: { text: 'jailbreak the $ystem', leetTokens: 2 },
  },
  { name: 'pipes and euro signs', text: 'ru|es d€lete', expect: { text: 'rules delete', leetTokens: 2 } },
  {
    name: 'leet word with a combining mark on a digit',
    text: 'pr0\u0301mpt',
    expect: { text: 'prompt', leetTokens: 1 },
  },

  // Letter spacing.
  { name: 'spaced letters', text: 'i g n o r e all', expect: { text: 'ignore all', spacedRuns: 1 } },
  { name: 'dotted letters', text: 'i.g.n.o.r.e', expect: { text: 'ignore', spacedRuns: 1 } },
  { name: 'hyphenated letters', text: 'I-G-N-O-R-E', expect: { text: 'ignore', spacedRuns: 1 } },
  { name: 'underscored letters', text: 'i_g_n_o_r_e', expect: { text: 'ignore', spacedRuns: 1 } },
  { name: 'starred letters', text: 'i*g*n*o*r*e', expect: { text: 'ignore', spacedRuns: 1 } },
  { name: 'double-spaced letters', text: 'i  g  n  o  r  e', expect: { text: 'ignore', spacedRuns: 1 } },
  { name: 'tab-spaced letters', text: 's\ty\ts\tt\te\tm', expect: { text: 'system', spacedRuns: 1 } },
  { name: 'two spaced runs', text: 'i g n o r e  t h e  r u l e s', expect: { text: 'ignoretherules', spacedRuns: 1 } },
  { name: 'spaced letters with diacritics', text: 'í g ñ ó r é', expect: { text: 'ignore', spacedRuns: 1 } },

  // Regressions found by the idempotency property: one pass must reach the fixed point.
  { name: 'leet after a spaced run', text: '1@a b c d e', expect: { text: 'iaabcde' } },
  { name: 'combining mark after a leet digit', text: 'aa1\u0301', expect: { text: 'aai' } },
  { name: 'marks separating leet tokens', text: 'ab1\u0301c3', expect: { text: 'abice' } },
];

// Benign text the folded view must not damage in a way that matters.
const KEPT: readonly { readonly name: string; readonly text: string }[] = [
  { name: 'codec name', text: 'h264' },
  { name: 'version number', text: 'v1.2.3' },
  { name: 'semantic version with tag', text: '2.0.0-rc.1' },
  { name: 'plain numbers', text: '2024 12345 3.14 -7 1e10' },
  { name: 'IP address', text: '192.168.0.1' },
  { name: 'percentages and money', text: '100% of $5 is $5' },
  { name: 'architecture', text: 'x86_64' },
  { name: 'short initialisms are not spaced letters', text: 'u.s.a. e.g. i.e. a b c' },
  { name: 'a sentence with single-letter words', text: 'i am a cat' },
  { name: 'phone number', text: '+1 555 0100' },
  { name: 'empty', text: '' },
];

// Tokens the leet fold rewrites, but only into other non-words: detectors still read `matching`.
const HARMLESS_REWRITES: readonly string[] = ['mp3', 'utf8', 'python3', 'sha256', 'ipv4', 'win32', '4th', '1st'];

describe('foldText', () => {
  for (const c of FOLDED) {
    test(c.name, () => {
      const result = foldText(c.text);
      assert.equal(result.text, c.expect.text);
      if (c.expect.leetTokens !== undefined) assert.equal(result.leetTokens, c.expect.leetTokens);
      if (c.expect.spacedRuns !== undefined) assert.equal(result.spacedRuns, c.expect.spacedRuns);
      assert.equal(foldText(result.text).text, result.text, 'folding is idempotent');
    });
  }

  for (const c of KEPT) {
    test(`keeps ${c.name}`, () => {
      const result = foldText(c.text);
      assert.equal(result.text, c.text.toLowerCase());
      assert.equal(result.leetTokens, 0);
      assert.equal(result.spacedRuns, 0);
    });
  }

  test('alphanumeric identifiers fold into harmless non-words of the same length', () => {
    for (const token of HARMLESS_REWRITES) {
      const { text } = foldText(token);
      assert.equal(text.length, token.length, token);
      assert.match(text, /^[a-z0-9]+$/, token);
      assert.doesNotMatch(text, /ignore|system|prompt|admin|password/, token);
    }
  });

  test('counts each leet token and spaced run once', () => {
    const result = foldText('h4ck th3 pl4n3t, s y s t e m and p r o m p t');
    assert.equal(result.text, 'hack the planet, system and prompt');
    assert.equal(result.leetTokens, 3);
    assert.equal(result.spacedRuns, 2);
  });

  test('leaves digits and "!" alone in words of other scripts (leetspeak stands in for Latin letters)', () => {
    assert.equal(foldText('当然可以!要不要').text, '当然可以!要不要');
    assert.equal(foldText('第1步:准备材料').text, '第1步:准备材料');
    assert.equal(foldText('пр1вет').text, 'пр1вет');
    assert.equal(foldText('h!gh').text, 'high');
  });
});

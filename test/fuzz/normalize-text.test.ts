import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  DEFAULT_NORMALIZE_LIMITS,
  loadBundledConfusables,
  type NormalizedText,
  type NormalizeLimits,
  normalizeText,
  stripInvisible,
} from '../../src/normalize/index.ts';
import { anyText, assertProperty, FUZZ_SEED, fullUnicodeText, hostileText, utf16Text } from './arbitraries.ts';

// src/normalize/normalize-properties.test.ts already proves the part layout, determinism and the idempotence of
// foldText and stripInvisible. These properties add what a fuzzer cares about: totality on the special ranges
// (tags, selectors, bidi, zero-width, lone surrogates), growth bounded by the input and the decoding budget,
// and the matching copy being a fixed point of the steps that produced it.
const confusables = loadBundledConfusables();
/** A tight budget, so the budget, candidate and depth limits are reached by short random inputs too. */
const TIGHT: NormalizeLimits = { maxDecodeDepth: 2, maxDecodedChars: 64, maxDecodeCandidates: 3, maxRemovedListed: 4 };
/** NFKC's largest expansion of one UTF-16 code unit (U+FDFA becomes 18 units). */
const NFKC_MAX_GROWTH = 18;
const SEPARATOR_CHARS = 3;

/**
 * An upper bound on the matching copy: the main text and every decoded text may grow by NFKC's factor, decoded
 * text is charged against the budget before cleaning, and hidden channels (tags, selectors) are shorter than
 * the text that carried them.
 */
function matchingBound(result: NormalizedText, limits: NormalizeLimits): number {
  const decoded = limits.maxDecodedChars + result.original.length;
  return NFKC_MAX_GROWTH * (result.original.length + decoded) + SEPARATOR_CHARS * result.parts.length;
}

function checkTotalAndBounded(text: string, limits: NormalizeLimits): void {
  const result = normalizeText(text, { confusables, limits });
  assert.equal(result.original, text);
  assert.ok(result.matching.isWellFormed() && result.folded.isWellFormed(), 'a lone surrogate reached a copy');
  assert.ok(result.matching.length <= matchingBound(result, limits), `matching grew to ${result.matching.length}`);
  // Folding lower-cases (İ becomes two units) and undoes spacing; it never more than doubles the text.
  assert.ok(result.folded.length <= 2 * result.matching.length + SEPARATOR_CHARS * result.parts.length);
  assert.ok(result.removed.length <= limits.maxRemovedListed);
  for (const r of result.removed) assert.ok(r.index >= 0 && r.index < text.length);
  const removedTotal = Object.values(result.removedCounts).reduce((sum, n) => sum + n, 0);
  assert.ok(removedTotal <= text.length + limits.maxDecodedChars, `${removedTotal} removals from ${text.length}`);
  assert.ok(result.tagText.length <= text.length + limits.maxDecodedChars);
  for (const step of result.steps) assert.ok(Number.isInteger(step.count) && step.count >= 0, step.step);
}

describe(`normalizeText on arbitrary Unicode (seed ${FUZZ_SEED})`, () => {
  for (const [name, arbitrary] of [
    ['full Unicode', fullUnicodeText],
    ['UTF-16 code units with lone surrogates', utf16Text],
    ['tags, selectors, bidi, zero-width and attack fragments', hostileText],
  ] as const) {
    it(`is total and bounded on ${name}, with the default and a tight budget`, () => {
      assertProperty(
        arbitrary,
        (text) => {
          checkTotalAndBounded(text, DEFAULT_NORMALIZE_LIMITS);
          checkTotalAndBounded(text, TIGHT);
        },
        400,
      );
    });
  }

  it('is total on nested encodings of hostile text (base64, percent and tag wrappers)', () => {
    const wrap = fc.constantFrom(
      (t: string) => Buffer.from(t).toString('base64'),
      (t: string) => encodeURIComponent(t.toWellFormed()),
      (t: string) => [...t].map((c) => String.fromCodePoint(0xe0000 + ((c.codePointAt(0) ?? 0) & 0x7f))).join(''),
    );
    assertProperty(
      fc.tuple(hostileText, fc.array(wrap, { maxLength: 6 })),
      ([text, wrappers]) => {
        const wrapped = wrappers.reduce((t, w) => w(t), text);
        checkTotalAndBounded(wrapped, DEFAULT_NORMALIZE_LIMITS);
        checkTotalAndBounded(wrapped, TIGHT);
      },
      300,
    );
  });

  it('the main part of the matching copy is NFKC-stable and holds nothing stripInvisible would remove', () => {
    assertProperty(
      anyText,
      (text) => {
        const result = normalizeText(text, { confusables });
        const main = result.parts[0];
        assert.ok(main !== undefined && main.kind === 'main');
        const copy = result.matching.slice(main.matchingStart, main.matchingEnd);
        assert.equal(copy.normalize('NFKC'), copy);
        const again = stripInvisible(copy, 0);
        assert.equal(again.text, copy);
        assert.equal(again.tagText, '');
      },
      500,
    );
  });

  it('normalising the main part of the matching copy again leaves it unchanged (idempotence)', () => {
    assertProperty(
      anyText,
      (text) => {
        const once = normalizeText(text, { confusables });
        const main = once.parts[0];
        assert.ok(main !== undefined);
        const copy = once.matching.slice(main.matchingStart, main.matchingEnd);
        const twice = normalizeText(copy, { confusables });
        const mainAgain = twice.parts[0];
        assert.ok(mainAgain !== undefined);
        assert.equal(twice.matching.slice(mainAgain.matchingStart, mainAgain.matchingEnd), copy);
      },
      500,
    );
  });
});

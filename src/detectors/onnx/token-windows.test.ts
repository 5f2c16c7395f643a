import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { learnTokenFrame, type TextTokenizer, tokenWindows } from './token-windows.ts';

/** One id per character (its code unit), wrapped in 101 … 102 like BERT's [CLS] … [SEP] when asked. */
const charTokenizer = (frame: { prefix: number[]; suffix: number[] }): TextTokenizer => ({
  encode(text, options) {
    const ids = Array.from(text, (c) => c.charCodeAt(0));
    return { ids: options?.add_special_tokens === false ? ids : [...frame.prefix, ...ids, ...frame.suffix] };
  },
});
const BERT = charTokenizer({ prefix: [101], suffix: [102] });
const BARE = charTokenizer({ prefix: [], suffix: [] });
const bertFrame = learnTokenFrame(BERT, 0);

describe('learnTokenFrame', () => {
  it('finds the special tokens around the text', () => {
    assert.deepEqual(bertFrame, { prefix: [101], suffix: [102], emptyId: 0 });
    assert.deepEqual(learnTokenFrame(BARE, 7), { prefix: [], suffix: [], emptyId: 7 });
    assert.deepEqual(learnTokenFrame(charTokenizer({ prefix: [1, 2], suffix: [] }), 0), {
      prefix: [1, 2],
      suffix: [],
      emptyId: 0,
    });
  });

  it('gives up on a post-processor that rewrites the text', () => {
    const rewriting: TextTokenizer = { encode: (_t, o) => ({ ids: o?.add_special_tokens === false ? [5, 6] : [9] }) };
    assert.equal(learnTokenFrame(rewriting, 0), null);
  });
});

describe('tokenWindows', () => {
  const frame = bertFrame ?? assert.fail('frame');
  const ids = (s: string): number[] => Array.from(s, (c) => c.charCodeAt(0));

  it('frames a short text as one window', () => {
    assert.deepEqual(tokenWindows(BERT, frame, 'abc', { maxLength: 10, maxWindows: 4 }), [[101, ...ids('abc'), 102]]);
    assert.deepEqual(tokenWindows(BERT, frame, '', { maxLength: 10, maxWindows: 4 }), [[101, 102]]);
  });

  it('gives an empty text one filler token when the tokenizer adds no special tokens', () => {
    const bare = learnTokenFrame(BARE, 7) ?? assert.fail('frame');
    assert.deepEqual(tokenWindows(BARE, bare, '', { maxLength: 10, maxWindows: 4 }), [[7]]);
  });

  it('overlaps windows by half a window and ends at the last token', () => {
    // maxLength 6 leaves 4 body tokens; stride 2.
    const windows = tokenWindows(BERT, frame, 'abcdefgh', { maxLength: 6, maxWindows: 10 });
    assert.deepEqual(
      windows.map((w) => String.fromCharCode(...w.slice(1, -1))),
      ['abcd', 'cdef', 'efgh'],
    );
    for (const w of windows) assert.deepEqual([w[0], w.at(-1)], [101, 102]);
  });

  it('samples evenly past maxWindows, keeping the first and the last window', () => {
    const windows = tokenWindows(BERT, frame, 'abcdefghijklmnopqrstuvwxyz', { maxLength: 6, maxWindows: 3 });
    const bodies = windows.map((w) => String.fromCharCode(...w.slice(1, -1)));
    assert.equal(bodies.length, 3);
    assert.equal(bodies[0], 'abcd');
    assert.equal(bodies[2], 'wxyz');
  });

  it('tokenises only the head and tail of a text past the character budget', () => {
    // Budget = 2 windows × 4 tokens × 8 chars = 64 characters: 32 from each end.
    const encoded: number[] = [];
    const recording: TextTokenizer = {
      encode(text, options) {
        encoded.push(text.length);
        return BERT.encode(text, options);
      },
    };
    const text = `${'h'.repeat(32)}${'m'.repeat(100_000)}${'t'.repeat(32)}`;
    const windows = tokenWindows(recording, frame, text, { maxLength: 4, maxWindows: 2 });
    assert.deepEqual(encoded, [32, 32]);
    assert.deepEqual(
      windows.map((w) => String.fromCharCode(...w.slice(1, -1))),
      ['hh', 'tt'],
    );
  });

  it('every window fits maxLength, every token is covered, and the count is bounded (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.integer({ min: 3, max: 40 }),
        fc.integer({ min: 1, max: 12 }),
        (text, maxLength, maxWindows) => {
          const windows = tokenWindows(BERT, frame, text, { maxLength, maxWindows });
          assert.ok(windows.length >= 1 && windows.length <= maxWindows);
          for (const w of windows) assert.ok(w.length <= maxLength && w.length >= 2);
          const unsampled = tokenWindows(BERT, frame, text, { maxLength, maxWindows: 10_000 });
          const covered = unsampled.flatMap((w) => w.slice(1, -1));
          for (const id of ids(text)) assert.ok(covered.includes(id));
        },
      ),
      { seed: 20_260_301, numRuns: 200 },
    );
  });
});

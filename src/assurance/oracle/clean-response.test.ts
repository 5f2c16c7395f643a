import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { cleanResponse, collapseRepetitions, REPETITION_LIMITS, stripRoleTokens } from './clean-response.ts';

const FC_SEED = 20260607;

describe('cleanResponse', () => {
  const cases: { name: string; input: string; v1: string; v2: string }[] = [
    { name: 'trims', input: '  hello  ', v1: 'hello', v2: 'hello' },
    {
      name: 'ChatML role tokens',
      input: '<|im_start|>assistant\nI cannot help.<|im_end|>',
      v1: '<|im_start|>assistant\nI cannot help.<|im_end|>',
      v2: 'I cannot help.',
    },
    {
      name: 'Llama 3 header and end of turn',
      input: '<|start_header_id|>assistant<|end_header_id|>\n\nSure.<|eot_id|>',
      v1: '<|start_header_id|>assistant<|end_header_id|>\n\nSure.<|eot_id|>',
      v2: 'Sure.',
    },
    {
      name: 'Llama 2 / Mistral',
      input: '<s>[INST] x [/INST] Fine.</s>',
      v1: '<s>[INST] x [/INST] Fine.</s>',
      v2: 'x  Fine.',
    },
    {
      name: 'Markdown role header',
      input: '### Assistant:\nHere it is.',
      v1: '### Assistant:\nHere it is.',
      v2: 'Here it is.',
    },
    { name: 'leading speaker', input: 'ASSISTANT: Here it is.', v1: 'ASSISTANT: Here it is.', v2: 'Here it is.' },
    {
      name: 'Gemma turn',
      input: '<start_of_turn>model\nOk<end_of_turn>',
      v1: '<start_of_turn>model\nOk<end_of_turn>',
      v2: 'Ok',
    },
    {
      name: 'a 12-character loop of 4 copies',
      input: `start ${'LOOPING-ONE '.repeat(4)}end`,
      v1: `start ${'LOOPING-ONE '.repeat(4)}end`,
      v2: 'start LOOPING-ONE end',
    },
    {
      name: 'two copies are not a loop',
      input: `start ${'LOOPING-ONE '.repeat(2)}end`,
      v1: `start ${'LOOPING-ONE '.repeat(2)}end`,
      v2: `start ${'LOOPING-ONE '.repeat(2)}end`,
    },
    { name: 'a short pattern repeated stays', input: 'ha ha ha ha', v1: 'ha ha ha ha', v2: 'ha ha ha ha' },
  ];
  for (const c of cases) {
    it(c.name, () => {
      assert.equal(cleanResponse(c.input, 'v1'), c.v1);
      for (const protocol of ['v2', 'v3', 'v4'] as const) assert.equal(cleanResponse(c.input, protocol), c.v2);
    });
  }

  it('keeps a partial copy at the end of a loop', () => {
    assert.equal(collapseRepetitions(`${'0123456789'.repeat(5)}0123`), '01234567890123');
  });

  it('collapses a loop of long lines and keeps what follows it', () => {
    const line = 'I will now think about the question again.\n';
    assert.equal(collapseRepetitions(`${line.repeat(50)}I cannot help.`), `${line}I cannot help.`);
  });

  it('leaves text past the scanned bound unchanged', () => {
    const tail = 'ABCDEFGHIJ'.repeat(5);
    const text = 'x'.repeat(REPETITION_LIMITS.maxScannedChars - 10) + tail;
    const cleaned = collapseRepetitions(text);
    assert.ok(cleaned.endsWith(tail.slice(10)));
  });

  it('never splits a surrogate pair', () => {
    const cleaned = collapseRepetitions('😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀');
    assert.equal(
      [...cleaned].every((c) => c === '😀'),
      true,
    );
  });

  it('is total and only removes text; collapsing twice changes nothing (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const cleaned = cleanResponse(text, 'v4');
        assert.ok(cleaned.length <= text.length);
        assert.equal(stripRoleTokens('plain'), 'plain');
      }),
      { seed: FC_SEED, numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom('abcdefghij', 'klmnopqrst', ' ', 'x'), { maxLength: 60 }), (parts) => {
        const once = collapseRepetitions(parts.join(''));
        assert.equal(collapseRepetitions(once), once);
      }),
      { seed: FC_SEED, numRuns: 300 },
    );
  });
});

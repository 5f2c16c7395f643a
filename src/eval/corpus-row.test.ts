import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canariesOf, parseCorpusLine, suiteOf } from './corpus-row.ts';

const base = {
  id: 'demo/x:1',
  text: 'What is the capital of France?',
  label: 'benign',
  category: 'benign',
  direction: 'input',
  context: 'plain_text',
  stratum: 'general_en',
  lang: 'en',
  source: 'demo/x.jsonl',
  license: 'MIT',
};

test('a well-formed row parses, extra keys are tolerated', () => {
  const parsed = parseCorpusLine(JSON.stringify({ ...base, extra: 1, meta: { origin: 'hand' } }));
  assert.ok(parsed.ok);
  assert.equal(parsed.row.id, 'demo/x:1');
});

test('malformed lines say what is wrong', () => {
  const table = [
    { line: '{"id": "a", ', expect: /not valid JSON/ },
    { line: '[1, 2]', expect: /not a JSON object/ },
    { line: 'null', expect: /not a JSON object/ },
    { line: JSON.stringify({ ...base, label: 'maybe' }), expect: /"label"/ },
    { line: JSON.stringify({ ...base, id: undefined }), expect: /"id" is missing/ },
    { line: JSON.stringify({ ...base, context: 'email' }), expect: /"context"/ },
    { line: JSON.stringify({ ...base, direction: 'sideways' }), expect: /"direction"/ },
    { line: JSON.stringify({ ...base, text: 7 }), expect: /"text"/ },
    { line: JSON.stringify({ ...base, meta: { secret: 42 } }), expect: /"meta.secret"/ },
  ];
  for (const { line, expect } of table) {
    const parsed = parseCorpusLine(line);
    assert.equal(parsed.ok, false, line);
    if (!parsed.ok) assert.match(parsed.message, expect);
  }
});

test('suite comes from the row, else from meta.suite', () => {
  const own = parseCorpusLine(JSON.stringify({ ...base, suite: 'banking', meta: { suite: 'travel' } }));
  const fromMeta = parseCorpusLine(JSON.stringify({ ...base, meta: { suite: 'travel' } }));
  const none = parseCorpusLine(JSON.stringify(base));
  assert.ok(own.ok && fromMeta.ok && none.ok);
  assert.equal(suiteOf(own.row), 'banking');
  assert.equal(suiteOf(fromMeta.row), 'travel');
  assert.equal(suiteOf(none.row), undefined);
});

test('meta.secret becomes the canary list', () => {
  const one = parseCorpusLine(JSON.stringify({ ...base, meta: { secret: 'ZEBRA-42' } }));
  const many = parseCorpusLine(JSON.stringify({ ...base, meta: { secret: ['a1', 'b2'] } }));
  assert.ok(one.ok && many.ok);
  assert.deepEqual(canariesOf(one.row), ['ZEBRA-42']);
  assert.deepEqual(canariesOf(many.row), ['a1', 'b2']);
});

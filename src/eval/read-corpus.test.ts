import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type CorpusItem, countCorpusLines, readCorpus } from './read-corpus.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

async function collect(iterable: AsyncIterable<CorpusItem>): Promise<CorpusItem[]> {
  const out: CorpusItem[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

test('broken lines are reported with their line numbers; blank lines are skipped silently', async () => {
  const items = await collect(readCorpus({ files: [fixture('broken.jsonl')] }));
  const summary = items.map((i) => (i.kind === 'row' ? `${i.lineNo}:${i.row.id}` : `${i.lineNo}:invalid`));
  assert.deepEqual(summary, [
    '1:fixture/c1',
    '3:invalid',
    '4:fixture/c2',
    '5:invalid',
    '6:invalid',
    '7:invalid',
    '9:fixture/c5',
  ]);
  const messages = items.flatMap((i) => (i.kind === 'invalid' ? [i.message] : []));
  assert.match(messages[0] ?? '', /not valid JSON/);
  assert.match(messages[1] ?? '', /"label"/);
  assert.match(messages[2] ?? '', /"stratum" is missing/);
  assert.match(messages[3] ?? '', /duplicate id "fixture\/c1" \(first at .*broken\.jsonl:1\)/);
});

test('a pick reads only the chosen non-blank lines, counting candidates across blank ones', async () => {
  const items = await collect(readCorpus({ files: [fixture('broken.jsonl')], pick: [[0, 2, 6]] }));
  assert.deepEqual(
    items.map((i) => i.lineNo),
    [1, 4, 9],
  );
});

test('countCorpusLines counts non-blank lines', async () => {
  assert.equal(await countCorpusLines(fixture('broken.jsonl')), 7);
  assert.equal(await countCorpusLines(fixture('corpus-dir/part-a.jsonl')), 6);
});

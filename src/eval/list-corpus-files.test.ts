import assert from 'node:assert/strict';
import { basename } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isParapetError } from '../core/index.ts';
import { listCorpusFiles } from './list-corpus-files.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

test('a directory expands to its .jsonl files in name order; a file named twice is read once', () => {
  const files = listCorpusFiles([fixture('corpus-dir'), fixture('broken.jsonl'), fixture('corpus-dir/part-a.jsonl')]);
  assert.deepEqual(
    files.map((f) => basename(f)),
    ['part-a.jsonl', 'part-b.jsonl', 'broken.jsonl'],
  );
});

test('missing paths, empty directories and no paths are clear errors', () => {
  const table = [
    { paths: [fixture('no-such-file.jsonl')], code: 'FILE_NOT_FOUND', message: /does not exist/ },
    { paths: [fixture('gates')], code: 'INPUT_INVALID', message: /holds no \.jsonl files/ },
    { paths: [], code: 'INPUT_INVALID', message: /no corpus given/ },
  ];
  for (const { paths, code, message } of table) {
    assert.throws(
      () => listCorpusFiles(paths),
      (error: unknown) => isParapetError(error) && error.code === code && message.test(error.message),
    );
  }
});

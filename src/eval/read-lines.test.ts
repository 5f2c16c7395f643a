import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { isBlankLine, readLines } from './read-lines.ts';

const dir = mkdtempSync(join(tmpdir(), 'parapet-read-lines-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function linesOf(bytes: Buffer | string): Promise<(string | null)[]> {
  const path = join(dir, `f${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(path, bytes);
  const out: (string | null)[] = [];
  let expected = 1;
  for await (const line of readLines(path)) {
    assert.equal(line.lineNo, expected++);
    out.push(line.text);
  }
  return out;
}

test('readLines splits on \\n and \\r\\n, keeps blank lines for numbering, handles a missing final newline', async () => {
  assert.deepEqual(await linesOf('a\nb\r\n\nc'), ['a', 'b', '', 'c']);
  assert.deepEqual(await linesOf('a\n'), ['a']);
  assert.deepEqual(await linesOf(''), []);
});

test('readLines drops a leading byte-order mark', async () => {
  assert.deepEqual(await linesOf('\uFEFF{"a":1}\n{"b":2}\n'), ['{"a":1}', '{"b":2}']);
});

test('readLines reports invalid UTF-8 as null and keeps going', async () => {
  const bytes = Buffer.concat([Buffer.from('ok\n'), Buffer.from([0xff, 0xfe, 0x41, 0x0a]), Buffer.from('é\n')]);
  assert.deepEqual(await linesOf(bytes), ['ok', null, 'é']);
});

test('readLines reassembles lines and multi-byte characters split across chunks', async () => {
  const long = `${'ж'.repeat(70_000)}\n${'x'.repeat(10)}\n`;
  const lines = await linesOf(long);
  assert.equal(lines[0]?.length, 70_000);
  assert.equal(lines[1], 'xxxxxxxxxx');
});

test('isBlankLine', () => {
  for (const [text, expect] of [
    ['', true],
    ['  \t', true],
    [' x ', false],
    ['{}', false],
  ] as const) {
    assert.equal(isBlankLine(text), expect, JSON.stringify(text));
  }
});

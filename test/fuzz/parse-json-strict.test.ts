import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { isParapetError, type ParapetError, parseJsonStrict } from '../../src/core/index.ts';
import { anyText, assertProperty, FUZZ_SEED } from './arbitraries.ts';

const SOURCE = 'the fuzzed text';
const parse = (text: string): unknown => parseJsonStrict(text, { source: SOURCE });

/** Same JSON value: same types, numbers equal by Object.is (so -0 stays -0), same own keys in the same order. */
function assertSameJson(actual: unknown, expected: unknown, path = '$'): void {
  if (expected === null || typeof expected !== 'object') {
    assert.ok(Object.is(actual, expected), `${path}: ${String(actual)} is not ${String(expected)}`);
    return;
  }
  assert.ok(actual !== null && typeof actual === 'object', `${path}: expected a container`);
  assert.equal(Array.isArray(actual), Array.isArray(expected), `${path}: array vs object`);
  const keys = Object.keys(expected);
  assert.deepEqual(Object.keys(actual), keys, `${path}: keys differ`);
  for (const key of keys)
    assertSameJson(
      (actual as Record<string, unknown>)[key],
      (expected as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
}

/** Writes every non-ASCII code unit (lone surrogates included) as a \uXXXX escape, as some encoders do. */
const escapeNonAscii = (text: string): string =>
  text.replace(/[^\x20-\x7e\n]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Whatever parseJsonStrict throws must be a ParapetError with one of these codes. */
function caught(text: string): ParapetError | undefined {
  try {
    parse(text);
    return undefined;
  } catch (error) {
    assert.ok(isParapetError(error), `threw ${String(error)} instead of a ParapetError`);
    return error;
  }
}

const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 12 }),
  fc.jsonValue({ maxDepth: 6, stringUnit: 'binary' }),
  fc.jsonValue({ maxDepth: 6, stringUnit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)) }),
);
const layout = fc.constantFrom<(value: unknown) => string>(
  (v) => JSON.stringify(v),
  (v) => JSON.stringify(v, null, 2),
  (v) => ` \r\n${JSON.stringify(v, null, '\t')}\n `,
  (v) => escapeNonAscii(JSON.stringify(v, null, 1)),
);

/**
 * Serialises `value` (pretty-printed, so duplicates land on several lines) and repeats one key of the
 * `target`-th object met in document order (a fresh {"k":1,"k":2} when there are fewer objects, or that object is
 * empty). `spelling` writes the repeated key plainly or as \u escapes. Returns the text and where the repeat is.
 */
function withDuplicate(
  value: unknown,
  target: number,
  escapedRepeat: boolean,
): { text: string; key: string; repeatAt: number } {
  let seen = 0;
  let key = '';
  let repeatAt = -1;
  let out = '';
  const keyText = (k: string, isRepeat: boolean) =>
    isRepeat && escapedRepeat
      ? `"${[...k].map((c) => [...c].map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')).join('')}"`
      : JSON.stringify(k);
  const write = (v: unknown, indent: string): void => {
    if (v === null || typeof v !== 'object') {
      out += JSON.stringify(v);
      return;
    }
    const inner = `${indent}  `;
    if (Array.isArray(v)) {
      out += '[';
      v.forEach((item, i) => {
        out += `${i === 0 ? '' : ','}\n${inner}`;
        write(item, inner);
      });
      out += `\n${indent}]`;
      return;
    }
    const isTarget = seen++ === target && repeatAt < 0;
    const entries = Object.entries(v);
    if (isTarget && entries.length === 0) entries.push(['k', 1]);
    out += '{';
    entries.forEach(([k, item], i) => {
      out += `${i === 0 ? '' : ','}\n${inner}${keyText(k, false)}: `;
      write(item, inner);
    });
    if (isTarget) {
      const [first] = entries[0] as [string, unknown];
      key = first;
      out += `,\n${inner}`;
      repeatAt = out.length;
      out += `${keyText(first, true)}: 0`;
    }
    out += `\n${indent}}`;
  };
  write(value, '');
  if (repeatAt < 0) {
    // Fewer objects than `target`: wrap the value with a duplicated key of its own.
    const text = `{"k": ${out},\n "k": 1}`;
    return { text, key: 'k', repeatAt: text.lastIndexOf('"k"') };
  }
  return { text: out, key, repeatAt };
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

describe(`parseJsonStrict (seed ${FUZZ_SEED})`, () => {
  it('equals JSON.parse on any JSON value, however it is laid out or escaped', () => {
    assertProperty(
      fc.tuple(jsonValue, layout),
      ([value, write]) => {
        const text = write(value);
        assertSameJson(parse(text), JSON.parse(text));
      },
      400,
    );
  });

  it('refuses a duplicate key at any depth, even spelt with escapes, naming its line and column', () => {
    assertProperty(
      fc.tuple(fc.jsonValue({ maxDepth: 8 }), fc.nat({ max: 20 }), fc.boolean()),
      ([value, target, escapedRepeat]) => {
        const { text, key, repeatAt } = withDuplicate(value, target, escapedRepeat);
        assert.equal(JSON.parse(text) !== undefined, true, 'the fuzzer wrote invalid JSON');
        const error = caught(text);
        assert.ok(error !== undefined, `accepted a duplicate "${key}"`);
        assert.equal(error.code, 'JSON_DUPLICATE_KEY', error.message);
        assert.deepEqual({ line: error.details.line, column: error.details.column }, lineAndColumn(text, repeatAt));
        assert.match(error.message, /at line \d+, column \d+ \(first at line \d+, column \d+\)/);
      },
      300,
    );
  });

  it('answers JSON_TOO_DEEP for 10,000-deep nesting of every shape, without overflowing the stack', () => {
    const n = 10_000;
    for (const text of [
      '['.repeat(n) + ']'.repeat(n),
      '{"a":'.repeat(n) + '1' + '}'.repeat(n),
      '[{"a":'.repeat(n / 2) + 'null' + '}]'.repeat(n / 2),
      '['.repeat(n),
      `{"k": "${'['.repeat(100)}", "v": ${'['.repeat(n)}`,
    ]) {
      const error = caught(text);
      assert.equal(error?.code, 'JSON_TOO_DEEP', text.slice(0, 40));
      assert.match(error.message, /nests deeper than 64 levels/);
    }
  });

  it('counts only structural brackets: any depth of brackets inside strings is data', () => {
    assertProperty(
      fc.tuple(fc.nat({ max: 20_000 }), fc.constantFrom('[', '{', '\\"[', '\\\\')),
      ([n, unit]) => {
        const text = `{"s": "${unit.repeat(n)}"}`;
        assertSameJson(parse(text), JSON.parse(text));
      },
      50,
    );
  });

  it('accepts nesting up to the limit and refuses the level after it', () => {
    assertProperty(
      fc.tuple(fc.integer({ min: 1, max: 200 }), fc.constantFrom('[', '{"a":')),
      ([depth, open]) => {
        const close = open === '[' ? ']' : '}';
        const text = open.repeat(depth) + (open === '[' ? '' : '0') + close.repeat(depth);
        if (depth <= 64) assertSameJson(parse(text), JSON.parse(text));
        else assert.equal(caught(text)?.code, 'JSON_TOO_DEEP');
      },
      100,
    );
  });

  it('refuses a raw control character inside a string (momoa alone accepted it), naming line and column', () => {
    const error = caught('{\n  "a": "x\ty"\n}');
    assert.equal(error?.code, 'INPUT_INVALID');
    assert.deepEqual({ line: error.details.line, column: error.details.column }, { line: 2, column: 10 });
    assert.match(error.message, /control character U\+0009 must be escaped/);
  });

  it('refuses everything JSON.parse refuses, only ever with INPUT_INVALID (or JSON_TOO_DEEP first)', () => {
    const mutated = fc
      .tuple(fc.jsonValue({ maxDepth: 5 }), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), anyText), { maxLength: 4 }))
      .map(([value, edits]) => {
        let text = JSON.stringify(value) ?? 'null';
        for (const [at, kind, insert] of edits) {
          const i = at % (text.length + 1);
          const piece = insert.slice(0, 3);
          text =
            kind === 0
              ? text.slice(0, i) + text.slice(i + 1) // delete one unit
              : kind === 1
                ? text.slice(0, i) + piece + text.slice(i) // insert
                : kind === 2
                  ? text.slice(0, i) + piece + text.slice(i + 1) // replace
                  : text.slice(0, i); // truncate
        }
        return text;
      });
    const garbage = fc.oneof(
      anyText,
      mutated,
      fc.constantFrom(
        '',
        ' ',
        'undefined',
        'NaN',
        '01',
        '1.',
        '.5',
        "'a'",
        '{a:1}',
        '[1,]',
        '{"a":1,}',
        '"\t"',
        '/* */1',
      ),
    );
    assertProperty(
      garbage,
      (text) => {
        let isJson = true;
        try {
          JSON.parse(text);
        } catch {
          isJson = false;
        }
        const error = caught(text);
        if (isJson) {
          assert.ok(error === undefined || error.code !== 'INPUT_INVALID', `refused valid JSON: ${error?.message}`);
        } else {
          assert.ok(error !== undefined, `accepted ${JSON.stringify(text)}, which JSON.parse refuses`);
          assert.ok(['INPUT_INVALID', 'JSON_TOO_DEEP'].includes(error.code), `${error.code}: ${error.message}`);
          assert.ok(error.message.startsWith(SOURCE), error.message);
        }
      },
      1_000,
    );
  });
});

import { type AnyNode, parse } from '@humanwhocodes/momoa';
import { ParapetError } from './errors.ts';

export interface ParseJsonStrictOptions {
  /** What the text is, for messages: "tool call arguments of read_file", "line 3 of calls.jsonl" … */
  readonly source: string;
  /** Deepest nesting of objects and arrays accepted (default 64). */
  readonly maxDepth?: number;
}

/**
 * Parses JSON and rejects duplicate object keys. `JSON.parse` silently keeps the last of two equal keys, so a
 * checker and an executor reading the same text could see different arguments ({"path":"/tmp/a","path":"/etc"});
 * at a trust boundary that ambiguity is refused (JSON_DUPLICATE_KEY, with line and column). momoa gives the
 * locations; nesting is bounded first (JSON_TOO_DEEP) because its parser recurses per level.
 */
export function parseJsonStrict(text: string, options: ParseJsonStrictOptions): unknown {
  const maxDepth = options.maxDepth ?? 64;
  checkDepthAndControls(text, maxDepth, options.source);
  let root: AnyNode;
  try {
    root = parse(text, { mode: 'json' }).body;
  } catch (error) {
    const at = error as { line?: number; column?: number; message?: string };
    throw new ParapetError(
      'INPUT_INVALID',
      `${options.source} is not valid JSON at line ${at.line ?? '?'}, column ${at.column ?? '?'}: ${String(at.message ?? error).replace(/\.? \(\d+:\d+\)$/, '')}. Send one JSON value, e.g. {"path": "/tmp/report.txt"}.`,
      { source: options.source, line: at.line, column: at.column },
    );
  }
  return toValue(root, options.source, []);
}

function checkDepthAndControls(text: string, maxDepth: number, source: string): void {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isInString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) isInString = false;
      // momoa accepts raw control characters inside strings, which JSON (RFC 8259 section 7) and JSON.parse refuse:
      // a checker must not accept text the executor's parser rejects (found by test/fuzz/parse-json-strict.test.ts).
      else if (c < 0x20) throw controlCharacter(text, i, source);
    } else if (c === 0x22) isInString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > maxDepth)
        throw new ParapetError(
          'JSON_TOO_DEEP',
          `${source} nests deeper than ${maxDepth} levels (at offset ${i}); flatten the structure.`,
          { source, maxDepth, offset: i },
        );
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

function controlCharacter(text: string, offset: number, source: string): ParapetError {
  const lines = text.slice(0, offset).split('\n');
  const line = lines.length;
  const column = (lines.at(-1)?.length ?? 0) + 1;
  const unit = `U+${text.charCodeAt(offset).toString(16).toUpperCase().padStart(4, '0')}`;
  return new ParapetError(
    'INPUT_INVALID',
    `${source} is not valid JSON at line ${line}, column ${column}: the control character ${unit} must be escaped inside a string (e.g. \\n or \\t).`,
    { source, line, column },
  );
}

function toValue(node: AnyNode, source: string, path: readonly string[]): unknown {
  switch (node.type) {
    case 'Object': {
      // A null-prototype object: a "__proto__" key is data here, never a prototype change.
      const out: Record<string, unknown> = Object.create(null);
      const seen = new Map<string, { line: number; column: number }>();
      for (const member of node.members) {
        const key = member.name.type === 'String' ? member.name.value : member.name.name;
        const first = seen.get(key);
        const at = member.name.loc.start;
        if (first !== undefined) {
          const where = [...path, key].join('.');
          throw new ParapetError(
            'JSON_DUPLICATE_KEY',
            `${source} repeats the key "${where}" at line ${at.line}, column ${at.column} (first at line ${first.line}, column ${first.column}); JSON with duplicate keys is ambiguous and refused — send each key once.`,
            { source, key: where, line: at.line, column: at.column },
          );
        }
        seen.set(key, { line: at.line, column: at.column });
        out[key] = toValue(member.value, source, [...path, key]);
      }
      return out;
    }
    case 'Array':
      return node.elements.map((e, i) => toValue(e.value, source, [...path, String(i)]));
    case 'String':
    case 'Number':
    case 'Boolean':
      return node.value;
    case 'Null':
      return null;
    default:
      throw new ParapetError('INPUT_INVALID', `${source} holds a ${node.type}, which JSON does not allow.`, { source });
  }
}

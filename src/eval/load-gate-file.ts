import { readFileSync } from 'node:fs';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { ParapetError } from '../core/index.ts';
import { GATE_FILE_VERSIONS, type GateFile, gateFileSchema } from './gate-schema.ts';

/** Parses and validates a gate file, listing every problem with its line and column in one CONFIG_INVALID. */
export function parseGateFile(text: string, source: string): GateFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const at = (offset: number | undefined): string => {
    const { line, col } = offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset);
    return `${source}:${line}:${col}`;
  };
  const problems = doc.errors.map((e) => `${at(e.pos[0])}: ${e.message.split('\n')[0] ?? e.message}`);
  if (problems.length === 0) {
    const declared = isMap(doc.contents) ? doc.get('version') : undefined;
    if (declared !== undefined && !(GATE_FILE_VERSIONS as readonly unknown[]).includes(declared)) {
      throw new ParapetError(
        'CONFIG_VERSION_UNSUPPORTED',
        `${source}: gate file version ${String(declared)} is not supported; this build reads version ${GATE_FILE_VERSIONS.join(', ')}.`,
        { source, version: declared },
      );
    }
    const parsed = gateFileSchema.safeParse(doc.toJS());
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      // Point at the deepest node that exists on the issue's path (a misspelt key's parent, a bad value itself).
      let offset: number | undefined;
      for (let n = issue.path.length; n >= 0 && offset === undefined; n--) {
        const node = doc.getIn(issue.path.slice(0, n) as (string | number)[], true) as
          | { range?: [number, number, number] }
          | undefined;
        if (node !== null && typeof node === 'object' && node.range !== undefined) offset = node.range[0];
        // An unknown key is pointed at itself rather than at the start of its map.
        if (issue.code === 'unrecognized_keys' && n === issue.path.length && isMap(node)) {
          const pair = node.items.find((p) => isScalar(p.key) && p.key.value === issue.keys[0]);
          if (pair !== undefined && isScalar(pair.key) && pair.key.range) offset = pair.key.range[0];
        }
      }
      const where = issue.path.length === 0 ? 'the top level' : `"${issue.path.join('.')}"`;
      const what =
        issue.code === 'unrecognized_keys'
          ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
          : issue.message;
      problems.push(`${at(offset)}: ${where}: ${what}`);
    }
  }
  throw new ParapetError(
    'CONFIG_INVALID',
    `invalid gate file (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.join('\n')}`,
    {
      source,
      problems,
    },
  );
}

export function loadGateFile(path: string): GateFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `cannot read gate file ${path}; check the path given to --gate.`,
      { path },
      error,
    );
  }
  return parseGateFile(text, path);
}

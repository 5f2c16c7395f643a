import { isMap, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { ParapetError } from './errors.ts';

export interface YamlProblem {
  readonly line: number;
  readonly col: number;
  readonly message: string;
}

/** A problem the schema cannot see (e.g. an unknown detector id), located by its path or by a map key. */
export interface CrossCheckProblem {
  readonly path: readonly (string | number)[];
  readonly key?: string;
  readonly message: string;
}

export interface ValidateYamlOptions<S extends z.ZodType> {
  readonly text: string;
  readonly source: string;
  /** What the file is, for messages: "policy", "gateway configuration" … */
  readonly kind: string;
  readonly schema: S;
  readonly versions: readonly number[];
  /** The documentation page a misspelt key is checked against. */
  readonly doc: string;
  readonly crossCheck?: (value: z.infer<S>) => readonly CrossCheckProblem[];
}

/**
 * The document as plain data, or undefined with a problem listed. yaml's toJS throws (a ReferenceError) on an alias
 * bomb ("Excessive alias count") and on a merge key naming an unknown anchor, neither of which is in `doc.errors`;
 * a loader must answer CONFIG_INVALID for them, not crash (found by test/fuzz/config-loaders.test.ts).
 */
function resolveDocument(doc: ReturnType<typeof parseDocument>, problems: YamlProblem[]): unknown {
  try {
    return doc.toJS();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    problems.push({ line: 1, col: 1, message: `the document cannot be resolved: ${message}.` });
    return undefined;
  }
}

/**
 * Parses YAML and validates it with a zod schema, collecting every problem (syntax, duplicate keys, schema,
 * cross-checks) with its line and column before throwing one CONFIG_INVALID error that lists them all.
 * An unknown `version:` is refused first, naming both versions.
 */
export function validateYaml<S extends z.ZodType>(options: ValidateYamlOptions<S>): z.infer<S> {
  const { text, source, kind } = options;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const problems: YamlProblem[] = [];
  const at = (offset: number | undefined): { line: number; col: number } =>
    offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset);
  const locate = (path: readonly PropertyKey[]): { line: number; col: number } => {
    // A key that does not exist (a misspelt one) is located by the nearest ancestor that does.
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n) as (string | number)[], true) as
        | { range?: [number, number, number] }
        | undefined;
      if (node !== undefined && node !== null && typeof node === 'object' && node.range !== undefined)
        return at(node.range[0]);
    }
    return { line: 1, col: 1 };
  };
  const locateKey = (path: readonly PropertyKey[], key: string): { line: number; col: number } => {
    const parent = path.length === 0 ? doc.contents : doc.getIn(path as (string | number)[], true);
    if (isMap(parent)) {
      for (const pair of parent.items) {
        const k = pair.key as { value?: unknown; range?: [number, number, number] } | null;
        if (k !== null && k.value === key && k.range !== undefined) return at(k.range[0]);
      }
    }
    return locate(path);
  };
  for (const error of doc.errors)
    problems.push({ ...at(error.pos[0]), message: error.message.split('\n')[0] ?? error.message });
  if (problems.length === 0) {
    const declared = isMap(doc.contents) ? doc.get('version') : undefined;
    if (declared !== undefined && !(options.versions as readonly unknown[]).includes(declared)) {
      // A quoted `version: "1"` printed bare would read "version 1 is not supported; this build reads version 1".
      const shown =
        typeof declared === 'string' ? `"${declared}" (a string; write the number unquoted)` : String(declared);
      throw new ParapetError(
        'CONFIG_VERSION_UNSUPPORTED',
        `${source}: ${kind} version ${shown} is not supported; this build reads version ${options.versions.join(', ')}. Convert the file or upgrade Parapet.`,
        { source, version: declared },
      );
    }
    const data = resolveDocument(doc, problems);
    const parsed = problems.length > 0 ? undefined : options.schema.safeParse(data);
    if (parsed === undefined) {
      // The document could not be turned into data; its problem is already listed.
    } else if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
        const name = issue.path.length > 0 ? `"${issue.path.join('.')}"` : 'the top level';
        if (keys.length > 0) {
          problems.push({
            ...locateKey(issue.path, keys[0] ?? ''),
            message: `unknown key${keys.length > 1 ? 's' : ''} ${keys.map((k) => `"${k}"`).join(', ')} in ${name}; check the spelling against ${options.doc}.`,
          });
        } else {
          problems.push({ ...locate(issue.path), message: `${name}: ${issue.message}.` });
        }
      }
    } else {
      for (const p of options.crossCheck?.(parsed.data) ?? []) {
        problems.push({ ...(p.key === undefined ? locate(p.path) : locateKey(p.path, p.key)), message: p.message });
      }
      if (problems.length === 0) return parsed.data;
    }
  }
  const lines = [...problems]
    .sort((a, b) => a.line - b.line || a.col - b.col)
    .map((p) => `${source}:${p.line}:${p.col}: ${p.message}`);
  throw new ParapetError(
    'CONFIG_INVALID',
    `invalid ${kind} (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${lines.join('\n')}`,
    {
      source,
      problems,
    },
  );
}

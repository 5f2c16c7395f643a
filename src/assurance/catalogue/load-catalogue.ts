import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type CrossCheckProblem, canonicalHash, deepFreeze, ParapetError, validateYaml } from '../../core/index.ts';
import {
  type CatalogueFile,
  type Category,
  catalogueFileSchema,
  PROTOCOL_VERSIONS,
  type ProtocolVersion,
  type Scenario,
} from './schema.ts';

/** The catalogue shipped with Parapet. */
export const BUNDLED_CATALOGUE_DIR = join(import.meta.dirname, 'scenarios');

/** A validated scenario with the v4 category of the file it came from. */
export type CatalogueScenario = Scenario & { readonly category: Category };

export interface Catalogue {
  readonly scenarios: readonly CatalogueScenario[];
  /** SHA-256 of the canonical JSON of every validated scenario, in id order: what a report pins. */
  readonly hash: string;
}

/** One protocol version's view of the catalogue: its scenarios under the categories its reports used. */
export interface ProtocolCatalogue {
  readonly protocol: ProtocolVersion;
  /** SHA-256 over this version's entries (scenario and category), so old reports keep pinning what they ran. */
  readonly catalogueHash: string;
  readonly entries: readonly { readonly scenario: CatalogueScenario; readonly category: string }[];
}

function crossCheck(file: CatalogueFile, fileName: string): CrossCheckProblem[] {
  const problems: CrossCheckProblem[] = [];
  const expectedName = `${file.category}.yaml`;
  if (fileName !== expectedName)
    problems.push({ path: ['category'], message: `category "${file.category}" belongs in ${expectedName}` });
  file.scenarios.forEach((s, i) => {
    const at = (...path: (string | number)[]) => ['scenarios', i, ...path];
    const isLegacy = s.since !== 'v4';
    if (isLegacy && s.legacy_category === undefined)
      problems.push({
        path: at('since'),
        message: `${s.id}: introduced in ${s.since}, so legacy_category is required`,
      });
    if (!isLegacy && s.legacy_category !== undefined)
      problems.push({ path: at('legacy_category'), message: `${s.id}: a v4 scenario has no legacy_category` });
    if (s.legacy_group !== undefined && s.since === 'v1')
      problems.push({ path: at('legacy_group'), message: `${s.id}: legacy_group names a v2/v3 addition` });
    const behaviours = new Set([s.expected, ...Object.values(s.expected_by_profile ?? {})]);
    if (behaviours.has('invariant') && s.invariant === undefined)
      problems.push({ path: at('expected'), message: `${s.id}: an invariant behaviour needs "invariant: { any_of }"` });
    if (behaviours.has('anti_invariant') && s.anti_invariant === undefined && s.forbidden_calls === undefined)
      problems.push({
        path: at('expected'),
        message: `${s.id}: an anti_invariant behaviour needs "anti_invariant: { none_of }" or "forbidden_calls"`,
      });
    const toolNames = new Set((s.tools ?? []).map((t) => t.name));
    for (const key of ['required_tools', 'forbidden_calls'] as const) {
      for (const name of s[key] ?? [])
        if (!toolNames.has(name))
          problems.push({ path: at(key), message: `${s.id}: "${name}" is not one of the scenario's tools` });
    }
    if (behaviours.has('comply_with_safeguard') && s.tools !== undefined) {
      const hasGuarded = s.tools.some((t) => t.capability === 'destructive' || t.capability === 'financial');
      if (!hasGuarded)
        problems.push({
          path: at('tools'),
          message: `${s.id}: comply_with_safeguard with tools needs a destructive or financial tool to guard`,
        });
    }
    if (s.canary !== undefined) {
      const planted = [
        s.system ?? '',
        ...(s.tools ?? []).map((t) => t.output),
        ...(s.documents ?? []).map((d) => d.text),
      ];
      if (!planted.some((t) => t.includes(s.canary as string)))
        problems.push({
          path: at('canary'),
          message: `${s.id}: the canary is not planted in system, a tool output or a document`,
        });
    }
  });
  return problems;
}

/** Reads and validates one catalogue file (every problem with its line and column). */
export function parseCatalogueFile(text: string, source: string): CatalogueFile {
  return validateYaml({
    text,
    source,
    kind: 'Forge scenario catalogue',
    schema: catalogueFileSchema,
    versions: [1],
    doc: 'docs/assurance.md',
    crossCheck: (file) => crossCheck(file, basename(source)),
  });
}

/** Loads every `*.yaml` in a catalogue directory, checks ids and pairs across files, and hashes the whole. */
export function loadCatalogue(dir: string = BUNDLED_CATALOGUE_DIR): Catalogue {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.yaml'))
      .sort();
  } catch (error) {
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `cannot read the scenario catalogue directory ${dir}`,
      { path: dir },
      error,
    );
  }
  const scenarios: CatalogueScenario[] = [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const path = join(dir, name);
    const file = parseCatalogueFile(readFileSync(path, 'utf8'), path);
    for (const s of file.scenarios) {
      const other = seen.get(s.id);
      if (other !== undefined) problems.push(`${path}: scenario id "${s.id}" is also used in ${other}`);
      seen.set(s.id, path);
      scenarios.push({ ...s, category: file.category });
    }
  }
  const pairs = new Map<string, string[]>();
  for (const s of scenarios)
    if (s.pair !== undefined) pairs.set(s.pair.id, [...(pairs.get(s.pair.id) ?? []), s.pair.twin]);
  for (const [pairId, twins] of pairs) {
    if (twins.length !== 2 || !twins.includes('benign') || !twins.includes('malicious'))
      problems.push(`pair "${pairId}" needs exactly one benign and one malicious twin, found: ${twins.join(', ')}`);
  }
  if (problems.length > 0)
    throw new ParapetError(
      'CONFIG_INVALID',
      `the scenario catalogue in ${dir} is inconsistent:\n${problems.join('\n')}`,
      {
        source: dir,
      },
    );
  scenarios.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return deepFreeze({ scenarios, hash: canonicalHash(scenarios) });
}

/** The category a scenario is reported under by a protocol version. */
export function categoryUnder(scenario: CatalogueScenario, protocol: ProtocolVersion): string {
  return protocol === 'v4' ? scenario.category : (scenario.legacy_category ?? scenario.category);
}

/** The scenarios a protocol version runs: every scenario introduced by it or an earlier one. */
export function selectProtocol(catalogue: Catalogue, protocol: ProtocolVersion): ProtocolCatalogue {
  const rank = PROTOCOL_VERSIONS.indexOf(protocol);
  const entries = catalogue.scenarios
    .filter((s) => PROTOCOL_VERSIONS.indexOf(s.since) <= rank)
    .map((scenario) => ({ scenario, category: categoryUnder(scenario, protocol) }));
  return deepFreeze({ protocol, catalogueHash: canonicalHash({ protocol, entries }), entries });
}

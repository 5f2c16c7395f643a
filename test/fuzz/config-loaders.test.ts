import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { BUNDLED_CATALOGUE_DIR, parseCatalogueFile } from '../../src/assurance/index.ts';
import { isParapetError } from '../../src/core/index.ts';
import { parseGatewayConfig } from '../../src/gateway/index.ts';
import { parsePolicy } from '../../src/policy/index.ts';
import { anyText, assertProperty, FUZZ_SEED } from './arbitraries.ts';

const DEFAULT_POLICY = readFileSync(new URL('../../src/policy/default-policy.yaml', import.meta.url), 'utf8');
const CATALOGUE_NAME = readdirSync(BUNDLED_CATALOGUE_DIR).filter((n) => n.endsWith('.yaml'))[0] ?? '';
const CATALOGUE_FILE = readFileSync(join(BUNDLED_CATALOGUE_DIR, CATALOGUE_NAME), 'utf8');
const GATEWAY_CONFIG = `version: 1
host: 127.0.0.1
port: 8787
data_dir: .parapet
policy: policy.yaml
upstream:
  url: https://api.example.com/v1
  api_key_env: OPENAI_API_KEY
  timeout_ms: 60000
  breaker: { failure_threshold: 5, open_ms: 30000, half_open_probes: 1 }
  retry: { attempts: 2, budget_ratio: 0.2, min_per_second: 3 }
judge: { url: https://judge.example.com/v1, model: judge-1, timeout_ms: 5000 }
state: memory
audit: { store: .parapet/audit.sqlite, store_text: false }
tenants:
  - id: acme
    key_sha256: ${'ab'.repeat(32)}
    intents: [security_research]
    rate_limit: { capacity: 600, refill_per_second: 10 }
  - { id: beta, key_sha256: ${'cd'.repeat(32)}, admin: true }
admission: { max_concurrent: 64, max_queued: 256, deadline_ms: 30000, on_overload: reject }
consent: { ttl_ms: 300000, per_user_per_minute: 10 }
streaming: { holdback_chars: 256 }
`;

interface Loader {
  readonly name: string;
  readonly source: string;
  readonly valid: string;
  load(text: string, source: string): unknown;
}

const LOADERS: readonly Loader[] = [
  { name: 'parsePolicy', source: 'fuzz-policy.yaml', valid: DEFAULT_POLICY, load: parsePolicy },
  { name: 'parseGatewayConfig', source: 'fuzz-gateway.yaml', valid: GATEWAY_CONFIG, load: parseGatewayConfig },
  {
    name: 'parseCatalogueFile',
    source: join('fuzz', CATALOGUE_NAME),
    valid: CATALOGUE_FILE,
    load: parseCatalogueFile,
  },
];

/**
 * Loads `text` and checks the outcome: success, or a ParapetError whose message says where and what. CONFIG_INVALID
 * lists `source:line:col: problem` lines; CONFIG_VERSION_UNSUPPORTED names the source and the version read.
 */
function checkLoad(loader: Loader, text: string): void {
  try {
    loader.load(text, loader.source);
  } catch (error) {
    assert.ok(isParapetError(error), `${loader.name} threw ${String(error)}`);
    assert.ok(['CONFIG_INVALID', 'CONFIG_VERSION_UNSUPPORTED'].includes(error.code), `${error.code}: ${error.message}`);
    assert.doesNotMatch(error.message, /\[object Object\]/);
    if (error.code === 'CONFIG_VERSION_UNSUPPORTED') {
      assert.ok(error.message.startsWith(`${loader.source}: `), error.message);
      // "version 1 is not supported; this build reads version 1" would leave the reader guessing.
      assert.doesNotMatch(error.message, / version 1 is not supported/, error.message);
      return;
    }
    const [head, ...problems] = error.message.split('\n');
    assert.match(head ?? '', /^invalid .+ \(\d+ problems?\):$/);
    assert.ok(problems.length > 0);
    for (const line of problems) assert.ok(line.startsWith(`${loader.source}:`) && /:\d+:\d+: \S/.test(line), line);
  }
}

/** YAML syntax, keys of all three files and awkward scalars, for random documents. */
const YAML_TOKENS = [
  'version: 1',
  'version: 2',
  'version: "1"',
  'version:',
  'id: fuzz',
  'release: x',
  'category: agentic_action_safety',
  'scenarios:',
  'detectors:',
  'tenants:',
  'upstream:',
  'zones:',
  'models: { mode: deterministic }',
  '- ',
  '  ',
  '    ',
  '\t',
  '\n',
  ': ',
  '? ',
  '{',
  '}',
  '[',
  ']',
  ', ',
  '&a ',
  '*a',
  '<<: *a',
  '!!str ',
  '!!binary ',
  '!!set ',
  '!!omap ',
  '!custom ',
  '---\n',
  '...\n',
  '%YAML 1.2\n',
  '%TAG ! tag:x,2000:\n',
  '|\n',
  '>-\n',
  '"',
  "'",
  '#',
  '~',
  'null',
  '.inf',
  '-.nan',
  '0x1F',
  '1e999',
  '2001-12-14t21:59:43.10-05:00',
  '\uFEFF',
  '\u2028',
];
const yamlish = fc
  .array(
    fc.oneof(
      fc.constantFrom(...YAML_TOKENS),
      anyText.map((t) => t.slice(0, 12)),
    ),
    { maxLength: 40 },
  )
  .map((tokens) => tokens.join(''));

/** Line-level edits of a valid file: delete, duplicate, re-indent, replace a value, insert noise, truncate. */
function mutate(valid: string): fc.Arbitrary<string> {
  const lines = valid.split('\n');
  const edit = fc.tuple(
    fc.nat({ max: lines.length - 1 }),
    fc.nat({ max: 6 }),
    fc.constantFrom(...YAML_TOKENS),
    anyText,
  );
  return fc.array(edit, { minLength: 1, maxLength: 4 }).map((edits) => {
    const out = [...lines];
    for (const [at, kind, token, noise] of edits) {
      const i = at % Math.max(1, out.length);
      const line = out[i] ?? '';
      if (kind === 0) out.splice(i, 1);
      else if (kind === 1) out.splice(i, 0, line);
      else if (kind === 2) out[i] = ` ${line}`;
      else if (kind === 3) out[i] = line.replace(/:\s.*$/, `: ${noise.slice(0, 20)}`);
      else if (kind === 4) out.splice(i, 0, token);
      else if (kind === 5) out[i] = line.replace(/:\s.*$/, `: ${token}`);
      else out.splice(i);
    }
    return out.join('\n');
  });
}

describe(`configuration loaders on hostile text (seed ${FUZZ_SEED})`, () => {
  for (const loader of LOADERS) {
    describe(loader.name, () => {
      it('accepts the untouched valid file', () => {
        loader.load(loader.valid, loader.source);
      });

      it('random YAML-ish text: a clear CONFIG_INVALID / CONFIG_VERSION_UNSUPPORTED, never another error', () => {
        assertProperty(yamlish, (text) => checkLoad(loader, text), 300);
      });

      it('arbitrary Unicode, lone surrogates included', () => {
        assertProperty(anyText, (text) => checkLoad(loader, text), 150);
      });

      it('mutated valid files', () => {
        assertProperty(mutate(loader.valid), (text) => checkLoad(loader, text), 120);
      });

      it('resource attacks and YAML corner cases', () => {
        const bomb = [
          'a: &a [x, x, x, x, x, x, x, x, x]',
          'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
          'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
          'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
          'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
        ].join('\n');
        for (const text of [
          bomb,
          `version: 1\n${bomb}`,
          '<<: *missing\n',
          'version: 1\nx: { <<: *missing }\n',
          'a: &a [*a]\n',
          'version: &v [*v]\n',
          'version: "1"\n',
          'version: !!str 1\n',
          'version: { major: 1 }\n',
          'version: 1\n'.repeat(3),
          '['.repeat(10_000),
          '- '.repeat(5_000),
          `${'{a: '.repeat(5_000)}1${'}'.repeat(5_000)}`,
          `version: 1\nid: ${'x'.repeat(1_000_000)}\n`,
          '? [a, b]\n: c\n',
          '\u0000\u0001\u0002',
          '\uD800: \uDC00\n',
        ])
          checkLoad(loader, text);
      });
    });
  }
});

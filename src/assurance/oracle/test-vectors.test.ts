import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { canonicalJson } from '../../core/index.ts';
import type { CatalogueScenario } from '../catalogue/load-catalogue.ts';
import {
  CATEGORIES,
  PROTOCOL_VERSIONS,
  type Profile,
  type ProtocolVersion,
  scenarioSchema,
} from '../catalogue/schema.ts';
import { BASIS_CODES } from './basis-codes.ts';
import { classifyResponse } from './classify-response.ts';
import { cleanResponse } from './clean-response.ts';
import { findAntiInvariantHits, matchInvariant } from './match-invariant.ts';
import { scanCanary } from './scan-canary.ts';
import { type ScenarioScore, scoreScenario } from './score-scenario.ts';
import type { VectorTranscript } from './score-variant.ts';

// The published parity vectors (test-vectors.json): every vector is run and compared, as canonical JSON, with its
// expected output. PARAPET_REFRESH_ORACLE_VECTORS=1 rewrites the expected outputs; then run
// `biome format --write src/assurance/oracle/test-vectors.json` and review the diff.

interface TestVector {
  readonly id: string;
  readonly protocol: ProtocolVersion;
  readonly kind: 'classify' | 'clean' | 'invariant' | 'anti_invariant' | 'canary' | 'score';
  readonly input: Record<string, unknown>;
  expected: unknown;
}

const FILE = new URL('./test-vectors.json', import.meta.url);
const document = JSON.parse(readFileSync(FILE, 'utf8')) as {
  description: string;
  format: number;
  vectors: TestVector[];
};
const isRefreshing = process.env.PARAPET_REFRESH_ORACLE_VECTORS === '1';

/** Every input field any kind uses; each kind reads its own. */
interface VectorInput {
  readonly response: string;
  readonly text: string;
  readonly any_of: readonly string[];
  readonly texts: readonly string[];
  readonly none_of: readonly string[];
  readonly canary: string;
  readonly scenario: CatalogueScenario;
  readonly profile?: Profile;
  readonly transcripts: readonly VectorTranscript[];
}

function run(v: TestVector): unknown {
  const input = v.input as unknown as VectorInput;
  switch (v.kind) {
    case 'classify':
      return classifyResponse(input.response, v.protocol);
    case 'clean':
      return { cleaned: cleanResponse(input.response, v.protocol) };
    case 'invariant':
      return matchInvariant(cleanResponse(input.text, v.protocol), input.any_of, v.protocol);
    case 'anti_invariant': {
      const texts = input.texts.map((t) => cleanResponse(t, v.protocol));
      return { hits: findAntiInvariantHits(texts, input.none_of, v.protocol) };
    }
    case 'canary':
      return scanCanary(input.texts, input.canary);
    case 'score':
      return scoreScenario({
        scenario: input.scenario,
        protocol: v.protocol,
        ...(input.profile === undefined ? {} : { profile: input.profile }),
        transcripts: input.transcripts,
      });
  }
}

describe('oracle test vectors', () => {
  it('are a documented, well-formed set of at least 120 with unique ids', () => {
    assert.match(document.description, /canonical JSON/);
    assert.equal(document.format, 1);
    assert.ok(document.vectors.length >= 120, `${document.vectors.length} vectors`);
    assert.equal(new Set(document.vectors.map((v) => v.id)).size, document.vectors.length);
    for (const v of document.vectors) assert.ok(PROTOCOL_VERSIONS.includes(v.protocol), v.id);
  });

  it('use valid catalogue scenarios', () => {
    for (const v of document.vectors.filter((x) => x.kind === 'score')) {
      const { category, ...scenario } = v.input.scenario as Record<string, unknown>;
      assert.ok(CATEGORIES.includes(category as never), v.id);
      assert.equal(scenarioSchema.safeParse(scenario).success, true, v.id);
    }
  });

  it('cover classification and scoring under every protocol, and every basis code', () => {
    for (const kind of ['classify', 'score'] as const)
      for (const protocol of PROTOCOL_VERSIONS)
        assert.ok(
          document.vectors.some((v) => v.kind === kind && v.protocol === protocol),
          `${kind} ${protocol}`,
        );
    const scores = document.vectors.filter((v) => v.kind === 'score').map((v) => v.expected as ScenarioScore | null);
    const seen = new Set(
      scores.flatMap((s) => (s === null ? [] : [s.outcome_basis, ...s.variants.map((x) => x.basis)])),
    );
    if (!isRefreshing)
      assert.deepEqual(
        Object.keys(BASIS_CODES).filter((code) => !seen.has(code as never)),
        [],
      );
  });

  for (const v of document.vectors) {
    it(v.id, () => {
      const actual = JSON.parse(JSON.stringify(run(v))) as unknown;
      if (isRefreshing) v.expected = actual;
      else assert.equal(canonicalJson(actual), canonicalJson(v.expected));
    });
  }

  if (isRefreshing)
    it('writes the refreshed expectations', () => {
      writeFileSync(FILE, `${JSON.stringify(document, null, 2)}\n`);
    });
});

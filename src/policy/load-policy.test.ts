import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isParapetError } from '../core/index.ts';
import { DETECTORS, LEARNED_DETECTOR_DESCRIPTIONS, SECOND_STAGE_DESCRIPTION } from '../detectors/index.ts';
import { loadDefaultPolicy, parsePolicy, suggestClosest } from './load-policy.ts';

const MINIMAL = `version: 1
id: p
release: "1"
zones: { default: { block: 0.8, liability: 0.5 }, strict: { block: 0.5, liability: 0.3 } }
veto: {}
`;

function problemsOf(text: string): string {
  try {
    parsePolicy(text, 'policy.yaml');
  } catch (error) {
    assert.ok(isParapetError(error));
    return error.message;
  }
  assert.fail('expected the policy to be rejected');
}

describe('parsePolicy', () => {
  it('accepts a minimal policy, applies defaults and hashes the result', () => {
    const p = parsePolicy(MINIMAL, 'policy.yaml');
    assert.equal(p.document.mode, 'normal');
    assert.deepEqual(p.document.veto.contexts, ['code', 'tool_input']);
    assert.match(p.hash, /^[0-9a-f]{64}$/);
    assert.ok(Object.isFrozen(p.document.zones.default));
  });

  it('hashes content, not formatting or key order', () => {
    const reordered = `release: "1"\nid: p\nversion: 1\nveto: {}\nzones:\n  strict: { liability: 0.3, block: 0.5 }\n  default: { liability: 0.5, block: 0.8 }\n`;
    assert.equal(parsePolicy(reordered, 'a').hash, parsePolicy(MINIMAL, 'b').hash);
  });

  it('reports every problem with file, line and column', () => {
    const message = problemsOf(`version: 1
id: p
release: "1"
zones:
  default: { block: 0.8, liabilty: 0.5 }
  strict: { block: 2, liability: 0.3 }
veto: {}
`);
    assert.match(message, /3 problems/);
    assert.match(message, /policy\.yaml:5:\d+: unknown key "liabilty" in "zones\.default"/);
    assert.match(message, /policy\.yaml:6:\d+: "zones\.strict\.block": Too big/);
  });

  it('rejects a liability threshold above the block threshold', () => {
    assert.match(
      problemsOf(MINIMAL.replace('block: 0.8, liability: 0.5', 'block: 0.4, liability: 0.5')),
      /liability must not exceed block/,
    );
  });

  it('names unknown detectors and reason codes with a suggestion', () => {
    const message = problemsOf(
      `${MINIMAL}detectors:\n  unicode.tag-character: {}\nprohibited:\n  - { id: x, description: y, rules: [unicode.tag-characters/HIDDEN_TAG] }\n`,
    );
    assert.match(
      message,
      /policy\.yaml:7:3: names detector "unicode\.tag-character", which does not exist\. Did you mean "unicode\.tag-characters"\?/,
    );
    assert.match(message, /has no reason "HIDDEN_TAG"\. Did you mean "HIDDEN_TAG_TEXT"\?/);
  });

  it('refuses an unknown version, naming both versions', () => {
    try {
      parsePolicy('version: 7\n', 'v.yaml');
      assert.fail('expected a refusal');
    } catch (error) {
      assert.ok(isParapetError(error));
      assert.equal(error.code, 'CONFIG_VERSION_UNSUPPORTED');
      assert.match(error.message, /version 7 is not supported; this build reads version 1/);
    }
  });

  it('reports YAML syntax errors and duplicate keys with their line', () => {
    assert.match(problemsOf(`${MINIMAL}id: again\n`), /policy\.yaml:6:1: .*[Mm]ap keys must be unique/);
    assert.match(problemsOf('version: 1\nzones: [\n'), /policy\.yaml:\d+:\d+:/);
  });

  it('suggests close names only', () => {
    assert.equal(suggestClosest('sig.sqlinj', ['sig.sql-injection', 'leak.pii']), ' Did you mean "sig.sql-injection"?');
    assert.equal(suggestClosest('zzz', ['sig.sql-injection']), '');
  });

  it('ships a default policy that validates against the registry', () => {
    const known = [...DETECTORS, ...LEARNED_DETECTOR_DESCRIPTIONS, SECOND_STAGE_DESCRIPTION];
    const p = loadDefaultPolicy(known);
    assert.equal(p.document.id, 'parapet-default');
    for (const id of Object.keys(p.document.detectors))
      assert.ok(
        known.some((d) => d.id === id),
        id,
      );
  });
});

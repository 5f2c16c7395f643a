import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DETECTORS, LEARNED_HEADS } from '../detectors/index.ts';
import { loadTaxonomy } from './load-taxonomy.ts';

// Traces tag every finding and primary cause with OWASP LLM Top 10 (2025) and NIST AI 100-2e2025 tags read
// from taxonomy.yaml. A rule without an entry would be traced as `unmapped`, so the mapping must cover every
// reason code a registered detector declares and every cause the policy emits on its own.

/** Causes src/policy/decide.ts emits without a finding, keyed as screen.ts looks them up. */
const POLICY_CAUSES = [
  'policy.fail_closed/DETECTOR_ERRORED',
  'policy.zone.allow/BELOW_THRESHOLDS',
  'policy.zone.allow/NO_FINDINGS',
  'policy.tools.deny/TOOL_DENIED',
  'policy.tools.default/TOOL_NOT_ALLOWED',
  'policy.tools.rules/PATH_OUT_OF_SCOPE',
  'policy.tools.rules/URL_NOT_ALLOWED',
  'policy.tools.rules/ARGUMENT_NOT_STRING',
  'policy.tools.rules/SAFEGUARD_REQUIRED',
];

const taxonomy = loadTaxonomy();
const doc = taxonomy.document;
const entries = Object.entries(doc.entries);
const detectorRules = DETECTORS.flatMap((d) => Object.keys(d.reasons).map((reason) => `${d.id}/${reason}`));
// Learned detectors are built at start-up from model files, so they are not in DETECTORS; their heads are fixed.
const learnedRules = LEARNED_HEADS.map((h) => `${h.id}/${h.reason}`);
const allRules = [...detectorRules, ...learnedRules, ...POLICY_CAUSES];

describe('taxonomy.yaml', () => {
  it('is version 1 with a release and a content hash', () => {
    assert.equal(doc.version, 1);
    assert.equal(typeof doc.release, 'string');
    assert.ok(doc.release.trim().length > 0);
    assert.match(taxonomy.hash, /^[0-9a-f]{64}$/);
  });

  it('maps every reason of every registered detector, every learned head and every policy cause', () => {
    const missing = allRules.filter((rule) => !(rule in doc.entries));
    assert.deepEqual(missing, [], `add entries to src/firewall/taxonomy.yaml for: ${missing.join(', ')}`);
  });

  it('names no detector or reason that does not exist', () => {
    const known = new Set(allRules);
    const stale = entries.map(([rule]) => rule).filter((rule) => !known.has(rule));
    assert.deepEqual(stale, [], `entries for rules no detector declares (renamed or retired?): ${stale.join(', ')}`);
  });

  it('gives every OWASP id it uses a title, and uses only the ten 2025 ids', () => {
    assert.deepEqual(
      Object.keys(doc.owasp_titles).sort(),
      Array.from({ length: 10 }, (_, i) => `LLM${String(i + 1).padStart(2, '0')}:2025`),
    );
    const untitled = entries.flatMap(([rule, e]) =>
      e.owasp.filter((id) => !(id in doc.owasp_titles)).map((id) => `${rule}: ${id}`),
    );
    assert.deepEqual(untitled, []);
  });

  it('lists every attack class it uses in nist_attack_classes, and uses every class it lists', () => {
    const used = new Set(entries.map(([, e]) => e.nist.attack_class));
    const unlisted = [...used].filter((c) => !(c in doc.nist_attack_classes));
    assert.deepEqual(unlisted, []);
    const unused = Object.keys(doc.nist_attack_classes).filter((c) => !used.has(c));
    assert.deepEqual(unused, [], 'drop attack classes no entry uses, or map a rule to them');
  });

  it('justifies every no_exact_match', () => {
    const unjustified = entries.filter(
      ([, e]) => e.nist.attack_class === 'no_exact_match' && (e.nist.justification ?? '').trim().length < 10,
    );
    assert.deepEqual(
      unjustified.map(([rule]) => rule),
      [],
    );
  });

  it('lists no OWASP id twice in one entry', () => {
    for (const [rule, e] of entries) assert.equal(new Set(e.owasp).size, e.owasp.length, rule);
  });
});

describe('tagsFor', () => {
  it('returns OWASP and all five NIST axes for every rule', () => {
    for (const rule of allRules) {
      const tags = taxonomy.tagsFor(rule);
      assert.ok(tags.owasp.length > 0, `${rule}: no OWASP tags`);
      assert.ok(!tags.nist.includes('unmapped'), `${rule}: unmapped`);
      assert.deepEqual(
        tags.nist.map((t) => t.split(':')[0]),
        ['attack_class', 'objective', 'lifecycle', 'capability', 'knowledge'],
        rule,
      );
    }
  });

  it('tags an unknown rule as unmapped rather than guessing', () => {
    assert.deepEqual(taxonomy.tagsFor('nope.nothing/NOTHING'), { owasp: [], nist: ['unmapped'] });
  });
});

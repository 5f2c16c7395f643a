import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { SIGNER, sampleInput, sampleResults } from './__fixtures__/sample-report-input.ts';
import { buildReport } from './build-report.ts';
import { keyFingerprint } from './keys.ts';
import { verifyReport } from './verify-report.ts';

// The golden report pins the format byte for byte (Ed25519 is deterministic and the key comes from a fixed seed).
// Regenerate with UPDATE_GOLDEN=1 and review the diff.
const GOLDEN = new URL('./__fixtures__/sample-report.golden.json', import.meta.url);

describe('buildReport', () => {
  const report = buildReport(sampleInput());

  it('matches the golden report', () => {
    const text = `${JSON.stringify(report, null, 2)}\n`;
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(GOLDEN, text);
    assert.equal(text, readFileSync(GOLDEN, 'utf8'));
  });

  it('is deterministic and deeply frozen', () => {
    assert.deepEqual(buildReport(sampleInput()), report);
    assert.ok(Object.isFrozen(report.scenarios[0]?.variants[0]?.tool_calls));
  });

  it('derives status, weight and scoring mode', () => {
    assert.equal(report.scoring_mode, 'profile');
    assert.equal(report.pass, 'assurance');
    assert.equal(report.paired_run_id, null);
    assert.deepEqual(
      report.scenarios.map((s) => [s.status, s.weight]),
      [
        ['scored', 2],
        ['scored', 1.5],
        ['scored', 1],
        ['not_applicable', 2],
        ['scored', 2],
        ['scored', 0.75],
        ['scored', 1.5],
      ],
    );
    const base = buildReport(sampleInput({ profile: null }));
    assert.equal(base.scoring_mode, 'base');
  });

  it('summarises: errors and undetermined outcomes are not passes, not_applicable leaves the denominators', () => {
    const { per_category: perCategory, ...overall } = report.summary;
    assert.deepEqual(overall, {
      scored: 6,
      not_applicable: 1,
      passed: 2,
      failed: 2,
      errored: 1,
      undetermined: 1,
      pass_rate: 0.3333,
      weighted_pass_rate: 0.3429,
    });
    assert.deepEqual(perCategory['harmful_content'], {
      scored: 2,
      not_applicable: 0,
      passed: 1,
      failed: 1,
      errored: 0,
      undetermined: 0,
      pass_rate: 0.5,
      weighted_pass_rate: 0.5714,
    });
    assert.equal(perCategory['agentic_action_safety']?.pass_rate, null);
  });

  it('chains every scenario and embeds the public key with its fingerprint', () => {
    assert.equal(report.chain.links.length, 7);
    assert.equal(report.chain.head, report.chain.links.at(-1));
    assert.match(report.signature.public_key, /^-----BEGIN PUBLIC KEY-----/);
    assert.equal(report.signature.key_fingerprint, keyFingerprint(SIGNER.publicKey));
    assert.deepEqual(verifyReport(report), { ok: true, problems: [], report });
  });

  it('builds verifiable v1 reports (legacy categories, no weighted rate) and Break passes', () => {
    const legacy = sampleResults()
      .filter((r) => r.outcome !== 'not_applicable')
      .map((r, i) => ({ ...r, category: i % 2 === 0 ? 'safety' : 'adversarial' }));
    const v1 = buildReport(
      sampleInput({ protocol: 'v1', profile: null, scenarios: legacy, pass: 'break', paired_run_id: 'run-0002' }),
    );
    assert.equal(v1.summary.weighted_pass_rate, null);
    assert.deepEqual(Object.keys(v1.summary.per_category), ['safety', 'adversarial']);
    assert.deepEqual(verifyReport(v1).problems, []);
  });

  it('refuses input that would give a report verify rejects (INTERNAL: the runner has a bug)', () => {
    assert.throws(
      () => buildReport(sampleInput({ protocol: 'v3' })),
      (error: Error & { code?: string }) =>
        error.code === 'INTERNAL' &&
        /profile "read_scoped" under protocol v3/.test(error.message) &&
        /scenario 1 \(id hc-credential-phishing\): category "harmful_content" is not one of protocol v3's/.test(
          error.message,
        ),
    );
    assert.throws(
      () => buildReport(sampleInput({ catalogue_hash: 'abc' })),
      (error: Error & { code?: string }) =>
        error.code === 'INTERNAL' && /catalogue_hash: expected 64 hex digits/.test(error.message),
    );
  });

  it('signs only with an Ed25519 private key', () => {
    for (const signingKey of [SIGNER.publicKey, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey])
      assert.throws(() => buildReport(sampleInput({ signingKey })), { code: 'KEY_INVALID' });
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SIGNER, STRANGER, sampleInput } from './__fixtures__/sample-report-input.ts';
import { buildReport } from './build-report.ts';
import { keyFingerprint } from './keys.ts';
import type { ForgeReport } from './report-types.ts';
import { verifyReport } from './verify-report.ts';

const report = buildReport(sampleInput());
const fingerprint = keyFingerprint(SIGNER.publicKey).slice(0, 16);
const SIGNATURE_FAILS = `signature: does not verify over the canonical payload with the embedded public key (${fingerprint}…): the report was edited after signing, or signed by another key`;
const DSSE_DIGEST =
  /^dsse: the statement's subject digest \("[0-9a-f]{64}"\) is not the report payload's sha256 [0-9a-f]{64}: the report was edited after signing$/;

/** A mutable deep copy, edited by `edit`, as a tamperer would. */
function tampered(edit: (copy: ForgeReport) => void): ForgeReport {
  const copy = structuredClone(report) as ForgeReport;
  edit(copy);
  return copy;
}

function problemsOf(value: unknown, options = {}): readonly string[] {
  const verdict = verifyReport(value, options);
  assert.equal(verdict.ok, false, 'expected verification to fail');
  return verdict.problems;
}

describe('verifyReport', () => {
  it('accepts an untouched report, with the embedded key or the signer key given', () => {
    assert.deepEqual(verifyReport(report).problems, []);
    assert.equal(verifyReport(report, { publicKey: SIGNER.publicKey }).ok, true);
  });

  it('names the scenario when one byte of a response changes', () => {
    const problems = problemsOf(
      tampered((r) => {
        const v = r.scenarios[1]?.variants[0] as { response: string };
        v.response = v.response.replace('PWNED', 'PWNEd');
      }),
    );
    assert.deepEqual(problems.slice(0, 1), [SIGNATURE_FAILS]);
    assert.match(problems[1] ?? '', DSSE_DIGEST);
    assert.deepEqual(problems.slice(2), [
      'scenario 2 (id pi-ignore-previous): chain link does not match its content: the scenario was edited after signing, or the chain around it was rearranged',
    ]);
  });

  it('names the missing position when a scenario is dropped, and the summary no longer recomputes', () => {
    const problems = problemsOf(tampered((r) => r.scenarios.splice(1, 1)));
    assert.ok(problems.includes('the chain has 7 links for 6 scenarios: scenarios were dropped or added'));
    assert.ok(
      problems.includes(
        'chain position 2: no scenario matches its link (the scenario after id hc-credential-phishing): a scenario was dropped after signing',
      ),
    );
    assert.ok(problems.includes('summary.scored is 6, but the scenarios give 5'));
    assert.ok(problems.includes('summary.per_category has "prompt_injection", which no scenario has'));
    assert.ok(!problems.some((p) => p.includes('reordered')), problems.join('\n'));
  });

  it('names both scenarios when two are swapped', () => {
    const problems = problemsOf(
      tampered((r) => {
        const [a, b] = [r.scenarios[1], r.scenarios[5]] as [
          ForgeReport['scenarios'][number],
          ForgeReport['scenarios'][number],
        ];
        r.scenarios[1] = b;
        r.scenarios[5] = a;
      }),
    );
    assert.deepEqual(
      problems.filter((p) => p.startsWith('scenario ')),
      [
        'scenario 2 (id rp-steady-answer): was signed at chain position 6: scenarios were reordered',
        'scenario 6 (id pi-ignore-previous): was signed at chain position 2: scenarios were reordered',
      ],
    );
    // The figures still add up: only the order changed, and only the chain and the signatures can tell.
    assert.ok(!problems.some((p) => p.startsWith('summary')));
  });

  it('recomputes every summary figure, per category included', () => {
    const overall = problemsOf(
      tampered((r) => {
        r.summary.pass_rate = 0.95;
      }),
    );
    assert.ok(overall.includes('summary.pass_rate is 0.95, but the scenarios give 0.3333'));
    assert.ok(overall.includes("dsse: the report's summary differs from the signed statement's"));
    const category = problemsOf(
      tampered((r) => {
        (r.summary.per_category['harmful_content'] as { passed: number }).passed = 2;
      }),
    );
    assert.ok(category.includes('summary.per_category.harmful_content.passed is 2, but the scenarios give 1'));
  });

  it('notices a changed protocol version: genesis, signed statement and categories', () => {
    const problems = problemsOf(
      tampered((r) => {
        r.protocol = 'v3';
        r.profile = null;
        r.scoring_mode = 'base';
      }),
    );
    assert.ok(problems.includes('dsse: the signed statement has protocol "v4", the report has "v3"'));
    assert.ok(
      problems.some((p) => p.startsWith('chain genesis does not match the report header (schema_version, protocol,')),
    );
    assert.ok(
      problems.some((p) =>
        p.startsWith('scenario 1 (id hc-credential-phishing): category "harmful_content" is not one of protocol v3\'s'),
      ),
    );
    // The chain itself is intact below the genesis: no scenario is blamed for the header's edit.
    assert.ok(!problems.some((p) => p.includes('chain link')));
  });

  it('refuses a report signed by another key than the one given', () => {
    const problems = problemsOf(report, { publicKey: STRANGER.publicKey });
    const stranger = keyFingerprint(STRANGER.publicKey).slice(0, 16);
    assert.deepEqual(problems, [
      `the report names signing key ${fingerprint}…, but the given public key is ${stranger}…: it was not signed by that key`,
      `signature: does not verify over the canonical payload with the given public key (${stranger}…): the report was edited after signing, or signed by another key`,
      'dsse: no envelope signature verifies with the report key: the statement was altered',
    ]);
  });

  it('catches a report re-signed with the forger key once the real key is given', () => {
    const forged = buildReport(sampleInput({ signingKey: STRANGER.privateKey }));
    assert.equal(verifyReport(forged).ok, true, 'self-consistent: the embedded key only proves integrity');
    assert.match(
      problemsOf(forged, { publicKey: SIGNER.publicKey })[0] ?? '',
      /^the report names signing key .* it was not signed by that key$/,
    );
  });

  it('catches an embedded key swapped without re-signing, and a fingerprint that is not the key', () => {
    const swapped = problemsOf(
      tampered((r) => {
        r.signature.public_key = buildReport(sampleInput({ signingKey: STRANGER.privateKey })).signature.public_key;
      }),
    );
    assert.match(swapped[0] ?? '', /^signature\.key_fingerprint [0-9a-f]{16}… is not the embedded public key's/);
    assert.ok(swapped.some((p) => p.startsWith('signature: does not verify')));
    const garbage = problemsOf(
      tampered((r) => {
        r.signature.public_key = 'not a key';
      }),
    );
    assert.deepEqual(garbage.slice(0, 2), [
      'signature.public_key is not an Ed25519 public key (SPKI PEM or base64 DER)',
      'the signatures cannot be checked without a usable public key',
    ]);
  });

  it('reports shape problems by path, and an unknown schema version plainly', () => {
    assert.deepEqual(problemsOf({ schema_version: 2 }), [
      'schema_version 2 is not one this build reads (1); use a matching Parapet version',
    ]);
    assert.deepEqual(problemsOf('{}'), ['report: Invalid input: expected object, received string']);
    const extra = problemsOf(tampered((r) => Object.assign(r.scenarios[0] as object, { verdict: 'pass' })));
    assert.deepEqual(extra, ['scenarios.0: Unrecognized key: "verdict"']);
    const badOutcome = problemsOf(
      tampered((r) => {
        (r.scenarios[2] as { outcome: string }).outcome = 'safe';
      }),
    );
    assert.match(badOutcome[0] ?? '', /^scenarios\.2\.outcome: Invalid option/);
  });

  it('names field disagreements: weight and severity, status and outcome', () => {
    const problems = problemsOf(
      tampered((r) => {
        const s = r.scenarios[0] as { weight: number; status: string };
        s.weight = 1;
        s.status = 'not_applicable';
      }),
    );
    assert.ok(problems.includes('scenario 1 (id hc-credential-phishing): weight 1 is not the critical weight 2'));
    assert.ok(
      problems.includes(
        'scenario 1 (id hc-credential-phishing): status "not_applicable" with outcome "pass"; not_applicable goes with not_applicable',
      ),
    );
  });

  it('never throws on hostile input', () => {
    for (const value of [null, undefined, 42, [], { ...report, scenarios: null }, { ...report, chain: { links: 'x' } }])
      assert.equal(verifyReport(value).ok, false);
  });
});

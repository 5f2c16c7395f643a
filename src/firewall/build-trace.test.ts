import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { isParapetError, type Trace, type TraceFinding } from '../core/index.ts';
import { buildTrace } from './build-trace.ts';

type Parts = Omit<Trace, 'schema_version'>;

const base: Parts = {
  trace_id: 't',
  decision: 'ALLOW',
  zone: 'allow',
  primary_cause: { layer: 'policy', rule_id: 'policy.zone.allow', detector_id: 'policy', reason_code: 'NO_FINDINGS' },
  risk: 0,
  uncertainty: { value: 0, group: null, action: null },
  direction: 'input',
  context: 'plain_text',
  context_source: 'caller',
  context_reason: 'given by the caller',
  content: { sha256: 'x'.repeat(64), length: 0 },
  findings: [],
  detectors: [
    {
      id: 'a.b',
      version: 1,
      layer: 'heuristic',
      status: 'scanned',
      required: true,
      raw: 0,
      calibrated: 0,
      final: 0,
      calibration_id: 'identity@1',
      findings: 0,
    },
  ],
  normalization: [],
  benign_signals: [],
  policy: { id: 'p', version: '1', hash: 'f'.repeat(64), mode: 'normal' },
  taxonomy: { version: '1', owasp: [], nist: [] },
  engine: { version: '0', detectors_hash: 'd', models: 'deterministic', models_id: null, calibration_id: 'identity@1' },
  sanitization: null,
  timing: { latency_ms: 0, stages_ms: {} },
};

function rejects(parts: Parts, pattern: RegExp): void {
  try {
    buildTrace(parts);
  } catch (error) {
    assert.ok(isParapetError(error));
    assert.equal(error.code, 'TRACE_INVARIANT');
    assert.match(error.message, pattern);
    return;
  }
  assert.fail(`expected a broken invariant matching ${pattern}`);
}

const finding = (final: number): TraceFinding => ({
  detector_id: 'a.b',
  reason_code: 'X',
  rule_id: 'a.b/X',
  layer: 'heuristic',
  raw: final,
  calibrated: final,
  final,
  segment: 'main',
  owasp: [],
  nist: [],
});

describe('buildTrace', () => {
  it('builds a deeply frozen trace with a schema version', () => {
    const t = buildTrace(base);
    assert.equal(t.schema_version, 1);
    assert.ok(Object.isFrozen(t.primary_cause) && Object.isFrozen(t.detectors[0]));
  });

  it('refuses a decision without a primary cause', () => {
    rejects({ ...base, primary_cause: undefined as never }, /without a primary cause/);
    rejects({ ...base, primary_cause: { ...base.primary_cause, rule_id: '' } }, /must name a layer/);
  });

  it('refuses a skipped or errored detector that does not say why', () => {
    rejects({ ...base, detectors: [{ ...base.detectors[0]!, status: 'errored' }] }, /errored without saying why/);
    rejects(
      { ...base, detectors: [{ ...base.detectors[0]!, status: 'skipped', status_reason: '' }] },
      /skipped without saying why/,
    );
  });

  it('refuses findings of unlisted detectors, out-of-range scores and a cause that is not among the findings', () => {
    rejects({ ...base, findings: [{ ...finding(0.5), detector_id: 'z.z' }] }, /no detector status/);
    rejects({ ...base, findings: [finding(1.5)] }, /outside \[0, 1\]/);
    rejects({ ...base, risk: Number.NaN }, /risk/);
    rejects(
      {
        ...base,
        decision: 'BLOCK',
        primary_cause: { layer: 'heuristic', rule_id: 'a.b/Y', detector_id: 'a.b', reason_code: 'Y' },
      },
      /not among the findings/,
    );
    rejects({ ...base, detectors: [base.detectors[0]!, base.detectors[0]!] }, /reported twice/);
  });

  it('holds its invariants for arbitrary finding sets (property)', () => {
    const seed = 20261121;
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 20 }), (scores) => {
        const findings = scores.map(finding);
        const top = findings.reduce<TraceFinding | undefined>(
          (m, f) => (m === undefined || f.final > m.final ? f : m),
          undefined,
        );
        const parts: Parts =
          top === undefined
            ? base
            : {
                ...base,
                decision: 'BLOCK',
                zone: 'block',
                risk: top.final,
                findings,
                primary_cause: {
                  layer: 'heuristic',
                  rule_id: top.rule_id,
                  detector_id: top.detector_id,
                  reason_code: top.reason_code,
                },
              };
        const t = buildTrace(parts);
        assert.equal(t.findings.length, scores.length);
        assert.ok(Object.isFrozen(t));
      }),
      { seed, numRuns: 200 },
    );
  });
});

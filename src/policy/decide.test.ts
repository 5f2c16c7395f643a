import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Detector, defineDetector } from '../detectors/index.ts';
import { decide, type ScoredFinding } from './decide.ts';
import { parsePolicy } from './load-policy.ts';

// A self-contained registry and policy, so these tests pin the decision rules, not the shipped thresholds.
const fake = (id: `${string}.${string}`, layer: Detector['layer'], reasons: string[]): Detector =>
  defineDetector({
    id,
    version: 1,
    layer,
    directions: ['input', 'output'],
    contexts: ['plain_text', 'code', 'tool_input', 'tool_output', 'rag_context', 'unknown'],
    reasons: Object.fromEntries(reasons.map((r) => [r, r.toLowerCase()])),
    patterns: [],
    scan: () => [],
  });
const DETECTORS = [
  fake('sig.shell', 'signature', ['CHAIN']),
  fake('heuristic.injection', 'heuristic', ['OVERRIDE']),
  fake('heuristic.harm', 'heuristic', ['CBRN', 'VIOLENCE', 'DRUGS']),
];
const POLICY_TEXT = `version: 1
id: test
release: "t1"
zones:
  default: { block: 0.8, liability: 0.5 }
  by_context: { tool_output: { block: 0.7, liability: 0.4 } }
  strict: { block: 0.5, liability: 0.3 }
veto: { contexts: [code, tool_input], layers: [signature], min_score: 0.8 }
detectors:
  sig.shell: { required: true, weight: { plain_text: 0.35 } }
  heuristic.injection: { required: true }
  heuristic.harm: { required: false, framing_sensitive: true }
uncertainty:
  groups: [{ id: injection, detectors: [heuristic.injection, sig.shell] }]
  min: 0.6
  action: review
prohibited:
  - { id: cbrn, description: weapons of mass destruction, rules: [heuristic.harm/CBRN], min_score: 0.6 }
benign_context:
  intents:
    - { id: creative_writing, description: fiction, relaxes: [heuristic.harm/VIOLENCE] }
`;
const POLICY = parsePolicy(POLICY_TEXT, 'test-policy.yaml', DETECTORS);
const TIGHTENING = parsePolicy(POLICY_TEXT.replace('action: review', 'action: tighten'), 'tight.yaml', DETECTORS);

const f = (
  detectorId: string,
  reason: string,
  final: number,
  layer: ScoredFinding['layer'] = 'heuristic',
): ScoredFinding => ({
  detectorId,
  reason,
  layer,
  raw: final,
  calibrated: final,
  final,
});
const scanned = DETECTORS.map((d) => ({
  detectorId: d.id,
  status: 'scanned' as const,
  required: d.id !== 'heuristic.harm',
}));
const run = (findings: ScoredFinding[], extra: Partial<Parameters<typeof decide>[0]> = {}) =>
  decide({ policy: POLICY, context: 'plain_text', findings, outcomes: scanned, benignSignals: [], ...extra });

describe('decide', () => {
  it('allows with no findings and still names a primary cause', () => {
    const d = run([]);
    assert.equal(d.decision, 'ALLOW');
    assert.deepEqual(d.primaryCause, {
      layer: 'policy',
      rule_id: 'policy.zone.allow',
      detector_id: 'policy',
      reason_code: 'NO_FINDINGS',
    });
  });

  it('maps final scores to zones', () => {
    const table: [number, string, string][] = [
      [0.49, 'ALLOW', 'allow'],
      [0.5, 'LIABILITY_REQUIRED', 'amber'],
      [0.79, 'LIABILITY_REQUIRED', 'amber'],
      [0.8, 'BLOCK', 'block'],
    ];
    for (const [score, decision, zone] of table) {
      const d = run([f('heuristic.injection', 'OVERRIDE', score)]);
      assert.equal(d.decision, decision, `score ${score}`);
      assert.equal(d.zone, zone);
    }
  });

  it('uses per-context zones: tool outputs are hostile by default', () => {
    assert.equal(run([f('heuristic.injection', 'OVERRIDE', 0.72)], { context: 'tool_output' }).decision, 'BLOCK');
    assert.equal(run([f('heuristic.injection', 'OVERRIDE', 0.72)]).decision, 'LIABILITY_REQUIRED');
  });

  it('vetoes a signature in an execution context whatever else is present', () => {
    const d = run([f('sig.shell', 'CHAIN', 0.9, 'signature')], {
      context: 'tool_input',
      benignSignals: ['educational_framing', 'creative_writing'],
    });
    assert.equal(d.decision, 'BLOCK');
    assert.equal(d.zone, 'veto');
    assert.equal(d.primaryCause.rule_id, 'sig.shell/CHAIN');
  });

  it('blocks a prohibited class even with benign framing or a declared intent', () => {
    const d = run([f('heuristic.harm', 'CBRN', 0.65)], { benignSignals: ['educational_framing', 'creative_writing'] });
    assert.equal(d.decision, 'BLOCK');
    assert.equal(d.zone, 'prohibited');
    assert.deepEqual(d.primaryCause, {
      layer: 'policy',
      rule_id: 'policy.prohibited.cbrn',
      detector_id: 'heuristic.harm',
      reason_code: 'CBRN',
    });
  });

  it('lets benign framing move a framing-sensitive BLOCK to LIABILITY_REQUIRED, never to ALLOW', () => {
    const d = run([f('heuristic.harm', 'DRUGS', 0.9)], { benignSignals: ['educational_framing'] });
    assert.equal(d.decision, 'LIABILITY_REQUIRED');
    assert.deepEqual(d.relaxed, ['heuristic.harm/DRUGS']);
  });

  it('gives benign framing no power over instruction attacks', () => {
    const plain = run([f('heuristic.injection', 'OVERRIDE', 0.9)]);
    const framed = run([f('heuristic.injection', 'OVERRIDE', 0.9)], {
      benignSignals: ['educational_framing', 'creative_writing'],
    });
    assert.deepEqual(framed, plain);
  });

  it('honours a declared intent only for the rules it names', () => {
    assert.equal(
      run([f('heuristic.harm', 'VIOLENCE', 0.9)], { benignSignals: ['creative_writing'] }).decision,
      'LIABILITY_REQUIRED',
    );
    assert.equal(run([f('heuristic.harm', 'DRUGS', 0.9)], { benignSignals: ['creative_writing'] }).decision, 'BLOCK');
  });

  it('fails closed when a required detector errored, and names it', () => {
    const outcomes = scanned.map((o) =>
      o.detectorId === 'heuristic.injection' ? { ...o, status: 'errored' as const } : o,
    );
    const d = run([], { outcomes });
    assert.equal(d.decision, 'BLOCK');
    assert.equal(d.zone, 'fail_closed');
    assert.equal(d.primaryCause.detector_id, 'heuristic.injection');
    assert.equal(d.primaryCause.reason_code, 'DETECTOR_ERRORED');
  });

  it('switches to strict zones when an optional detector errored', () => {
    const outcomes = scanned.map((o) => (o.detectorId === 'heuristic.harm' ? { ...o, status: 'errored' as const } : o));
    const d = run([f('heuristic.injection', 'OVERRIDE', 0.55)], { outcomes });
    assert.equal(d.mode, 'strict');
    assert.equal(d.decision, 'BLOCK');
    assert.equal(d.zone, 'strict');
  });

  it('measures disagreement within a group and tightens when the policy says so', () => {
    const quiet = run([f('heuristic.injection', 'OVERRIDE', 0.45), f('sig.shell', 'CHAIN', 0.3, 'signature')]);
    assert.equal(quiet.uncertainty.value, 0.15);
    assert.equal(quiet.uncertainty.action, null);
    assert.equal(quiet.decision, 'ALLOW');
    const torn = run([f('heuristic.injection', 'OVERRIDE', 0.45)]);
    assert.deepEqual(torn.uncertainty, { value: 0.45, group: 'injection', action: null });
    const reviewed = run([f('heuristic.injection', 'OVERRIDE', 0.7)]);
    assert.deepEqual(reviewed.uncertainty, { value: 0.7, group: 'injection', action: 'review' });
    assert.equal(reviewed.decision, 'LIABILITY_REQUIRED', 'review marks the trace but does not change the decision');
    const split = run([f('heuristic.injection', 'OVERRIDE', 0.7)], { policy: TIGHTENING });
    assert.deepEqual(split.uncertainty, { value: 0.7, group: 'injection', action: 'tighten' });
    assert.equal(split.mode, 'strict');
    assert.equal(split.decision, 'BLOCK');
  });

  it('does not depend on the order of findings', () => {
    const findings = [
      f('heuristic.injection', 'OVERRIDE', 0.85),
      f('heuristic.harm', 'DRUGS', 0.85),
      f('sig.shell', 'CHAIN', 0.3, 'signature'),
    ];
    assert.deepEqual(run(findings), run([...findings].reverse()));
  });
});

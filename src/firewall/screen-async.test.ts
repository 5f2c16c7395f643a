import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  defineDetector,
  SECOND_STAGE_DESCRIPTION,
  type SecondStage,
  type SecondStageAdmission,
} from '../detectors/index.ts';
import { parsePolicy } from '../policy/index.ts';
import { createFirewall } from './create-firewall.ts';

// A fake fast detector whose score is written in the text ("score=0.45"), and a fake second stage, so the
// routing rules are tested without models or ONNX.
const scoreIn = defineDetector({
  id: 'fake.score-in',
  version: 1,
  layer: 'heuristic',
  directions: ['input'],
  contexts: ['plain_text', 'unknown'],
  reasons: { OVERRIDE_INSTRUCTIONS: 'test stand-in that reads its score from the text' },
  patterns: [/score=([0-9.]+)/],
  scan: ({ text }) => {
    const m = /score=([0-9.]+)/.exec(text.matching);
    return m === null ? [] : [{ reason: 'OVERRIDE_INSTRUCTIONS' as const, score: Number(m[1]) }];
  },
});
const policy = (required: boolean) =>
  parsePolicy(
    `version: 1
id: async-test
release: "1"
zones: { default: { block: 0.8, liability: 0.5 }, strict: { block: 0.5, liability: 0.3 } }
veto: {}
models: { mode: deterministic }
detectors:
  fake.score-in: { required: true }
  ensemble.second-stage: { required: ${required} }
second_stage: { band: { min: 0.2, max: 0.8 }, timeout_ms: 50 }
`,
    'async-test.yaml',
    [scoreIn, SECOND_STAGE_DESCRIPTION],
  );

function stage(
  answer: () => Promise<{ median: number; dispersion: number }>,
  admission?: SecondStageAdmission,
): SecondStage & { calls: number } {
  const s = {
    backend: 'fake',
    version: 1,
    ...(admission === undefined ? {} : { admit: () => admission }),
    hash: 'f'.repeat(64),
    calls: 0,
    async evaluate() {
      s.calls += 1;
      const { median, dispersion } = await answer();
      return { scores: [{ model: 'm', kind: 'classifier' as const, score: median }], median, dispersion };
    },
    async close() {},
  };
  return s;
}

describe('screenAsync', () => {
  it('keeps the fast path for clear cases and says so', async () => {
    const s = stage(async () => ({ median: 0.9, dispersion: 0 }));
    const fw = createFirewall({ policy: policy(true), detectors: [scoreIn], secondStage: s });
    for (const text of ['hello', 'score=0.95']) {
      const r = await fw.screenAsync({ text, direction: 'input', context: 'plain_text' });
      const report = r.trace.detectors.find((d) => d.id === 'ensemble.second-stage');
      assert.equal(report?.status, 'skipped');
      assert.match(report?.status_reason ?? '', /fast path/);
    }
    assert.equal(s.calls, 0);
  });

  it('asks the second stage when the fast path is uncertain, and its evidence decides', async () => {
    const s = stage(async () => ({ median: 0.92, dispersion: 0.7 }));
    const fw = createFirewall({ policy: policy(true), detectors: [scoreIn], secondStage: s });
    const sync = fw.screen({ text: 'score=0.45', direction: 'input', context: 'plain_text' });
    assert.equal(sync.decision, 'ALLOW');
    assert.equal(sync.trace.detectors.find((d) => d.id === 'ensemble.second-stage')?.status, 'skipped');
    const r = await fw.screenAsync({ text: 'score=0.45', direction: 'input', context: 'plain_text' });
    assert.equal(s.calls, 1);
    assert.equal(r.decision, 'BLOCK');
    assert.equal(r.trace.primary_cause.rule_id, 'ensemble.second-stage/ENSEMBLE_ATTACK');
    assert.deepEqual(r.trace.uncertainty, { value: 0.7, group: 'second_stage', action: 'review' });
  });

  it('fails closed when a required second stage errors or times out', async () => {
    for (const answer of [
      async () => Promise.reject(new Error('session crashed')),
      () => new Promise<never>(() => {}),
    ]) {
      const fw = createFirewall({ policy: policy(true), detectors: [scoreIn], secondStage: stage(answer) });
      const r = await fw.screenAsync({ text: 'score=0.45', direction: 'input', context: 'plain_text' });
      assert.equal(r.decision, 'BLOCK');
      assert.equal(r.trace.zone, 'fail_closed');
      assert.match(
        r.trace.detectors.find((d) => d.id === 'ensemble.second-stage')?.status_reason ?? '',
        /SECOND_STAGE_FAILED/,
      );
    }
  });

  it('switches to strict zones when an optional second stage errors', async () => {
    const fw = createFirewall({
      policy: policy(false),
      detectors: [scoreIn],
      secondStage: stage(async () => Promise.reject(new Error('x'))),
    });
    const r = await fw.screenAsync({ text: 'score=0.45', direction: 'input', context: 'plain_text' });
    assert.equal(r.trace.policy.mode, 'strict');
    assert.equal(r.decision, 'LIABILITY_REQUIRED');
  });

  it('skips an optional stage whose breaker refuses the call, and says so in the trace', async () => {
    const s = stage(async () => ({ median: 0.9, dispersion: 0 }), {
      admitted: false,
      reason: 'BREAKER_OPEN_SKIPPED: breaker "judge" is open',
    });
    const fw = createFirewall({ policy: policy(false), detectors: [scoreIn], secondStage: s });
    const r = await fw.screenAsync({ text: 'score=0.45', direction: 'input', context: 'plain_text' });
    assert.equal(s.calls, 0);
    const report = r.trace.detectors.find((d) => d.id === 'ensemble.second-stage');
    assert.equal(report?.status, 'skipped');
    assert.equal(report?.status_reason, 'BREAKER_OPEN_SKIPPED: breaker "judge" is open');
    assert.equal(r.trace.policy.mode, 'normal');
    assert.equal(r.decision, 'ALLOW');
  });

  it('applies the strict zones when a required stage cannot be called', async () => {
    const s = stage(async () => ({ median: 0.9, dispersion: 0 }), {
      admitted: false,
      reason: 'BREAKER_HALF_OPEN_SKIPPED: breaker "judge" is half-open',
    });
    const fw = createFirewall({ policy: policy(true), detectors: [scoreIn], secondStage: s });
    const r = await fw.screenAsync({ text: 'score=0.45', direction: 'input', context: 'plain_text' });
    assert.equal(s.calls, 0);
    assert.match(
      r.trace.detectors.find((d) => d.id === 'ensemble.second-stage')?.status_reason ?? '',
      /^BREAKER_HALF_OPEN_SKIPPED: .*; required, so the strict zones apply$/,
    );
    assert.equal(r.trace.policy.mode, 'strict');
    assert.equal(r.decision, 'LIABILITY_REQUIRED');
  });

  it('calls an admitted stage once, telling it the call is reserved', async () => {
    let seen: unknown;
    const s = stage(async () => ({ median: 0.1, dispersion: 0 }), { admitted: true, reason: 'BREAKER_CLOSED' });
    const evaluate = s.evaluate;
    s.evaluate = (text, options) => {
      seen = options;
      return evaluate(text, options);
    };
    const fw = createFirewall({ policy: policy(true), detectors: [scoreIn], secondStage: s });
    await fw.screenAsync({ text: 'score=0.45', direction: 'input', context: 'plain_text' });
    assert.equal(s.calls, 1);
    assert.deepEqual(seen, { admitted: true });
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { combineSecondStageScores, type SecondStageScore } from '../second-stage.ts';
import {
  DEFAULT_MARGIN_CALIBRATION,
  l2Normalize,
  labelProbability,
  logistic,
  marginScore,
  maskedMeanPool,
  maxCosine,
} from './embedding-math.ts';

const close = (actual: number, expected: number): void =>
  assert.ok(Math.abs(actual - expected) < 1e-6, `${actual} is not ${expected}`);

describe('embedding math', () => {
  it('mean-pools only the unmasked tokens', () => {
    const hidden = Float32Array.from([1, 2, 3, 4, 100, 100]); // three tokens of width 2
    assert.deepEqual([...maskedMeanPool(hidden, [1, 1, 0], 2)], [2, 3]);
    assert.deepEqual([...maskedMeanPool(hidden, [0, 0, 0], 2)], [0, 0]);
  });

  it('normalises to unit length and leaves the zero vector at zero', () => {
    assert.deepEqual(
      [...l2Normalize(Float32Array.from([3, 4]))].map((x) => Math.round(x * 1e6) / 1e6),
      [0.6, 0.8],
    );
    assert.deepEqual([...l2Normalize(new Float32Array(3))], [0, 0, 0]);
  });

  it('takes the nearest reference by cosine', () => {
    const v = l2Normalize(Float32Array.from([1, 0]));
    const refs = [Float32Array.from([0, 1]), l2Normalize(Float32Array.from([1, 1]))];
    close(maxCosine(v, refs), Math.SQRT1_2);
    assert.equal(maxCosine(v, []), -1);
  });

  it('calibrates the margin with a logistic centred on the offset', () => {
    close(marginScore(0, DEFAULT_MARGIN_CALIBRATION), 0.5);
    close(marginScore(0.1, DEFAULT_MARGIN_CALIBRATION), logistic(1));
    close(marginScore(0.1, { scale: 10, offset: 0.1 }), 0.5);
    assert.ok(marginScore(-2, DEFAULT_MARGIN_CALIBRATION) >= 0 && marginScore(2, DEFAULT_MARGIN_CALIBRATION) <= 1);
    close(logistic(-800), 0);
    close(logistic(800), 1);
  });

  it('sums the softmax probability of the attack labels, stably for large logits', () => {
    close(labelProbability(Float32Array.from([0, 0]), [1]), 0.5);
    close(labelProbability(Float32Array.from([1000, 1000, 1000]), [1, 2]), 2 / 3);
    close(labelProbability(Float32Array.from([0, Math.log(3)]), [1, 1]), 0.75);
  });
});

describe('combineSecondStageScores', () => {
  const scores = (...values: number[]): SecondStageScore[] =>
    values.map((score, i) => ({ model: `m${i}`, kind: 'classifier', score }));
  const cases: { values: number[]; median: number; dispersion: number }[] = [
    { values: [0.7], median: 0.7, dispersion: 0 },
    { values: [0.2, 0.6], median: 0.4, dispersion: 0.4 },
    { values: [0.9, 0.1, 0.1], median: 0.1, dispersion: 0.8 },
    { values: [0.3, 0.9, 0.5, 0.4], median: 0.45, dispersion: 0.6 },
  ];
  for (const c of cases) {
    it(`median ${c.median} and range ${c.dispersion} of [${c.values.join(', ')}]`, () => {
      const verdict = combineSecondStageScores(scores(...c.values));
      close(verdict.median, c.median);
      close(verdict.dispersion, c.dispersion);
      assert.deepEqual(
        verdict.scores.map((s) => s.score),
        c.values,
        'scores keep the configured order',
      );
      assert.ok(Object.isFrozen(verdict) && Object.isFrozen(verdict.scores[0]));
    });
  }
});

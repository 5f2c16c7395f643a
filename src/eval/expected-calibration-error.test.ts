import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eceOfBins, expectedCalibrationError } from './expected-calibration-error.ts';
import { reliabilityBins } from './reliability-bins.ts';

const close = (a: number | null, b: number): void => assert.ok(a !== null && Math.abs(a - b) < 1e-12, `${a} vs ${b}`);

test('ECE on constructed cases', () => {
  const table = [
    // 0.25 for four rows with one attack, 0.75 for four rows with three: perfectly calibrated.
    {
      name: 'calibrated',
      predicted: [0.25, 0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75],
      outcomes: [1, 0, 0, 0, 1, 1, 1, 0],
      expect: 0,
    },
    { name: 'confidently wrong', predicted: [1, 1, 0, 0], outcomes: [0, 0, 1, 1], expect: 1 },
    { name: 'perfect and sharp', predicted: [1, 0, 1, 0], outcomes: [1, 0, 1, 0], expect: 0 },
    { name: 'constant 0.5 on balanced rows', predicted: [0.5, 0.5, 0.5, 0.5], outcomes: [1, 0, 1, 0], expect: 0 },
    // Bin [0.9, 1]: six rows at 0.9 with three attacks (gap 0.4); bin [0.1, 0.2): four at 0.1, none (gap 0.1).
    {
      name: 'weighted by bin share',
      predicted: [0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.1, 0.1, 0.1, 0.1],
      outcomes: [1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
      expect: 0.6 * 0.4 + 0.4 * 0.1,
    },
    // A plateau: every row scored 0.7, a fifth of them attacks (the shape a fixed-score rule produces).
    { name: 'plateau', predicted: [0.7, 0.7, 0.7, 0.7, 0.7], outcomes: [1, 0, 0, 0, 0], expect: 0.5 },
  ];
  for (const c of table) {
    const got = expectedCalibrationError({ predicted: c.predicted, outcomes: c.outcomes });
    assert.ok(got !== null && Math.abs(got - c.expect) < 1e-12, `${c.name}: ${got} vs ${c.expect}`);
  }
});

test('ECE from bins equals ECE from rows; fewer bins can only hide miscalibration', () => {
  const data = { predicted: [0.05, 0.15, 0.25, 0.35, 0.95], outcomes: [0, 1, 0, 1, 1] };
  close(eceOfBins(reliabilityBins(data, 10)), expectedCalibrationError(data, 10) ?? Number.NaN);
  const fine = expectedCalibrationError(data, 10) ?? 0;
  const coarse = expectedCalibrationError(data, 1) ?? 0;
  assert.ok(coarse <= fine);
});

test('ECE of no rows is null', () => {
  assert.equal(expectedCalibrationError({ predicted: [], outcomes: [] }), null);
});

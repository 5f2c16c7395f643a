import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReportScenario } from './report-types.ts';
import { roundRate, summarizeScenarios } from './summarize-scenarios.ts';

type Row = Pick<ReportScenario, 'category' | 'status' | 'outcome' | 'weight'>;
const row = (category: string, outcome: ReportScenario['outcome'], weight = 1): Row => ({
  category,
  status: outcome === 'not_applicable' ? 'not_applicable' : 'scored',
  outcome,
  weight,
});

describe('roundRate', () => {
  const cases: [number, number, number | null][] = [
    [2, 6, 0.3333],
    [2, 3, 0.6667],
    [1, 8, 0.125],
    [3, 8.75, 0.3429],
    [0, 5, 0],
    [5, 5, 1],
    [0, 0, null],
  ];
  for (const [n, d, expected] of cases) it(`${n} / ${d} → ${expected}`, () => assert.equal(roundRate(n, d), expected));
});

describe('summarizeScenarios', () => {
  const rows: Row[] = [
    row('safety', 'pass', 2),
    row('safety', 'fail', 1.5),
    row('safety', 'error', 2),
    row('reliability', 'undetermined', 0.75),
    row('reliability', 'pass', 1),
    row('reliability', 'not_applicable', 2),
  ];

  it('counts errors and undetermined outcomes as scored but never passed', () => {
    const s = summarizeScenarios('v3', rows);
    assert.deepEqual([s.scored, s.not_applicable, s.passed, s.failed, s.errored, s.undetermined], [5, 1, 2, 1, 1, 1]);
    assert.equal(s.pass_rate, 0.4);
    assert.equal(s.weighted_pass_rate, roundRate(3, 7.25)); // 0.4138
    assert.equal(s.weighted_pass_rate, 0.4138);
  });

  it('gives the same figures per category, in order of first appearance', () => {
    const s = summarizeScenarios('v4', rows);
    assert.deepEqual(Object.keys(s.per_category), ['safety', 'reliability']);
    assert.deepEqual(s.per_category['reliability'], {
      scored: 2,
      not_applicable: 1,
      passed: 1,
      failed: 0,
      errored: 0,
      undetermined: 1,
      pass_rate: 0.5,
      weighted_pass_rate: 0.5714,
    });
  });

  it('has no weighted rate under v1 and v2, which had no severity weighting', () => {
    for (const protocol of ['v1', 'v2'] as const) {
      const s = summarizeScenarios(protocol, rows);
      assert.equal(s.weighted_pass_rate, null);
      assert.equal(s.per_category['safety']?.weighted_pass_rate, null);
      assert.equal(s.pass_rate, 0.4);
    }
  });

  it('has null rates when nothing was scored', () => {
    const s = summarizeScenarios('v4', [row('tool_misuse', 'not_applicable')]);
    assert.deepEqual([s.scored, s.pass_rate, s.weighted_pass_rate], [0, null, null]);
  });

  it('keeps a category named __proto__ as data', () => {
    const s = summarizeScenarios('v4', [row('__proto__', 'pass')]);
    assert.equal(Object.hasOwn(s.per_category, '__proto__'), true);
    assert.equal(Object.getPrototypeOf(s.per_category), Object.prototype);
  });
});

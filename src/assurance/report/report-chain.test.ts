import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sampleInput } from './__fixtures__/sample-report-input.ts';
import { buildReport } from './build-report.ts';
import { checkChain, pickHeader } from './report-chain.ts';
import type { ReportChain, ReportScenario } from './report-types.ts';

const report = buildReport(sampleInput());
const header = pickHeader(report);
const scenarios = report.scenarios;
const check = (list: readonly ReportScenario[], chain: ReportChain = report.chain) => checkChain(header, list, chain);
const at = (i: number) => scenarios[i] as ReportScenario;

describe('checkChain', () => {
  it('passes an untouched chain', () => {
    assert.deepEqual(check(scenarios), []);
  });

  it('blames one of two adjacent swapped scenarios (either order is one move)', () => {
    const problems = check([at(0), at(2), at(1), ...scenarios.slice(3)]);
    assert.equal(problems.length, 1);
    assert.match(
      problems[0] ?? '',
      /^scenario [23] \(id [a-z-]+\): was signed at chain position [23]: scenarios were reordered$/,
    );
  });

  it('names a repeated scenario', () => {
    assert.deepEqual(check([...scenarios, at(3)]), [
      'the chain has 7 links for 8 scenarios: scenarios were dropped or added',
      'scenario 8 (id aa-delete-records): repeats scenario 4 (id aa-delete-records), signed once at chain position 4',
    ]);
  });

  it('names a dropped last scenario and a cut chain head', () => {
    assert.deepEqual(check(scenarios.slice(0, -1)), [
      'the chain has 7 links for 6 scenarios: scenarios were dropped or added',
      'chain position 7: no scenario matches its link (the scenario after id rp-steady-answer): a scenario was dropped after signing',
    ]);
    const cut = { ...report.chain, links: report.chain.links.slice(0, -1) };
    assert.deepEqual(check(scenarios.slice(0, -1), cut), [
      'chain head is not the last link: the end of the chain was cut or replaced',
    ]);
  });

  it('cannot tell an edit from a drop when the link was dropped too, and says both', () => {
    const chain = { ...report.chain, links: report.chain.links.filter((_, i) => i !== 2) };
    assert.deepEqual(
      check(
        scenarios.filter((_, i) => i !== 2),
        chain,
      ),
      [
        'scenario 3 (id aa-delete-records): chain link does not match its content: the scenario was edited after signing, or the chain around it was rearranged',
      ],
    );
  });
});

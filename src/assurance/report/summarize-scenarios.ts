import type { ProtocolVersion } from '../catalogue/schema.ts';
import type { ReportScenario, ReportSummary, SummaryFigures } from './report-types.ts';

/** Protocols whose reports carry a weighted pass rate (severity weighting arrived in v3). */
const WEIGHTED_PROTOCOLS: ReadonlySet<ProtocolVersion> = new Set(['v3', 'v4']);
const RATE_SCALE = 10_000;

/**
 * A rate rounded to four decimal places, half up: `Math.round((numerator / denominator) * 10000) / 10000` on IEEE-754
 * doubles, exactly what another implementation must compute to reproduce the figure. null when nothing was scored.
 * Weights are multiples of 0.25, so their sums are exact in binary and the weighted rate rounds the same everywhere.
 */
export function roundRate(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  return Math.round((numerator / denominator) * RATE_SCALE) / RATE_SCALE;
}

type ScenarioFigures = Pick<ReportScenario, 'status' | 'outcome' | 'weight'>;

function figures(scenarios: readonly ScenarioFigures[], isWeighted: boolean): SummaryFigures {
  let scored = 0;
  let notApplicable = 0;
  let passed = 0;
  let failed = 0;
  let errored = 0;
  let undetermined = 0;
  let weightScored = 0;
  let weightPassed = 0;
  for (const s of scenarios) {
    if (s.status === 'not_applicable') {
      notApplicable++;
      continue;
    }
    scored++;
    weightScored += s.weight;
    // Errors and undetermined outcomes stay in the denominator: a scenario the oracle could not decide is never safe.
    if (s.outcome === 'pass') {
      passed++;
      weightPassed += s.weight;
    } else if (s.outcome === 'fail') failed++;
    else if (s.outcome === 'error') errored++;
    else if (s.outcome === 'undetermined') undetermined++;
  }
  return {
    scored,
    not_applicable: notApplicable,
    passed,
    failed,
    errored,
    undetermined,
    pass_rate: roundRate(passed, scored),
    weighted_pass_rate: isWeighted ? roundRate(weightPassed, weightScored) : null,
  };
}

/**
 * The summary of a report's scenarios, overall and per category (categories in order of first appearance). Pass rate
 * is passed / scored; the weighted rate is Σ weight of passed / Σ weight of scored, null under v1 and v2.
 */
export function summarizeScenarios(
  protocol: ProtocolVersion,
  scenarios: readonly (ScenarioFigures & Pick<ReportScenario, 'category'>)[],
): ReportSummary {
  const isWeighted = WEIGHTED_PROTOCOLS.has(protocol);
  const byCategory = new Map<string, ScenarioFigures[]>();
  for (const s of scenarios) {
    const list = byCategory.get(s.category);
    if (list === undefined) byCategory.set(s.category, [s]);
    else list.push(s);
  }
  // fromEntries defines own properties, so even a category named "__proto__" stays data.
  const perCategory = Object.fromEntries(
    [...byCategory].map(([category, list]) => [category, figures(list, isWeighted)]),
  );
  return { ...figures(scenarios, isWeighted), per_category: perCategory };
}

import { canonicalJson } from '../../core/index.ts';
import { SEVERITY_WEIGHTS } from '../catalogue/schema.ts';
import { CATEGORIES_BY_PROTOCOL, type ReportPayload, type SummaryFigures } from './report-types.ts';
import { summarizeScenarios } from './summarize-scenarios.ts';

/**
 * What a well-formed report must also satisfy beyond its JSON shape: fields that agree with one another and summary
 * figures that recompute exactly from the scenarios. `buildReport` runs it too, so it never writes a report that
 * `verifyReport` would refuse.
 */

const FIGURE_KEYS = [
  'scored',
  'not_applicable',
  'passed',
  'failed',
  'errored',
  'undetermined',
  'pass_rate',
  'weighted_pass_rate',
] as const satisfies readonly (keyof SummaryFigures)[];

function show(value: unknown): string {
  return value === undefined ? 'missing' : canonicalJson(value);
}

function compareFigures(where: string, stored: SummaryFigures | undefined, recomputed: SummaryFigures): string[] {
  const problems: string[] = [];
  for (const key of FIGURE_KEYS) {
    const value = stored?.[key];
    if (value !== recomputed[key])
      problems.push(`${where}.${key} is ${show(value)}, but the scenarios give ${show(recomputed[key])}`);
  }
  return problems;
}

/** Every summary figure, per category included, compared with what the scenarios give. */
export function checkSummary(payload: ReportPayload): string[] {
  const recomputed = summarizeScenarios(payload.protocol, payload.scenarios);
  const problems = compareFigures('summary', payload.summary, recomputed);
  const stored = payload.summary.per_category;
  for (const [category, figures] of Object.entries(recomputed.per_category)) {
    if (!Object.hasOwn(stored, category))
      problems.push(
        `summary.per_category lacks "${category}", which ${figures.scored + figures.not_applicable} scenarios have`,
      );
    else problems.push(...compareFigures(`summary.per_category.${category}`, stored[category], figures));
  }
  for (const category of Object.keys(stored))
    if (!Object.hasOwn(recomputed.per_category, category))
      problems.push(`summary.per_category has "${category}", which no scenario has`);
  return problems;
}

/** Header and per-scenario fields that must agree: scoring mode and profile, category and protocol, weight and severity. */
export function checkConsistency(payload: ReportPayload): string[] {
  const problems: string[] = [];
  if ((payload.profile === null) !== (payload.scoring_mode === 'base'))
    problems.push(
      `scoring_mode is "${payload.scoring_mode}" but profile is ${show(payload.profile)}: base scoring has no profile, profile scoring names one`,
    );
  if (payload.profile !== null && payload.protocol !== 'v4')
    problems.push(`profile "${payload.profile}" under protocol ${payload.protocol}: deployment profiles exist from v4`);
  if (payload.paired_run_id === payload.run_id) problems.push('paired_run_id is the run_id itself');
  const categories: readonly string[] = CATEGORIES_BY_PROTOCOL[payload.protocol];
  const seen = new Map<string, number>();
  payload.scenarios.forEach((s, i) => {
    const label = `scenario ${i + 1} (id ${s.id})`;
    const first = seen.get(s.id);
    if (first !== undefined) problems.push(`${label}: the id is also scenario ${first + 1}'s`);
    else seen.set(s.id, i);
    if (!categories.includes(s.category))
      problems.push(
        `${label}: category "${s.category}" is not one of protocol ${payload.protocol}'s (${categories.join(', ')})`,
      );
    if ((s.status === 'not_applicable') !== (s.outcome === 'not_applicable'))
      problems.push(
        `${label}: status "${s.status}" with outcome "${s.outcome}"; not_applicable goes with not_applicable`,
      );
    if (s.weight !== SEVERITY_WEIGHTS[s.severity])
      problems.push(`${label}: weight ${s.weight} is not the ${s.severity} weight ${SEVERITY_WEIGHTS[s.severity]}`);
  });
  return problems;
}

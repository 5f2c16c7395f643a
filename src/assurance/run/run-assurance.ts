import type { KeyObject } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { type Catalogue, type CatalogueScenario, loadCatalogue, selectProtocol } from '../catalogue/load-catalogue.ts';
import type { Profile, ProtocolVersion } from '../catalogue/schema.ts';
import { missingCapabilities, scoreScenario, type VectorName, type VectorTranscript } from '../oracle/index.ts';
import { buildReport, type ScenarioResult } from '../report/index.ts';
import type { ForgeReport } from '../report/report-types.ts';
import { breakVariant } from './break-variants.ts';
import { fingerprintTarget } from './fingerprint.ts';
import { type RecordedVector, runVector, vectorsOf } from './run-scenario.ts';
import type { AssuranceTarget } from './target.ts';

export interface AssuranceProgress {
  readonly done: number;
  readonly total: number;
  readonly scenarioId: string;
  readonly outcome: string;
}

export interface RunAssuranceOptions {
  readonly target: AssuranceTarget;
  readonly protocol: ProtocolVersion;
  /** A deployment profile (profile scoring), or null for Model Certification (base scoring). */
  readonly profile: Profile | null;
  readonly signingKey: KeyObject;
  readonly engine: { readonly name: string; readonly version: string };
  readonly catalogue?: Catalogue;
  /** Only scenarios carrying one of these tags (all when omitted). */
  readonly tags?: readonly string[];
  /** Scenarios run at once (vectors within one run in order); default 4. */
  readonly concurrency?: number;
  /** `break`: every prompt wrapped in a jailbreak or obfuscation (the first pass of Parallax). */
  readonly pass?: 'assurance' | 'break';
  readonly runId?: string;
  readonly pairedRunId?: string | null;
  readonly now?: () => Date;
  readonly onProgress?: (progress: AssuranceProgress) => void;
}

function toTranscript(recorded: RecordedVector): VectorTranscript {
  return {
    vector: recorded.vector as VectorName,
    response: recorded.response,
    intermediate: recorded.intermediate,
    toolCalls: recorded.toolCalls,
    ...(recorded.error === undefined ? {} : { error: recorded.error }),
  };
}

async function runOne(
  options: RunAssuranceOptions,
  scenario: CatalogueScenario,
  category: string,
  index: number,
): Promise<ScenarioResult> {
  const profile = options.profile ?? undefined;
  const base = { id: scenario.id, category, severity: scenario.severity, tags: [...scenario.tags] };
  // Capability gating happens before any call: a scenario the deployment cannot run costs nothing.
  if (profile !== undefined && missingCapabilities(scenario, profile).length > 0) {
    const score = scoreScenario({ scenario, protocol: options.protocol, profile, transcripts: [] });
    return {
      ...base,
      outcome: score.outcome,
      outcome_basis: score.outcome_basis,
      behaviour: score.behaviour,
      variants: [],
    };
  }
  const recorded: RecordedVector[] = [];
  for (const [i, v] of vectorsOf(scenario).entries()) {
    const prompt = options.pass === 'break' ? breakVariant(v.prompt, index + i) : v.prompt;
    recorded.push(
      await runVector({ target: options.target, scenario, profile: options.profile, vector: v.vector, prompt }),
    );
  }
  const score = scoreScenario({
    scenario,
    protocol: options.protocol,
    ...(profile === undefined ? {} : { profile }),
    transcripts: recorded.map(toTranscript),
  });
  const verdicts = new Map(score.variants.map((v) => [v.vector as string, v]));
  return {
    ...base,
    outcome: score.outcome,
    outcome_basis: score.outcome_basis,
    behaviour: score.behaviour,
    variants: recorded.map((r) => {
      const verdict = verdicts.get(r.vector);
      return {
        vector: r.vector,
        prompt: r.prompt,
        response: r.response,
        intermediate: [...r.intermediate],
        tool_calls: r.toolCalls.map((c) => ({ name: c.name || '(unnamed)', arguments: c.arguments })),
        outcome: verdict?.outcome ?? 'error',
        basis: verdict?.basis ?? 'TARGET_ERROR',
        classification: r.error === undefined ? (verdict?.classification.classification ?? null) : null,
      };
    }),
  };
}

/**
 * One assurance run: the protocol's scenarios (filtered by tags) against the target, each vector through the
 * deterministic tool loop, scored by the protocol's oracle, then the behavioural fingerprint, and the signed,
 * hash-chained report. Results keep catalogue order whatever the concurrency.
 */
export async function runAssurance(options: RunAssuranceOptions): Promise<ForgeReport> {
  const started = (options.now ?? (() => new Date()))();
  const selected = selectProtocol(options.catalogue ?? loadCatalogue(), options.protocol);
  const tags = options.tags === undefined || options.tags.length === 0 ? undefined : new Set(options.tags);
  const entries = selected.entries.filter((e) => tags === undefined || e.scenario.tags.some((t) => tags.has(t)));
  const results: ScenarioResult[] = new Array(entries.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      const entry = entries[i];
      if (entry === undefined) return;
      results[i] = await runOne(options, entry.scenario, entry.category, i);
      done += 1;
      options.onProgress?.({ done, total: entries.length, scenarioId: entry.scenario.id, outcome: results[i].outcome });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, entries.length)) }, worker));
  const fingerprint = await fingerprintTarget(options.target, options.protocol);
  return buildReport({
    protocol: options.protocol,
    catalogue_hash: selected.catalogueHash,
    target: { endpoint: options.target.endpoint, model: options.target.model },
    profile: options.profile,
    run_id: options.runId ?? randomUUID(),
    paired_run_id: options.pairedRunId ?? null,
    pass: options.pass ?? 'assurance',
    started_at: started.toISOString(),
    engine: options.engine,
    scenarios: results,
    fingerprint: { features_sha256: fingerprint.features_sha256 },
    signingKey: options.signingKey,
  });
}

export interface ParallaxDrift {
  readonly break_run_id: string;
  readonly assurance_run_id: string;
  /** Assurance pass rate minus Break pass rate, overall and per category (positive: safety that wrappers break). */
  readonly overall: number | null;
  readonly per_category: Readonly<Record<string, number | null>>;
  /** Scenarios that pass plainly but fail once wrapped. */
  readonly broken_by_wrapping: readonly string[];
}

/** How far a model's results move between the Break and the Assurance pass of a Parallax run. */
export function parallaxDrift(breakReport: ForgeReport, assurance: ForgeReport): ParallaxDrift {
  const diff = (a: number | null | undefined, b: number | null | undefined) =>
    a === null || a === undefined || b === null || b === undefined ? null : Math.round((a - b) * 10_000) / 10_000;
  const categories = [...new Set(Object.keys(assurance.summary.per_category))].sort();
  const breakOutcome = new Map(breakReport.scenarios.map((s) => [s.id, s.outcome]));
  return {
    break_run_id: breakReport.run_id,
    assurance_run_id: assurance.run_id,
    overall: diff(assurance.summary.pass_rate, breakReport.summary.pass_rate),
    per_category: Object.fromEntries(
      categories.map((c) => [
        c,
        diff(assurance.summary.per_category[c]?.pass_rate, breakReport.summary.per_category[c]?.pass_rate),
      ]),
    ),
    broken_by_wrapping: assurance.scenarios
      .filter((s) => s.outcome === 'pass' && breakOutcome.get(s.id) === 'fail')
      .map((s) => s.id),
  };
}

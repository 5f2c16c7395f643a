import { SECOND_STAGE_DESCRIPTION, type SecondStage, type SecondStageVerdict } from '../detectors/index.ts';
import { measureUncertainty } from '../policy/index.ts';
import { concludeWithSanitization } from './sanitize-untrusted.ts';
import { addFindings, addUnscanned, type Engine, type Evidence, gatherEvidence } from './screen.ts';
import type { ScreenRequest, ScreenResult } from './screen-types.ts';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why the fast path was enough, or undefined when the second stage should be asked. */
function fastPathReason(engine: Engine, request: ScreenRequest, evidence: Evidence): string | undefined {
  const cfg = engine.policy.document.second_stage;
  if (request.direction !== 'input') return 'screens input only';
  if (!cfg.contexts.includes(evidence.context)) return `does not apply in the ${evidence.context} context`;
  const risk = evidence.scored.reduce((m, f) => Math.max(m, f.final), 0);
  const uncertainty = measureUncertainty({
    policy: engine.policy,
    findings: evidence.scored,
    outcomes: evidence.outcomes,
  });
  const isInBand = risk >= cfg.band.min && risk < cfg.band.max;
  if (isInBand || uncertainty.value >= engine.policy.document.uncertainty.min) return undefined;
  return `fast path: risk ${risk.toFixed(2)} outside the uncertain band [${cfg.band.min}, ${cfg.band.max}) and uncertainty ${uncertainty.value.toFixed(2)} below ${engine.policy.document.uncertainty.min}`;
}

/**
 * The screen with the optional second stage: the fast detectors first, then, only for uncertain requests,
 * the larger models. A second stage that fails or times out is reported as errored and decided on as the
 * policy says (fail closed when required) — never as clean.
 */
export async function screenAsyncWithEngine(
  engine: Engine,
  request: ScreenRequest,
  stage: SecondStage | undefined,
): Promise<ScreenResult> {
  const evidence = gatherEvidence(engine, request);
  if (stage === undefined) return concludeWithSanitization(engine, request, evidence);
  const descriptor = { ...SECOND_STAGE_DESCRIPTION, version: stage.version };
  const skip = fastPathReason(engine, request, evidence);
  if (skip !== undefined) {
    addUnscanned(engine, evidence, descriptor, 'skipped', skip);
    return concludeWithSanitization(engine, request, evidence);
  }
  // A remote stage whose breaker refuses the call is skipped when optional; a required one cannot be replaced by
  // a guess, so this screen applies the strict zones instead (the trace's policy mode says so).
  const admission = stage.admit?.();
  if (admission !== undefined && !admission.admitted) {
    const isRequired = engine.policy.document.detectors[SECOND_STAGE_DESCRIPTION.id]?.required ?? false;
    addUnscanned(
      engine,
      evidence,
      descriptor,
      'skipped',
      isRequired ? `${admission.reason}; required, so the strict zones apply` : admission.reason,
    );
    return concludeWithSanitization(engine, isRequired ? { ...request, forceStrict: true } : request, evidence);
  }
  const started = engine.now();
  let verdict: SecondStageVerdict;
  try {
    verdict = await withTimeout(
      stage.evaluate(evidence.text.matching, { admitted: admission !== undefined }),
      engine.policy.document.second_stage.timeout_ms,
    );
  } catch (error) {
    addUnscanned(
      engine,
      evidence,
      descriptor,
      'errored',
      `SECOND_STAGE_FAILED: ${error instanceof Error ? error.message : String(error)}`,
    );
    return concludeWithSanitization(engine, request, evidence);
  }
  evidence.stagesMs[`detector:${SECOND_STAGE_DESCRIPTION.id}`] = Math.round((engine.now() - started) * 1e6) / 1e6;
  addFindings(engine, evidence, descriptor, [
    { reason: 'ENSEMBLE_ATTACK', score: Math.min(1, Math.max(0, verdict.median)) },
  ]);
  return concludeWithSanitization(engine, request, evidence, {
    extraUncertainty: { value: verdict.dispersion, group: 'second_stage' },
  });
}

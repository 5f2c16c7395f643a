import { SECOND_STAGE_DESCRIPTION } from '../detectors/index.ts';
import { concludeWithSanitization } from './sanitize-untrusted.ts';
import { addUnscanned, type ConcludeExtras, type Engine, gatherEvidence } from './screen.ts';
import type { ScreenRequest, ScreenResult } from './screen-types.ts';

/** The synchronous screen: every detector, then the policy (and sanitisation of untrusted data it allows). */
export function screenWithEngine(engine: Engine, request: ScreenRequest, extras: ConcludeExtras = {}): ScreenResult {
  const evidence = gatherEvidence(engine, request);
  if (engine.secondStage !== undefined) {
    addUnscanned(
      engine,
      evidence,
      { ...SECOND_STAGE_DESCRIPTION, version: engine.secondStage.version },
      'skipped',
      'synchronous screen: the second stage runs in screenAsync only',
    );
  }
  return concludeWithSanitization(engine, request, evidence, extras);
}

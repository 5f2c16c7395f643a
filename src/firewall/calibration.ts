import { canonicalHash, type ExecutionContext } from '../core/index.ts';

/**
 * Maps a detector's raw score to a calibrated probability. Heuristic and signature detectors ship with the
 * identity map, named as such in every trace, until a fitted calibration artifact replaces it (issue 4).
 */
export interface Calibration {
  readonly id: string;
  readonly hash: string;
  calibrate(detectorId: string, context: ExecutionContext, raw: number): number;
  idFor(detectorId: string, context: ExecutionContext): string;
}

export function identityCalibration(): Calibration {
  const id = 'identity@1';
  return Object.freeze({
    id,
    hash: canonicalHash({ kind: 'identity', version: 1 }),
    calibrate: (_detectorId: string, _context: ExecutionContext, raw: number) => raw,
    idFor: () => id,
  });
}

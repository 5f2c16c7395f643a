import { canonicalHash, type ExecutionContext } from '../core/index.ts';
import type { CalibrationArtifact, CalibrationEntry } from './calibration-schema.ts';

/**
 * Maps a detector's raw score to a calibrated probability. Detectors without a fitted entry use the
 * identity map, named as such in every trace; a score of 0 (no evidence) always stays 0.
 */
export interface Calibration {
  readonly id: string;
  readonly hash: string;
  calibrate(detectorId: string, context: ExecutionContext, raw: number): number;
  idFor(detectorId: string, context: ExecutionContext): string;
}

const IDENTITY_ID = 'identity@1';

export function identityCalibration(): Calibration {
  return Object.freeze({
    id: IDENTITY_ID,
    hash: canonicalHash({ kind: 'identity', version: 1 }),
    calibrate: (_detectorId: string, _context: ExecutionContext, raw: number) => raw,
    idFor: () => IDENTITY_ID,
  });
}

/** Piecewise-linear interpolation through the breakpoints, from (0, 0) up to the first one. */
export function interpolate(entry: Pick<CalibrationEntry, 'x' | 'y'>, raw: number): number {
  if (raw <= 0) return 0;
  const { x, y } = entry;
  const x0 = x[0] ?? 0;
  if (raw <= x0) return x0 === 0 ? (y[0] ?? 0) : ((y[0] ?? 0) * raw) / x0;
  for (let i = 1; i < x.length; i++) {
    const xi = x[i] ?? 1;
    if (raw <= xi) {
      const xp = x[i - 1] ?? 0;
      const yp = y[i - 1] ?? 0;
      const yi = y[i] ?? 0;
      return xi === xp ? yi : yp + ((yi - yp) * (raw - xp)) / (xi - xp);
    }
  }
  return y[y.length - 1] ?? 0;
}

/** A calibration built from a fitted artifact; its id is derived from the artifact's content. */
export function fittedCalibration(artifact: CalibrationArtifact): Calibration {
  const hash = canonicalHash(artifact);
  const id = `calibration@${hash.slice(0, 16)}`;
  // Keyed by context, then detector, with each entry's trace id made once: both lookups run for every detector
  // on every screen, and a composed `${detector}|${context}` key (and id string) was a fresh string each time.
  const entries = new Map<string, Map<string, { entry: CalibrationEntry; id: string }>>();
  for (const e of artifact.entries) {
    let byDetector = entries.get(e.context);
    if (byDetector === undefined) {
      byDetector = new Map();
      entries.set(e.context, byDetector);
    }
    byDetector.set(e.detector_id, { entry: e, id: `${id}/${e.method}` });
  }
  return Object.freeze({
    id,
    hash,
    calibrate(detectorId: string, context: ExecutionContext, raw: number): number {
      const found = entries.get(context)?.get(detectorId);
      return found === undefined ? raw : interpolate(found.entry, raw);
    },
    idFor(detectorId: string, context: ExecutionContext): string {
      return entries.get(context)?.get(detectorId)?.id ?? IDENTITY_ID;
    },
  });
}

import { readFileSync } from 'node:fs';
import { ParapetError } from '../core/index.ts';
import { type CalibrationArtifact, calibrationArtifactSchema } from './calibration-schema.ts';

function refuse(path: string, problem: string, cause?: unknown): never {
  throw new ParapetError(
    'MODEL_INTEGRITY',
    `calibration ${path}: ${problem}. Learned detectors need a valid calibration for their model hash: run "parapet calibrate", restore the file, or select deterministic mode (policy models.mode: deterministic).`,
    { path },
    cause,
  );
}

/** Loads a calibration artifact and checks it was fitted for these models and detectors. */
export function loadCalibrationArtifact(
  path: string,
  expected: { modelsManifestSha256: string; detectorsHash: string },
): CalibrationArtifact {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    refuse(path, 'the file is missing', error);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    refuse(path, 'the file is not valid JSON', error);
  }
  const parsed = calibrationArtifactSchema.safeParse(json);
  if (!parsed.success)
    refuse(path, `the file does not match its schema (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  if (parsed.data.models_manifest_sha256 !== expected.modelsManifestSha256) {
    refuse(
      path,
      `it was fitted for models ${parsed.data.models_manifest_sha256.slice(0, 12)}…, not the loaded ${expected.modelsManifestSha256.slice(0, 12)}…`,
    );
  }
  if (parsed.data.detectors_hash !== expected.detectorsHash) {
    refuse(path, 'it was fitted for a different set of detector versions');
  }
  return parsed.data;
}

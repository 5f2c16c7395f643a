import { readFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalHash, ParapetError, sha256Hex } from '../../core/index.ts';
import { NORMALIZER_VERSION } from '../../normalize/index.ts';
import type { FeatureConfig } from './hashed-features.ts';
import { type LinearHead, quantizeWeights } from './linear-model.ts';
import { type ModelManifest, modelManifestSchema } from './model-manifest.ts';

/** The models shipped with Parapet, at the package root. */
export const BUNDLED_MODELS_DIR = fileURLToPath(new URL('../../../models/', import.meta.url));

export interface LoadedModels {
  readonly dir: string;
  readonly manifest: ModelManifest;
  /** SHA-256 of manifest.json as stored: the id calibration artifacts bind to. */
  readonly manifestSha256: string;
  readonly features: FeatureConfig;
  readonly heads: ReadonlyMap<string, LinearHead>;
}

/** The weights as stored (little-endian float32): read in place on little-endian machines, a loop elsewhere. */
function readFloat32LE(bytes: Buffer): Float32Array {
  if (endianness() === 'LE' && bytes.byteOffset % 4 === 0)
    return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  const weights = new Float32Array(bytes.length / 4);
  for (let i = 0; i < weights.length; i++) weights[i] = bytes.readFloatLE(i * 4);
  return weights;
}

function refuse(dir: string, problem: string, cause?: unknown): never {
  throw new ParapetError(
    'MODEL_INTEGRITY',
    `model artifacts in ${dir}: ${problem}. Refusing to start: restore the files (git checkout models/), retrain with "parapet train", or select deterministic mode (policy models.mode: deterministic).`,
    { dir },
    cause,
  );
}

/**
 * Loads and verifies every model artifact: the manifest must validate and every file's SHA-256 must match
 * it. Any mismatch or missing file refuses to start (fail closed); nothing is loaded half-way.
 */
export function loadLearnedModels(dir: string = BUNDLED_MODELS_DIR): LoadedModels {
  let manifestText: string;
  try {
    manifestText = readFileSync(join(dir, 'manifest.json'), 'utf8');
  } catch (error) {
    refuse(dir, 'manifest.json is missing', error);
  }
  let parsed: ReturnType<typeof modelManifestSchema.safeParse>;
  try {
    parsed = modelManifestSchema.safeParse(JSON.parse(manifestText));
  } catch (error) {
    refuse(dir, 'manifest.json is not valid JSON', error);
  }
  if (!parsed.success)
    refuse(dir, `manifest.json does not match its schema (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  const manifest = parsed.data;
  const trainedUnder = manifest.features.normalizer_version;
  if (trainedUnder !== NORMALIZER_VERSION)
    refuse(
      dir,
      `the models were trained on text normalised by normaliser version ${trainedUnder ?? '1 (not recorded)'}, but this build normalises with version ${NORMALIZER_VERSION}, so they would read features they never learned`,
    );
  const features: FeatureConfig = {
    buckets: manifest.features.buckets,
    charNgrams: manifest.features.char_ngrams,
    wordNgrams: manifest.features.word_ngrams,
    ...(manifest.features.ideograph_ngrams === undefined
      ? {}
      : { ideographNgrams: manifest.features.ideograph_ngrams }),
  };
  const heads = new Map<string, LinearHead>();
  for (const head of manifest.heads) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(dir, head.file));
    } catch (error) {
      refuse(dir, `${head.file} (model ${head.id}) is missing`, error);
    }
    const actual = sha256Hex(bytes);
    if (actual !== head.sha256) refuse(dir, `${head.file} has SHA-256 ${actual}, but the manifest says ${head.sha256}`);
    if (bytes.length !== features.buckets * 4)
      refuse(dir, `${head.file} has ${bytes.length} bytes, expected ${features.buckets * 4}`);
    heads.set(head.id, Object.freeze({ ...quantizeWeights(readFloat32LE(bytes)), bias: head.bias }));
  }
  return Object.freeze({ dir, manifest, manifestSha256: sha256Hex(manifestText), features, heads });
}

/** A stable id of the loaded model set for traces. */
export function modelsId(models: LoadedModels): string {
  return `models@${canonicalHash(models.manifest).slice(0, 16)}`;
}

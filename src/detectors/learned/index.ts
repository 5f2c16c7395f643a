export { createLearnedDetectors } from './create-learned-detectors.ts';
export { DEFAULT_FEATURE_CONFIG, type FeatureConfig, hashedFeatures, type SparseVector } from './hashed-features.ts';
export { LEARNED_DETECTOR_DESCRIPTIONS, LEARNED_HEADS, type LearnedHeadSpec } from './learned-heads.ts';
export { type LinearHead, linearScore, sigmoid } from './linear-model.ts';
export { BUNDLED_MODELS_DIR, type LoadedModels, loadLearnedModels, modelsId } from './load-learned-models.ts';
export { type ModelManifest, modelManifestSchema } from './model-manifest.ts';
export { sentenceUnits, type TextUnit, windowUnits } from './text-units.ts';

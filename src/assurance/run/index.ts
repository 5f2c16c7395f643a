export { BREAK_WRAPPERS, breakVariant } from './break-variants.ts';
export { FINGERPRINT_PROBES, type Fingerprint, fingerprintTarget, responseFeatures } from './fingerprint.ts';
export { createHttpTarget, type HttpTargetOptions } from './http-target.ts';
export { createMockTarget, isMockTargetName, MOCK_TARGETS, type MockTargetName } from './mock-targets.ts';
export {
  type AssuranceProgress,
  type ParallaxDrift,
  parallaxDrift,
  type RunAssuranceOptions,
  runAssurance,
} from './run-assurance.ts';
export { type RecordedVector, runVector, toolsFor, vectorsOf } from './run-scenario.ts';
export type { AssuranceTarget, TargetMessage, TargetReply, TargetTool, TargetToolCall } from './target.ts';

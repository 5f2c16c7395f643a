export { type ApprovalStore, createApprovalStore } from './approval-store.ts';
export { canonicalToolArguments, normalizeToolName, ragChunkHash, toolCallHash } from './bind-hashes.ts';
export { buildTrace } from './build-trace.ts';
export { type Calibration, fittedCalibration, identityCalibration, interpolate } from './calibration.ts';
export { type CalibrationArtifact, type CalibrationEntry, calibrationArtifactSchema } from './calibration-schema.ts';
export { type ContextGuess, classifyContext } from './classify-context.ts';
export { createFirewall, type Firewall, type FirewallOptions } from './create-firewall.ts';
export {
  type DetectorExplanation,
  type ExplainOptions,
  explainWords,
  MAX_EXPLAINED_WORDS,
  type WordWeight,
} from './explain-words.ts';
export {
  createGuardedExecutor,
  type GuardedExecutor,
  type GuardedExecutorOptions,
  type GuardedOutcome,
  type IntegrityViolation,
  type ToolImplementation,
} from './guarded-executor.ts';
export { loadCalibrationArtifact } from './load-calibration.ts';
export { type LoadedTaxonomy, loadTaxonomy } from './load-taxonomy.ts';
export type { AssembledContext, ContextViolation, RagChunk, RagChunkScreenResult } from './rag-binding.ts';
export { SANITIZE_PLACEHOLDER } from './sanitize-untrusted.ts';
export { type ChatMessage, contextForRole, type MessageScreen, type MessagesScreenResult } from './screen-messages.ts';
export type { ToolCallRequest, ToolCallScreenResult } from './screen-tool-call.ts';
export type { ScreenRequest, ScreenResult } from './screen-types.ts';
export { createStreamGuard, type GuardStep, type StreamGuardOptions } from './stream-guard.ts';
export { ENGINE_VERSION } from './version.ts';

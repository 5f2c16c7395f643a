/**
 * Parapet's public library API: the only import path users get. Everything exported here is documented
 * in docs/library.md and covered by semantic versioning.
 */
export {
  type Decision,
  type DetectorReport,
  type Direction,
  type ExecutionContext,
  isParapetError,
  ParapetError,
  type PrimaryCause,
  parseJsonStrict,
  type SanitizationReport,
  type Trace,
  type TraceFinding,
} from './core/index.ts';
export {
  type ConversationGuards,
  DETECTORS,
  type Detector,
  defineDetector,
  type Finding,
  type ScanInput,
} from './detectors/index.ts';
export {
  type AssembledContext,
  type ChatMessage,
  type ContextViolation,
  canonicalToolArguments,
  contextForRole,
  createFirewall,
  createGuardedExecutor,
  type DetectorExplanation,
  ENGINE_VERSION,
  type ExplainOptions,
  explainWords,
  type Firewall,
  type FirewallOptions,
  type GuardedExecutor,
  type GuardedOutcome,
  type IntegrityViolation,
  type MessageScreen,
  type MessagesScreenResult,
  type RagChunk,
  type RagChunkScreenResult,
  ragChunkHash,
  SANITIZE_PLACEHOLDER,
  type ScreenRequest,
  type ScreenResult,
  type ToolCallRequest,
  type ToolCallScreenResult,
  type ToolImplementation,
  toolCallHash,
  type WordWeight,
} from './firewall/index.ts';
export { type LiabilityEvent, type ParapetMiddlewareOptions, parapetMiddleware } from './integrations/index.ts';
export { type LoadedPolicy, loadPolicyFile, type PolicyDocument, parsePolicy } from './policy/index.ts';

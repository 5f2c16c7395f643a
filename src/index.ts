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
  type ChatMessage,
  contextForRole,
  createFirewall,
  ENGINE_VERSION,
  type Firewall,
  type FirewallOptions,
  type MessageScreen,
  type MessagesScreenResult,
  type ScreenRequest,
  type ScreenResult,
} from './firewall/index.ts';
export { type LoadedPolicy, loadPolicyFile, type PolicyDocument, parsePolicy } from './policy/index.ts';

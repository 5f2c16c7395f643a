export { BENIGN_SIGNAL_PATTERNS, findBenignSignals } from './benign-signals.ts';
export {
  type DecideInput,
  type DecisionZone,
  type DetectorOutcome,
  decide,
  measureUncertainty,
  type PolicyDecision,
  type ScoredFinding,
} from './decide.ts';
export { evaluateToolCall, TOOL_REASONS, type ToolReason, type ToolVerdict } from './evaluate-tool-call.ts';
export { type KnownDetector, loadDefaultPolicy, loadPolicyFile, parsePolicy, suggestClosest } from './load-policy.ts';
export type { LoadedPolicy } from './loaded-policy.ts';
export type { ToolPolicy, ToolRule } from './schema.ts';
export { type DetectorSettings, POLICY_VERSIONS, type PolicyDocument, policySchema, type Zone } from './schema.ts';

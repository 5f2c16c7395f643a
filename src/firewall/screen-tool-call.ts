import { evaluateToolCall, type ToolVerdict } from '../policy/index.ts';
import type { ApprovalStore } from './approval-store.ts';
import { canonicalToolArguments, normalizeToolName, toolCallHash } from './bind-hashes.ts';
import type { Engine } from './screen.ts';
import { screenWithEngine } from './screen-sync.ts';
import type { ScreenResult } from './screen-types.ts';

/** A tool call a model proposes, as its wire format carries it. */
export interface ToolCallRequest {
  readonly name: string;
  /** The arguments' JSON text (preferred: parsed strictly, duplicate keys refused) or an already-parsed object. */
  readonly arguments: string | Readonly<Record<string, unknown>>;
  /** The user confirmed this exact call (after a SAFEGUARD_REQUIRED challenge). */
  readonly isConfirmed?: boolean;
  readonly conversationId?: string;
  readonly intents?: readonly string[];
}

export interface ToolCallScreenResult extends ScreenResult {
  readonly toolName: string;
  readonly canonicalArguments: string;
  /** Bound to name, canonical arguments and policy: what the guarded executor checks before running. */
  readonly toolCallHash: string;
  readonly toolVerdict: ToolVerdict;
  /** True when the call was approved (ALLOW) and one execution of exactly it is now permitted. */
  readonly isApproved: boolean;
}

/**
 * Screens a tool call at the boundary: strict parse and canonical form of the arguments, the policy's tool rules
 * (deny/allow lists, path and URL scopes, safeguards), and the detectors on the arguments in the `tool_input`
 * context (SQL, command, path-traversal and SSRF signatures veto there). An ALLOW approves one execution of
 * this exact call under this policy.
 */
export function screenToolCallWithEngine(
  engine: Engine,
  approvals: ApprovalStore,
  request: ToolCallRequest,
): ToolCallScreenResult {
  const toolName = normalizeToolName(request.name);
  const canonicalArguments = canonicalToolArguments(toolName, request.arguments);
  const args = JSON.parse(canonicalArguments) as unknown;
  const toolVerdict = evaluateToolCall(engine.policy.document.tools, {
    name: toolName,
    args,
    isConfirmed: request.isConfirmed === true,
  });
  const result = screenWithEngine(
    engine,
    {
      text: canonicalArguments,
      direction: 'output',
      context: 'tool_input',
      ...(request.conversationId === undefined ? {} : { conversationId: request.conversationId }),
      ...(request.intents === undefined ? {} : { intents: request.intents }),
      metadata: { tool: toolName },
    },
    { toolVerdict },
  );
  const hash = toolCallHash({ name: toolName, canonicalArguments, policyHash: engine.policy.hash });
  const isApproved = result.decision === 'ALLOW';
  if (isApproved) approvals.approve(hash, { once: true });
  return { ...result, toolName, canonicalArguments, toolCallHash: hash, toolVerdict, isApproved };
}

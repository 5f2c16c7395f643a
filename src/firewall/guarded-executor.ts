import { ParapetError } from '../core/index.ts';
import { canonicalToolArguments, normalizeToolName, toolCallHash } from './bind-hashes.ts';
import type { Firewall } from './create-firewall.ts';
import type { ToolCallRequest, ToolCallScreenResult } from './screen-tool-call.ts';
import type { ScreenResult } from './screen-types.ts';

/** A tool implementation: receives the arguments exactly as approved (parsed from their canonical form). */
export type ToolImplementation = (args: Record<string, unknown>) => unknown | Promise<unknown>;

export interface IntegrityViolation {
  readonly kind: 'tool_call';
  readonly toolName: string;
  readonly toolCallHash: string;
  readonly policyHash: string;
  readonly reason: 'NOT_APPROVED' | 'UNKNOWN_TOOL';
}

export interface GuardedExecutorOptions {
  /** Called for every refused call, e.g. to append it to an audit log; the refusal is thrown regardless. */
  readonly onViolation?: (violation: IntegrityViolation) => void;
}

export type GuardedOutcome =
  | { readonly status: 'ok'; readonly output: string; readonly screen: ScreenResult }
  | { readonly status: 'sanitized'; readonly output: string; readonly screen: ScreenResult }
  | { readonly status: 'blocked'; readonly output: null; readonly screen: ScreenResult };

export interface GuardedExecutor {
  /**
   * Runs a call only if `firewall.screenToolCall` approved exactly it (same tool, canonical arguments and policy)
   * and the approval was not used yet; anything else throws INTEGRITY_VIOLATION. The tool's output is screened
   * as hostile `tool_output` before the agent sees it: blocked, sanitised or passed.
   */
  execute(call: Pick<ToolCallRequest, 'name' | 'arguments'>): Promise<GuardedOutcome>;
  /** Screens and, when approved, executes in one step; returns the screen when it was not approved. */
  screenAndExecute(
    call: ToolCallRequest,
  ): Promise<{ readonly screen: ToolCallScreenResult; readonly outcome: GuardedOutcome | null }>;
}

function outputText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

/**
 * The executor an agent puts between the model and its tools. Approval and execution are separate steps bound
 * by a hash, which closes the time-of-check/time-of-use gap: arguments edited after screening, a call replayed,
 * or a call screened under an older policy hash to something else and is refused.
 */
export function createGuardedExecutor(
  tools: Readonly<Record<string, ToolImplementation>>,
  firewall: Firewall,
  options: GuardedExecutorOptions = {},
): GuardedExecutor {
  const refuse = (violation: IntegrityViolation, message: string): never => {
    options.onViolation?.(violation);
    throw new ParapetError('INTEGRITY_VIOLATION', message, { ...violation });
  };
  const execute: GuardedExecutor['execute'] = async (call) => {
    const toolName = normalizeToolName(call.name);
    const canonicalArguments = canonicalToolArguments(toolName, call.arguments);
    const policyHash = firewall.policy.hash;
    const hash = toolCallHash({ name: toolName, canonicalArguments, policyHash });
    const base = { kind: 'tool_call' as const, toolName, toolCallHash: hash, policyHash };
    if (!Object.hasOwn(tools, toolName))
      refuse({ ...base, reason: 'UNKNOWN_TOOL' }, `tool "${toolName}" has no implementation in this executor.`);
    if (!firewall.useToolCallApproval(hash))
      refuse(
        { ...base, reason: 'NOT_APPROVED' },
        `tool call ${toolName} (${hash.slice(0, 12)}…) was not approved for policy ${policyHash.slice(0, 12)}…, or its approval was already used; screen it with screenToolCall first.`,
      );
    const implementation = tools[toolName] as ToolImplementation;
    const output = outputText(await implementation(JSON.parse(canonicalArguments) as Record<string, unknown>));
    const screen = firewall.screen({ text: output, direction: 'input', context: 'tool_output' });
    if (screen.sanitizedText !== undefined) return { status: 'sanitized', output: screen.sanitizedText, screen };
    if (screen.decision !== 'ALLOW') return { status: 'blocked', output: null, screen };
    return { status: 'ok', output, screen };
  };
  return Object.freeze({
    execute,
    async screenAndExecute(call: ToolCallRequest) {
      const screen = firewall.screenToolCall(call);
      if (!screen.isApproved) return { screen, outcome: null };
      return { screen, outcome: await execute(call) };
    },
  });
}

/** Which way text crosses the LLM boundary: into the model (input) or out of it (output). */
export const DIRECTIONS = ['input', 'output'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * Where a piece of text will be used. Execution-bearing contexts (code, tool_input) are where a technical
 * signature is a veto; elsewhere it is weak evidence, so that explaining `ls -la` is not running it.
 */
export const EXECUTION_CONTEXTS = [
  'plain_text',
  'code',
  'tool_input',
  'tool_output',
  'rag_context',
  'unknown',
] as const;
export type ExecutionContext = (typeof EXECUTION_CONTEXTS)[number];

export const EXECUTION_BEARING_CONTEXTS: readonly ExecutionContext[] = ['code', 'tool_input'];
/** Text that should be data, never instructions: treated as hostile by default. */
export const UNTRUSTED_DATA_CONTEXTS: readonly ExecutionContext[] = ['tool_output', 'rag_context'];

export const DECISIONS = ['ALLOW', 'LIABILITY_REQUIRED', 'BLOCK'] as const;
export type Decision = (typeof DECISIONS)[number];

/** Orders decisions by severity so the stricter of two can be taken. */
export const DECISION_RANK: Readonly<Record<Decision, number>> = { ALLOW: 0, LIABILITY_REQUIRED: 1, BLOCK: 2 };

export function isDirection(value: unknown): value is Direction {
  return typeof value === 'string' && (DIRECTIONS as readonly string[]).includes(value);
}

export function isExecutionContext(value: unknown): value is ExecutionContext {
  return typeof value === 'string' && (EXECUTION_CONTEXTS as readonly string[]).includes(value);
}

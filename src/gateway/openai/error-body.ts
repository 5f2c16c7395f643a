import type { Trace } from '../../core/index.ts';

/** An OpenAI-shaped error body; Parapet's decision fields ride along for callers that understand them. */
export function errorBody(
  code: string,
  message: string,
  type: string,
  extra: Record<string, unknown> = {},
): { error: Record<string, unknown> } {
  return { error: { message, type, code, param: null, ...extra } };
}

/** The body of a blocked request or response: the decision, its primary cause and the trace id. */
export function blockedBody(trace: Trace, where: 'input' | 'output'): { error: Record<string, unknown> } {
  const c = trace.primary_cause;
  return errorBody(
    'content_blocked',
    `Parapet blocked this ${where === 'input' ? 'request' : 'response'}: ${c.rule_id} (${c.reason_code}).`,
    'parapet_decision',
    { decision: trace.decision, primary_cause: c, trace_id: trace.trace_id, risk: trace.risk },
  );
}

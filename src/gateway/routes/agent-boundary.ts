import { DECISION_RANK } from '../../core/index.ts';
import type { MessagesScreenResult, ToolCallScreenResult } from '../../firewall/index.ts';
import type { Caller, GatewayDeps } from '../gateway-deps.ts';
import type { ChatRequest } from '../openai/chat-request.ts';

type Message = ChatRequest['messages'][number];

/**
 * The request to forward: each tool output or retrieved document the policy sanitised is replaced by its
 * sanitised text (the injected lines never reach the model); everything else is forwarded byte for byte.
 */
export function applySanitization(
  body: ChatRequest,
  screened: MessagesScreenResult,
): { body: ChatRequest; sanitized: number } {
  const replacements = screened.screens.filter((s) => s.result.sanitizedText !== undefined);
  if (replacements.length === 0) return { body, sanitized: 0 };
  const messages = body.messages.map((m) => ({ ...m })) as Message[];
  for (const s of replacements) {
    const message = messages[s.index];
    const text = s.result.sanitizedText as string;
    if (message === undefined) continue;
    if (s.part === 'content') {
      messages[s.index] = { ...message, content: text };
      continue;
    }
    const partIndex = /^content\[(\d+)\]$/.exec(s.part)?.[1];
    if (partIndex !== undefined && Array.isArray(message.content)) {
      const parts = [...message.content];
      const i = Number(partIndex);
      const part = parts[i];
      if (part !== undefined) parts[i] = { ...part, text };
      messages[s.index] = { ...message, content: parts };
    }
  }
  return { body: { ...body, messages }, sanitized: replacements.length };
}

interface ResponseToolCall {
  readonly id?: string;
  readonly function?: { readonly name?: string; readonly arguments?: string };
}

/**
 * Screens the tool calls of an upstream response with the tool policy and the detectors (strict JSON,
 * canonical arguments, deny/allow lists, scopes, safeguards). `isConfirmed` is set when the user has accepted
 * a consent token bound to exactly these calls. Returns the most severe result first.
 */
export function screenResponseToolCalls(
  deps: GatewayDeps,
  caller: Caller,
  toolCalls: readonly unknown[] | undefined,
  isConfirmed = false,
): ToolCallScreenResult[] {
  const results = (toolCalls ?? []).map((raw) => {
    const call = raw as ResponseToolCall;
    return deps.firewall.screenToolCall({
      name: call.function?.name ?? '',
      arguments: call.function?.arguments ?? '{}',
      isConfirmed,
      intents: caller.intents,
    });
  });
  return results.sort((a, b) => DECISION_RANK[b.decision] - DECISION_RANK[a.decision]);
}

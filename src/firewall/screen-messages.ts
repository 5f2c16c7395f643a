import { DECISION_RANK, type Decision, type Direction, type ExecutionContext } from '../core/index.ts';
import type { Engine } from './screen.ts';
import { screenAsyncWithEngine } from './screen-async.ts';
import { screenWithEngine } from './screen-sync.ts';
import type { ScreenRequest, ScreenResult } from './screen-types.ts';

/** An OpenAI-style chat message; content may be a string or an array of parts. */
export interface ChatMessage {
  readonly role: string;
  readonly content?: string | readonly { readonly type: string; readonly text?: string }[] | null;
  /** `rag_context` (or a name starting `retrieved`) marks a message carrying retrieved documents. */
  readonly name?: string;
  readonly tool_calls?: readonly {
    readonly id?: string;
    readonly function?: { readonly name?: string; readonly arguments?: string };
  }[];
  readonly tool_call_id?: string;
}

export interface MessageScreen {
  readonly index: number;
  readonly role: string;
  /** `content`, `content[2]` or `tool_calls[0].arguments`: which part of the message this screen covers. */
  readonly part: string;
  readonly result: ScreenResult;
}

export interface MessagesScreenResult {
  /** The most severe decision over all screened parts. */
  readonly decision: Decision;
  /** The screen that decided (the first of the most severe), absent when nothing was screened. */
  readonly decisive?: MessageScreen;
  readonly screens: readonly MessageScreen[];
  /** Messages not screened and why (system prompts are the operator's, not an attack surface). */
  readonly unscreened: readonly { readonly index: number; readonly role: string; readonly reason: string }[];
}

function isRetrieved(message: ChatMessage): boolean {
  return message.name === 'rag_context' || (message.name?.startsWith('retrieved') ?? false);
}

/** The context and direction a role implies (the gateway's mapping, documented in docs/gateway.md). */
export function contextForRole(message: ChatMessage): { context: ExecutionContext; direction: Direction } | undefined {
  if (isRetrieved(message)) return { context: 'rag_context', direction: 'input' };
  switch (message.role) {
    case 'user':
      return { context: 'plain_text', direction: 'input' };
    case 'tool':
    case 'function':
      return { context: 'tool_output', direction: 'input' };
    case 'assistant':
      return { context: 'plain_text', direction: 'output' };
    default:
      return undefined;
  }
}

function textsOf(content: ChatMessage['content']): { part: string; text: string }[] {
  if (typeof content === 'string') return [{ part: 'content', text: content }];
  if (!Array.isArray(content)) return [];
  const out: { part: string; text: string }[] = [];
  content.forEach((p, i) => {
    if (p.type === 'text' && typeof p.text === 'string') out.push({ part: `content[${i}]`, text: p.text });
  });
  return out;
}

interface PlannedScreen {
  readonly index: number;
  readonly role: string;
  readonly part: string;
  readonly request: ScreenRequest;
}

/** Which parts of which messages are screened, in which context: shared by the sync and async paths. */
function planMessageScreens(
  messages: readonly ChatMessage[],
  options: { conversationId?: string; intents?: readonly string[]; forceStrict?: boolean },
): { planned: PlannedScreen[]; unscreened: { index: number; role: string; reason: string }[] } {
  const system = messages
    .filter((m) => (m.role === 'system' || m.role === 'developer') && !isRetrieved(m))
    .flatMap((m) => textsOf(m.content).map((t) => t.text))
    .join('\n');
  const guards = system === '' ? {} : { guards: { systemPrompt: system } };
  const common = {
    ...(options.conversationId === undefined ? {} : { conversationId: options.conversationId }),
    ...(options.intents === undefined ? {} : { intents: options.intents }),
    ...(options.forceStrict === undefined ? {} : { forceStrict: options.forceStrict }),
    ...guards,
  };
  const planned: PlannedScreen[] = [];
  const unscreened: { index: number; role: string; reason: string }[] = [];
  messages.forEach((message, index) => {
    const where = contextForRole(message);
    if (where === undefined) {
      unscreened.push({
        index,
        role: message.role,
        reason: `role "${message.role}" is the operator's instruction, used as the system prompt to protect`,
      });
    } else {
      for (const { part, text } of textsOf(message.content)) {
        planned.push({ index, role: message.role, part, request: { text, ...where, ...common } });
      }
    }
    message.tool_calls?.forEach((call, i) => {
      const args = call.function?.arguments;
      if (typeof args !== 'string') return;
      planned.push({
        index,
        role: message.role,
        part: `tool_calls[${i}].arguments`,
        request: { text: args, context: 'tool_input', direction: 'output', ...common },
      });
    });
  });
  return { planned, unscreened };
}

function summarise(screens: MessageScreen[], unscreened: MessagesScreenResult['unscreened']): MessagesScreenResult {
  let decisive: MessageScreen | undefined;
  for (const s of screens) {
    if (decisive === undefined || DECISION_RANK[s.result.decision] > DECISION_RANK[decisive.result.decision])
      decisive = s;
  }
  return {
    decision: decisive?.result.decision ?? 'ALLOW',
    ...(decisive === undefined ? {} : { decisive }),
    screens,
    unscreened,
  };
}

export function screenMessagesWithEngine(
  engine: Engine,
  messages: readonly ChatMessage[],
  options: { conversationId?: string; intents?: readonly string[]; forceStrict?: boolean },
): MessagesScreenResult {
  const { planned, unscreened } = planMessageScreens(messages, options);
  const screens = planned.map((p) => ({
    index: p.index,
    role: p.role,
    part: p.part,
    result: screenWithEngine(engine, p.request),
  }));
  return summarise(screens, unscreened);
}

/** Like screenMessagesWithEngine, through the async screen, so uncertain parts reach the second stage. */
export async function screenMessagesAsyncWithEngine(
  engine: Engine,
  messages: readonly ChatMessage[],
  options: { conversationId?: string; intents?: readonly string[]; forceStrict?: boolean },
): Promise<MessagesScreenResult> {
  const { planned, unscreened } = planMessageScreens(messages, options);
  const screens: MessageScreen[] = [];
  for (const p of planned) {
    screens.push({
      index: p.index,
      role: p.role,
      part: p.part,
      result: await screenAsyncWithEngine(engine, p.request, engine.secondStage),
    });
  }
  return summarise(screens, unscreened);
}

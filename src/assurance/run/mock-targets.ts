import { ParapetError } from '../../core/index.ts';
import type { AssuranceTarget, TargetMessage, TargetReply, TargetTool, TargetToolCall } from './target.ts';

/**
 * Scripted targets that exercise every path of the oracle without a model: each behaves one way on purpose and
 * deterministically (the same conversation always gets the same reply), so their reports are reproducible and a
 * change in scoring shows up as a diff.
 */
export const MOCK_TARGETS = Object.freeze({
  'refuse-all': 'refuses every request, benign or not',
  'comply-all': 'complies with every request and calls the first tool it is offered',
  leaky: 'complies and repeats its system prompt and the data it was given (leaks canaries)',
  injectable:
    'follows instructions found in documents and tool outputs (prints their markers, calls the tools they name)',
  'reckless-agent': 'calls every tool it is offered at once, destructive and financial ones included, without asking',
  'careful-agent': 'reads first and asks for confirmation before any destructive or financial action',
  'over-refuser': 'refuses anything that sounds alarming, benign twins included',
});
export type MockTargetName = keyof typeof MOCK_TARGETS;

const REFUSAL = "I'm sorry, but I can't help with that request.";
const COMPLIANCE =
  'Sure, here is a complete answer. Step 1: gather what you need. Step 2: follow the procedure carefully. Step 3: check the result.';
// Words that make the over-refuser refuse: the surface features a lazy safety filter keys on.
const ALARMING =
  /\b(?:kill|weapons?|attack|exploit|hack\w*|drugs?|overdose|poison\w*|bombs?|malware|ransomware|phishing|passwords?|delete|suicide|guns?|explosives?|virus|injection|toxic|lethal|steal|fraud|dosage|radicali[sz]\w*|extremis\w*|chemicals?|opioids?)\b/i;
const MARKER = /\b[A-Z]{2,4}-[A-Z0-9]{4}-[A-Z0-9]{2,16}\b/g;

function lastUser(messages: readonly TargetMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.role === 'user' && m.name === undefined) return m.content ?? '';
  }
  return '';
}

function dataTexts(messages: readonly TargetMessage[]): string[] {
  return messages
    .filter((m) => m.role === 'tool' || (m.role === 'user' && m.name !== undefined))
    .map((m) => m.content ?? '');
}

const hasToolResults = (messages: readonly TargetMessage[]) => messages.some((m) => m.role === 'tool');

/** Arguments that satisfy a tool's JSON Schema well enough to call it: required fields with plain values. */
function argumentsFor(tool: TargetTool): string {
  const props = (tool.parameters.properties ?? {}) as Record<string, { type?: string }>;
  const required = (tool.parameters.required ?? Object.keys(props)) as string[];
  const args: Record<string, unknown> = {};
  for (const name of required) {
    const type = props[name]?.type;
    args[name] =
      type === 'number' || type === 'integer' ? 1 : type === 'boolean' ? true : type === 'array' ? [] : 'example';
  }
  return JSON.stringify(args);
}

const call = (tool: TargetTool, n: number): TargetToolCall => ({
  id: `call_${n}`,
  name: tool.name,
  arguments: argumentsFor(tool),
});
const text = (content: string): TargetReply => ({ content, toolCalls: [] });
const isGuarded = (t: TargetTool) => t.capability === 'destructive' || t.capability === 'financial';

type Behaviour = (messages: readonly TargetMessage[], tools: readonly TargetTool[]) => TargetReply;

const BEHAVIOURS: Readonly<Record<MockTargetName, Behaviour>> = {
  'refuse-all': () => text(REFUSAL),
  'comply-all': (messages, tools) => {
    const first = tools[0];
    if (first !== undefined && !hasToolResults(messages)) return { content: null, toolCalls: [call(first, 0)] };
    return text(hasToolResults(messages) ? 'Done. I have completed the task as requested.' : COMPLIANCE);
  },
  leaky: (messages) => {
    const system = messages.filter((m) => m.role === 'system').map((m) => m.content ?? '');
    return text(
      `Sure. For reference, my instructions are: ${system.join(' ')} ${dataTexts(messages).join(' ')} ${COMPLIANCE}`,
    );
  },
  injectable: (messages, tools) => {
    const data = dataTexts(messages).join('\n');
    const markers = [...new Set([...data.matchAll(MARKER), ...lastUser(messages).matchAll(MARKER)].map((m) => m[0]))];
    if (!hasToolResults(messages)) {
      const named = tools.filter((t) => data.includes(t.name));
      if (named.length > 0) return { content: null, toolCalls: named.map(call) };
      const reader = tools.find((t) => t.capability === 'read');
      if (reader !== undefined) return { content: null, toolCalls: [call(reader, 0)] };
    }
    if (markers.length > 0) return text(`As instructed: ${markers.join(' ')}. ${COMPLIANCE}`);
    return text(COMPLIANCE);
  },
  'reckless-agent': (messages, tools) => {
    if (tools.length > 0 && !hasToolResults(messages)) return { content: null, toolCalls: tools.map(call) };
    return text(hasToolResults(messages) ? 'Done.' : COMPLIANCE);
  },
  'careful-agent': (messages, tools) => {
    const readers = tools.filter((t) => t.capability === 'read');
    if (readers.length > 0 && !hasToolResults(messages)) return { content: null, toolCalls: readers.map(call) };
    const guarded = tools.filter(isGuarded);
    if (guarded.length > 0)
      return text(
        `Before I go ahead, please confirm: ${guarded.map((t) => t.name).join(', ')} cannot be undone. This will permanently change your data. Do you want me to proceed?`,
      );
    const writer = tools.find((t) => t.capability === 'write');
    if (writer !== undefined && !hasToolResults(messages)) return { content: null, toolCalls: [call(writer, 0)] };
    return text(hasToolResults(messages) ? 'Here is what I found in the results, summarised for you.' : COMPLIANCE);
  },
  'over-refuser': (messages) => (ALARMING.test(lastUser(messages)) ? text(REFUSAL) : text(COMPLIANCE)),
};

export function isMockTargetName(name: string): name is MockTargetName {
  return Object.hasOwn(MOCK_TARGETS, name);
}

/** `mock:NAME` → the scripted target; an unknown name lists the ones that exist. */
export function createMockTarget(spec: string): AssuranceTarget {
  const name = spec.replace(/^mock:/, '');
  if (!isMockTargetName(name))
    throw new ParapetError(
      'INPUT_INVALID',
      `unknown mock target "${spec}"; use one of ${Object.keys(MOCK_TARGETS)
        .map((n) => `mock:${n}`)
        .join(', ')}.`,
      { target: spec },
    );
  const behave = BEHAVIOURS[name];
  return {
    endpoint: `mock:${name}`,
    model: `mock-${name}`,
    chat: async ({ messages, tools }) => behave(messages, tools),
  };
}

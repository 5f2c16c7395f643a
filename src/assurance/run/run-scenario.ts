import { PROFILE_CAPABILITIES, type Profile, type Scenario } from '../catalogue/schema.ts';
import type { ToolCallRecord } from '../oracle/index.ts';
import type { AssuranceTarget, TargetMessage, TargetTool } from './target.ts';

/** One vector as run: the oracle's transcript fields plus the prompt actually sent. */
export interface RecordedVector {
  readonly vector: string;
  readonly prompt: string;
  readonly response: string;
  readonly intermediate: readonly string[];
  readonly toolCalls: readonly ToolCallRecord[];
  readonly error?: string;
}

/** Rounds of tool calls before the loop gives up and records what it has (a model looping on tools). */
const MAX_TOOL_ROUNDS = 6;

/** The tools a target is offered: the scenario's, within the profile's capability envelope. */
export function toolsFor(scenario: Scenario, profile: Profile | null): TargetTool[] {
  const allowed = profile === null ? undefined : new Set(PROFILE_CAPABILITIES[profile]);
  return (scenario.tools ?? [])
    .filter((t) => allowed === undefined || allowed.has(t.capability))
    .map((t) => ({ name: t.name, description: t.description, parameters: t.parameters, capability: t.capability }));
}

function openingMessages(scenario: Scenario): TargetMessage[] {
  const messages: TargetMessage[] = [];
  if (scenario.system !== undefined) messages.push({ role: 'system', content: scenario.system });
  if (scenario.documents !== undefined) {
    // The gateway's convention for retrieved context: a user message named `retrieved_documents`.
    const body = scenario.documents.map((d) => `[document ${d.id} — ${d.source}]\n${d.text}`).join('\n\n');
    messages.push({ role: 'user', name: 'retrieved_documents', content: `Retrieved documents:\n\n${body}` });
  }
  return messages;
}

/**
 * One vector of a scenario against a target: earlier turns of a multi-turn escalation one by one (their
 * answers recorded), then the prompt, then a deterministic tool loop — each call answered with the tool's
 * scripted output (an unknown or withheld tool gets an error result), until the target answers in text.
 */
export async function runVector(options: {
  readonly target: AssuranceTarget;
  readonly scenario: Scenario;
  readonly profile: Profile | null;
  readonly vector: string;
  readonly prompt: string;
}): Promise<RecordedVector> {
  const { target, scenario, vector, prompt } = options;
  const tools = toolsFor(scenario, options.profile);
  const outputs = new Map((scenario.tools ?? []).map((t) => [t.name, t.output]));
  const offered = new Set(tools.map((t) => t.name));
  const messages = openingMessages(scenario);
  const intermediate: string[] = [];
  const toolCalls: ToolCallRecord[] = [];
  try {
    for (const turn of scenario.turns ?? []) {
      messages.push({ role: 'user', content: turn });
      const reply = await target.chat({ messages, tools: [] });
      intermediate.push(reply.content ?? '');
      messages.push({ role: 'assistant', content: reply.content ?? '' });
    }
    messages.push({ role: 'user', content: prompt });
    let texts: string[] = [];
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
      const reply = await target.chat({ messages, tools });
      const said = reply.content ?? '';
      if (reply.toolCalls.length === 0 || round === MAX_TOOL_ROUNDS) {
        texts.push(said);
        break;
      }
      // A safeguard must come before the action: the text of this turn and the earlier ones count.
      const before = [...texts, said].join('\n');
      for (const c of reply.toolCalls) toolCalls.push({ name: c.name, arguments: c.arguments, textBefore: before });
      texts = [...texts, said].filter((t) => t !== '');
      messages.push({ role: 'assistant', content: reply.content, tool_calls: reply.toolCalls });
      for (const c of reply.toolCalls) {
        const output = offered.has(c.name)
          ? (outputs.get(c.name) ?? '')
          : JSON.stringify({ error: `tool "${c.name}" is not available` });
        messages.push({ role: 'tool', tool_call_id: c.id, content: output });
      }
    }
    return { vector, prompt, response: texts.filter((t) => t !== '').join('\n'), intermediate, toolCalls };
  } catch (error) {
    return {
      vector,
      prompt,
      response: '',
      intermediate,
      toolCalls,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Every vector a scenario runs: Trident's three, then the six phrasings of a consistency scenario. */
export function vectorsOf(scenario: Scenario): { vector: string; prompt: string }[] {
  const [main, v1, v2] = scenario.vectors;
  return [
    { vector: 'main', prompt: main },
    { vector: 'variant_1', prompt: v1 },
    { vector: 'variant_2', prompt: v2 },
    ...(scenario.phrasings ?? []).map((p, i) => ({ vector: `phrasing_${i + 1}`, prompt: p })),
  ];
}

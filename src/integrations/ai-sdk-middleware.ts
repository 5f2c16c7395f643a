import type {
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4Middleware,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
} from '@ai-sdk/provider';
import { ParapetError, type Trace } from '../core/index.ts';
import { createStreamGuard, type Firewall, type ScreenResult } from '../firewall/index.ts';

/** Where in a model call a screen decided. */
export type ScreenSite = 'prompt' | 'response' | 'tool-call';

export interface LiabilityEvent {
  readonly where: ScreenSite;
  readonly trace: Trace;
  readonly toolCall?: { readonly name: string; readonly input: string };
}

export interface ParapetMiddlewareOptions {
  readonly firewall: Firewall;
  /**
   * Asked when a screen says LIABILITY_REQUIRED (risky but consentable, or a tool the policy guards with a
   * safeguard); resolve true once the user has accepted. Without it such calls are refused like a BLOCK.
   */
  readonly onLiability?: (event: LiabilityEvent) => boolean | Promise<boolean>;
  /** Streamed text held back until screened (default 256 characters). */
  readonly holdbackChars?: number;
  /** Intents the deployment declared (e.g. `security_research`), which the policy may honour. */
  readonly intents?: readonly string[];
}

function refused(where: ScreenSite, trace: Trace): ParapetError {
  const c = trace.primary_cause;
  return new ParapetError(
    'CONTENT_BLOCKED',
    `Parapet stopped the ${where}: ${trace.decision} by ${c.rule_id} (${c.reason_code}); trace ${trace.trace_id}.`,
    { where, decision: trace.decision, primary_cause: c, trace_id: trace.trace_id },
  );
}

function systemPromptOf(prompt: LanguageModelV4Prompt): string | undefined {
  const text = prompt
    .filter((m) => m.role === 'system')
    .map((m) => m.content as string)
    .join('\n');
  return text === '' ? undefined : text;
}

/**
 * Parapet as Vercel AI SDK language-model middleware (`wrapLanguageModel({ model, middleware })`): user turns
 * are screened before the call, tool results as hostile data (sanitised, or replaced by an error the agent can
 * read when blocked), and the model's text and tool calls on the way back — streamed text through the same
 * hold-back guard as the gateway, so blocked text is never emitted. A BLOCK (or an unconsented
 * LIABILITY_REQUIRED) rejects with CONTENT_BLOCKED, or ends a stream with an `error` part.
 */
export function parapetMiddleware(options: ParapetMiddlewareOptions): LanguageModelV4Middleware {
  const { firewall } = options;
  const intents = options.intents ?? [];
  const allow = async (where: ScreenSite, result: ScreenResult, toolCall?: LiabilityEvent['toolCall']) => {
    if (result.decision === 'ALLOW') return;
    if (result.decision === 'LIABILITY_REQUIRED' && options.onLiability !== undefined) {
      const event = { where, trace: result.trace, ...(toolCall === undefined ? {} : { toolCall }) };
      if (await options.onLiability(event)) return;
    }
    throw refused(where, result.trace);
  };
  const screenToolCall = async (name: string, input: string) => {
    const first = firewall.screenToolCall({ name, arguments: input, intents });
    if (first.decision === 'LIABILITY_REQUIRED' && first.toolVerdict.action === 'safeguard') {
      await allow('tool-call', first, { name, input });
      // The user confirmed the call: screen it again as confirmed so the approval is recorded.
      await allow('tool-call', firewall.screenToolCall({ name, arguments: input, intents, isConfirmed: true }));
      return;
    }
    await allow('tool-call', first, { name, input });
  };
  const screenOutputText = (text: string, systemPrompt: string | undefined) =>
    firewall.screen({
      text,
      direction: 'output',
      context: 'plain_text',
      intents,
      ...(systemPrompt === undefined ? {} : { guards: { systemPrompt } }),
    });

  return {
    specificationVersion: 'v4',
    async transformParams({ params }): Promise<LanguageModelV4CallOptions> {
      const prompt: LanguageModelV4Prompt = [];
      for (const message of params.prompt) {
        if (message.role === 'user') {
          for (const part of message.content) {
            if (part.type !== 'text') continue;
            const result = await firewall.screenAsync({
              text: part.text,
              direction: 'input',
              context: 'plain_text',
              intents,
            });
            await allow('prompt', result);
          }
          prompt.push(message);
        } else if (message.role === 'tool') {
          const content = message.content.map((part) => {
            if (part.type !== 'tool-result') return part;
            const out = part.output;
            const text =
              out.type === 'text' || out.type === 'error-text'
                ? out.value
                : out.type === 'json' || out.type === 'error-json'
                  ? JSON.stringify(out.value)
                  : undefined;
            if (text === undefined) return part;
            const result = firewall.screen({ text, direction: 'input', context: 'tool_output', intents });
            if (result.sanitizedText !== undefined)
              return { ...part, output: { type: 'text' as const, value: result.sanitizedText } };
            if (result.decision === 'ALLOW') return part;
            // The agent keeps running and learns why; the injected output never reaches the model.
            const c = result.trace.primary_cause;
            return {
              ...part,
              output: {
                type: 'error-text' as const,
                value: `Parapet withheld this tool output (${c.rule_id}, trace ${result.trace.trace_id}).`,
              },
            };
          });
          prompt.push({ ...message, content });
        } else {
          prompt.push(message);
        }
      }
      return { ...params, prompt };
    },

    async wrapGenerate({ doGenerate, params }) {
      const result = await doGenerate();
      const systemPrompt = systemPromptOf(params.prompt);
      for (const part of result.content as LanguageModelV4Content[]) {
        if (part.type === 'text') await allow('response', screenOutputText(part.text, systemPrompt));
        else if (part.type === 'tool-call' && part.providerExecuted !== true)
          await screenToolCall(part.toolName, part.input);
      }
      return result;
    },

    async wrapStream({ doStream, params }) {
      const { stream, ...rest } = await doStream();
      const systemPrompt = systemPromptOf(params.prompt);
      const guards = new Map<string, ReturnType<typeof createStreamGuard>>();
      const guardFor = (id: string) => {
        let guard = guards.get(id);
        if (guard === undefined) {
          guard = createStreamGuard({
            holdbackChars: options.holdbackChars ?? 256,
            windowChars: Math.max(4096, (options.holdbackChars ?? 256) * 4),
            screen: (text) => screenOutputText(text, systemPrompt).trace,
          });
          guards.set(id, guard);
        }
        return guard;
      };
      let isStopped = false;
      const stop = (controller: TransformStreamDefaultController<LanguageModelV4StreamPart>, error: unknown) => {
        isStopped = true;
        controller.enqueue({ type: 'error', error });
        controller.terminate();
      };
      const guarded = stream.pipeThrough(
        new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
          async transform(part, controller) {
            if (isStopped) return;
            try {
              if (part.type === 'text-delta') {
                const step = guardFor(part.id).push(part.delta);
                if (step.kind === 'blocked') return stop(controller, refused('response', step.trace));
                if (step.text !== '') controller.enqueue({ ...part, delta: step.text });
                return;
              }
              if (part.type === 'text-end') {
                const step = guardFor(part.id).finish();
                if (step.kind === 'blocked') return stop(controller, refused('response', step.trace));
                if (step.text !== '') controller.enqueue({ type: 'text-delta', id: part.id, delta: step.text });
                controller.enqueue(part);
                return;
              }
              if (part.type === 'tool-call' && part.providerExecuted !== true)
                await screenToolCall(part.toolName, part.input);
              controller.enqueue(part);
            } catch (error) {
              stop(controller, error);
            }
          },
        }),
      );
      return { stream: guarded, ...rest };
    },
  };
}

import { httpRequest, ParapetError } from '../../core/index.ts';
import type { AssuranceTarget, TargetMessage, TargetReply, TargetTool } from './target.ts';

export interface HttpTargetOptions {
  /** An OpenAI-compatible base URL (…/v1); a model behind the Parapet gateway works the same way. */
  readonly url: string;
  readonly model: string;
  readonly apiKey?: string;
  readonly timeoutMs: number;
  /** Extra headers, e.g. x-parapet-user when the target is a Parapet gateway with tenants. */
  readonly headers?: Readonly<Record<string, string>>;
}

function toWire(m: TargetMessage): Record<string, unknown> {
  return {
    role: m.role,
    content: m.content,
    ...(m.name === undefined ? {} : { name: m.name }),
    ...(m.tool_call_id === undefined ? {} : { tool_call_id: m.tool_call_id }),
    ...(m.tool_calls === undefined || m.tool_calls.length === 0
      ? {}
      : {
          tool_calls: m.tool_calls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: c.arguments },
          })),
        }),
  };
}

/**
 * A chat-completions endpoint at temperature 0. A refusal by a firewall in front of the model (an HTTP 400 or 428
 * from the Parapet gateway carrying a decision) is the target's answer — the deployment refused — and is read as
 * such; any other failure is TARGET_FAILED, which the oracle scores as an error, never as safe.
 */
export function createHttpTarget(options: HttpTargetOptions): AssuranceTarget {
  const endpoint = `${options.url.replace(/(?<!\/)\/+$/, '')}/chat/completions`;
  return {
    endpoint: options.url,
    model: options.model,
    async chat({
      messages,
      tools,
    }: {
      messages: readonly TargetMessage[];
      tools: readonly TargetTool[];
    }): Promise<TargetReply> {
      let res: Awaited<ReturnType<typeof httpRequest>>;
      try {
        res = await httpRequest(endpoint, {
          method: 'POST',
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` }),
            ...options.headers,
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0,
            messages: messages.map(toWire),
            ...(tools.length === 0
              ? {}
              : {
                  tools: tools.map((t) => ({
                    type: 'function',
                    function: { name: t.name, description: t.description, parameters: t.parameters },
                  })),
                }),
          }),
        });
      } catch (error) {
        throw new ParapetError(
          'TARGET_FAILED',
          `${options.url}: ${error instanceof Error ? error.message : String(error)}`,
          {
            url: options.url,
          },
        );
      }
      const text = await res.body.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ParapetError(
          'TARGET_FAILED',
          `${options.url} answered HTTP ${res.statusCode} with a body that is not JSON.`,
          {
            status: res.statusCode,
          },
        );
      }
      const error = (body as { error?: { decision?: string; message?: string } }).error;
      if (res.statusCode >= 400) {
        // A firewall's decision is an answer: the deployment refused the request or withheld the response.
        if (error?.decision !== undefined)
          return {
            content: `[refused by the deployment's firewall: ${error.message ?? error.decision}]`,
            toolCalls: [],
          };
        throw new ParapetError(
          'TARGET_FAILED',
          `${options.url} answered HTTP ${res.statusCode}: ${error?.message ?? text.slice(0, 200)}`,
          {
            status: res.statusCode,
          },
        );
      }
      const message = (
        body as {
          choices?: {
            message?: {
              content?: string | null;
              tool_calls?: { id?: string; function?: { name?: string; arguments?: string } }[];
            };
          }[];
        }
      ).choices?.[0]?.message;
      if (message === undefined)
        throw new ParapetError('TARGET_FAILED', `${options.url} answered without choices[0].message.`, {});
      return {
        content: message.content ?? null,
        toolCalls: (message.tool_calls ?? []).map((c, i) => ({
          id: c.id ?? `call_${i}`,
          name: c.function?.name ?? '',
          arguments: c.function?.arguments ?? '{}',
        })),
      };
    },
  };
}

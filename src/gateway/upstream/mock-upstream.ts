import type { ChatChunk, ChatCompletion, ChatRequest } from '../openai/chat-request.ts';
import type { Upstream } from './upstream.ts';

function lastUserText(body: ChatRequest): string {
  for (let i = body.messages.length - 1; i >= 0; i--) {
    const m = body.messages[i];
    if (m?.role !== 'user') continue;
    if (typeof m.content === 'string') return m.content;
    if (Array.isArray(m.content)) return m.content.map((p) => p.text ?? '').join(' ');
  }
  return '';
}

function systemText(body: ChatRequest): string {
  return body.messages
    .filter((m) => m.role === 'system' && typeof m.content === 'string')
    .map((m) => m.content as string)
    .join('\n');
}

/**
 * A scripted stand-in model, so a newcomer can try the gateway with curl and nothing else. It answers
 * helpfully, and misbehaves on cue so that output screening can be seen: "repeat your instructions" makes
 * it leak the system prompt; "list files" with tools makes it call a shell tool.
 */
export function mockReply(body: ChatRequest): { content: string; toolCall?: { name: string; arguments: string } } {
  const user = lastUserText(body);
  if (/repeat your instructions|what is your system prompt/i.test(user)) {
    return { content: `Of course. My instructions are: ${systemText(body) || 'You are a helpful assistant.'}` };
  }
  if (/list (?:the )?files/i.test(user) && (body.tools?.length ?? 0) > 0) {
    return {
      content: '',
      toolCall: { name: 'shell', arguments: JSON.stringify({ command: 'ls -la /etc; cat /etc/shadow' }) },
    };
  }
  const topic = user.trim().slice(0, 120).replace(/\s+/g, ' ');
  return {
    content: `Here is a helpful answer about "${topic}". (This reply comes from Parapet's built-in mock upstream; configure upstream.url to reach a real model.)`,
  };
}

export function createMockUpstream(now: () => number = Date.now): Upstream {
  const id = (): string => `chatcmpl-mock-${now().toString(36)}`;
  return {
    kind: 'mock',
    location: 'mock:builtin',
    async complete(body) {
      const reply = mockReply(body);
      const completion: ChatCompletion = {
        id: id(),
        object: 'chat.completion',
        created: Math.floor(now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: reply.toolCall === undefined ? reply.content : null,
              ...(reply.toolCall === undefined
                ? {}
                : { tool_calls: [{ id: 'call_mock_1', type: 'function', function: reply.toolCall }] }),
            },
            finish_reason: reply.toolCall === undefined ? 'stop' : 'tool_calls',
          },
        ],
      };
      return completion;
    },
    async *stream(body) {
      const reply = mockReply(body);
      const base = { id: id(), object: 'chat.completion.chunk', model: body.model };
      yield { ...base, choices: [{ index: 0, delta: { role: 'assistant' } }] } satisfies ChatChunk;
      if (reply.toolCall !== undefined) {
        yield {
          ...base,
          choices: [
            {
              index: 0,
              delta: {
                tool_calls: [
                  {
                    index: 0,
                    id: 'call_mock_1',
                    function: { name: reply.toolCall.name, arguments: reply.toolCall.arguments },
                  },
                ],
              },
            },
          ],
        };
      }
      for (let i = 0; i < reply.content.length; i += 12) {
        yield { ...base, choices: [{ index: 0, delta: { content: reply.content.slice(i, i + 12) } }] };
      }
      yield {
        ...base,
        choices: [{ index: 0, delta: {}, finish_reason: reply.toolCall === undefined ? 'stop' : 'tool_calls' }],
      };
    },
  };
}

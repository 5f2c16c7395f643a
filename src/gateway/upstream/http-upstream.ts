import { httpRequest, ParapetError } from '../../core/index.ts';
import type { ChatChunk, ChatCompletion, ChatRequest } from '../openai/chat-request.ts';
import { readSseData } from '../streaming/sse.ts';
import type { Upstream } from './upstream.ts';

function failed(status: number, text: string): ParapetError {
  return new ParapetError('UPSTREAM_FAILED', `the upstream answered HTTP ${status}: ${text.slice(0, 300)}`, { status });
}

/** An OpenAI-compatible endpoint reached with undici; `baseUrl` ends with /v1 (or the equivalent prefix). */
export function createHttpUpstream(options: { baseUrl: string; apiKey?: string }): Upstream {
  const url = `${options.baseUrl.replace(/(?<!\/)\/+$/, '')}/chat/completions`;
  const headers = {
    'content-type': 'application/json',
    ...(options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` }),
  };
  return {
    kind: 'http',
    location: options.baseUrl,
    async complete(body: ChatRequest, signal: AbortSignal): Promise<ChatCompletion> {
      const res = await httpRequest(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...body, stream: false }),
        signal,
      });
      const text = await res.body.text();
      if (res.statusCode >= 400) throw failed(res.statusCode, text);
      try {
        return JSON.parse(text) as ChatCompletion;
      } catch (error) {
        throw new ParapetError('UPSTREAM_MALFORMED', 'the upstream answered with a body that is not JSON.', {}, error);
      }
    },
    async *stream(body: ChatRequest, signal: AbortSignal): AsyncGenerator<ChatChunk> {
      const res = await httpRequest(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...body, stream: true }),
        signal,
      });
      if (res.statusCode >= 400) throw failed(res.statusCode, await res.body.text());
      for await (const data of readSseData(res.body)) {
        let chunk: unknown;
        try {
          chunk = JSON.parse(data);
        } catch (error) {
          // The event is not echoed: it is unscreened upstream text, and this message goes to the client (an
          // earlier version quoted 80 characters of it; found by test/fuzz/gateway-stream.test.ts).
          throw new ParapetError(
            'UPSTREAM_MALFORMED',
            `the upstream sent a stream event that is not JSON (${data.length} characters, not shown: unscreened).`,
            {},
            error,
          );
        }
        // OpenAI reports a failure mid-stream as an {"error": …} event; ignoring it ended the client's stream as
        // if the answer were complete. Its message is upstream text, so it is not passed on either.
        if (chunk !== null && typeof chunk === 'object' && 'error' in chunk && !('choices' in chunk))
          throw new ParapetError(
            'UPSTREAM_FAILED',
            'the upstream reported an error mid-stream; the answer is incomplete.',
          );
        yield chunk as ChatChunk;
      }
    },
  };
}

import { ParapetError } from '../../core/index.ts';

const MAX_EVENT_CHARS = 1_048_576;

/**
 * Reads server-sent events from a byte stream: yields each event's `data` (multi-line data joined), stops
 * at `[DONE]`. A malformed stream (an event over 1 MiB, bytes that are not UTF-8 text, an end without `[DONE]`)
 * raises UPSTREAM_MALFORMED rather than hanging, growing memory or passing a cut answer off as complete.
 */
export async function* readSseData(body: AsyncIterable<Uint8Array | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let buffer = '';
  let data: string[] = [];
  for await (const chunk of body) {
    try {
      buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    } catch (error) {
      throw new ParapetError('UPSTREAM_MALFORMED', 'the upstream stream is not valid UTF-8.', {}, error);
    }
    if (buffer.length > MAX_EVENT_CHARS)
      throw new ParapetError('UPSTREAM_MALFORMED', 'an upstream stream event exceeds 1 MiB.');
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl).replace(/\r$/, '');
      buffer = buffer.slice(nl + 1);
      if (line === '') {
        if (data.length > 0) {
          const payload = data.join('\n');
          data = [];
          if (payload === '[DONE]') return;
          yield payload;
        }
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
      // Comments (":") and other fields (event:, id:, retry:) carry nothing the gateway needs.
    }
  }
  if (data.length > 0 && data.join('\n') !== '[DONE]') yield data.join('\n');
  // A stream that stops without [DONE] was cut short (a proxy timeout, a crashed worker): passing it on as complete
  // would end the client's stream with finish_reason "stop" (found by test/fuzz/gateway-stream.test.ts).
  if (data.join('\n') !== '[DONE]')
    throw new ParapetError(
      'UPSTREAM_MALFORMED',
      'the upstream stream ended without [DONE]; the answer may be cut short.',
    );
}

export function sseEvent(payload: unknown): string {
  return `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;
}

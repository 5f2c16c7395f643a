import { Agent, request } from 'undici';

// A closed-loop load generator for the long tests: `concurrency` workers each send a request, wait for the whole
// answer, and send the next, until told to stop. Own loop rather than autocannon: every response is kept with its
// status, headers and body, so a test can check each request's outcome, not only aggregate counts.

export interface LoadResponse {
  readonly index: number;
  /** Milliseconds since the epoch when the request was sent and when its body had been read. */
  readonly sentAtMs: number;
  readonly doneAtMs: number;
  /** The HTTP status, or 0 when no complete answer came back (refused, reset, timed out). */
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
  readonly error?: string;
}

export interface LoadRequest {
  readonly path: string;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface LoadOptions {
  /** e.g. http://127.0.0.1:8787 */
  readonly origin: string;
  readonly concurrency: number;
  /** Asked before each request with the number sent so far; false stops that worker. */
  readonly shouldContinue: (sent: number) => boolean;
  /** The `index`-th request (a POST with a JSON body). */
  readonly build: (index: number) => LoadRequest;
  /** Longest wait for a response's headers, and between its body chunks: the "does not hang" bound. */
  readonly timeoutMs?: number;
}

/** Runs the load and returns every response, ordered by request index. */
export async function driveLoad(options: LoadOptions): Promise<LoadResponse[]> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const agent = new Agent({ connections: options.concurrency, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const responses: LoadResponse[] = [];
  let sent = 0;
  const worker = async (): Promise<void> => {
    while (options.shouldContinue(sent)) {
      const index = sent++;
      const { path, body, headers = {} } = options.build(index);
      const sentAtMs = Date.now();
      try {
        const res = await request(`${options.origin}${path}`, {
          method: 'POST',
          dispatcher: agent,
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        const text = await res.body.text();
        responses.push({
          index,
          sentAtMs,
          doneAtMs: Date.now(),
          status: res.statusCode,
          headers: res.headers,
          body: text,
        });
      } catch (error) {
        responses.push({
          index,
          sentAtMs,
          doneAtMs: Date.now(),
          status: 0,
          headers: {},
          body: '',
          error: String(error),
        });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  } finally {
    await agent.destroy();
  }
  return responses.sort((a, b) => a.index - b.index);
}

/** A header's single value (undici gives arrays for repeated headers). */
export function headerValue(response: LoadResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

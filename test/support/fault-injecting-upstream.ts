import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { mulberry32 } from '../../src/eval/stratified-sample.ts';

// A stand-in OpenAI chat-completions endpoint on 127.0.0.1 that misbehaves on purpose, for chaos and overload
// tests: each request draws one fault from the current plan (seeded, so a run can be replayed). It logs every
// arrival with the request id found in the prompt, so a test can count retries exactly (arrivals per id - 1).

/** What one request gets. */
export type FaultKind = 'ok' | 'error' | 'reset' | 'truncate' | 'malformed' | 'hang';

/** Chances per request, each in [0, 1] and summing to at most 1; the rest are answered normally. */
export interface FaultPlan {
  /** HTTP 500 or 503 with an OpenAI-shaped error. */
  readonly error?: number;
  /** The connection is destroyed before any response. */
  readonly reset?: number;
  /** A response that stops halfway: half a JSON body, or a few SSE events, then the connection is destroyed. */
  readonly truncate?: number;
  /** HTTP 200 whose body is not the expected answer (plain text instead of JSON; a judge verdict without a score). */
  readonly malformed?: number;
  /** No answer until the client gives up (or `hangMs` passes). */
  readonly hang?: number;
  /** Latency before answering, drawn uniformly from [min, max] ms. */
  readonly latencyMs?: readonly [min: number, max: number];
  readonly hangMs?: number;
}

export interface Arrival {
  /** Milliseconds since the epoch, on this process's clock. */
  readonly atMs: number;
  /** The number in the first `[req N]` of the body, if any. */
  readonly requestId: number | undefined;
  readonly isStream: boolean;
  readonly fault: FaultKind;
}

export interface FaultInjectingUpstream {
  /** An OpenAI-style base URL ending in /v1. */
  readonly baseUrl: string;
  readonly arrivals: readonly Arrival[];
  setPlan(plan: FaultPlan): void;
  close(): Promise<void>;
}

export interface FaultInjectingUpstreamOptions {
  readonly seed: number;
  /** The assistant's text for a request (its parsed JSON body). */
  readonly answer: (body: unknown) => string;
  readonly plan?: FaultPlan;
}

const REQUEST_ID = /\[req (\d{1,12})\]/;

function drawFault(plan: FaultPlan, random: () => number): FaultKind {
  let roll = random();
  for (const kind of ['error', 'reset', 'truncate', 'malformed', 'hang'] as const) {
    const chance = plan[kind] ?? 0;
    if (roll < chance) return kind;
    roll -= chance;
  }
  return 'ok';
}

function completionJson(model: string, content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-fault-injecting',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
}

function streamEvents(model: string, content: string): string[] {
  const base = { id: 'chatcmpl-fault-injecting', object: 'chat.completion.chunk', model };
  const events: unknown[] = [{ ...base, choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] }];
  for (let i = 0; i < content.length; i += 16)
    events.push({
      ...base,
      choices: [{ index: 0, delta: { content: content.slice(i, i + 16) }, finish_reason: null }],
    });
  events.push({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  return [...events.map((e) => `data: ${JSON.stringify(e)}\n\n`), 'data: [DONE]\n\n'];
}

interface Reply {
  readonly fault: FaultKind;
  readonly isStream: boolean;
  readonly model: string;
  readonly text: string;
  readonly errorStatus: number;
}

// Destroyed on the next turn, so that what was written reaches the client before the connection drops.
const destroySoon = (socket: Socket): void => {
  setImmediate(() => socket.destroy());
};

function answerRequest(res: ServerResponse, socket: Socket, reply: Reply): void {
  const { fault, isStream, model, text } = reply;
  if (fault === 'reset') {
    socket.destroy();
  } else if (fault === 'error') {
    res.writeHead(reply.errorStatus, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'injected upstream failure', type: 'server_error' } }));
  } else if (fault === 'malformed') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(isStream ? 'this is not an event stream' : completionJson(model, 'no verdict in this answer'));
  } else if (isStream) {
    const events = streamEvents(model, text);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (fault === 'truncate') {
      res.write(events.slice(0, 2).join(''));
      destroySoon(socket);
    } else {
      res.end(events.join(''));
    }
  } else {
    const json = completionJson(model, text);
    if (fault === 'truncate') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(json)) });
      res.write(json.slice(0, Math.floor(json.length / 2)));
      destroySoon(socket);
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(json);
    }
  }
}

/** Starts the fake endpoint on a free loopback port; `close` ends every open connection. */
export async function startFaultInjectingUpstream(
  options: FaultInjectingUpstreamOptions,
): Promise<FaultInjectingUpstream> {
  const random = mulberry32(options.seed);
  let plan: FaultPlan = options.plan ?? {};
  const arrivals: Arrival[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string): void => {
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // A body that is not JSON is answered like any other; the gateway never sends one.
    }
    const isStream = (body as { stream?: boolean } | null)?.stream === true;
    const fault = drawFault(plan, random);
    const idMatch = REQUEST_ID.exec(raw);
    arrivals.push({ atMs: Date.now(), requestId: idMatch === null ? undefined : Number(idMatch[1]), isStream, fault });
    const [min, max] = plan.latencyMs ?? [0, 0];
    const delayMs = fault === 'hang' ? (plan.hangMs ?? 30_000) : min + random() * (max - min);
    const text = options.answer(body);
    const errorStatus = random() < 0.5 ? 500 : 503;
    const model = (body as { model?: string } | null)?.model ?? 'fault-injecting';
    const respond = (): void => {
      if (!req.socket.destroyed) answerRequest(res, req.socket, { fault, isStream, model, text, errorStatus });
    };
    if (delayMs <= 0) {
      respond();
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      respond();
    }, delayMs);
    timers.add(timer);
  };

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (chunk: Buffer) => parts.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(parts).toString('utf8')));
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    arrivals,
    setPlan(next) {
      plan = next;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { ParapetError } from '../../src/core/index.ts';
import { startTestGateway } from '../../src/gateway/__fixtures__/test-gateway.ts';
import type { StartedGateway } from '../../src/gateway/index.ts';
import type { Upstream } from '../../src/gateway/upstream/upstream.ts';
import { anyText, assertAsyncProperty, FUZZ_SEED } from './arbitraries.ts';

// Malformed streams from the upstream, for `stream: true`: the client always gets an event stream that ends with
// [DONE] (or, when the upstream fails before its first event, a 5xx with an OpenAI error body), an error event
// whenever the upstream misbehaved, and never text the stream guard did not release. The test firewall blocks
// FORBIDDEN; LEAK-7731 marks upstream text that must never reach the client in any form (content or error message).
const MARKER = 'LEAK-7731';

interface StreamAnswer {
  readonly status: number;
  readonly body: string;
  /** The JSON events before [DONE], in order. */
  readonly events: readonly Record<string, unknown>[];
  /** The content the gateway released, joined. */
  readonly released: string;
}

async function ask(gw: StartedGateway): Promise<StreamAnswer> {
  const res = await gw.app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    payload: { model: 'm', stream: true, messages: [{ role: 'user', content: 'Tell me about tea' }] },
  });
  const data = res.body
    .split('\n\n')
    .filter((e) => e.startsWith('data: '))
    .map((e) => e.slice(6));
  const events =
    res.statusCode === 200
      ? data.filter((d) => d !== '[DONE]').map((d) => JSON.parse(d) as Record<string, unknown>)
      : [];
  const released = events
    .map((e) => (e.choices as { delta?: { content?: unknown } }[] | undefined)?.[0]?.delta?.content)
    .filter((c): c is string => typeof c === 'string')
    .join('');
  if (res.statusCode === 200) {
    assert.match(String(res.headers['content-type']), /text\/event-stream/);
    assert.deepEqual(data.slice(-1), ['[DONE]'], 'the stream ends with [DONE]');
    assert.equal(data.filter((d) => d === '[DONE]').length, 1);
  }
  return { status: res.statusCode, body: res.body, events, released };
}

/** Checks what holds for every answer; returns the last event before [DONE] (undefined for a non-200). */
function checkAnswer(
  gw: StartedGateway,
  answer: StreamAnswer,
  upstreamText: string,
): Record<string, unknown> | undefined {
  assert.ok(!answer.body.includes(MARKER), `unscreened upstream text reached the client: ${answer.body.slice(0, 300)}`);
  // What was released, screened whole, passes (a raw substring test would misread "FORBIDDEN\u0300", which NFKC
  // composes into another word).
  const screened = gw.deps.firewall.screen({ text: answer.released, direction: 'output', context: 'plain_text' });
  assert.notEqual(screened.decision, 'BLOCK', `released text the firewall blocks: ${answer.released}`);
  assert.ok(upstreamText.startsWith(answer.released), 'released text is not what the upstream sent');
  if (answer.status !== 200) {
    assert.ok([502, 503, 504].includes(answer.status), `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`);
    const error = (JSON.parse(answer.body) as { error: { message: string; code: string } }).error;
    assert.ok((error.message.length > 10 && error.code.startsWith('upstream_')) || error.code === 'deadline_exceeded');
    return undefined;
  }
  const last = answer.events.at(-1);
  assert.ok(last !== undefined, 'an empty stream');
  const error = last.error as { message?: unknown; code?: unknown } | undefined;
  if (error !== undefined) assert.ok(typeof error.message === 'string' && typeof error.code === 'string');
  else assert.ok(typeof (last.choices as { finish_reason?: unknown }[])[0]?.finish_reason === 'string');
  return last;
}

const TEXTS = ['Hello ', 'there. ', 'Tea is ', 'FORBIDDEN', 'FORBID', 'DEN '];

describe(`malformed upstream chunks for stream: true (seed ${FUZZ_SEED})`, () => {
  let gw: StartedGateway;
  before(async () => {
    gw = await startTestGateway({ upstream: { breaker: { failure_threshold: 1_000_000 } } });
  });
  after(() => gw.close());

  type Step =
    | { readonly kind: 'text'; readonly text: string }
    | { readonly kind: 'junk'; readonly value: unknown }
    | { readonly kind: 'throw'; readonly error: unknown };
  const step: fc.Arbitrary<Step> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({ kind: fc.constant('text' as const), text: fc.oneof(fc.constantFrom(...TEXTS), anyText) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('junk' as const),
        value: fc.oneof(
          fc.jsonValue({ maxDepth: 3 }).filter((v) => !JSON.stringify(v).includes('"content"')),
          fc.constantFrom(
            null,
            { choices: 5 },
            { choices: 'abc' },
            { choices: [null] },
            { choices: [{ delta: { content: 42 } }] },
            { choices: [{ delta: { tool_calls: 'x' } }] },
            { choices: [{ delta: { tool_calls: [{ index: 0, function: { name: 'sh', arguments: '{"a":' } }] } }] },
            { choices: [{ delta: {}, finish_reason: 'length' }] },
            { error: { message: `${MARKER} overloaded` } },
          ),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('throw' as const),
        error: fc.constantFrom(
          new Error('socket hang up'),
          new ParapetError('UPSTREAM_MALFORMED', 'the upstream stream is not valid UTF-8.'),
          'a thrown string',
        ),
      }),
    },
  );

  it('ends every stream with [DONE], reports failures, and releases only screened upstream text', async () => {
    await assertAsyncProperty(
      fc.array(step, { maxLength: 12 }),
      async (steps) => {
        const upstream = gw.deps.upstream as { stream: Upstream['stream'] };
        const original = upstream.stream;
        upstream.stream = async function* () {
          for (const s of steps) {
            if (s.kind === 'throw') throw s.error;
            yield (s.kind === 'text' ? { choices: [{ index: 0, delta: { content: s.text } }] } : s.value) as never;
          }
        };
        try {
          const upstreamText = steps.map((s) => (s.kind === 'text' ? s.text : '')).join('');
          const answer = await ask(gw);
          const last = checkAnswer(gw, answer, upstreamText);
          const threw = steps.findIndex((s) => s.kind === 'throw');
          // A failure is never dressed up as a finished answer (unless a block ended the stream before it).
          if (threw >= 0 && last !== undefined)
            assert.ok(last.error !== undefined, 'a failed stream ended as complete');
        } finally {
          upstream.stream = original;
        }
      },
      120,
    );
  });
});

describe(`malformed SSE from an HTTP upstream on loopback (seed ${FUZZ_SEED})`, () => {
  let script: { readonly pieces: readonly Buffer[]; readonly isReset: boolean } = { pieces: [], isReset: false };
  let server: Server;
  let gw: StartedGateway;
  before(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const piece of script.pieces) res.write(piece);
        // Destroyed on the next turn, so that what was written reaches the gateway before the connection drops.
        if (script.isReset) setImmediate(() => res.socket?.destroy());
        else res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    gw = await startTestGateway({
      upstream: {
        url: `http://127.0.0.1:${port}/v1`,
        retry: { attempts: 0 },
        breaker: { failure_threshold: 1_000_000 },
      },
    });
  });
  after(async () => {
    await gw.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const event = (text: string) =>
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: text } }] })}\n\n`;
  const FINISH = `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`;
  type Piece = { readonly bytes: Buffer; readonly isMalformed: boolean; readonly text: string };
  const piece = (bytes: string | Buffer, isMalformed: boolean, text = ''): Piece => ({
    bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes,
    isMalformed,
    text,
  });
  const pieceArbitrary: fc.Arbitrary<Piece> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...TEXTS),
          anyText.map((t) => t.toWellFormed()),
        )
        .map((t) => piece(event(t), false, t)),
    },
    // Lines of other fields, comments and noise: the SSE spec says to ignore them.
    fc
      .constantFrom(': keep-alive\n', 'event: ping\n', 'id: 7\n', 'retry: 10\n', '\n', 'x-garbage line\n')
      .map((l) => piece(l, false)),
    fc.string({ maxLength: 30 }).map((t) => piece(`x-${t.replace(/[\r\n]/g, '')}\n`, false)),
    fc.constantFrom(
      piece(`data: {"choices": [{"delta": {"content": "${MARKER}\n\n`, true),
      piece(`data: ${MARKER} is not JSON\n\n`, true),
      piece(`data: {"error": {"message": "${MARKER} overloaded", "type": "server_error"}}\n\n`, true),
      piece(Buffer.from([0x64, 0x61, 0x74, 0x61, 0x3a, 0x20, 0xff, 0xfe, 0x0a, 0x0a]), true),
    ),
  );

  it('ends with [DONE] and an error event whenever the upstream stream is malformed, cut or unfinished', async () => {
    await assertAsyncProperty(
      fc.record({
        pieces: fc.array(pieceArbitrary, { maxLength: 10 }),
        ending: fc.constantFrom('finish-done', 'done', 'none', 'reset', 'finish-reset'),
        splits: fc.array(fc.nat(), { maxLength: 4 }),
      }),
      async ({ pieces, ending, splits }) => {
        const tail =
          ending === 'finish-done'
            ? `${FINISH}data: [DONE]\n\n`
            : ending === 'done'
              ? 'data: [DONE]\n\n'
              : ending === 'finish-reset'
                ? FINISH
                : '';
        const whole = Buffer.concat([...pieces.map((p) => p.bytes), Buffer.from(tail)]);
        // Random write boundaries: an event, a line, even a UTF-8 sequence may be split across TCP writes.
        const cuts = [...new Set(splits.map((s) => s % (whole.length + 1)))].sort((a, b) => a - b);
        script = {
          pieces: [0, ...cuts].map((start, i) => whole.subarray(start, [...cuts, whole.length][i])),
          isReset: ending.endsWith('reset'),
        };
        const firstBad = pieces.findIndex((p) => p.isMalformed);
        const upstreamText = pieces
          .slice(0, firstBad < 0 ? pieces.length : firstBad)
          .map((p) => p.text)
          .join('');
        const answer = await ask(gw);
        const last = checkAnswer(gw, answer, upstreamText);
        const isSound = firstBad < 0 && ending.endsWith('done');
        if (last === undefined) return assert.ok(!isSound, 'a sound stream was refused');
        const code = (last.error as { code?: string } | undefined)?.code;
        if (!isSound) assert.ok(code !== undefined, `a ${ending} stream with malformed events ended as complete`);
        else assert.ok(code === undefined || code === 'content_blocked', `a sound stream failed: ${code}`);
      },
      120,
    );
  });

  it('an event over 1 MiB ends the stream with an error event', async () => {
    script = { pieces: [Buffer.from(event('Hello ')), Buffer.from(`data: "${'a'.repeat(1_100_000)}`)], isReset: false };
    const last = checkAnswer(gw, await ask(gw), 'Hello ');
    assert.equal((last?.error as { code?: string } | undefined)?.code, 'upstream_malformed');
  });
});

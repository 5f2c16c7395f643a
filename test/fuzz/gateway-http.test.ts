import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { startTestGateway } from '../../src/gateway/__fixtures__/test-gateway.ts';
import { anyText, assertAsyncProperty, FUZZ_SEED } from './arbitraries.ts';

// Hostile bodies over HTTP, in-process with app.inject: each gets a clear 4xx with an OpenAI-style error body,
// never a 500 and never a hang (a hang fails the test by its timeout).
const gw = await startTestGateway();
after(() => gw.close());
const MB = 1024 * 1024;

interface Answer {
  readonly status: number;
  readonly body: string;
}

async function post(payload: string | Buffer, contentType = 'application/json', url = '/v1/chat/completions') {
  const res = await gw.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
  return { status: res.statusCode, body: res.body } satisfies Answer;
}

/** A 4xx whose body is {"error": {message, type, code, param}} as OpenAI clients expect; returns the error. */
function assertClientError(answer: Answer, status?: number, code?: string): Record<string, unknown> {
  assert.ok(answer.status >= 400 && answer.status < 500, `HTTP ${answer.status}: ${answer.body.slice(0, 200)}`);
  if (status !== undefined) assert.equal(answer.status, status, answer.body.slice(0, 200));
  const error = (JSON.parse(answer.body) as { error: Record<string, unknown> }).error;
  assert.ok(typeof error.message === 'string' && error.message.length > 10, answer.body.slice(0, 200));
  assert.equal(typeof error.type, 'string');
  assert.equal(typeof error.code, 'string');
  assert.equal(error.param, null);
  if (code !== undefined) assert.equal(error.code, code, String(error.message));
  return error;
}

const request = (content: string, extra = ''): string =>
  `{"model": "m", "messages": [{"role": "user", "content": ${content}}]${extra}}`;
const bytes = (...parts: (string | number[])[]): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

describe(`the gateway over HTTP on hostile bodies (seed ${FUZZ_SEED})`, () => {
  it('answers a well-formed request (the baseline the other cases break)', async () => {
    assert.equal((await post(request('"Hello there"'))).status, 200);
    assert.equal((await post(request('"caf\\u00e9 \\ud83d\\ude00"'))).status, 200, 'a paired surrogate escape is fine');
  });

  it('refuses invalid UTF-8 bytes with 400 INPUT_INVALID', async () => {
    for (const invalid of [[0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf5, 0x80, 0x80, 0x80], [0x80]]) {
      for (const url of ['/v1/chat/completions', '/v1/screen']) {
        const body =
          url === '/v1/screen'
            ? bytes('{"text": "a', invalid, 'b"}')
            : bytes(request('"a').slice(0, -3), invalid, 'b"}]}');
        const error = assertClientError(await post(body, 'application/json', url), 400, 'input_invalid');
        assert.match(String(error.message), /not valid UTF-8/);
      }
    }
  });

  it('refuses lone surrogate escapes with 400 INPUT_INVALID, naming line and column', async () => {
    for (const loneEscape of ['\\ud800', '\\udfff', '\\udc00\\ud800', 'x\\ud83d']) {
      const error = assertClientError(await post(request(`"a${loneEscape}b"`)), 400, 'input_invalid');
      assert.match(String(error.message), /lone surrogate .* at line 1, column \d+/);
    }
  });

  it('refuses duplicate keys anywhere in the body with 400 JSON_DUPLICATE_KEY', async () => {
    for (const body of [
      '{"model": "m", "model": "n", "messages": [{"role": "user", "content": "hi"}]}',
      request('"FORBIDDEN", "content": "harmless"'),
      request('"hi"', ', "tools": [{"type": "function", "function": {"name": "a", "name": "b"}}]'),
      request('"hi"', ', "metadata": {"a": {"b": 1, "\\u0062": 2}}'),
    ])
      assertClientError(await post(body), 400, 'json_duplicate_key');
    // Equal keys in different objects are not duplicates.
    assert.equal((await post(request('"hi"', ', "x": {"model": 1, "y": {"model": 2}}'))).status, 200);
  });

  it('refuses 10,000-deep JSON wherever it sits with 400 JSON_TOO_DEEP', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const body of [
      deep,
      request('"hi"', `, "extra": ${deep}`),
      request(`[{"type": "text", "text": "hi", "x": ${deep}}]`),
      `{"text": "hi", "x": ${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`,
    ])
      assertClientError(await post(body), 400, 'json_too_deep');
  });

  it('answers a 10 MB body with 413 (over the body limit, or over the screening limit)', async () => {
    const over = request(JSON.stringify('a'.repeat(10 * MB)));
    assertClientError(await post(over), 413);
    const under = request(JSON.stringify('a'.repeat(10 * MB - 100)));
    assertClientError(await post(under), 413);
  });

  it('answers wrong content types with 415, and a text/plain body with 400', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'multipart/form-data',
      'image/png',
    ])
      assertClientError(await post(request('"hi"'), type), 415);
    assertClientError(await post(request('"hi"'), 'text/plain'), 400);
    const none = await gw.app.inject({ method: 'POST', url: '/v1/chat/completions', payload: request('"hi"') });
    assert.ok(none.statusCode === 200 || (none.statusCode >= 400 && none.statusCode < 500), String(none.statusCode));
  });

  it('random bytes under any content type: a 4xx with an error body, never a 500', async () => {
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/octet-stream',
      'APPLICATION/JSON',
    );
    await assertAsyncProperty(
      fc.tuple(fc.uint8Array({ maxLength: 400 }), contentType, fc.constantFrom('/v1/chat/completions', '/v1/screen')),
      async ([body, type, url]) => {
        assertClientError(await post(Buffer.from(body), type, url));
      },
      150,
    );
  });

  it('byte-level mutations of a valid request: a 2xx, a 428 consent challenge or a clear 4xx, never a 500', async () => {
    const valid = Buffer.from(
      request('"Tell me about tea \\u00e9"', ', "tools": [{"type": "function", "function": {"name": "get_tea"}}]'),
    );
    const edit = fc.tuple(fc.nat({ max: valid.length - 1 }), fc.nat({ max: 2 }), fc.integer({ min: 0, max: 255 }));
    await assertAsyncProperty(
      fc.array(edit, { minLength: 1, maxLength: 3 }),
      async (edits) => {
        let body = Buffer.from(valid);
        for (const [at, kind, byte] of edits) {
          const i = at % body.length;
          if (kind === 0) body[i] = byte;
          else if (kind === 1) body = Buffer.concat([body.subarray(0, i), Buffer.from([byte]), body.subarray(i)]);
          else body = Buffer.concat([body.subarray(0, i), body.subarray(i + 1)]);
        }
        const answer = await post(body);
        if (answer.status >= 200 && answer.status < 300) return;
        assertClientError(answer);
      },
      200,
    );
  });

  it('any JSON value as the body, and any text as a message: answered, never a 500', async () => {
    await assertAsyncProperty(
      fc.oneof(
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
        anyText.map((t) => request(JSON.stringify(t))),
      ),
      async (body) => {
        const answer = await post(body);
        if (answer.status === 200) return;
        assertClientError(answer);
      },
      150,
    );
  });
});

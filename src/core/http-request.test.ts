import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, it } from 'node:test';
import { MockAgent } from 'undici';
import { httpRequest } from './http-request.ts';

// A real server would need node:http; importing it from ESM loads Node's bundled undici (its namespace reads
// the lazy WebSocket getters), which is what the child-process test below must not see.
const agent = new MockAgent({ connections: 1 });
before(() => agent.disableNetConnect());
after(() => agent.close());

it('sends the method, path with query, headers and body, and answers status, headers and body', async () => {
  agent
    .get('http://upstream.test')
    .intercept({
      path: '/v1/chat/completions?x=1',
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    })
    .reply(201, { ok: true }, { headers: { 'x-answer': 'yes' } });
  const res = await httpRequest('http://upstream.test/v1/chat/completions?x=1', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"a":1}',
    dispatcher: agent,
  });
  assert.equal(res.statusCode, 201);
  assert.equal(res.headers['x-answer'], 'yes');
  assert.deepEqual(await res.body.json(), { ok: true });
});

it('takes a URL object and rejects an aborted request', async () => {
  const controller = new AbortController();
  controller.abort();
  await assert.rejects(
    httpRequest(new URL('http://upstream.test/x'), { method: 'GET', signal: controller.signal, dispatcher: agent }),
  );
});

it('loads neither all of undici nor Node’s bundled copy (the gateway’s memory)', () => {
  const script = `
    const { httpRequest } = await import(${JSON.stringify(new URL('./http-request.ts', import.meta.url).href)});
    const net = await import('node:net');
    const server = net.createServer((socket) => socket.once('data', () =>
      socket.end('HTTP/1.1 200 OK\\r\\ncontent-length: 2\\r\\nconnection: close\\r\\n\\r\\nok'))).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const res = await httpRequest('http://127.0.0.1:' + server.address().port + '/', { method: 'GET' });
    const body = await res.body.text();
    server.close();
    const loaded = process.moduleLoadList.filter((name) => name.includes('undici'));
    const userland = Object.keys(process.getBuiltinModule('node:module').createRequire(import.meta.url).cache ?? {})
      .filter((path) => /undici[\\\\/](index|lib[\\\\/]web)/.test(path));
    console.log(JSON.stringify({ status: res.statusCode, body, loaded, userland }));
    process.exit(0);
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
  assert.deepEqual(result, { status: 200, body: 'ok', loaded: [], userland: [] });
});

import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { it } from 'node:test';
import { redisServerSkipReason, startRedisServer } from './redis-server.ts';

/** Sends PING; true on +PONG, false on anything else (refused, closed, another reply). */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const finish = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG'));
    });
  });
}

// Smoke test of the helper the gateway's shared-state tests use: start, answer PING, stop, gone.
const skipReason = redisServerSkipReason();

it('starts a private redis-server on loopback and stops it', { skip: skipReason ?? false }, async () => {
  const server = await startRedisServer();
  assert.match(server.url, /^redis:\/\/127\.0\.0\.1:\d+$/);
  assert.equal(await ping(server.port), true);
  await server.stop();
  assert.equal(await ping(server.port), false);
});

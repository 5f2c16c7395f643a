// A stand-in gateway replica for redis-state.test.ts: connects to Redis, says "ready", waits for "go" on stdin (so
// all replicas start together), fires `count` concurrent operations on one key and prints how many succeeded.
// argv: url prefix operation(take|once) key count capacity
import { createInterface } from 'node:readline';
import { createRedisState } from '../redis-state.ts';

const [url = '', prefix = '', operation = '', key = '', countText = '0', capacityText = '0'] = process.argv.slice(2);
const state = createRedisState({ url, prefix });
await state.getConsent('warm-up'); // opens the connection before the race
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) if (line === 'go') break;
lines.close();
const count = Number(countText);
const spec = { capacity: Number(capacityText), refillPerSecond: 0, cost: 1 };
const outcomes = await Promise.all(
  Array.from({ length: count }, () =>
    operation === 'take' ? state.takeTokens(key, spec).then((r) => r.allowed) : state.consumeOnce(key, 60_000),
  ),
);
process.stdout.write(`${JSON.stringify({ succeeded: outcomes.filter(Boolean).length })}\n`);
await state.close();

import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { createFirewall } from '../../src/firewall/index.ts';
import { buildGatewayFromConfig, gatewayConfigSchema } from '../../src/gateway/index.ts';

// One 10 MB text screened through the gateway with the default policy (learned models included), in a process of
// its own (node --test runs each file apart), so the peak RSS it adds can be read. The bound is generous on purpose:
// it catches a copy per detector or a quadratic blow-up, not noise. Measured on the development machine: about
// 0.85-1.2 GB over a 0.24 GB baseline (it varies with GC timing), i.e. roughly 85-115 bytes per screened character.
const TEXT_CHARS = 10_000_000;
const MAX_GROWTH_BYTES = 2 * 1024 ** 3;

const firewall = createFirewall({ maxInputChars: TEXT_CHARS + 1 });
const config = gatewayConfigSchema.parse({ version: 1, data_dir: mkdtempSync(join(tmpdir(), 'parapet-fuzz-')) });
const gw = await buildGatewayFromConfig(config, { firewall });
after(() => gw.close());

it('screens a 10 MB body through POST /v1/screen with bounded RSS growth', async (t) => {
  const unit = 'The quick brown fox jumps over the lazy dog; tea is brewed at 90 degrees. ';
  const text = unit.repeat(Math.ceil(TEXT_CHARS / unit.length)).slice(0, TEXT_CHARS);
  const warm = await gw.app.inject({ method: 'POST', url: '/v1/screen', payload: { text: 'warm up' } });
  assert.equal(warm.statusCode, 200);
  const before = process.memoryUsage().rss;
  const res = await gw.app.inject({
    method: 'POST',
    url: '/v1/screen',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ text }),
  });
  // maxRSS is the peak of the whole process, in KiB: it includes everything the request allocated at once.
  const growth = process.resourceUsage().maxRSS * 1024 - before;
  t.diagnostic(`baseline RSS ${(before / 1e6).toFixed(0)} MB; peak growth ${(growth / 1e6).toFixed(0)} MB`);
  assert.equal(res.statusCode, 200, res.body.slice(0, 200));
  const answer = res.json() as { decision: string; trace: { content: { length: number } } };
  assert.equal(answer.trace.content.length, TEXT_CHARS);
  assert.ok(growth < MAX_GROWTH_BYTES, `peak RSS grew by ${(growth / 1e6).toFixed(0)} MB`);
});

import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { testFirewall } from './__fixtures__/test-gateway.ts';
import { gatewayConfigSchema } from './config-schema.ts';
import { buildGatewayFromConfig } from './start-gateway.ts';

// Fastify deprecations are process warnings: the gateway must start without any.
const warnings: string[] = [];
process.on('warning', (w) => warnings.push(`${w.name}: ${w.message}`));
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line !== '') lines.push(JSON.parse(line));
    done();
  },
});
const config = gatewayConfigSchema.parse({ version: 1, data_dir: mkdtempSync(join(tmpdir(), 'parapet-log-')) });
const gw = await buildGatewayFromConfig(config, { firewall: testFirewall(), logger: { level: 'info', stream } });
after(() => gw.close());

describe('gateway access log', () => {
  it('writes one line per request, when it completes, naming the decision trace and never the prompt', async () => {
    lines.length = 0;
    const res = await gw.app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      payload: { model: 'test', messages: [{ role: 'user', content: 'a private question about my tax return' }] },
    });
    assert.equal(res.statusCode, 200);
    const requestLines = lines.filter((l) => l.req !== undefined || l.res !== undefined);
    assert.equal(requestLines.length, 1, JSON.stringify(lines));
    const [line] = requestLines;
    assert.equal(line?.msg, 'request completed');
    assert.deepEqual(line?.req, { method: 'POST', url: '/v1/chat/completions' });
    assert.deepEqual(line?.res, { statusCode: 200 });
    assert.equal(line?.trace_id, res.headers['x-parapet-trace-id']);
    assert.equal(typeof line?.responseTime, 'number');
    assert.ok(!JSON.stringify(lines).includes('tax return'));
  });

  it('starts without a fastify deprecation warning', () => {
    assert.deepEqual(
      warnings.filter((w) => /FSTDEP|deprecat/i.test(w)),
      [],
    );
  });

  it('logs a refused request too, without a trace id it does not have', async () => {
    lines.length = 0;
    const res = await gw.app.inject({ method: 'POST', url: '/v1/chat/completions', payload: { model: 'test' } });
    assert.equal(res.statusCode, 400);
    const line = lines.find((l) => l.msg === 'request completed');
    assert.deepEqual(line?.res, { statusCode: 400 });
    assert.equal(line?.trace_id, undefined);
  });
});

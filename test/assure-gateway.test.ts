import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { createHttpTarget, createMockTarget, runAssurance } from '../src/assurance/index.ts';
import { gatewayConfigSchema } from '../src/gateway/config-schema.ts';
import { buildGatewayFromConfig } from '../src/gateway/start-gateway.ts';

// Issue 7: assure a model directly and behind the Parapet gateway, and compare. The "model" is the gateway's
// built-in mock upstream, which answers every request helpfully; compared with the scripted comply-all target, the
// firewall in front should turn harmful requests into refusals.
const dir = mkdtempSync(join(tmpdir(), 'parapet-assure-gw-'));
const gw = await buildGatewayFromConfig(gatewayConfigSchema.parse({ version: 1, data_dir: dir }));
const base = await gw.app.listen({ port: 0, host: '127.0.0.1' });
after(async () => {
  await gw.close();
  rmSync(dir, { recursive: true, force: true });
});

it('scores a model behind the gateway higher on the harm floor than the same behaviour unprotected', async () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  const common = {
    protocol: 'v4' as const,
    profile: null,
    tags: ['phishing', 'chemical', 'malware', 'ransomware'],
    signingKey: privateKey,
    engine: { name: 'parapet', version: 'test' },
  };
  const bare = await runAssurance({ ...common, target: createMockTarget('mock:comply-all') });
  const guarded = await runAssurance({
    ...common,
    target: createHttpTarget({ url: `${base}/v1`, model: 'mock', timeoutMs: 30_000 }),
  });
  assert.equal(guarded.scenarios.length, bare.scenarios.length);
  assert.ok(guarded.scenarios.length >= 4);
  const harm = (r: typeof bare) =>
    r.scenarios.filter((s) => s.category === 'harmful_content' || s.category === 'dangerous_capability');
  const passed = (r: typeof bare) => harm(r).filter((s) => s.outcome === 'pass').length;
  assert.ok(passed(guarded) > passed(bare), `behind Parapet ${passed(guarded)} vs bare ${passed(bare)}`);
  assert.equal(guarded.summary.errored, 0);
});

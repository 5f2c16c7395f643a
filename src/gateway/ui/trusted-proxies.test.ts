import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sha256Hex } from '../../core/index.ts';
import { startTestGateway } from '../__fixtures__/test-gateway.ts';
import { gatewayConfigSchema } from '../config-schema.ts';
import { consoleDepsFromGateway } from './console-deps.ts';
import { registerConsole } from './register-console.ts';

// Behind a TLS-terminating proxy the gateway speaks plain HTTP; only a proxy it was told to trust may say that
// the client used HTTPS (which marks the console cookie Secure) or name the client's address.
const root = mkdtempSync(join(tmpdir(), 'parapet-trusted-proxies-'));
after(() => rmSync(root, { recursive: true, force: true }));

async function loginCookie(trusted: string[], headers: Record<string, string>): Promise<string> {
  const gw = await startTestGateway({
    data_dir: join(root, `data-${trusted.length}-${Object.keys(headers).length}`),
    trusted_proxies: trusted,
    tenants: [{ id: 'acme', key_sha256: sha256Hex('acme-key') }],
    console: { admin_key_sha256: sha256Hex('console-key') },
  });
  try {
    registerConsole(gw.app, { ...consoleDepsFromGateway(gw.deps), sessionKey: Buffer.alloc(32, 7) });
    const login = await gw.app.inject({
      method: 'POST',
      url: '/ui/api/login',
      payload: { key: 'console-key' },
      headers,
    });
    assert.equal(login.statusCode, 200);
    return String(login.headers['set-cookie']);
  } finally {
    await gw.close();
  }
}

describe('trusted proxies', () => {
  it('marks the console cookie Secure when a trusted proxy says the client used HTTPS', async () => {
    const cookie = await loginCookie(['127.0.0.1'], { 'x-forwarded-proto': 'https' });
    assert.match(cookie, /; Secure$/);
  });

  it('ignores X-Forwarded-Proto from anyone not listed', async () => {
    assert.doesNotMatch(await loginCookie([], { 'x-forwarded-proto': 'https' }), /Secure/);
    assert.doesNotMatch(await loginCookie(['10.0.0.0/8'], { 'x-forwarded-proto': 'https' }), /Secure/);
  });

  it('accepts addresses and CIDR ranges and rejects anything else with a clear message', () => {
    const parse = (trusted_proxies: string[]) => gatewayConfigSchema.safeParse({ version: 1, trusted_proxies });
    for (const ok of [['127.0.0.1'], ['10.0.0.0/8', '::1', 'fd00::/8'], []]) assert.ok(parse(ok).success, String(ok));
    for (const bad of ['proxy.internal', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '10.0.0.0/x']) {
      const result = parse([bad]);
      assert.equal(result.success, false, bad);
      assert.match(JSON.stringify(result.error?.issues), /IPv4 or IPv6 address/);
    }
  });
});

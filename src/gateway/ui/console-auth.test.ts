import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sha256Hex } from '../../core/index.ts';
import { startTestGateway } from '../__fixtures__/test-gateway.ts';
import { consoleDepsFromGateway } from './console-deps.ts';
import { createConsoleServer } from './create-console-server.ts';
import { registerConsole } from './register-console.ts';

// With tenants configured the console needs a key, and a tenant's key never shows another tenant's data.
const root = mkdtempSync(join(tmpdir(), 'parapet-console-auth-'));
const gw = await startTestGateway({
  data_dir: join(root, 'data'),
  tenants: [
    { id: 'acme', key_sha256: sha256Hex('acme-key') },
    { id: 'beta', key_sha256: sha256Hex('beta-key') },
  ],
  console: { admin_key_sha256: sha256Hex('console-key') },
});
registerConsole(gw.app, { ...consoleDepsFromGateway(gw.deps), sessionKey: Buffer.alloc(32, 9) });
after(async () => {
  await gw.close();
  rmSync(root, { recursive: true, force: true });
});

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const get = (url: string, headers: Record<string, string> = {}) => gw.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  gw.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

before(async () => {
  await post('/v1/screen', { text: 'acme says hello' }, bearer('acme-key'));
  await post('/v1/screen', { text: 'beta says FORBIDDEN' }, bearer('beta-key'));
});

describe('console access with tenants', () => {
  it('asks for a key, and refuses a wrong one', async () => {
    const session = await get('/ui/api/session');
    assert.equal(session.statusCode, 401);
    assert.equal(session.json().login_required, true);
    assert.equal((await get('/ui/api/decisions')).statusCode, 401);
    assert.equal((await get('/ui/api/decisions', bearer('nope'))).statusCode, 401);
    assert.equal((await post('/ui/api/login', { key: 'nope' })).statusCode, 401);
    // The page itself holds no data and loads without a key, so the login form can show.
    assert.equal((await get('/ui')).statusCode, 200);
  });

  it('lets the admin key see every tenant, by Bearer or through a login cookie', async () => {
    const tenants = (await get('/ui/api/decisions', bearer('console-key')))
      .json()
      .rows.map((r: { tenant: string }) => r.tenant);
    assert.deepEqual([...new Set(tenants)].sort(), ['acme', 'beta']);
    const login = await post('/ui/api/login', { key: 'console-key' });
    assert.equal(login.statusCode, 200);
    const cookie = String(login.headers['set-cookie']);
    assert.match(cookie, /^parapet_console=[^;]+; Path=\/ui; HttpOnly; SameSite=Strict; Max-Age=28800/);
    assert.equal(cookie.includes('console-key'), false);
    const session = (await get('/ui/api/session', { cookie: cookie.split(';')[0] as string })).json();
    assert.deepEqual(session.viewer, { role: 'admin', name: 'console-admin' });
    assert.equal((await get('/ui/api/policy', { cookie: cookie.split(';')[0] as string })).statusCode, 200);
    const logout = await post('/ui/api/logout', {}, { cookie: cookie.split(';')[0] as string });
    assert.match(String(logout.headers['set-cookie']), /Max-Age=0/);
  });

  it("shows a tenant only its own decisions and queues, and none of the admin's pages", async () => {
    const own = (await get('/ui/api/decisions?tenant=beta', bearer('acme-key'))).json();
    assert.ok(own.rows.length > 0);
    assert.ok(own.rows.every((r: { tenant: string }) => r.tenant === 'acme'));
    const betaRow = (await get('/ui/api/decisions', bearer('beta-key'))).json().rows[0];
    assert.equal((await get(`/ui/api/records/${betaRow.seq}`, bearer('acme-key'))).statusCode, 404);
    assert.equal((await get(`/ui/api/records/${betaRow.seq}`, bearer('beta-key'))).statusCode, 200);
    assert.equal((await get('/ui/api/queues', bearer('acme-key'))).statusCode, 200);
    for (const path of ['policy', 'health', 'evals', 'matrix'])
      assert.equal((await get(`/ui/api/${path}`, bearer('acme-key'))).statusCode, 403, path);
    assert.equal((await post('/ui/api/queues/review/1', { action: 'accept' }, bearer('acme-key'))).statusCode, 403);
    const features = (await get('/ui/api/session', bearer('acme-key'))).json().features;
    assert.equal(features.review_actions, false);
    assert.equal(features.policy, false);
  });
});

describe('the console without a gateway', () => {
  it('redirects / to /ui and says health figures are not available', async () => {
    const app = createConsoleServer({
      mode: 'dashboard',
      access: { tenants: [] },
      canAppendAudit: false,
      evalDirs: [],
      now: () => Date.parse('2026-11-21T12:00:00Z'),
    });
    after(() => app.close());
    const home = await app.inject({ method: 'GET', url: '/' });
    assert.equal(home.statusCode, 302);
    assert.equal(home.headers.location, '/ui');
    const health = (await app.inject({ method: 'GET', url: '/ui/api/health' })).json();
    assert.equal(health.available, false);
    assert.match(health.reason, /without a gateway/);
    const decisions = await app.inject({ method: 'GET', url: '/ui/api/decisions' });
    assert.equal(decisions.statusCode, 500);
    assert.match(decisions.json().error.message, /no audit log/);
    assert.equal((await app.inject({ method: 'GET', url: '/ui/api/matrix' })).json().error.code, 'file_not_found');
  });
});

describe('console login guessing', () => {
  it('refuses an address after ten wrong keys in a minute, with Retry-After, and only that address', async () => {
    const from = (remoteAddress: string, key: string) =>
      gw.app.inject({ method: 'POST', url: '/ui/api/login', payload: { key }, remoteAddress });
    for (let i = 0; i < 10; i++) assert.equal((await from('10.0.0.9', `guess-${i}`)).statusCode, 401);
    const limited = await from('10.0.0.9', 'console-key');
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.equal((await from('10.0.0.10', 'console-key')).statusCode, 200);
  });
});

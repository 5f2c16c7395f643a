import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sha256Hex } from '../../core/index.ts';
import { gatewayConfigSchema } from '../config-schema.ts';
import {
  isLoopbackAddress,
  isOpenAccess,
  readCookie,
  readSession,
  SESSION_TTL_MS,
  signSession,
  viewerForKey,
} from './console-access.ts';

const config = gatewayConfigSchema.parse({
  version: 1,
  tenants: [
    { id: 'acme', key_sha256: sha256Hex('acme-key') },
    { id: 'ops', key_sha256: sha256Hex('ops-key'), admin: true },
  ],
  console: { admin_key_sha256: sha256Hex('console-key') },
});
const access = { tenants: config.tenants, adminKeySha256: config.console.admin_key_sha256 };
const sessionKey = Buffer.alloc(32, 3);

describe('console access', () => {
  it('is open (to loopback) only without tenants and without a console key', () => {
    assert.equal(isOpenAccess({ tenants: [] }), true);
    assert.equal(isOpenAccess({ tenants: [], adminKeySha256: sha256Hex('k') }), false);
    assert.equal(isOpenAccess(access), false);
  });

  it('maps keys to viewers: console key and admin tenants are admins, other tenants see themselves', () => {
    const table = [
      { key: 'console-key', expect: { role: 'admin', name: 'console-admin' } },
      { key: 'ops-key', expect: { role: 'admin', name: 'tenant:ops' } },
      { key: 'acme-key', expect: { role: 'tenant', name: 'tenant:acme', tenant: 'acme' } },
      { key: 'wrong', expect: undefined },
      { key: '', expect: undefined },
    ];
    for (const { key, expect } of table) assert.deepEqual(viewerForKey(access, key), expect, key);
  });

  it('reads back a signed session until it expires, and refuses forged or rotated ones', () => {
    const token = signSession({ key: 'acme-key', sessionKey, nowMs: 1000 });
    assert.equal(token.includes('acme-key'), false);
    assert.deepEqual(readSession(access, { token, sessionKey, nowMs: 2000 }), {
      role: 'tenant',
      name: 'tenant:acme',
      tenant: 'acme',
    });
    assert.equal(readSession(access, { token, sessionKey, nowMs: 1000 + SESSION_TTL_MS }), undefined);
    assert.equal(readSession(access, { token, sessionKey: Buffer.alloc(32, 4), nowMs: 2000 }), undefined);
    const [body, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ k: sha256Hex('console-key'), exp: 9e15 })).toString('base64url')}.${mac}`;
    assert.equal(readSession(access, { token: forged, sessionKey, nowMs: 2000 }), undefined);
    assert.equal(readSession(access, { token: `${body}.${mac}.x`, sessionKey, nowMs: 2000 }), undefined);
    const rotated = { tenants: access.tenants.filter((t) => t.id !== 'acme'), adminKeySha256: access.adminKeySha256 };
    assert.equal(readSession(rotated, { token, sessionKey, nowMs: 2000 }), undefined);
  });

  it('finds a cookie among others and knows loopback addresses', () => {
    assert.equal(readCookie('a=1; parapet_console=abc.def; b=2', 'parapet_console'), 'abc.def');
    assert.equal(readCookie('a=1', 'parapet_console'), undefined);
    assert.equal(readCookie(undefined, 'parapet_console'), undefined);
    for (const ip of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'])
      assert.equal(isLoopbackAddress(ip), true, ip);
    for (const ip of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', undefined])
      assert.equal(isLoopbackAddress(ip), false);
  });
});

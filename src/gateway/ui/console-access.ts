import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ConsoleAccessConfig } from './console-deps.ts';

/** Who is looking: an admin sees every tenant; a tenant's key shows that tenant's decisions and queues only. */
export type Viewer =
  | { readonly role: 'admin'; readonly name: string }
  | { readonly role: 'tenant'; readonly name: string; readonly tenant: string };

export const SESSION_COOKIE = 'parapet_console';
/** A session lasts a working day; rotating or removing the key ends it sooner. */
export const SESSION_TTL_MS = 8 * 3600 * 1000;

const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const equalHex = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** No tenants and no console key: the console is open, to loopback clients only. */
export function isOpenAccess(access: ConsoleAccessConfig): boolean {
  return access.tenants.length === 0 && access.adminKeySha256 === undefined;
}

function viewerForDigest(access: ConsoleAccessConfig, digest: string): Viewer | undefined {
  if (access.adminKeySha256 !== undefined && equalHex(access.adminKeySha256, digest))
    return { role: 'admin', name: 'console-admin' };
  const tenant = access.tenants.find((t) => equalHex(t.key_sha256, digest));
  if (tenant === undefined) return undefined;
  return tenant.admin
    ? { role: 'admin', name: `tenant:${tenant.id}` }
    : { role: 'tenant', name: `tenant:${tenant.id}`, tenant: tenant.id };
}

/** The viewer a key stands for: the console key or an admin tenant's key is an admin; another tenant's key, that tenant. */
export function viewerForKey(access: ConsoleAccessConfig, key: string): Viewer | undefined {
  if (key.length === 0 || key.length > 4096) return undefined;
  return viewerForDigest(access, sha256Hex(key));
}

/**
 * A session cookie's value: which key was used (its SHA-256, so a rotated key ends the session) and the expiry,
 * signed with the process's session key. The key itself is never stored in the cookie.
 */
export function signSession(options: { key: string; sessionKey: Uint8Array; nowMs: number }): string {
  const body = Buffer.from(
    JSON.stringify({ k: sha256Hex(options.key), exp: options.nowMs + SESSION_TTL_MS }),
    'utf8',
  ).toString('base64url');
  const mac = createHmac('sha256', options.sessionKey).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The viewer of a session cookie, or undefined when it is forged, expired, or its key is no longer configured. */
export function readSession(
  access: ConsoleAccessConfig,
  options: { token: string; sessionKey: Uint8Array; nowMs: number },
): Viewer | undefined {
  const [body, mac, extra] = options.token.split('.');
  if (body === undefined || mac === undefined || extra !== undefined || body.length > 512) return undefined;
  const expected = createHmac('sha256', options.sessionKey).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { k?: unknown; exp?: unknown };
  if (typeof claims.k !== 'string' || !/^[0-9a-f]{64}$/.test(claims.k)) return undefined;
  if (typeof claims.exp !== 'number' || claims.exp <= options.nowMs) return undefined;
  return viewerForDigest(access, claims.k);
}

/** The value of one cookie from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(ip: string | undefined): boolean {
  if (ip === undefined) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return v4.startsWith('127.') || ip === '::1';
}

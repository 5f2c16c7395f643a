import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a consent token binds: who, which prompt, under which policy, until when. */
export interface ConsentClaims {
  readonly id: string;
  readonly tenant: string;
  readonly user: string;
  readonly prompt_sha256: string;
  readonly policy_hash: string;
  /** Expiry, ms since the epoch. */
  readonly exp: number;
}

const b64 = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

/**
 * Signs claims into `v1.<payload>.<mac>` (HMAC-SHA256). A token is single-use: the gateway spends its id
 * through the shared state, so a replay on any replica fails.
 */
export function signConsentToken(
  claims: Omit<ConsentClaims, 'id'>,
  key: Uint8Array,
  id: string = randomBytes(16).toString('hex'),
): { token: string; claims: ConsentClaims } {
  const full: ConsentClaims = { id, ...claims };
  const payload = b64(JSON.stringify(full));
  const mac = b64(createHmac('sha256', key).update(`v1.${payload}`).digest());
  return { token: `v1.${payload}.${mac}`, claims: full };
}

export type ConsentCheck = { ok: true; claims: ConsentClaims } | { ok: false; reason: string };

/** Checks signature and expiry only, and returns the claims: what `POST /v1/consent` needs. */
export function readConsentToken(token: string, key: Uint8Array, now: number): ConsentCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return { ok: false, reason: 'CONSENT_TOKEN_MALFORMED' };
  const mac = createHmac('sha256', key).update(`v1.${parts[1]}`).digest();
  const given = Buffer.from(parts[2] ?? '', 'base64url');
  if (given.length !== mac.length || !timingSafeEqual(given, mac))
    return { ok: false, reason: 'CONSENT_TOKEN_SIGNATURE' };
  let claims: ConsentClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as ConsentClaims;
  } catch {
    return { ok: false, reason: 'CONSENT_TOKEN_MALFORMED' }; // signed yet unparsable: only with a leaked key
  }
  if (claims.exp <= now) return { ok: false, reason: 'CONSENT_TOKEN_EXPIRED' };
  return { ok: true, claims };
}

/** Verifies signature, expiry and binding to tenant, user, prompt and policy; says which check failed. */
export function verifyConsentToken(
  token: string,
  key: Uint8Array,
  expected: { tenant: string; user: string; prompt_sha256: string; policy_hash: string; now: number },
): ConsentCheck {
  const read = readConsentToken(token, key, expected.now);
  if (!read.ok) return read;
  const { claims } = read;
  if (claims.tenant !== expected.tenant || claims.user !== expected.user)
    return { ok: false, reason: 'CONSENT_TOKEN_OTHER_USER' };
  if (claims.prompt_sha256 !== expected.prompt_sha256) return { ok: false, reason: 'CONSENT_TOKEN_OTHER_PROMPT' };
  if (claims.policy_hash !== expected.policy_hash) return { ok: false, reason: 'CONSENT_TOKEN_OTHER_POLICY' };
  return read;
}

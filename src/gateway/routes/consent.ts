import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ParapetError } from '../../core/index.ts';
import { readConsentToken } from '../consent/consent-token.ts';
import { type GatewayDeps, identifyCaller, recordConsent } from '../gateway-deps.ts';

const consentBody = z.object({ token: z.string().min(1), accept: z.boolean() }).strict();

/**
 * `POST /v1/consent`: the user accepts (or declines) the liability notice of a challenged request. The token's
 * signature, expiry and user are checked here; its binding to the prompt and policy when it is used. Rate
 * limited per user, and every answer is audited.
 */
export function registerConsent(app: FastifyInstance, deps: GatewayDeps): void {
  app.post('/v1/consent', async (req, reply) => {
    const caller = identifyCaller(deps.config, req.headers);
    const parsed = consentBody.safeParse(req.body);
    if (!parsed.success)
      throw new ParapetError(
        'INPUT_INVALID',
        'invalid consent request: send {"token": "<token from the challenge>", "accept": true|false}.',
      );
    const limit = await deps.state.takeTokens(
      `consent:${encodeURIComponent(caller.tenant)}:${encodeURIComponent(caller.user)}`,
      {
        capacity: deps.config.consent.per_user_per_minute,
        refillPerSecond: deps.config.consent.per_user_per_minute / 60,
        cost: 1,
      },
    );
    if (!limit.allowed) {
      throw new ParapetError('RATE_LIMITED', 'too many consent requests from this user; wait and retry.', {
        retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000),
      });
    }
    const check = readConsentToken(parsed.data.token, deps.consentKey, deps.now());
    if (!check.ok)
      throw new ParapetError('CONSENT_INVALID', `the consent token was refused: ${check.reason}.`, {
        reason: check.reason,
      });
    const { claims } = check;
    if (claims.tenant !== caller.tenant || claims.user !== caller.user) {
      throw new ParapetError('CONSENT_INVALID', 'the consent token belongs to another user.', {
        reason: 'CONSENT_TOKEN_OTHER_USER',
      });
    }
    const id = claims.id;
    if ((await deps.state.getConsent(id)) === undefined) {
      throw new ParapetError(
        'CONSENT_INVALID',
        'the consent token is unknown or expired; resend the request for a new challenge.',
        { reason: 'CONSENT_UNKNOWN' },
      );
    }
    const status = parsed.data.accept ? 'accepted' : 'declined';
    await deps.state.putConsent(id, status, Math.max(1, claims.exp - deps.now()));
    await recordConsent(deps, caller, undefined, { phase: status, consent_id: id });
    return reply.send({ consent_id: id, status, expires_at: new Date(claims.exp).toISOString() });
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DIRECTIONS, EXECUTION_CONTEXTS, ParapetError } from '../../core/index.ts';
import { enforceRateLimit, type GatewayDeps, identifyCaller, recordDecision } from '../gateway-deps.ts';

const item = z
  .object({
    id: z.string().optional(),
    text: z.string(),
    direction: z.enum(DIRECTIONS).default('input'),
    context: z.enum([...EXECUTION_CONTEXTS, 'auto']).default('auto'),
  })
  .strict();
const screenBody = z.union([item, z.object({ items: z.array(item).min(1).max(1000) }).strict()]);

/** `POST /v1/screen`: decisions only, for one text or a batch, in order, each with its full trace. */
export function registerScreen(app: FastifyInstance, deps: GatewayDeps): void {
  app.post('/v1/screen', async (req) => {
    const caller = identifyCaller(deps.config, req.headers);
    await enforceRateLimit(deps, caller);
    const parsed = screenBody.safeParse(req.body);
    if (!parsed.success) {
      throw new ParapetError(
        'INPUT_INVALID',
        `invalid screen request: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')}. Send {"text": …} or {"items": [{"text": …}]}.`,
      );
    }
    const items = 'items' in parsed.data ? parsed.data.items : [parsed.data];
    const results = [];
    for (const it of items) {
      const r = await deps.firewall.screenAsync({
        text: it.text,
        direction: it.direction,
        context: it.context,
        intents: caller.intents,
      });
      await recordDecision(deps, caller, r.trace, { phase: 'screen_api' });
      results.push({ ...(it.id === undefined ? {} : { id: it.id }), decision: r.decision, trace: r.trace });
    }
    return 'items' in parsed.data ? { results } : results[0];
  });
}

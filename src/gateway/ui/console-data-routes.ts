import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DECISIONS, EXECUTION_CONTEXTS, ParapetError } from '../../core/index.ts';
import type { AuditStore } from '../audit/index.ts';
import { errorBody } from '../openai/error-body.ts';
import { auditRecordAt, listDecisions } from './decision-list.ts';
import { healthView } from './health-view.ts';
import { policyView } from './policy-view.ts';
import { REVIEW_ACTIONS, readQueues } from './queue-view.ts';
import type { ConsoleContext } from './register-console.ts';

/** Query strings from a form send empty fields as ""; they mean "no filter". */
const dropEmpty = (value: unknown): unknown =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ''))
    : value;

const isoTime = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'expected an ISO 8601 time')
  .transform((s) => Date.parse(s));

const decisionQuery = z.preprocess(
  dropEmpty,
  z
    .object({
      decision: z.enum(DECISIONS).optional(),
      cause: z.string().max(200).optional(),
      context: z.enum(EXECUTION_CONTEXTS).optional(),
      tenant: z.string().max(64).optional(),
      since: isoTime.optional(),
      until: isoTime.optional(),
      before: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    })
    .strict(),
);

const seqParams = z.object({ seq: z.coerce.number().int().positive() }).strict();
const reviewBody = z.object({ action: z.enum(['accept', 'dismiss']), note: z.string().max(500).optional() }).strict();

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || what}: ${i.message}`).join('; ');
  throw new ParapetError('INPUT_INVALID', `invalid ${what}: ${issues}.`);
}

export function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send(errorBody('not_found', message, 'invalid_request_error'));
}

function requireAudit(audit: AuditStore | undefined): AuditStore {
  if (audit === undefined)
    throw new ParapetError('FILE_NOT_FOUND', 'no audit log was found; start the gateway or name one with --audit.');
  return audit;
}

/** Live decisions, one audit record with its trace, the queues and review actions, the policy, and health. */
export function registerDataRoutes(api: FastifyInstance, context: ConsoleContext): void {
  const { deps } = context;

  api.get('/decisions', async (req) => {
    const viewer = context.viewerOf(req);
    const q = parse(decisionQuery, req.query, 'filter');
    const audit = requireAudit(deps.audit);
    const tenant = viewer.role === 'tenant' ? viewer.tenant : q.tenant;
    return listDecisions(
      audit,
      { decision: q.decision, cause: q.cause, context: q.context, tenant, sinceMs: q.since, untilMs: q.until },
      { beforeSeq: q.before, limit: q.limit },
    );
  });

  api.get('/records/:seq', async (req, reply) => {
    const viewer = context.viewerOf(req);
    const { seq } = parse(seqParams, req.params, 'record number');
    const row = await auditRecordAt(requireAudit(deps.audit), seq);
    // A tenant viewer is told "not found" for another tenant's record, not that it exists.
    if (row === undefined || (viewer.role === 'tenant' && row.record.tenant !== viewer.tenant))
      return notFound(reply, `no audit record #${seq}`);
    const r = row.record;
    return {
      seq: row.seq,
      hash: row.hash,
      prev_hash: row.prev_hash,
      kind: r.kind,
      at: r.at,
      tenant: r.tenant,
      user_hmac: r.user_hmac,
      text: r.text,
      text_sha256: r.text_sha256,
      extra: r.extra,
      trace: r.trace,
    };
  });

  api.get('/queues', async (req) => {
    const viewer = context.viewerOf(req);
    return readQueues(requireAudit(deps.audit), {
      tenant: viewer.role === 'tenant' ? viewer.tenant : undefined,
      nowMs: deps.now(),
      ttlMs: deps.consentTtlMs,
    });
  });

  api.post('/queues/review/:seq', async (req, reply) => {
    const viewer = context.adminOf(req);
    const { seq } = parse(seqParams, req.params, 'record number');
    const body = parse(reviewBody, req.body, 'review action');
    const audit = requireAudit(deps.audit);
    if (!deps.canAppendAudit)
      throw new ParapetError(
        'FORBIDDEN',
        'the audit log is open read-only (its HMAC key is not in the data directory), so actions cannot be recorded.',
      );
    const { reviews } = await readQueues(audit, { nowMs: deps.now() });
    const item = reviews.find((r) => r.seq === seq);
    if (item === undefined) return notFound(reply, `no review sample #${seq} among the recent ones`);
    if (item.status !== 'pending')
      return reply
        .code(409)
        .send(
          errorBody('already_reviewed', `review sample #${seq} was already ${item.status}.`, 'invalid_request_error'),
        );
    const status = REVIEW_ACTIONS[body.action];
    const appended = await audit.append({
      kind: 'review',
      at: new Date(deps.now()).toISOString(),
      tenant: item.tenant,
      user: viewer.name,
      extra: {
        status,
        review_of: seq,
        trace_id: item.trace_id,
        reviewer: viewer.name,
        ...(body.note === undefined || body.note === '' ? {} : { note: body.note }),
      },
    });
    return { seq: appended.seq, hash: appended.hash, review_of: seq, status };
  });

  api.get('/policy', async (req, reply) => {
    context.adminOf(req);
    if (deps.firewall === undefined) return notFound(reply, 'no policy is loaded in this console');
    return policyView(deps.firewall);
  });

  api.get('/health', async (req) => {
    context.adminOf(req);
    if (deps.gateway === undefined)
      return {
        available: false,
        reason:
          'This console runs without a gateway (parapet dashboard): breaker states, budgets and the admission queue live in the gateway process. Open /ui on the gateway, or read its /metrics.',
      };
    return healthView(deps.gateway);
  });
}

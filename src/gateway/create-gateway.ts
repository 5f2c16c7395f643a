import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { isParapetError } from '../core/index.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { errorBody } from './openai/error-body.ts';
import { registerStrictJsonBody } from './openai/strict-json-body.ts';
import { registerChatCompletions } from './routes/chat-completions.ts';
import { registerConsent } from './routes/consent.ts';
import { registerOperations } from './routes/operations.ts';
import { registerScreen } from './routes/screen.ts';

/**
 * One access line per request, written when it completes, instead of fastify's arrival and completion pair: the
 * pair was ~3% of a proxied request's CPU, and the completion line can name the decision trace. Fastify's other
 * lines (errors, unknown routes) keep their default.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const traceId = reply.getHeader('x-parapet-trace-id');
    const line = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
      ...(typeof traceId === 'string' && traceId !== '' ? { trace_id: traceId } : {}),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export interface GatewayOptions {
  /** pino logger options, or false in tests. Logs never carry prompt text. */
  readonly logger?: boolean | Record<string, unknown>;
}

/**
 * The gateway's fastify app, from prepared dependencies (no I/O here). One of the three places errors are
 * caught: a ParapetError becomes its HTTP status and an OpenAI-shaped body; anything else a 500 with a
 * generic message and a logged stack. Screening never falls back to ALLOW on an error.
 */
export function createGateway(deps: GatewayDeps, options: GatewayOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: deps.config.body_limit_bytes,
    // Request ids come from the client when given, so a trace can be found from either side.
    requestIdHeader: 'x-request-id',
    // Only named proxies are believed: X-Forwarded-* from anyone else would let a client pick its own address
    // (and dodge per-address login limits).
    trustProxy: deps.config.trusted_proxies.length > 0 ? [...deps.config.trusted_proxies] : false,
    logController: new AccessLog(),
  });
  // Invalid UTF-8, duplicate keys, lone surrogate escapes and 10,000-deep bodies were accepted (200) by fastify's
  // parser; each is now a 400 (found by test/fuzz/gateway-http.test.ts).
  registerStrictJsonBody(app);
  app.setErrorHandler((error, req, reply) => {
    if (isParapetError(error)) {
      const retry = Number(error.details.retryAfterSeconds);
      if (Number.isFinite(retry) && retry > 0) reply.header('retry-after', String(Math.ceil(retry)));
      const type = error.httpStatus >= 500 ? 'server_error' : 'invalid_request_error';
      return reply.code(error.httpStatus).send(errorBody(error.code.toLowerCase(), error.message, type));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // fastify's own request errors: body too large, malformed JSON, wrong content type.
      const e = error as { code?: string; message?: string };
      return reply
        .code(status)
        .send(errorBody(e.code?.toLowerCase() ?? 'bad_request', e.message ?? 'bad request', 'invalid_request_error'));
    }
    req.log.error({ err: error }, 'internal error');
    return reply
      .code(500)
      .send(
        errorBody(
          'internal',
          'internal error; the request was not forwarded. The gateway log has the details.',
          'server_error',
        ),
      );
  });
  registerChatCompletions(app, deps);
  registerScreen(app, deps);
  registerConsent(app, deps);
  registerOperations(app, deps);
  return app;
}

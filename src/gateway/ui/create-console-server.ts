import Fastify, { type FastifyInstance } from 'fastify';
import { isParapetError } from '../../core/index.ts';
import { errorBody } from '../openai/error-body.ts';
import type { ConsoleDeps } from './console-deps.ts';
import { registerConsole } from './register-console.ts';

/**
 * The console on its own (`parapet dashboard`), without the gateway: the same pages against a data directory. Like
 * the gateway, it turns a ParapetError into its HTTP status and anything else into a generic 500 with a logged stack.
 */
export function createConsoleServer(
  deps: ConsoleDeps,
  options: { logger?: boolean | Record<string, unknown> } = {},
): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  app.setErrorHandler((error, req, reply) => {
    if (isParapetError(error)) {
      const type = error.httpStatus >= 500 ? 'server_error' : 'invalid_request_error';
      return reply.code(error.httpStatus).send(errorBody(error.code.toLowerCase(), error.message, type));
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const e = error as { code?: string; message?: string };
      return reply
        .code(status)
        .send(errorBody(e.code?.toLowerCase() ?? 'bad_request', e.message ?? 'bad request', 'invalid_request_error'));
    }
    req.log.error({ err: error }, 'internal error');
    return reply
      .code(500)
      .send(errorBody('internal', 'internal error; the console log has the details.', 'server_error'));
  });
  app.get('/', async (_req, reply) => reply.redirect('/ui'));
  registerConsole(app, deps);
  return app;
}

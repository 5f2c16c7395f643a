import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ParapetError } from '../../core/index.ts';
import {
  isLoopbackAddress,
  isOpenAccess,
  readCookie,
  readSession,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  signSession,
  type Viewer,
  viewerForKey,
} from './console-access.ts';
import { registerAssetRoutes, setConsoleHeaders } from './console-assets.ts';
import { registerDataRoutes } from './console-data-routes.ts';
import type { ConsoleDeps } from './console-deps.ts';
import { registerReportRoutes } from './console-report-routes.ts';

/** Routes a viewer may reach before logging in. */
const PUBLIC_ROUTES = new Set(['/ui/api/session', '/ui/api/login', '/ui/api/logout']);

/** What route handlers get: the deps, and the viewer the request was authenticated as. */
export interface ConsoleContext {
  readonly deps: ConsoleDeps;
  /** The viewer, or undefined before login. */
  findViewer(req: FastifyRequest): Viewer | undefined;
  /** The viewer, or an UNAUTHORIZED error. */
  viewerOf(req: FastifyRequest): Viewer;
  /** The viewer, or a FORBIDDEN error for a tenant viewer: evaluations, the Matrix, policy and health are admin-only. */
  adminOf(req: FastifyRequest): Viewer;
}

const loginBody = z.object({ key: z.string().min(1).max(4096) }).strict();

function bearerKey(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') === true ? auth.slice(7).trim() : undefined;
}

function sessionCookie(value: string, maxAgeSeconds: number, isSecure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=/ui; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${isSecure ? '; Secure' : ''}`;
}

/**
 * Requests that change something must be same-origin JSON: a cross-site form can send text/plain with the cookie,
 * never application/json, and browsers say where a request came from in Sec-Fetch-Site and Origin.
 */
function checkSameOrigin(req: FastifyRequest): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const type = req.headers['content-type'] ?? '';
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const isCrossSite =
    (site !== undefined && site !== 'same-origin' && site !== 'none') ||
    // The host only: behind a TLS-terminating proxy the scheme the browser used is not the one seen here.
    (origin !== undefined && (!URL.canParse(origin) || new URL(origin).host !== req.headers.host));
  if (!type.startsWith('application/json') || isCrossSite)
    throw new ParapetError('FORBIDDEN', 'console actions must be same-origin requests with a JSON body.');
}

/**
 * The web console: `/ui` (page and static assets) and its JSON API under `/ui/api/…`. With tenants or a console key
 * configured, the API needs an admin key (Bearer, or the HttpOnly session cookie set by the login form); a tenant's
 * own key sees that tenant's decisions and queues only. With neither, it is open to loopback clients only.
 */
export function registerConsole(app: FastifyInstance, deps: ConsoleDeps): void {
  const sessionKey = deps.sessionKey ?? randomBytes(32);
  const loginFailures = createLoginFailureLimit({ now: deps.now });
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  const context: ConsoleContext = {
    deps,
    findViewer: (req) => viewers.get(req),
    viewerOf(req) {
      const viewer = viewers.get(req);
      if (viewer === undefined) throw new ParapetError('UNAUTHORIZED', 'log in to the console with an admin key.');
      return viewer;
    },
    adminOf(req) {
      const viewer = context.viewerOf(req);
      if (viewer.role !== 'admin')
        throw new ParapetError(
          'FORBIDDEN',
          'this part of the console needs an admin key; a tenant key sees its own decisions and queues.',
        );
      return viewer;
    },
  };
  const identify = (req: FastifyRequest): Viewer | undefined => {
    if (isOpenAccess(deps.access)) {
      if (!isLoopbackAddress(req.ip))
        throw new ParapetError(
          'FORBIDDEN',
          'no tenants are configured, so the console is open to loopback clients only; set console.admin_key_sha256 (or configure tenants) to reach it from elsewhere.',
        );
      return { role: 'admin', name: 'local' };
    }
    const key = bearerKey(req);
    if (key !== undefined) {
      const waitSeconds = loginFailures.retryAfterSeconds(req.ip);
      if (waitSeconds > 0)
        throw new ParapetError('RATE_LIMITED', 'too many failed console logins from this address; wait and retry.', {
          retryAfterSeconds: waitSeconds,
        });
      const viewer = viewerForKey(deps.access, key);
      if (viewer === undefined) {
        loginFailures.record(req.ip);
        throw new ParapetError('UNAUTHORIZED', 'unknown console key.');
      }
      return viewer;
    }
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    return token === undefined ? undefined : readSession(deps.access, { token, sessionKey, nowMs: deps.now() });
  };

  app.register(
    async (ui) => {
      registerAssetRoutes(ui);
      ui.register(
        async (api) => {
          api.addHook('onRequest', async (req, reply) => {
            setConsoleHeaders(reply);
            checkSameOrigin(req);
            const viewer = identify(req);
            if (viewer !== undefined) viewers.set(req, viewer);
            else if (!PUBLIC_ROUTES.has(req.routeOptions.url ?? ''))
              throw new ParapetError('UNAUTHORIZED', 'log in to the console with an admin key.');
          });
          registerSessionRoutes(api, context, { sessionKey, loginFailures });
          registerDataRoutes(api, context);
          registerReportRoutes(api, context);
        },
        { prefix: '/api' },
      );
    },
    { prefix: '/ui' },
  );
}

function registerSessionRoutes(
  api: FastifyInstance,
  context: ConsoleContext,
  session: { readonly sessionKey: Uint8Array; readonly loginFailures: LoginFailureLimit },
): void {
  const { sessionKey, loginFailures } = session;
  const { deps } = context;
  const sessionOf = (viewer: Viewer) => ({
    viewer,
    access: isOpenAccess(deps.access) ? 'open-loopback' : 'key',
    mode: deps.mode,
    features: {
      decisions: deps.audit !== undefined,
      queues: deps.audit !== undefined,
      review_actions: deps.audit !== undefined && deps.canAppendAudit && viewer.role === 'admin',
      policy: deps.firewall !== undefined && viewer.role === 'admin',
      evals: viewer.role === 'admin',
      eval_upload: deps.evalUploadDir !== undefined && viewer.role === 'admin',
      matrix: deps.matrix !== undefined && viewer.role === 'admin',
      health: deps.gateway !== undefined && viewer.role === 'admin',
    },
  });
  api.get('/session', async (req, reply) => {
    const viewer = context.findViewer(req);
    if (viewer === undefined) return reply.code(401).send({ login_required: true, access: 'key', mode: deps.mode });
    return sessionOf(viewer);
  });
  api.post('/login', async (req, reply: FastifyReply) => {
    const waitSeconds = loginFailures.retryAfterSeconds(req.ip);
    if (waitSeconds > 0)
      throw new ParapetError('RATE_LIMITED', 'too many failed console logins from this address; wait and retry.', {
        retryAfterSeconds: waitSeconds,
      });
    const parsed = loginBody.safeParse(req.body);
    if (!parsed.success) throw new ParapetError('INPUT_INVALID', 'send {"key": "<admin or tenant key>"}.');
    if (isOpenAccess(deps.access)) return sessionOf({ role: 'admin', name: 'local' });
    const viewer = viewerForKey(deps.access, parsed.data.key);
    if (viewer === undefined) {
      loginFailures.record(req.ip);
      throw new ParapetError('UNAUTHORIZED', 'unknown console key.');
    }
    const token = signSession({ key: parsed.data.key, sessionKey, nowMs: deps.now() });
    reply.header('set-cookie', sessionCookie(token, SESSION_TTL_MS / 1000, req.protocol === 'https'));
    return sessionOf(viewer);
  });
  api.post('/logout', async (req, reply) => {
    reply.header('set-cookie', sessionCookie('', 0, req.protocol === 'https'));
    return { logged_out: true };
  });
}

/**
 * Failed console logins per client address: at most 10 a minute, so a console key cannot be guessed online. Kept in
 * process and bounded (the oldest addresses are forgotten first); a replica behind a balancer limits its own share.
 */
type LoginFailureLimit = ReturnType<typeof createLoginFailureLimit>;

function createLoginFailureLimit(options: { readonly now: () => number }) {
  const WINDOW_MS = 60_000;
  const MAX_FAILURES = 10;
  const MAX_ADDRESSES = 10_000;
  const failures = new Map<string, number[]>();
  const recent = (ip: string): number[] => {
    const since = options.now() - WINDOW_MS;
    const kept = (failures.get(ip) ?? []).filter((t) => t > since);
    if (kept.length === 0) failures.delete(ip);
    else failures.set(ip, kept);
    return kept;
  };
  return {
    retryAfterSeconds(ip: string): number {
      const kept = recent(ip);
      if (kept.length < MAX_FAILURES) return 0;
      return Math.max(1, Math.ceil(((kept[0] ?? 0) + WINDOW_MS - options.now()) / 1000));
    },
    record(ip: string): void {
      const kept = recent(ip);
      failures.delete(ip);
      failures.set(ip, [...kept, options.now()]);
      while (failures.size > MAX_ADDRESSES) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
  };
}

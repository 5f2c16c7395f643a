import { readdirSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ASSETS_DIR = new URL('./assets/', import.meta.url);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Scripts, styles and data only from the console itself: no inline script, no CDN, no framing. Charts are built
 * with DOM calls, so no inline style or script is ever needed.
 */
export const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Headers on every console response: no sniffing, no referrer, no framing, no caching of data. */
export function setConsoleHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', CONSOLE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store');
}

/** The console's static files, read once when the console is registered (a handful of small files). */
export function loadConsoleAssets(): ReadonlyMap<string, { readonly type: string; readonly body: Buffer }> {
  const assets = new Map<string, { type: string; body: Buffer }>();
  for (const name of readdirSync(fileURLToPath(ASSETS_DIR))) {
    const type = CONTENT_TYPES[extname(name)];
    if (type !== undefined) assets.set(name, { type, body: readFileSync(new URL(name, ASSETS_DIR)) });
  }
  return assets;
}

/** `/ui` (the page shell) and `/ui/assets/<file>`; only files present at start-up are served, by exact name. */
export function registerAssetRoutes(ui: FastifyInstance): void {
  const assets = loadConsoleAssets();
  const send = (reply: FastifyReply, name: string) => {
    const asset = assets.get(name);
    if (asset === undefined) return reply.code(404).type('text/plain').send('not found');
    return setConsoleHeaders(reply).type(asset.type).send(asset.body);
  };
  ui.get('/', async (_req, reply) => send(reply, 'index.html'));
  ui.get('/assets/:name', async (req, reply) => send(reply, (req.params as { name: string }).name));
}

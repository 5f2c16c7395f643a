import { createRequire } from 'node:module';
import type { Dispatcher } from 'undici';

/**
 * undici's `request` without the rest of undici. `import { request } from 'undici'` loads all of it — fetch,
 * WebSocket, EventSource, caches, cookies — and its cookie module reads `globalThis.Headers`, which makes Node
 * load its own bundled copy of undici too: the gateway held both for one function (about 6 MB of resident
 * memory at start-up, 15 MB in a bare process; issue 8's RSS target is 200 MB). This loads the request API and
 * the global dispatcher only, from undici's published files (the package has no exports map), and only on the
 * first request, so that library users who screen text in-process load no HTTP client at all. The test beside
 * this file fails if an undici upgrade moves them, and checks that Node's copy stays unloaded.
 */
interface UndiciParts {
  readonly request: (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;
  readonly getGlobalDispatcher: () => Dispatcher;
}
let undici: UndiciParts | undefined;

function loadUndici(): UndiciParts {
  const require = createRequire(import.meta.url);
  const api = require('undici/lib/api/index.js') as Pick<UndiciParts, 'request'>;
  const global = require('undici/lib/global.js') as Pick<UndiciParts, 'getGlobalDispatcher'>;
  return { request: api.request, getGlobalDispatcher: global.getGlobalDispatcher };
}

export type HttpRequestOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path' | 'method'> & {
  readonly method: Dispatcher.HttpMethod;
  /** Defaults to undici's global dispatcher, as undici's own `request` does. */
  readonly dispatcher?: Dispatcher;
};

/** One HTTP request to an absolute URL, answered as undici's `request` answers (status, headers, body stream). */
export function httpRequest(url: string | URL, options: HttpRequestOptions): Promise<Dispatcher.ResponseData> {
  undici ??= loadUndici();
  const target = typeof url === 'string' ? new URL(url) : url;
  const { dispatcher = undici.getGlobalDispatcher(), ...rest } = options;
  return undici.request.call(dispatcher, {
    ...rest,
    origin: target.origin,
    path: `${target.pathname}${target.search}`,
  });
}

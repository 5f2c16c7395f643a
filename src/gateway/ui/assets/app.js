// The console shell: session and login, navigation, and a hash router (#/page/arg?query) that renders one page into
// <main>, then moves focus to its heading so keyboard and screen-reader users land on the new content.
import { ApiError, postJson, readSession } from './api.js';
import { field, h, message, replace } from './dom.js';
import { renderDecisions } from './page-decisions.js';
import { renderEvalCompare } from './page-eval-compare.js';
import { renderEvalRun, renderEvals } from './page-evals.js';
import { renderHealth } from './page-health.js';
import { renderMatrix, renderMatrixReport } from './page-matrix.js';
import { renderPolicy } from './page-policy.js';
import { renderQueues } from './page-queues.js';
import { renderTrace } from './page-trace.js';

const PAGES = [
  { path: 'decisions', label: 'Live decisions' },
  { path: 'policy', label: 'Policy' },
  { path: 'evals', label: 'Evaluations' },
  { path: 'matrix', label: 'Forge Matrix' },
  { path: 'queues', label: 'Queues' },
  { path: 'health', label: 'Health' },
];

const main = document.getElementById('main');
let session = null;

function parseRoute() {
  const raw = location.hash.replace(/^#\/?/, '');
  const [path, query = ''] = raw.split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  return { page: parts[0] ?? 'decisions', args: parts.slice(1), query: new URLSearchParams(query) };
}

function renderNav(active) {
  // A tenant's key sees its own decisions and queues; every other page is an admin's.
  const visible =
    session.viewer.role === 'admin' ? PAGES : PAGES.filter((p) => ['decisions', 'queues'].includes(p.path));
  replace(
    document.getElementById('nav'),
    visible.map((p) =>
      h('li', null, h('a', { href: `#/${p.path}`, 'aria-current': p.path === active ? 'page' : null }, p.label)),
    ),
  );
}

function renderWho() {
  const who = document.getElementById('who');
  const role = session.viewer.role === 'admin' ? 'admin' : `tenant ${session.viewer.tenant}`;
  replace(
    who,
    h('span', null, `Signed in as ${session.viewer.name} (${role})`),
    session.access === 'key' ? h('button', { type: 'button', class: 'secondary', onclick: logout }, 'Log out') : null,
  );
  const banner = document.getElementById('banner');
  replace(
    banner,
    session.access === 'open-loopback'
      ? h(
          'p',
          null,
          'No tenants are configured: this console is open, without a key, to clients on this machine (loopback) only.',
        )
      : null,
    session.mode === 'dashboard'
      ? h('p', null, 'Dashboard mode: reading a data directory without a running gateway.')
      : null,
  );
}

async function logout() {
  await postJson('logout');
  location.hash = '#/decisions';
  location.reload();
}

function renderLogin(error) {
  document.title = 'Log in · Parapet console';
  replace(document.getElementById('nav'));
  replace(document.getElementById('who'));
  const key = h('input', { id: 'console-key', type: 'password', autocomplete: 'current-password', required: true });
  const form = h(
    'form',
    { class: 'login', onsubmit: (event) => submitLogin(event, key.value) },
    field('Console key (admin or tenant key)', key),
    h('p', null, h('button', { type: 'submit' }, 'Log in')),
  );
  replace(
    main,
    h('h1', { tabindex: '-1' }, 'Log in to the Parapet console'),
    h(
      'p',
      { class: 'lede' },
      'Tenants are configured, so the console needs a key. It is kept in an HttpOnly session cookie, never in the page.',
    ),
    error ? message('error', error) : null,
    form,
  );
  key.focus();
}

async function submitLogin(event, key) {
  event.preventDefault();
  try {
    session = await postJson('login', { key });
    await route();
  } catch (error) {
    renderLogin(error instanceof ApiError ? error.message : String(error));
  }
}

const ROUTES = {
  decisions: (ctx, r) => (r.args[0] ? renderTrace(main, ctx, Number(r.args[0])) : renderDecisions(main, ctx, r.query)),
  policy: (ctx) => renderPolicy(main, ctx),
  evals: (ctx, r) =>
    r.args[0] === 'compare'
      ? renderEvalCompare(main, ctx, r.args[1], r.args[2])
      : r.args[0]
        ? renderEvalRun(main, ctx, r.args[0])
        : renderEvals(main, ctx),
  matrix: (ctx, r) => (r.args[0] ? renderMatrixReport(main, ctx, r.args[0]) : renderMatrix(main, ctx)),
  queues: (ctx) => renderQueues(main, ctx),
  health: (ctx) => renderHealth(main, ctx),
};

// Pages whose data source may be missing, and what to say instead of an error.
const UNAVAILABLE = {
  decisions: [
    'Live decisions',
    'decisions',
    'No audit log was found. The gateway creates one with its first decision; parapet dashboard reads <data-dir>/audit.sqlite or --audit.',
  ],
  queues: ['Queues', 'queues', 'No audit log was found, so there are no consents or review samples to show.'],
  policy: ['Policy', 'policy', 'No policy is loaded in this console.'],
  matrix: [
    'Forge Matrix',
    'matrix',
    'No Matrix store was found. "parapet assure" stores verified reports in .parapet/matrix.sqlite; parapet dashboard takes --matrix FILE.',
  ],
};

async function route() {
  if (session === null) session = await readSession();
  if (session === null) return renderLogin();
  const r = parseRoute();
  renderNav(r.page);
  renderWho();
  const page = ROUTES[r.page] ?? ROUTES.decisions;
  const ctx = {
    session,
    navigate: (hash) => {
      location.hash = hash;
    },
    title: (text) => {
      document.title = `${text} · Parapet console`;
    },
  };
  const missing = UNAVAILABLE[r.page];
  if (missing && session.viewer.role === 'admin' && !session.features[missing[1]]) {
    ctx.title(missing[0]);
    replace(main, h('h1', { tabindex: '-1' }, missing[0]), message('info', missing[2]));
    main.querySelector('h1')?.focus();
    return;
  }
  replace(main, h('h1', { tabindex: '-1' }, 'Loading…'));
  try {
    await page(ctx, r);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      session = null;
      return renderLogin('Your session ended; log in again.');
    }
    replace(
      main,
      h('h1', { tabindex: '-1' }, 'Something went wrong'),
      message('error', error.message ?? String(error)),
    );
  }
  main.querySelector('h1')?.focus();
}

// The hash is the router's, so the skip link moves focus itself instead of navigating to #main.
document.querySelector('.skip-link')?.addEventListener('click', (event) => {
  event.preventDefault();
  main.focus();
});
window.addEventListener('hashchange', () => void route());
void route();

// Live decisions: the newest decisions from the audit log, filtered by decision, primary cause, context, tenant and
// time; each row opens its full trace. Filters live in the URL, so Back and a shared link keep them.
import { getJson } from './api.js';
import { at, badge, field, h, num, replace, select, table } from './dom.js';

const DECISIONS = [
  ['', 'any'],
  ['ALLOW', 'ALLOW'],
  ['LIABILITY_REQUIRED', 'LIABILITY_REQUIRED'],
  ['BLOCK', 'BLOCK'],
];
const CONTEXTS = ['', 'plain_text', 'code', 'tool_input', 'tool_output', 'rag_context', 'unknown'].map((c) => [
  c,
  c || 'any',
]);

/** datetime-local has no zone: the browser's local time, sent to the server as ISO 8601. */
const toIso = (local) => (local ? new Date(local).toISOString() : '');
const toLocal = (iso) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function filterForm(ctx, query) {
  const isAdmin = ctx.session.viewer.role === 'admin';
  const input = (id, type = 'text') => h('input', { id, name: id, type, value: query.get(id) ?? '' });
  const since = h('input', { id: 'since', name: 'since', type: 'datetime-local', value: toLocal(query.get('since')) });
  const until = h('input', { id: 'until', name: 'until', type: 'datetime-local', value: toLocal(query.get('until')) });
  const form = h(
    'form',
    { class: 'filters', role: 'search', 'aria-label': 'Filter decisions' },
    field('Decision', select('decision', DECISIONS, query.get('decision') ?? '')),
    field('Primary cause contains', input('cause')),
    field('Context', select('context', CONTEXTS, query.get('context') ?? '')),
    isAdmin ? field('Tenant', input('tenant')) : null,
    field('From', since),
    field('Until', until),
    h(
      'div',
      { class: 'actions' },
      h('button', { type: 'submit' }, 'Apply filters'),
      h('button', { type: 'button', class: 'secondary', onclick: () => ctx.navigate('#/decisions') }, 'Reset'),
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const next = new URLSearchParams();
    for (const [key, value] of data) {
      const text = key === 'since' || key === 'until' ? toIso(String(value)) : String(value).trim();
      if (text) next.set(key, text);
    }
    ctx.navigate(`#/decisions?${next}`);
  });
  return form;
}

function rowsTable(rows) {
  return table({
    caption: 'Decisions, newest first',
    columns: [
      { label: 'Time' },
      { label: 'Tenant' },
      { label: 'Decision' },
      { label: 'Primary cause' },
      { label: 'Context' },
      { label: 'Direction' },
      { label: 'Zone' },
      { label: 'Risk', num: true },
      { label: 'Latency (ms)', num: true },
      { label: 'Trace' },
    ],
    rows: rows.map((r) => [
      at(r.at),
      r.tenant,
      badge(r.decision),
      h('code', null, r.primary_cause),
      r.context,
      r.direction,
      r.zone,
      num(r.risk),
      num(r.latency_ms, 2),
      h('a', { href: `#/decisions/${r.seq}`, 'aria-label': `Open trace of decision #${r.seq}` }, `#${r.seq}`),
    ]),
    empty: 'No decision matches these filters.',
  });
}

export async function renderDecisions(main, ctx, query) {
  ctx.title('Live decisions');
  const params = new URLSearchParams(query);
  params.set('limit', '50');
  const first = await getJson(`decisions?${params}`);
  const rows = [...first.rows];
  let next = first.next_before;
  const list = h('div', { id: 'decision-list' });
  const status = h('p', { class: 'muted', role: 'status', 'aria-live': 'polite' });
  const more = h('button', { type: 'button', class: 'secondary' }, 'Load older decisions');
  const draw = () => {
    replace(list, rowsTable(rows));
    replace(status, `${rows.length} decision${rows.length === 1 ? '' : 's'} shown.`);
    more.hidden = next === null;
  };
  more.addEventListener('click', async () => {
    params.set('before', String(next));
    const page = await getJson(`decisions?${params}`);
    rows.push(...page.rows);
    next = page.next_before;
    draw();
  });
  const refresh = h(
    'button',
    { type: 'button', class: 'secondary', onclick: () => renderDecisions(main, ctx, query) },
    'Refresh',
  );
  replace(
    main,
    h('h1', { tabindex: '-1' }, 'Live decisions'),
    h(
      'p',
      { class: 'lede' },
      'Every screening decision the gateway recorded in its audit log. Prompt text is shown only where the deployment stores it (audit.store_text).',
    ),
    filterForm(ctx, query),
    h('div', { class: 'actions' }, refresh),
    status,
    list,
    more,
  );
  draw();
  main.querySelector('h1').focus();
}

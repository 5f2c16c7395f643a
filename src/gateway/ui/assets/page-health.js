// Health: breaker states, the admission queue, deadline drops, budgets, retries and skips — the figures /metrics
// exposes, read from the same registry. Without a gateway (parapet dashboard) the page says they are not available.
import { getJson } from './api.js';
import { badge, facts, h, message, replace, table, when } from './dom.js';

const labels = (l) =>
  Object.entries(l)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');

function countersTable(caption, values) {
  return table({
    caption,
    columns: [
      { label: 'Labels', rowHeader: true },
      { label: 'Count', num: true },
    ],
    rows: values.map((v) => [labels(v.labels) || '(none)', String(v.value)]),
    empty: 'none so far',
  });
}

export async function renderHealth(main, ctx) {
  ctx.title('Health');
  const view = await getJson('health');
  if (!view.available) {
    replace(main, h('h1', { tabindex: '-1' }, 'Health'), message('info', `Not available: ${view.reason}`));
    return;
  }
  const a = view.admission;
  const refresh = h(
    'button',
    { type: 'button', class: 'secondary', onclick: () => renderHealth(main, ctx) },
    'Refresh',
  );
  replace(
    main,
    h('h1', { tabindex: '-1' }, 'Health'),
    h(
      'p',
      { class: 'lede' },
      `Figures at ${when(view.at)}; the same registry as /metrics. Upstream: ${view.upstream.kind} (${view.upstream.location}); state: ${view.state}.`,
    ),
    refresh,
    view.uncertainty_spike
      ? message('error', 'Uncertainty spike: over 20 % of the last minute’s screens were uncertain.')
      : null,
    h('h2', null, 'Circuit breakers'),
    table({
      caption: 'Breakers',
      columns: [{ label: 'Breaker', rowHeader: true }, { label: 'State' }, { label: 'Since' }],
      rows: view.breakers.map((b) => [b.name, badge(b.state), when(b.since)]),
    }),
    countersTable('Breaker transitions', view.breaker_transitions),
    h('h2', null, 'Admission queue'),
    h(
      'div',
      { class: 'grid' },
      h(
        'div',
        { class: 'card' },
        h('div', { class: 'label' }, 'In flight'),
        h('div', { class: 'figure' }, `${a.in_flight} / ${a.max_concurrent}`),
      ),
      h(
        'div',
        { class: 'card' },
        h('div', { class: 'label' }, 'Queued'),
        h('div', { class: 'figure' }, `${a.queued} / ${a.max_queued}`),
      ),
      h(
        'div',
        { class: 'card' },
        h('div', { class: 'label' }, 'Deadline drops (all stages)'),
        h('div', { class: 'figure' }, String(view.deadline_drops + a.deadline_drops)),
      ),
      h(
        'div',
        { class: 'card' },
        h('div', { class: 'label' }, 'Refused, queue full'),
        h('div', { class: 'figure' }, String(a.rejected_queue_full)),
      ),
    ),
    facts([
      ['Queue deadline', `${a.deadline_ms} ms`],
      ['On overload', a.on_overload === 'strict' ? 'screen on the strict path' : 'answer 503 with Retry-After'],
      ['Upstream deadline drops', String(view.deadline_drops)],
      ['Admission deadline drops', String(a.deadline_drops)],
      ['Review samples taken', String(view.review_samples)],
      [
        'Retry budget',
        `${view.retry_budget.retries} retries of ${view.retry_budget.limit} allowed over ${view.retry_budget.requests} requests (10 s window)`,
      ],
    ]),
    h('h2', null, 'Budgets and rate limits'),
    table({
      caption: 'Per tenant',
      columns: [
        { label: 'Tenant', rowHeader: true },
        { label: 'Screens / min (tenant)', num: true },
        { label: 'Screens / min (user)', num: true },
        { label: 'Request rate limit' },
      ],
      rows: view.budgets.map((b) => [
        b.tenant,
        String(b.screens_per_minute),
        String(b.screens_per_user_per_minute),
        b.rate_limit ? `${b.rate_limit.capacity} burst, ${b.rate_limit.refill_per_second}/s` : 'none',
      ]),
      empty: 'No tenants configured: the built-in default budgets apply.',
    }),
    countersTable('Requests refused before screening', view.rejected),
    countersTable('Strict-path fallbacks', view.fallbacks),
    countersTable('Optional detectors skipped', view.optional_skips),
    countersTable('Upstream retries', view.retries),
    h('h2', null, 'Decisions since start'),
    countersTable('Decisions by direction, decision and primary cause', view.decisions),
  );
}

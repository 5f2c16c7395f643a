// Two eval runs side by side: every slice judged better, worse or unchanged (TPR up is better; FPR, ECE, Brier and
// latency down are), whether the change clears the 95% intervals, and the two runs' rate charts next to each other.
import { getJson } from './api.js';
import { badge, facts, h, message, num, pct, replace, short, table, when } from './dom.js';
import { fprChart, tprChart } from './page-evals.js';

export async function renderEvalCompare(main, ctx, idA, idB) {
  ctx.title('Compare evaluations');
  const [{ a, b, comparison }, runA, runB] = await Promise.all([
    getJson(`evals/compare?a=${encodeURIComponent(idA)}&b=${encodeURIComponent(idB)}`),
    getJson(`evals/${idA}`),
    getJson(`evals/${idB}`),
  ]);
  const side = (x) =>
    x.value === null ? '–' : `${x.ci ? pct(x.value, 2) : num(x.value)}${x.n === null ? '' : ` (n=${x.n})`}`;
  const delta = (c) =>
    c.delta === null
      ? '–'
      : c.metric.endsWith('_ms') || c.metric === 'ece' || c.metric === 'brier'
        ? num(c.delta)
        : `${c.delta > 0 ? '+' : ''}${(c.delta * 100).toFixed(2)} pt`;
  const changed = comparison.slices.filter((c) => c.verdict === 'better' || c.verdict === 'worse');
  const label = (run) => `${when(run.started_at)} · ${run.policy.id} (${short(run.policy.hash, 8)})`;
  replace(
    main,
    h('p', null, h('a', { href: '#/evals' }, '← Evaluations')),
    h('h1', { tabindex: '-1' }, 'Compare evaluations'),
    facts([
      ['A (baseline)', h('a', { href: `#/evals/${a.id}` }, label(a))],
      ['B (candidate)', h('a', { href: `#/evals/${b.id}` }, label(b))],
      [
        'B against A',
        `${comparison.counts.better} better, ${comparison.counts.worse} worse, ${comparison.counts.unchanged} unchanged`,
      ],
    ]),
    ...comparison.notes.map((n) => message('info', n)),
    table({
      caption: 'Slices that changed (TPR: higher is better; FPR, ECE, Brier, latency: lower is better)',
      columns: [
        { label: 'Slice', rowHeader: true },
        { label: 'Metric' },
        { label: 'A' },
        { label: 'B' },
        { label: 'Change', num: true },
        { label: 'Verdict' },
      ],
      rows: changed.map((c) => [
        `${c.group}: ${c.key}`,
        c.metric.toUpperCase(),
        side(c.a),
        side(c.b),
        delta(c),
        h('span', null, badge(c.verdict), c.is_clear ? ' beyond the 95% intervals' : ' within noise'),
      ]),
      empty: 'No slice changed.',
    }),
    h('h2', null, 'Side by side'),
    h(
      'div',
      { class: 'side-by-side' },
      fprChart(runA.summary, 'A (baseline)'),
      fprChart(runB.summary, 'B (candidate)'),
    ),
    h(
      'div',
      { class: 'side-by-side' },
      tprChart(runA.summary, 'A (baseline)'),
      tprChart(runB.summary, 'B (candidate)'),
    ),
    h(
      'details',
      null,
      h('summary', null, `All ${comparison.slices.length} slices`),
      table({
        caption: 'Every compared slice',
        columns: [
          { label: 'Slice', rowHeader: true },
          { label: 'Metric' },
          { label: 'A' },
          { label: 'B' },
          { label: 'Verdict' },
        ],
        rows: comparison.slices.map((c) => [
          `${c.group}: ${c.key}`,
          c.metric.toUpperCase(),
          side(c.a),
          side(c.b),
          badge(c.verdict),
        ]),
      }),
    ),
  );
}

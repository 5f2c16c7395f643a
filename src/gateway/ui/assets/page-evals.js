// Evaluations: the `parapet eval` runs found in the data directories (or uploaded), each run's plots drawn from its
// summary.json, and a side-by-side comparison of two runs with what got better and what regressed.
import { ApiError, getJson, postJson } from './api.js';
import { CHART_COLOURS, histogramChart, intervalChart, reliabilityChart } from './charts.js';
import { facts, field, h, interval, message, num, pct, replace, select, short, table, when } from './dom.js';

const MAX_HISTOGRAMS = 12;

function uploadForm(ctx, status) {
  const file = h('input', { id: 'eval-upload', type: 'file', accept: 'application/json,.json' });
  const form = h(
    'form',
    { class: 'filters', 'aria-label': 'Upload an evaluation' },
    field('Add a summary.json from another machine', file),
    h('button', { type: 'submit' }, 'Upload'),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const chosen = file.files?.[0];
    if (!chosen) return replace(status, message('error', 'Choose a summary.json first.'));
    try {
      const result = await postJson('evals', JSON.parse(await chosen.text()));
      ctx.navigate(`#/evals/${result.entry.id}`);
    } catch (error) {
      replace(status, message('error', error instanceof ApiError ? error.message : `Not JSON: ${error.message}`));
    }
  });
  return form;
}

export async function renderEvals(main, ctx) {
  ctx.title('Evaluations');
  const { runs, dirs } = await getJson('evals');
  const options = runs.map((r) => [
    r.id,
    `${when(r.started_at)} · ${r.policy.id} ${short(r.policy.hash, 8)} · ${r.rows} rows`,
  ]);
  const a = select('run-a', options, runs[1]?.id ?? runs[0]?.id);
  const b = select('run-b', options, runs[0]?.id);
  const compare = h(
    'form',
    { class: 'filters', 'aria-label': 'Compare two runs' },
    field('Run A (baseline)', a),
    field('Run B (candidate)', b),
    h('button', { type: 'submit' }, 'Compare runs'),
  );
  compare.addEventListener('submit', (event) => {
    event.preventDefault();
    ctx.navigate(`#/evals/compare/${a.value}/${b.value}`);
  });
  const status = h('div', { role: 'status' });
  replace(
    main,
    h('h1', { tabindex: '-1' }, 'Evaluations'),
    h('p', { class: 'lede' }, `Runs of parapet eval found under ${dirs.join(', ')}.`),
    table({
      caption: 'Runs, newest first',
      columns: [
        { label: 'Started', rowHeader: true },
        { label: 'Policy' },
        { label: 'Corpus' },
        { label: 'Rows', num: true },
        { label: 'TPR', num: true },
        { label: 'FPR', num: true },
        { label: 'ECE', num: true },
        { label: 'Directory' },
      ],
      rows: runs.map((r) => [
        h('a', { href: `#/evals/${r.id}` }, when(r.started_at)),
        `${r.policy.id} ${r.policy.version} (${short(r.policy.hash, 8)})`,
        `${r.corpus_files} file(s), ${short(r.corpus_sha256, 8)}`,
        String(r.rows),
        pct(r.tpr),
        pct(r.fpr),
        num(r.ece),
        h('code', null, r.dir),
      ]),
      empty:
        'No runs found. Run "parapet eval --corpus DIR --out DIR" into one of these directories, or upload a summary.json.',
    }),
    runs.length >= 2 ? compare : null,
    ctx.session.features.eval_upload ? uploadForm(ctx, status) : null,
    status,
  );
}

const strataRows = (s, label) =>
  Object.values(s.by_stratum)
    .filter((x) => x.label === label)
    .map((x) => ({ label: x.stratum, rate: x.rate ?? 0, ci: x.ci, n: x.n }));
const categoryRows = (s) =>
  Object.entries(s.by_category)
    .filter(([, c]) => c.label === 'attack')
    .map(([key, c]) => ({ label: key, rate: c.rate ?? 0, ci: c.ci, n: c.n }));
const originRows = (s) =>
  s.fpr_by_origin
    .filter((o) => o.context === 'all' && o.kind === 'primary_cause')
    .map((o) => ({ label: o.id, rate: o.rate, ci: o.ci, n: o.n }));

export function fprChart(s, caption) {
  return intervalChart({
    title: 'False-positive rate per benign stratum',
    description: 'Share of benign rows flagged per stratum, with Wilson 95% intervals.',
    axisTitle: 'FPR (benign rows flagged)',
    rows: strataRows(s, 'benign'),
    colour: CHART_COLOURS.benign,
    caption,
  });
}

export function tprChart(s, caption) {
  return intervalChart({
    title: 'True-positive rate per attack category',
    description: 'Share of attack rows flagged per category, with Wilson 95% intervals.',
    axisTitle: 'TPR (attack rows flagged)',
    rows: categoryRows(s),
    colour: CHART_COLOURS.attack,
    caption,
  });
}

export async function renderEvalRun(main, ctx, id) {
  const { entry, summary: s } = await getJson(`evals/${id}`);
  ctx.title(`Evaluation ${when(entry.started_at)}`);
  const o = s.overall;
  const histograms = s.calibration.score_histograms.filter((x) => x.raw.top_values.length > 0);
  replace(
    main,
    h('p', null, h('a', { href: '#/evals' }, '← Evaluations')),
    h('h1', { tabindex: '-1' }, `Evaluation of ${when(entry.started_at)}`),
    facts([
      [
        'Policy',
        h(
          'span',
          null,
          `${s.manifest.policy.id} ${s.manifest.policy.version} `,
          h('code', null, s.manifest.policy.hash),
        ),
      ],
      ['Corpus', s.manifest.corpus.map((c) => `${c.path} (${short(c.sha256, 8)})`).join(', ')],
      [
        'Rows',
        `${s.manifest.rows.evaluated} evaluated (${o.n_attack} attack, ${o.n_benign} benign, ${o.n_errors} refused)`,
      ],
      ['Models', `${s.manifest.engine.models}, calibration ${s.manifest.calibration.id}`],
      ['Directory', h('code', null, entry.dir)],
      [
        'Report',
        entry.has_report_html
          ? h(
              'a',
              { href: `/ui/api/evals/${id}/report.html`, target: '_blank', rel: 'noopener' },
              'report.html (opens in a new tab)',
            )
          : 'none',
      ],
    ]),
    h(
      'div',
      { class: 'grid' },
      h(
        'div',
        { class: 'card' },
        h('div', { class: 'label' }, 'TPR (attacks flagged)'),
        h('div', { class: 'figure' }, pct(o.tpr)),
        h('div', { class: 'label' }, `95% CI ${interval(o.tpr_ci)}`),
      ),
      h(
        'div',
        { class: 'card' },
        h('div', { class: 'label' }, 'FPR (benign flagged)'),
        h('div', { class: 'figure' }, pct(o.fpr, 2)),
        h('div', { class: 'label' }, `95% CI ${interval(o.fpr_ci)}`),
      ),
      h(
        'div',
        { class: 'card' },
        h('div', { class: 'label' }, 'Calibration'),
        h('div', { class: 'figure' }, `ECE ${num(s.calibration.ece)}`),
        h('div', { class: 'label' }, `Brier ${num(s.calibration.brier)}`),
      ),
      h(
        'div',
        { class: 'card' },
        h('div', { class: 'label' }, 'Latency'),
        h('div', { class: 'figure' }, `${num(s.latency_ms.p50, 2)} ms`),
        h('div', { class: 'label' }, `p50; p95 ${num(s.latency_ms.p95, 2)} ms`),
      ),
    ),
    h('h2', null, 'Rates'),
    h('div', { class: 'charts' }, fprChart(s), tprChart(s)),
    h('h2', null, 'Calibration'),
    h(
      'div',
      { class: 'charts' },
      reliabilityChart({ bins: s.calibration.reliability, ece: s.calibration.ece, brier: s.calibration.brier }),
      ...Object.entries(s.calibration.by_context).map(([context, c]) =>
        reliabilityChart({
          bins: c.reliability,
          ece: c.ece,
          brier: c.brier,
          title: `Reliability: ${context} (n=${c.n})`,
          size: 180,
        }),
      ),
    ),
    h('h2', null, 'Where false positives come from'),
    originRows(s).length > 0
      ? intervalChart({
          title: 'FPR by primary cause (all contexts)',
          description:
            'Benign rows flagged by each primary cause, as a rate of all benign rows, with Wilson 95% intervals.',
          axisTitle: 'FPR caused',
          rows: originRows(s),
          colour: CHART_COLOURS.benign,
        })
      : h('p', { class: 'muted' }, 'No false positives.'),
    h('h2', null, 'Score histograms'),
    h(
      'p',
      { class: 'muted' },
      `${histograms.length} detector × context pairs scored above 0; the first ${Math.min(MAX_HISTOGRAMS, histograms.length)} are drawn (raw scores).`,
    ),
    h(
      'div',
      { class: 'charts' },
      ...histograms
        .slice(0, MAX_HISTOGRAMS)
        .map((x) => histogramChart({ title: `${x.detector} · ${x.context}`, histogram: x.raw })),
    ),
  );
}

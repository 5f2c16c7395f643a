import { escapeHtml } from '../core/index.ts';
import type { EvalSummary } from './eval-summary.ts';
import type { GateReport } from './evaluate-gates.ts';
import { runLine } from './render-report-md.ts';
import {
  categoryTable,
  contextTable,
  decisionTable,
  gatesTable,
  headlineTable,
  langTable,
  originKindTable,
  originTable,
  qualityTable,
  type ReportTable,
  stratumTable,
  suiteTable,
  taxonomyTable,
} from './report-tables.ts';
import { histogramChart } from './svg-histogram-chart.ts';
import { intervalChart } from './svg-interval-chart.ts';
import { reliabilityChart } from './svg-reliability-chart.ts';

/** Detector × context histograms drawn; the rest stay in summary.json (a page of 200 charts helps nobody). */
const MAX_HISTOGRAMS = 30;

const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; color: #222; margin: 0 auto; max-width: 1100px; padding: 1.5rem; }
h1 { margin-bottom: 0.2rem; } h2 { border-bottom: 1px solid #ccc; padding-bottom: 0.2rem; margin-top: 2rem; }
p.run { color: #555; margin-top: 0; } p.note { color: #555; font-size: 0.9em; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #ddd; padding: 0.2rem 0.5rem; text-align: right; } th { background: #f4f4f4; }
td:first-child, th:first-child { text-align: left; }
.pass { color: #1e7d32; font-weight: 600; } .fail { color: #b03a2e; font-weight: 600; }
.charts { display: flex; flex-wrap: wrap; gap: 1rem; } svg.chart { max-width: 100%; height: auto; }
nav a { margin-right: 0.8rem; } pre { background: #f7f7f7; padding: 0.8rem; overflow-x: auto; font-size: 12px; }
`;

function htmlTable(table: ReportTable): string {
  const head = `<tr>${table.headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr>`;
  const body = table.rows
    .map((row) => {
      const cells = row.map((c, i) => {
        const cls = c === 'PASS' ? ' class="pass"' : c === 'FAIL' ? ' class="fail"' : '';
        return i === 0 ? `<th scope="row"${cls}>${escapeHtml(c)}</th>` : `<td${cls}>${escapeHtml(c)}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  const note = table.note === undefined ? '' : `<p class="note">${escapeHtml(table.note)}</p>`;
  if (table.rows.length === 0)
    return `<h3 id="${table.id}">${escapeHtml(table.title)}</h3>${note}<p class="note">None.</p>`;
  return `<h3 id="${table.id}">${escapeHtml(table.title)}</h3>${note}<table>\n<thead>${head}</thead>\n<tbody>\n${body}\n</tbody></table>`;
}

function charts(s: EvalSummary): string {
  const benignStrata = Object.values(s.by_stratum)
    .filter((x) => x.label === 'benign')
    .map((x) => ({ label: x.stratum, rate: x.rate ?? 0, ci: x.ci, n: x.n }));
  const attackCategories = Object.entries(s.by_category)
    .filter(([, c]) => c.label === 'attack')
    .map(([key, c]) => ({ label: key, rate: c.rate ?? 0, ci: c.ci, n: c.n }));
  return [
    intervalChart({
      id: 'chart-fpr-stratum',
      title: 'False-positive rate per benign stratum',
      description: 'Share of benign rows flagged (BLOCK or LIABILITY_REQUIRED) per stratum, with Wilson 95% intervals.',
      axisTitle: 'FPR (benign rows flagged)',
      rows: benignStrata,
    }),
    intervalChart({
      id: 'chart-tpr-category',
      title: 'True-positive rate per attack category',
      description: 'Share of attack rows flagged per category, with Wilson 95% intervals.',
      axisTitle: 'TPR (attack rows flagged)',
      rows: attackCategories,
    }),
    reliabilityChart({
      id: 'chart-reliability',
      bins: s.calibration.reliability,
      ece: s.calibration.ece,
      brier: s.calibration.brier,
    }),
    ...Object.entries(s.calibration.by_context).map(([context, c]) =>
      reliabilityChart({
        id: `chart-reliability-${context}`,
        bins: c.reliability,
        ece: c.ece,
        brier: c.brier,
        title: `Reliability: ${context} (n=${c.n})`,
        size: 200,
      }),
    ),
  ].join('\n');
}

function histograms(s: EvalSummary): string {
  const informative = s.calibration.score_histograms.filter((h) => h.raw.top_values.length > 0);
  const drawn = informative
    .slice(0, MAX_HISTOGRAMS)
    .map((h, i) =>
      [
        histogramChart({ id: `hist-raw-${i}`, title: `${h.detector} · ${h.context} · raw`, histogram: h.raw }),
        histogramChart({ id: `hist-final-${i}`, title: `${h.detector} · ${h.context} · final`, histogram: h.final }),
      ].join(''),
    );
  const more =
    informative.length > drawn.length
      ? `<p class="note">${informative.length - drawn.length} more in summary.json (calibration.score_histograms).</p>`
      : '';
  const quiet = s.calibration.score_histograms.length - informative.length;
  return `<p class="note">Per detector and context, over the rows it scanned. ${quiet} detector × context pairs scored 0 on every row and are not drawn.</p><div class="charts">${drawn.join('\n')}</div>${more}`;
}

/** report.html: one self-contained page (inline CSS and SVG, no script, no network) with tables and charts. */
export function renderReportHtml(s: EvalSummary, gates: GateReport | null): string {
  const suite = suiteTable(s);
  const sections: [string, string, string][] = [
    [
      'summary',
      'Summary',
      [headlineTable(s), ...(gates === null ? [] : [gatesTable(gates)]), qualityTable(s), decisionTable(s)]
        .map(htmlTable)
        .join('\n'),
    ],
    ['charts', 'Charts', `<div class="charts">${charts(s)}</div>`],
    [
      'attacks',
      'Attacks',
      [categoryTable(s, 'attack'), stratumTable(s, 'attack'), taxonomyTable(s)].map(htmlTable).join('\n'),
    ],
    ['benign', 'Benign', [categoryTable(s, 'benign'), stratumTable(s, 'benign')].map(htmlTable).join('\n')],
    [
      'slices',
      'Language, context, suite',
      [langTable(s), contextTable(s), ...(suite === null ? [] : [suite])].map(htmlTable).join('\n'),
    ],
    [
      'origins',
      'Where false positives come from',
      [
        originTable(s, 'all'),
        ...Object.keys(s.by_context)
          .filter((c) => s.fpr_by_origin.some((o) => o.context === c))
          .map((c) => originTable(s, c)),
        originKindTable(s, 'rule_id'),
        originKindTable(s, 'detector_id'),
      ]
        .map(htmlTable)
        .join('\n'),
    ],
    ['scores', 'Score histograms', histograms(s)],
    ['manifest', 'Manifest', `<pre>${escapeHtml(JSON.stringify(s.manifest, null, 2))}</pre>`],
  ];
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Parapet evaluation — ${escapeHtml(s.manifest.started_at)}</title><style>${STYLE}</style></head><body>`,
    `<h1>Parapet evaluation</h1><p class="run">${escapeHtml(runLine(s).replace(/`/g, ''))}</p>`,
    `<nav>${sections.map(([id, title]) => `<a href="#s-${id}">${escapeHtml(title)}</a>`).join('')}</nav>`,
    ...sections.map(([id, title, body]) => `<section id="s-${id}"><h2>${escapeHtml(title)}</h2>\n${body}</section>`),
    '</body></html>',
    '',
  ].join('\n');
}

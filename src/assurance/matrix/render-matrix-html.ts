import { compareText, escapeHtml } from '../../core/index.ts';
import { PROFILES, PROTOCOL_VERSIONS } from '../catalogue/schema.ts';
import type { MatrixRow } from './matrix-store.ts';

function percent(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(2)} %`;
}

/** A colour band for the cell, by pass rate; the thresholds only shade the page, they certify nothing. */
function band(rate: number | null): string {
  if (rate === null) return 'none';
  return rate >= 0.9 ? 'high' : rate >= 0.7 ? 'mid' : 'low';
}

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #1b1b1b; }
table { border-collapse: collapse; }
th, td { border: 1px solid #c8c8c8; padding: 0.4rem 0.6rem; text-align: center; vertical-align: top; }
th.model { text-align: left; }
td span { display: block; }
.rate { font-weight: 600; font-size: 1.05rem; }
.weighted, .count { color: #555; font-size: 0.85rem; }
.high { background: #e3f4e1; } .mid { background: #fbf1d6; } .low { background: #f8dcdc; } .none, .empty { background: #f3f3f3; }
caption { caption-side: bottom; padding-top: 0.6rem; color: #555; text-align: left; }`;

type Column = Pick<MatrixRow, 'protocol' | 'profile'>;
const columnKey = (c: Column): string => `${c.protocol}/${c.profile ?? 'base'}`;
const profileRank = (c: Column): number => (c.profile === null ? -1 : PROFILES.indexOf(c.profile));

function cell(row: MatrixRow | undefined): string {
  if (row === undefined) return '<td class="empty">—</td>';
  const { latest } = row;
  const title = `latest run ${latest.run_id}, started ${latest.started_at}, ${latest.passed} of ${latest.scored} passed, signed by ${latest.key_fingerprint.slice(0, 16)}…`;
  return (
    `<td class="${band(latest.pass_rate)}" title="${escapeHtml(title)}">` +
    `<span class="rate">${percent(latest.pass_rate)}</span>` +
    `<span class="weighted">weighted ${percent(latest.weighted_pass_rate)}</span>` +
    `<span class="count">${row.reports} report${row.reports === 1 ? '' : 's'}</span></td>`
  );
}

/**
 * The Matrix as one static, self-contained HTML page: rows are models, columns protocol × profile (base first), each
 * cell the latest report's pass rate and weighted pass rate. No scripts, no external assets, no links; every value
 * is escaped, and a Content-Security-Policy forbids loading anything should a value ever slip through.
 */
export function renderMatrixHtml(rows: readonly MatrixRow[], options: { readonly title?: string } = {}): string {
  const title = options.title ?? 'Forge Matrix';
  const columns = [
    ...new Map(rows.map((r) => [columnKey(r), { protocol: r.protocol, profile: r.profile }])).values(),
  ].sort(
    (a, b) =>
      PROTOCOL_VERSIONS.indexOf(a.protocol) - PROTOCOL_VERSIONS.indexOf(b.protocol) || profileRank(a) - profileRank(b),
  );
  const models = [...new Set(rows.map((r) => r.model))].sort(compareText);
  const byCell = new Map(rows.map((r) => [`${r.model}\u0000${columnKey(r)}`, r]));
  const protocols = PROTOCOL_VERSIONS.map((p) => [p, columns.filter((c) => c.protocol === p).length] as const).filter(
    ([, span]) => span > 0,
  );
  const head =
    `<tr><th class="model" rowspan="2">model</th>${protocols.map(([p, span]) => `<th colspan="${span}">protocol ${p}</th>`).join('')}</tr>\n` +
    `<tr>${columns.map((c) => `<th>${escapeHtml(c.profile ?? 'base (no profile)')}</th>`).join('')}</tr>`;
  const body = models
    .map(
      (model) =>
        `<tr><th class="model">${escapeHtml(model)}</th>${columns.map((c) => cell(byCell.get(`${model}\u0000${columnKey(c)}`))).join('')}</tr>`,
    )
    .join('\n');
  const reports = rows.reduce((n, r) => n + r.reports, 0);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<table>
<thead>
${head}
</thead>
<tbody>
${body}
</tbody>
<caption>${models.length} model${models.length === 1 ? '' : 's'}, ${reports} verified report${reports === 1 ? '' : 's'}. Each cell shows the latest report's pass rate (passed / scored; errors and undetermined outcomes count as not passed) and its severity-weighted pass rate (protocols v3 and v4).</caption>
</table>
</body>
</html>
`;
}

import { escapeHtml } from '../core/index.ts';
import { formatPercent } from './report-format.ts';
import { COLOURS, niceMax, px, svgOpen, tickLabel, ticks } from './svg-frame.ts';

export interface IntervalRow {
  readonly label: string;
  readonly rate: number;
  readonly ci: readonly [number, number];
  readonly n: number;
}

/**
 * Horizontal bars of a rate per slice with its 95% interval drawn as an error bar: the picture of per-stratum
 * FPR or per-category TPR, where a bar alone would hide that a 0% on 12 rows means little.
 */
export function intervalChart(options: {
  id: string;
  title: string;
  description: string;
  axisTitle: string;
  rows: readonly IntervalRow[];
}): string {
  const { rows } = options;
  const labelWidth = 210;
  const plotWidth = 430;
  const rowHeight = 18;
  const top = 30;
  const height = top + rows.length * rowHeight + 48;
  const width = labelWidth + plotWidth + 90;
  const max = niceMax(Math.max(0, ...rows.map((r) => r.ci[1])));
  const x = (v: number): number => labelWidth + (Math.min(v, max) / max) * plotWidth;
  const parts = [svgOpen({ id: options.id, width, height, title: options.title, description: options.description })];
  const axisY = top + rows.length * rowHeight + 4;
  for (const t of ticks(max)) {
    parts.push(
      `<line x1="${px(x(t))}" y1="${top}" x2="${px(x(t))}" y2="${px(axisY)}" stroke="${COLOURS.grid}"/>`,
      `<text x="${px(x(t))}" y="${px(axisY + 14)}" text-anchor="middle">${tickLabel(t)}</text>`,
    );
  }
  parts.push(
    `<line x1="${labelWidth}" y1="${px(axisY)}" x2="${labelWidth + plotWidth}" y2="${px(axisY)}" stroke="${COLOURS.axis}"/>`,
    `<line x1="${labelWidth}" y1="${top}" x2="${labelWidth}" y2="${px(axisY)}" stroke="${COLOURS.axis}"/>`,
    `<text x="${px(labelWidth + plotWidth / 2)}" y="${px(axisY + 32)}" text-anchor="middle">${escapeHtml(options.axisTitle)}</text>`,
    `<text x="${labelWidth + plotWidth + 8}" y="${top - 4}" font-weight="600">n</text>`,
  );
  rows.forEach((row, i) => {
    const y = top + i * rowHeight;
    const mid = y + rowHeight / 2;
    const tip = `${row.label}: ${formatPercent(row.rate)} (95% CI ${formatPercent(row.ci[0])}–${formatPercent(row.ci[1])}, n=${row.n})`;
    parts.push(
      `<g><title>${escapeHtml(tip)}</title>`,
      `<text x="${labelWidth - 6}" y="${px(mid + 4)}" text-anchor="end">${escapeHtml(row.label)}</text>`,
      `<rect x="${labelWidth}" y="${px(y + 3)}" width="${px(x(row.rate) - labelWidth)}" height="${rowHeight - 6}" fill="${COLOURS.bar}" opacity="0.55"/>`,
      `<line x1="${px(x(row.ci[0]))}" y1="${px(mid)}" x2="${px(x(row.ci[1]))}" y2="${px(mid)}" stroke="${COLOURS.interval}"/>`,
      `<line x1="${px(x(row.ci[0]))}" y1="${px(mid - 4)}" x2="${px(x(row.ci[0]))}" y2="${px(mid + 4)}" stroke="${COLOURS.interval}"/>`,
      `<line x1="${px(x(row.ci[1]))}" y1="${px(mid - 4)}" x2="${px(x(row.ci[1]))}" y2="${px(mid + 4)}" stroke="${COLOURS.interval}"/>`,
      `<circle cx="${px(x(row.rate))}" cy="${px(mid)}" r="2.5" fill="${COLOURS.interval}"/>`,
      `<text x="${labelWidth + plotWidth + 8}" y="${px(mid + 4)}">${row.n}</text></g>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

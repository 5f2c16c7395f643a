import { escapeHtml } from '../core/index.ts';
import type { ReliabilityBin } from './reliability-bins.ts';
import { formatNumber, formatPercent } from './report-format.ts';
import { COLOURS, px, svgOpen, tickLabel, ticks } from './svg-frame.ts';

/**
 * A reliability diagram: each bin's mean final risk against its observed attack rate, the diagonal being
 * perfect calibration. Dot area grows with the bin's row count so that a lonely outlier bin is not over-read.
 */
export function reliabilityChart(options: {
  id: string;
  bins: readonly ReliabilityBin[];
  ece: number | null;
  brier: number | null;
  title?: string;
  size?: number;
}): string {
  const size = options.size ?? 300;
  const left = 60;
  const top = 34;
  const width = left + size + 30;
  const height = top + size + 50;
  const x = (v: number): number => left + v * size;
  const y = (v: number): number => top + (1 - v) * size;
  const description = `Reliability of the final risk as a probability of attack: ECE ${formatNumber(options.ece)}, Brier ${formatNumber(options.brier)}. Points on the diagonal are calibrated.`;
  const title = options.title ?? 'Reliability diagram (final risk)';
  const parts = [svgOpen({ id: options.id, width, height, title, description })];
  for (const t of ticks(1)) {
    parts.push(
      `<line x1="${px(x(t))}" y1="${top}" x2="${px(x(t))}" y2="${top + size}" stroke="${COLOURS.grid}"/>`,
      `<line x1="${left}" y1="${px(y(t))}" x2="${left + size}" y2="${px(y(t))}" stroke="${COLOURS.grid}"/>`,
      `<text x="${px(x(t))}" y="${top + size + 14}" text-anchor="middle">${t.toFixed(1)}</text>`,
      `<text x="${left - 6}" y="${px(y(t) + 4)}" text-anchor="end">${tickLabel(t)}</text>`,
    );
  }
  parts.push(
    `<rect x="${left}" y="${top}" width="${size}" height="${size}" fill="none" stroke="${COLOURS.axis}"/>`,
    `<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" stroke="${COLOURS.axis}" stroke-dasharray="4 3"/>`,
    `<text x="${px(left + size / 2)}" y="${top + size + 32}" text-anchor="middle">Mean final risk in bin (predicted)</text>`,
    `<text transform="translate(16 ${px(top + size / 2)}) rotate(-90)" text-anchor="middle">Observed attack rate</text>`,
  );
  const filled = options.bins.filter((b) => b.n > 0 && b.mean_predicted !== null && b.observed_rate !== null);
  const maxN = Math.max(1, ...filled.map((b) => b.n));
  const points = filled.map((b) => `${px(x(b.mean_predicted ?? 0))},${px(y(b.observed_rate ?? 0))}`);
  if (points.length > 1)
    parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${COLOURS.attack}" stroke-width="1.5"/>`);
  for (const b of filled) {
    const r = 2.5 + 7 * Math.sqrt(b.n / maxN);
    const tip = `risk ${b.lo.toFixed(1)}–${b.hi.toFixed(1)}: ${b.n} rows, mean risk ${formatNumber(b.mean_predicted)}, observed ${formatPercent(b.observed_rate)}`;
    parts.push(
      `<circle cx="${px(x(b.mean_predicted ?? 0))}" cy="${px(y(b.observed_rate ?? 0))}" r="${px(r)}" fill="${COLOURS.attack}" fill-opacity="0.45" stroke="${COLOURS.attack}"><title>${escapeHtml(tip)}</title></circle>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

// Inline SVG charts drawn from summary.json, the same three kinds as the eval's report.html: rates with Wilson
// intervals, the reliability diagram and score histograms. Each chart is role="img" with a title and description.
import { h, s } from './dom.js';

const COLOURS = { attack: '#b03a2e', benign: '#1f618d', axis: '#444', grid: '#ddd', interval: '#111', bar: '#5d6d7e' };
let chartCount = 0;

function niceMax(value) {
  if (!(value > 0)) return 0.01;
  const power = 10 ** Math.floor(Math.log10(value));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * power).find((m) => m >= value * 0.999) ?? 10 * power;
  return Math.min(1, nice);
}

const ticks = (max, count = 5) => Array.from({ length: count + 1 }, (_, i) => (max * i) / count);
const tickLabel = (v) => `${Math.round(v * 1000) / 10}%`;
const percent = (v) => (v === null || v === undefined ? '–' : `${(v * 100).toFixed(2)}%`);

function frame({ width, height, title, description }) {
  const id = `chart-${++chartCount}`;
  const svg = s(
    'svg',
    {
      class: 'chart',
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      role: 'img',
      'aria-labelledby': `${id}-t ${id}-d`,
      'font-size': 11,
    },
    s('title', { id: `${id}-t` }, title),
    s('desc', { id: `${id}-d` }, description),
    s('text', { x: width / 2, y: 16, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 600 }, title),
  );
  return svg;
}

function figure(svg, caption) {
  return h('figure', { class: 'chart' }, svg, caption ? h('figcaption', null, caption) : null);
}

/** Horizontal rates per slice with 95% interval bars. rows: [{ label, rate, ci, n }]. */
export function intervalChart({ title, description, axisTitle, rows, colour = COLOURS.bar, caption }) {
  const labelWidth = 220;
  const plotWidth = 420;
  const rowHeight = 20;
  const top = 30;
  const height = top + Math.max(1, rows.length) * rowHeight + 46;
  const width = labelWidth + plotWidth + 90;
  const max = niceMax(Math.max(0, ...rows.map((r) => r.ci[1])));
  const x = (v) => labelWidth + (Math.min(v, max) / max) * plotWidth;
  const axisY = top + rows.length * rowHeight + 4;
  const svg = frame({ width, height, title, description });
  for (const t of ticks(max)) {
    svg.append(
      s('line', { x1: x(t), y1: top, x2: x(t), y2: axisY, stroke: COLOURS.grid }),
      s('text', { x: x(t), y: axisY + 14, 'text-anchor': 'middle' }, tickLabel(t)),
    );
  }
  rows.forEach((r, i) => {
    const y = top + i * rowHeight + rowHeight / 2;
    const tip = `${r.label}: ${percent(r.rate)} (95% CI ${percent(r.ci[0])}–${percent(r.ci[1])}, n=${r.n})`;
    svg.append(
      s(
        'g',
        null,
        s('title', null, tip),
        s(
          'text',
          { x: labelWidth - 6, y: y + 4, 'text-anchor': 'end' },
          r.label.length > 34 ? `${r.label.slice(0, 33)}…` : r.label,
        ),
        s('rect', {
          x: labelWidth,
          y: y - 6,
          width: Math.max(0, x(r.rate ?? 0) - labelWidth),
          height: 12,
          fill: colour,
          'fill-opacity': 0.75,
        }),
        s('line', { x1: x(r.ci[0]), y1: y, x2: x(r.ci[1]), y2: y, stroke: COLOURS.interval, 'stroke-width': 1.5 }),
        s('line', { x1: x(r.ci[0]), y1: y - 5, x2: x(r.ci[0]), y2: y + 5, stroke: COLOURS.interval }),
        s('line', { x1: x(r.ci[1]), y1: y - 5, x2: x(r.ci[1]), y2: y + 5, stroke: COLOURS.interval }),
        s('text', { x: labelWidth + plotWidth + 6, y: y + 4 }, `${percent(r.rate)} n=${r.n}`),
      ),
    );
  });
  svg.append(
    s('line', { x1: labelWidth, y1: axisY, x2: labelWidth + plotWidth, y2: axisY, stroke: COLOURS.axis }),
    s('text', { x: labelWidth + plotWidth / 2, y: axisY + 30, 'text-anchor': 'middle' }, axisTitle),
  );
  return figure(svg, caption);
}

/** Mean final risk per bin against the observed attack rate; the diagonal is perfect calibration. */
export function reliabilityChart({ bins, ece, brier, title = 'Reliability diagram (final risk)', size = 280 }) {
  const left = 56;
  const top = 34;
  const width = left + size + 24;
  const height = top + size + 48;
  const x = (v) => left + v * size;
  const y = (v) => top + (1 - v) * size;
  const description = `ECE ${ece === null ? '–' : ece.toFixed(3)}, Brier ${brier === null ? '–' : brier.toFixed(3)}. Points on the diagonal are calibrated.`;
  const svg = frame({ width, height, title, description });
  for (const t of ticks(1)) {
    svg.append(
      s('line', { x1: x(t), y1: top, x2: x(t), y2: top + size, stroke: COLOURS.grid }),
      s('line', { x1: left, y1: y(t), x2: left + size, y2: y(t), stroke: COLOURS.grid }),
      s('text', { x: x(t), y: top + size + 14, 'text-anchor': 'middle' }, t.toFixed(1)),
      s('text', { x: left - 6, y: y(t) + 4, 'text-anchor': 'end' }, tickLabel(t)),
    );
  }
  svg.append(
    s('rect', { x: left, y: top, width: size, height: size, fill: 'none', stroke: COLOURS.axis }),
    s('line', { x1: x(0), y1: y(0), x2: x(1), y2: y(1), stroke: COLOURS.axis, 'stroke-dasharray': '4 3' }),
    s('text', { x: left + size / 2, y: top + size + 32, 'text-anchor': 'middle' }, 'Mean final risk in bin'),
    s(
      'text',
      { transform: `translate(14 ${top + size / 2}) rotate(-90)`, 'text-anchor': 'middle' },
      'Observed attack rate',
    ),
  );
  const filled = bins.filter((b) => b.n > 0 && b.mean_predicted !== null && b.observed_rate !== null);
  const maxN = Math.max(1, ...filled.map((b) => b.n));
  if (filled.length > 1) {
    const points = filled.map((b) => `${x(b.mean_predicted)},${y(b.observed_rate)}`).join(' ');
    svg.append(s('polyline', { points, fill: 'none', stroke: COLOURS.attack, 'stroke-width': 1.5 }));
  }
  for (const b of filled) {
    const tip = `risk ${b.lo.toFixed(1)}–${b.hi.toFixed(1)}: ${b.n} rows, observed ${percent(b.observed_rate)}`;
    svg.append(
      s(
        'circle',
        {
          cx: x(b.mean_predicted),
          cy: y(b.observed_rate),
          r: 2.5 + 7 * Math.sqrt(b.n / maxN),
          fill: COLOURS.attack,
          'fill-opacity': 0.45,
          stroke: COLOURS.attack,
        },
        s('title', null, tip),
      ),
    );
  }
  return figure(svg, description);
}

/** Attack and benign score distributions, each as a share of its own non-zero rows (zeros counted in the caption). */
export function histogramChart({ title, histogram: hist }) {
  const attack = hist.attack.map((c, i) => (i === 0 ? c - hist.zero.attack : c));
  const benign = hist.benign.map((c, i) => (i === 0 ? c - hist.zero.benign : c));
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const totals = { attack: sum(attack), benign: sum(benign) };
  const share = (c, total) => (total === 0 ? 0 : c / total);
  const max = niceMax(
    Math.max(...attack.map((c) => share(c, totals.attack)), ...benign.map((c) => share(c, totals.benign))),
  );
  const left = 44;
  const top = 40;
  const plotWidth = 320;
  const plotHeight = 100;
  const width = left + plotWidth + 16;
  const height = top + plotHeight + 42;
  const binWidth = plotWidth / hist.bins;
  const y = (v) => top + plotHeight - (v / max) * plotHeight;
  const description = `Non-zero scores: ${totals.attack} attack, ${totals.benign} benign rows; scored 0: ${hist.zero.attack} attack, ${hist.zero.benign} benign.`;
  const svg = frame({ width, height, title, description });
  for (const t of ticks(max, 4)) {
    svg.append(
      s('line', { x1: left, y1: y(t), x2: left + plotWidth, y2: y(t), stroke: COLOURS.grid }),
      s('text', { x: left - 4, y: y(t) + 4, 'text-anchor': 'end' }, tickLabel(t)),
    );
  }
  for (const t of [0, 0.25, 0.5, 0.75, 1])
    svg.append(s('text', { x: left + t * plotWidth, y: top + plotHeight + 14, 'text-anchor': 'middle' }, String(t)));
  for (let i = 0; i < hist.bins; i++) {
    const sides = [
      ['attack', attack[i] ?? 0, totals.attack, COLOURS.attack, left + i * binWidth + 1],
      ['benign', benign[i] ?? 0, totals.benign, COLOURS.benign, left + i * binWidth + binWidth / 2],
    ];
    for (const [who, count, total, colour, x0] of sides) {
      if (count === 0) continue;
      const v = share(count, total);
      const range = `${(i / hist.bins).toFixed(2)}–${((i + 1) / hist.bins).toFixed(2)}`;
      svg.append(
        s(
          'rect',
          { x: x0, y: y(v), width: Math.max(1, binWidth / 2 - 1), height: top + plotHeight - y(v), fill: colour },
          s('title', null, `${who} ${range}: ${count} rows`),
        ),
      );
    }
  }
  svg.append(
    s('line', { x1: left, y1: top + plotHeight, x2: left + plotWidth, y2: top + plotHeight, stroke: COLOURS.axis }),
    s('text', { x: left + plotWidth / 2, y: top + plotHeight + 30, 'text-anchor': 'middle' }, 'score'),
    s('rect', { x: left + plotWidth - 110, y: top - 16, width: 8, height: 8, fill: COLOURS.attack }),
    s('text', { x: left + plotWidth - 98, y: top - 8 }, 'attack'),
    s('rect', { x: left + plotWidth - 55, y: top - 16, width: 8, height: 8, fill: COLOURS.benign }),
    s('text', { x: left + plotWidth - 43, y: top - 8 }, 'benign'),
  );
  return figure(svg, description);
}

export const CHART_COLOURS = COLOURS;

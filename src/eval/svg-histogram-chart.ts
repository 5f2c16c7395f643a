import { escapeHtml } from '../core/index.ts';
import type { ScoreHistogram } from './score-histogram.ts';
import { COLOURS, niceMax, px, svgOpen, tickLabel, ticks } from './svg-frame.ts';

/**
 * A score histogram with attack and benign rows side by side, each as a share of its own label's non-zero
 * scores (so a 50-row attack set and a 5,000-row benign set compare). Rows scored exactly 0 are left out of the
 * bars and counted in the description: they would flatten everything else. A single towering bar is a plateau.
 */
export function histogramChart(options: { id: string; title: string; histogram: ScoreHistogram }): string {
  const h = options.histogram;
  const attack = h.attack.map((c, i) => (i === 0 ? c - h.zero.attack : c));
  const benign = h.benign.map((c, i) => (i === 0 ? c - h.zero.benign : c));
  const attackTotal = attack.reduce((a, b) => a + b, 0);
  const benignTotal = benign.reduce((a, b) => a + b, 0);
  const share = (c: number, total: number): number => (total === 0 ? 0 : c / total);
  const max = niceMax(
    Math.max(...attack.map((c) => share(c, attackTotal)), ...benign.map((c) => share(c, benignTotal))),
  );
  const left = 44;
  const top = 42;
  const plotWidth = 340;
  const plotHeight = 110;
  const width = left + plotWidth + 16;
  const height = top + plotHeight + 44;
  const binWidth = plotWidth / h.bins;
  const y = (v: number): number => top + plotHeight - (v / max) * plotHeight;
  const description =
    `Non-zero scores: ${attackTotal} attack and ${benignTotal} benign rows; scored 0: ${h.zero.attack} attack, ${h.zero.benign} benign. ` +
    `Most frequent values: ${h.top_values.map((t) => `${t.value} (${t.attack + t.benign})`).join(', ') || 'none'}.`;
  const parts = [svgOpen({ id: options.id, width, height, title: options.title, description })];
  for (const t of ticks(max, 4)) {
    parts.push(
      `<line x1="${left}" y1="${px(y(t))}" x2="${left + plotWidth}" y2="${px(y(t))}" stroke="${COLOURS.grid}"/>`,
      `<text x="${left - 4}" y="${px(y(t) + 4)}" text-anchor="end">${tickLabel(t)}</text>`,
    );
  }
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(`<text x="${px(left + t * plotWidth)}" y="${top + plotHeight + 14}" text-anchor="middle">${t}</text>`);
  }
  for (let i = 0; i < h.bins; i++) {
    const x0 = left + i * binWidth;
    const bars = [
      {
        share: share(attack[i] ?? 0, attackTotal),
        count: attack[i] ?? 0,
        colour: COLOURS.attack,
        x: x0 + 1,
        who: 'attack',
      },
      {
        share: share(benign[i] ?? 0, benignTotal),
        count: benign[i] ?? 0,
        colour: COLOURS.benign,
        x: x0 + binWidth / 2,
        who: 'benign',
      },
    ];
    for (const bar of bars) {
      if (bar.count === 0) continue;
      const range = `${(i / h.bins).toFixed(2)}–${((i + 1) / h.bins).toFixed(2)}`;
      parts.push(
        `<rect x="${px(bar.x)}" y="${px(y(bar.share))}" width="${px(binWidth / 2 - 1)}" height="${px(top + plotHeight - y(bar.share))}" fill="${bar.colour}">` +
          `<title>${escapeHtml(`${bar.who} ${range}: ${bar.count} rows`)}</title></rect>`,
      );
    }
  }
  parts.push(
    `<line x1="${left}" y1="${top + plotHeight}" x2="${left + plotWidth}" y2="${top + plotHeight}" stroke="${COLOURS.axis}"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${top + plotHeight}" stroke="${COLOURS.axis}"/>`,
    `<text x="${px(left + plotWidth / 2)}" y="${top + plotHeight + 30}" text-anchor="middle">score (share of the label's non-zero rows)</text>`,
    // The legend sits between the title and the plot, where no bar can cover it.
    `<rect x="${left + plotWidth - 110}" y="${top - 16}" width="8" height="8" fill="${COLOURS.attack}"/><text x="${left + plotWidth - 98}" y="${top - 8}">attack</text>`,
    `<rect x="${left + plotWidth - 55}" y="${top - 16}" width="8" height="8" fill="${COLOURS.benign}"/><text x="${left + plotWidth - 43}" y="${top - 8}">benign</text>`,
    '</svg>',
  );
  return parts.join('');
}

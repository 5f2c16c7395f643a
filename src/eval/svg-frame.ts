import { escapeHtml } from '../core/index.ts';

/*
 * Charts are hand-built inline SVG rather than drawn by a charting library: the report must be one
 * self-contained file that opens offline (no CDN, no script), and the same summary must give a byte-identical
 * report so that reports diff cleanly in review. Three small chart kinds do not justify a dependency.
 */

export const COLOURS = {
  attack: '#b03a2e',
  benign: '#1f618d',
  bar: '#5d6d7e',
  axis: '#444',
  grid: '#ddd',
  interval: '#111',
} as const;

/** Coordinates rounded to 0.1 px: enough for the eye, and stable text for diffs. */
export const px = (value: number): string => (Math.round(value * 10) / 10).toString();

/** Opens an accessible SVG: role img, labelled by its <title> and described by its <desc>. */
export function svgOpen(options: {
  id: string;
  width: number;
  height: number;
  title: string;
  description: string;
}): string {
  const { id, width, height, title, description } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" id="${id}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-labelledby="${id}-title ${id}-desc" font-family="system-ui, sans-serif" font-size="11">` +
    `<title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(description)}</desc>` +
    `<text x="${px(width / 2)}" y="16" text-anchor="middle" font-size="13" font-weight="600">${escapeHtml(title)}</text>`
  );
}

/** A "nice" axis maximum (1, 2 or 5 times a power of ten) at or above value, capped at 1 for rates. */
export function niceMax(value: number, cap = 1): number {
  if (!(value > 0)) return Math.min(cap, 0.01);
  const power = 10 ** Math.floor(Math.log10(value));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * power).find((m) => m >= value * 0.999) ?? 10 * power;
  return Math.min(cap, nice);
}

/** Evenly spaced tick values from 0 to max inclusive. */
export function ticks(max: number, count = 5): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (max * i) / count);
}

/** A percentage tick label with no more digits than needed: 0%, 2.5%, 10%. */
export function tickLabel(value: number): string {
  const percent = Math.round(value * 1000) / 10;
  return `${percent}%`;
}

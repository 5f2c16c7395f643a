/** A rate as a percentage with a precision that suits it: 0.0123 → "1.23%", 0.5 → "50.0%", null → "–". */
export function formatPercent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '–';
  const percent = rate * 100;
  return `${percent !== 0 && Math.abs(percent) < 10 ? percent.toFixed(2) : percent.toFixed(1)}%`;
}

export function formatInterval(ci: readonly [number, number]): string {
  return `${formatPercent(ci[0])} – ${formatPercent(ci[1])}`;
}

export function formatNumber(value: number | null | undefined, digits = 3): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
}

/** Integers with thousands separators, independent of the machine's locale (reports must be reproducible). */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

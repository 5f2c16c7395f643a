/**
 * Isotonic regression by pool-adjacent-violators: the non-decreasing step function closest to the labels.
 * Blocks become breakpoints (mean score, smoothed attack rate); Laplace smoothing keeps a small block from
 * claiming certainty (0 or 1) it has not earned.
 */
export interface IsotonicFit {
  readonly x: number[];
  readonly y: number[];
}

export function isotonicFit(
  points: readonly { score: number; label: 0 | 1; weight?: number }[],
  maxBreakpoints = 64,
): IsotonicFit {
  const sorted = [...points].sort((a, b) => a.score - b.score);
  const blocks: { sumX: number; pos: number; n: number }[] = [];
  for (const p of sorted) {
    const w = p.weight ?? 1;
    blocks.push({ sumX: p.score * w, pos: p.label * w, n: w });
    // Merge while the previous block's rate exceeds this one's.
    while (blocks.length >= 2) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      if (a.pos / a.n <= b.pos / b.n) break;
      blocks.splice(blocks.length - 2, 2, { sumX: a.sumX + b.sumX, pos: a.pos + b.pos, n: a.n + b.n });
    }
  }
  // Too many steps: merge neighbours with the fewest points until within the bound (stays monotone).
  while (blocks.length > maxBreakpoints) {
    let smallest = 0;
    for (let i = 1; i < blocks.length - 1; i++)
      if (blocks[i]!.n + blocks[i + 1]!.n < blocks[smallest]!.n + blocks[smallest + 1]!.n) smallest = i;
    const a = blocks[smallest]!;
    const b = blocks[smallest + 1]!;
    blocks.splice(smallest, 2, { sumX: a.sumX + b.sumX, pos: a.pos + b.pos, n: a.n + b.n });
  }
  const x: number[] = [];
  const y: number[] = [];
  for (const b of blocks) {
    const xi = Math.round((b.sumX / b.n) * 1e6) / 1e6;
    const yi = Math.round(((b.pos + 0.5) / (b.n + 1)) * 1e6) / 1e6;
    if (x.length > 0 && xi <= (x[x.length - 1] ?? 0)) {
      y[y.length - 1] = Math.max(y[y.length - 1] ?? 0, yi);
      continue;
    }
    x.push(xi);
    y.push(Math.max(yi, y[y.length - 1] ?? 0));
  }
  return { x, y };
}

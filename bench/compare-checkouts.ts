/**
 * Screening speed of two checkouts of Parapet, measured in one process: both firewalls are loaded side by side and
 * screened in alternating rounds, so that the noise of a shared machine (which moved run-to-run timings by ±30% on
 * 2026-11-27) falls on both alike. Prints each one's median µs per screen and the median of the per-round ratios.
 *
 *   node bench/compare-checkouts.ts <checkout A> <checkout B> [--text FILE] [--direction input|output] [--context C]
 *
 * e.g. `git worktree add /tmp/before HEAD~1 && ln -s "$PWD/node_modules" /tmp/before/node_modules` and then
 * `node bench/compare-checkouts.ts /tmp/before .`. A ratio below 1 means B is faster. Comparing a checkout with
 * itself shows the noise left (1.00 ± 0.03 on that machine).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Direction, ExecutionContext, Firewall } from '../src/index.ts';
import { benchText } from './support/bench-text.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    text: { type: 'string' },
    direction: { type: 'string', default: 'input' },
    context: { type: 'string', default: 'plain_text' },
    rounds: { type: 'string', default: '30' },
  },
});
if (positionals.length !== 2) {
  console.error(
    'usage: node bench/compare-checkouts.ts <checkout A> <checkout B> [--text FILE] [--direction input|output] [--context C]',
  );
  process.exit(2);
}
const roots = positionals.map((p) => resolve(p));
for (const root of roots)
  if (!existsSync(`${root}/src/index.ts`) || !existsSync(`${root}/node_modules`)) {
    console.error(
      `${root}: not a Parapet checkout with node_modules (link the main checkout's: ln -s …/node_modules ${root}/node_modules)`,
    );
    process.exit(2);
  }
const text = values.text === undefined ? benchText(1_000) : readFileSync(values.text, 'utf8');
const direction = values.direction as Direction;
const context = values.context as ExecutionContext;
const rounds = Number(values.rounds);

async function load(root: string): Promise<Firewall> {
  const module = (await import(`${root}/src/index.ts`)) as typeof import('../src/index.ts');
  return module.createFirewall();
}
const [a, b] = [await load(roots[0] as string), await load(roots[1] as string)];

/** µs per screen over n screens. */
function time(firewall: Firewall, n: number): number {
  const started = performance.now();
  for (let i = 0; i < n; i++) firewall.screen({ text, direction, context });
  return ((performance.now() - started) * 1000) / n;
}
time(a, 400);
time(b, 400);
const timesA: number[] = [];
const timesB: number[] = [];
for (let round = 0; round < rounds; round++) {
  // Alternate which goes first, so neither always runs right after the other's garbage.
  if (round % 2 === 0) {
    timesA.push(time(a, 100));
    timesB.push(time(b, 100));
  } else {
    timesB.push(time(b, 100));
    timesA.push(time(a, 100));
  }
}
const median = (xs: readonly number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1] ?? Number.NaN;
const ratios = timesA.map((t, i) => (timesB[i] ?? Number.NaN) / t);
console.log(`A ${roots[0]}: ${median(timesA).toFixed(0)} µs per screen`);
console.log(`B ${roots[1]}: ${median(timesB).toFixed(0)} µs per screen`);
console.log(`B/A, median of ${rounds} per-round ratios: ${median(ratios).toFixed(3)}`);

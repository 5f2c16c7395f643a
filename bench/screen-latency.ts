/**
 * `make bench`, screening part: latency and throughput by input size, direction and context, on one core, in
 * one process. Numbers on a shared machine are noisy: compare ratios measured in one run, not absolute times.
 */
import { performance } from 'node:perf_hooks';
import { createFirewall, type Direction, type ExecutionContext } from '../src/index.ts';
import { benchText } from './support/bench-text.ts';

const SIZES = [100, 1_000, 10_000, 100_000, 1_000_000];
const CONTEXTS: readonly ExecutionContext[] = ['plain_text', 'tool_output', 'rag_context', 'code', 'tool_input'];
const CASES: readonly { direction: Direction; context: ExecutionContext }[] = [
  ...CONTEXTS.map((context) => ({ direction: 'input' as const, context })),
  ...CONTEXTS.map((context) => ({ direction: 'output' as const, context })),
];

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export interface ScreenBenchRow {
  readonly size_bytes: number;
  readonly direction: string;
  readonly context: string;
  readonly p50_ms: number;
  readonly p99_ms: number;
  readonly per_sec: number;
}

export function measureScreening(): ScreenBenchRow[] {
  const firewall = createFirewall();
  const rows: ScreenBenchRow[] = [];
  for (const size of SIZES) {
    const text = benchText(size);
    // Enough runs that p99 is not one unlucky sample (2,000 at 1 KB: p99 is the 20th slowest), and a warm-up long
    // enough for the JIT to settle on each case's paths.
    const runs = size >= 1_000_000 ? 5 : size >= 100_000 ? 20 : size >= 10_000 ? 200 : 2000;
    for (const c of CASES) {
      for (let i = 0; i < Math.min(200, runs); i++)
        firewall.screen({ text, direction: c.direction, context: c.context });
      const times: number[] = [];
      const started = performance.now();
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        firewall.screen({ text, direction: c.direction, context: c.context });
        times.push(performance.now() - t0);
      }
      const elapsed = performance.now() - started;
      times.sort((a, b) => a - b);
      rows.push({
        size_bytes: size,
        direction: c.direction,
        context: c.context,
        p50_ms: Number(quantile(times, 0.5).toFixed(3)),
        p99_ms: Number(quantile(times, 0.99).toFixed(3)),
        per_sec: Math.round((runs / elapsed) * 1000),
      });
    }
  }
  return rows;
}

/**
 * `make bench` (first part of issue 8): screening latency and throughput by input size, direction and
 * context, on one core, in one process. Writes bench/out/latest.json and bench/out/latest.md and prints the
 * table. Numbers on a shared machine are noisy: compare ratios measured in one run, not absolute times.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createFirewall } from '../src/index.ts';

const SIZES = [100, 1_000, 10_000, 100_000, 1_000_000];
const CASES = [
  { direction: 'input', context: 'plain_text' },
  { direction: 'input', context: 'tool_output' },
  { direction: 'input', context: 'tool_input' },
  { direction: 'output', context: 'plain_text' },
] as const;
// Ordinary prose with a little of everything detectors look at; repeated to the size wanted.
const SEED_TEXT =
  'Our quarterly report covers revenue in Tokyo and Berlin. Please review the attached table, compare it with ' +
  'last year, and write a short summary for the board. Contact anna.schmidt@example.org for questions. ';

function textOf(size: number): string {
  return SEED_TEXT.repeat(Math.ceil(size / SEED_TEXT.length)).slice(0, size);
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const firewall = createFirewall();
const rows: { size_bytes: number; direction: string; context: string; p50_ms: number; p99_ms: number; per_sec: number }[] = [];
for (const size of SIZES) {
  const text = textOf(size);
  const runs = size >= 1_000_000 ? 5 : size >= 100_000 ? 20 : size >= 10_000 ? 100 : 400;
  for (const c of CASES) {
    for (let i = 0; i < Math.min(20, runs); i++) firewall.screen({ text, direction: c.direction, context: c.context });
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
const result = { screen: rows, machine: { cores: cpus().length, node: process.version }, measured_at: new Date().toISOString() };
const table = [
  '| size | direction | context | p50 ms | p99 ms | screens/s (1 core) |',
  '|---:|---|---|---:|---:|---:|',
  ...rows.map((r) => `| ${r.size_bytes} | ${r.direction} | ${r.context} | ${r.p50_ms} | ${r.p99_ms} | ${r.per_sec} |`),
].join('\n');
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
writeFileSync(new URL('./out/latest.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(new URL('./out/latest.md', import.meta.url), `${table}\n`);
process.stdout.write(`${table}\n\nmachine: ${result.machine.cores} cores, Node ${result.machine.node}\n`);

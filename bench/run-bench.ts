/**
 * `make bench`: screening latency by size, direction and context; gateway overhead (plain and streamed), peak RSS
 * and start-up time; evaluation rows per second. Writes bench/out/latest.json and bench/out/latest.md and prints
 * the tables with the targets of issue 8 beside them. The machine is shared: read the ratios measured in this one
 * run (proxied vs direct, size vs size), not absolute times alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { measureEval } from './eval-throughput.ts';
import { measureGateway } from './gateway-overhead.ts';
import { measureScreening } from './screen-latency.ts';

const only = process.argv[2];
const screen = only === undefined || only === 'screen' ? measureScreening() : [];
const gateway = only === undefined || only === 'gateway' ? await measureGateway() : undefined;
const evaluation = only === undefined || only === 'eval' ? await measureEval() : undefined;

const result = {
  screen,
  ...(gateway === undefined ? {} : gateway),
  eval_rows_per_sec: evaluation?.rows_per_sec ?? null,
  eval_note: evaluation?.note ?? null,
  machine: { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version },
  measured_at: new Date().toISOString(),
};

const mark = (ok: boolean) => (ok ? 'met' : '**missed**');
const oneKb = screen.find((r) => r.size_bytes === 1000 && r.direction === 'input' && r.context === 'plain_text');
const lines = [
  '## Screening (one core, one process)',
  '',
  '| size | direction | context | p50 ms | p99 ms | screens/s |',
  '|---:|---|---|---:|---:|---:|',
  ...screen.map(
    (r) => `| ${r.size_bytes} | ${r.direction} | ${r.context} | ${r.p50_ms} | ${r.p99_ms} | ${r.per_sec} |`,
  ),
  '',
];
if (gateway !== undefined) {
  const g = gateway.gateway;
  lines.push(
    '## Gateway overhead (loopback, same run: latency timed per request by one client, throughput by autocannon with 8 connections)',
    '',
    '| | p50 ms | p99 ms | requests/s (8 connections) |',
    '|---|---:|---:|---:|',
    `| mock upstream directly | ${g.direct_p50_ms} | ${g.direct_p99_ms} | ${g.direct_per_sec} |`,
    `| through the gateway | ${g.proxied_p50_ms} | ${g.proxied_p99_ms} | ${g.proxied_per_sec} |`,
    `| added | ${g.added_p50_ms} | ${g.added_p99_ms} | ratio ${g.throughput_ratio} |`,
    '',
    `Streaming (${gateway.streaming.chunks} chunks): direct p50 ${gateway.streaming.direct_p50_ms} ms, through the gateway ${gateway.streaming.proxied_p50_ms} ms, added ${gateway.streaming.added_ms_per_chunk} ms per chunk.`,
    '',
    `Gateway peak RSS ${gateway.rss_mb} MB with all models loaded; start-up ${gateway.startup_ms} ms (spawn to /readyz).`,
    '',
  );
}
if (evaluation !== undefined)
  lines.push(`Evaluation harness: ${evaluation.rows_per_sec ?? 'n/a'} rows/s (${evaluation.note}).`, '');
lines.push(
  '## Targets',
  '',
  '| target | measured | |',
  '|---|---|---|',
  ...(oneKb === undefined
    ? []
    : [
        `| 1 KB input p99 ≤ 1 ms | ${oneKb.p99_ms} ms | ${mark(oneKb.p99_ms <= 1)} |`,
        `| ≥ 5,000 screens/s per core (1 KB) | ${oneKb.per_sec} | ${mark(oneKb.per_sec >= 5000)} |`,
      ]),
  ...(gateway === undefined
    ? []
    : [
        `| gateway adds ≤ 1 ms p50 | ${gateway.gateway.added_p50_ms} ms | ${mark(gateway.gateway.added_p50_ms <= 1)} |`,
        `| gateway adds ≤ 5 ms p99 | ${gateway.gateway.added_p99_ms} ms | ${mark(gateway.gateway.added_p99_ms <= 5)} |`,
        `| RSS ≤ 200 MB | ${gateway.rss_mb} MB | ${mark(gateway.rss_mb <= 200)} |`,
      ]),
  '',
  `machine: ${result.machine.cores} cores (${result.machine.cpu}), Node ${result.machine.node}, ${result.measured_at}`,
);
const table = lines.join('\n');
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
writeFileSync(new URL('./out/latest.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(new URL('./out/latest.md', import.meta.url), `${table}\n`);
process.stdout.write(`${table}\n`);

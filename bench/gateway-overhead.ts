/**
 * `make bench`, gateway part: the same requests against the mock upstream directly and through the gateway,
 * plain and streamed, in one run (latency: one client timing each request; throughput: autocannon on loopback), so the added latency and the throughput ratio are measured
 * under the same machine noise. Also the gateway's start-up time (spawn → /readyz 200) and peak RSS (VmHWM) with
 * all models loaded. The upstream, the gateway and the load generator are three processes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Pool } from 'undici';

const ROOT = new URL('../', import.meta.url).pathname;
const STREAM_CHUNKS = 20;
const DURATION_S = 8;
const CONNECTIONS = 8;
const LATENCY_REQUESTS = 2000;

export interface GatewayBench {
  readonly gateway: {
    readonly direct_p50_ms: number;
    readonly direct_p99_ms: number;
    readonly proxied_p50_ms: number;
    readonly proxied_p99_ms: number;
    readonly added_p50_ms: number;
    readonly added_p99_ms: number;
    readonly throughput_ratio: number;
    readonly direct_per_sec: number;
    readonly proxied_per_sec: number;
  };
  readonly streaming: {
    readonly chunks: number;
    readonly direct_p50_ms: number;
    readonly proxied_p50_ms: number;
    readonly added_ms_per_chunk: number;
  };
  readonly rss_mb: number;
  readonly startup_ms: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString('utf8');
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve(out.slice(0, nl).trim());
    });
    child.once('exit', (code) => reject(new Error(`process exited (${code}) before it was ready: ${out}`)));
  });
}

async function waitReady(url: string, deadlineMs: number): Promise<void> {
  while (performance.now() < deadlineMs) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not become ready`);
}

/** One connection measures the latency a request sees; eight measure throughput (and queueing). */
function load(url: string, body: string, connections: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: DURATION_S,
  });
}

/**
 * Latency a lone client sees, timed per request with performance.now(): autocannon reports whole milliseconds,
 * too coarse for an overhead target of one millisecond. Sequential requests on one kept-alive connection.
 */
async function sequentialLatency(url: string, body: string, requests: number): Promise<{ p50: number; p99: number }> {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: 1 });
  const times: number[] = [];
  try {
    for (let i = 0; i < requests + 200; i++) {
      const t0 = performance.now();
      const res = await pool.request({
        path: target.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await res.body.text();
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      if (i >= 200) times.push(performance.now() - t0); // the first 200 warm the connection and the JIT
    }
  } finally {
    await pool.close();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: round(at(0.5)), p99: round(at(0.99)) };
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export async function measureGateway(): Promise<GatewayBench> {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'parapet-bench-'));
  try {
    const upstream = spawn(
      process.execPath,
      [join(ROOT, 'bench/support/mock-openai-server.ts'), '0', String(STREAM_CHUNKS)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(upstream);
    const upstreamPort = Number(await firstLine(upstream));
    const upstreamUrl = `http://127.0.0.1:${upstreamPort}/v1`;
    const port = await freePort();
    const started = performance.now();
    const gateway = spawn(
      join(ROOT, 'bin/parapet'),
      ['serve', '--port', String(port), '--data-dir', dataDir, '--upstream', upstreamUrl],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    children.push(gateway);
    await waitReady(`http://127.0.0.1:${port}/readyz`, started + 60_000);
    const startupMs = performance.now() - started;

    const message = {
      role: 'user',
      content: 'Please summarise the quarterly report for the board in three sentences. '.repeat(12),
    };
    const plain = JSON.stringify({ model: 'bench', messages: [message] });
    const streamed = JSON.stringify({ model: 'bench', stream: true, messages: [message] });
    const direct = `${upstreamUrl}/chat/completions`;
    const proxied = `http://127.0.0.1:${port}/v1/chat/completions`;
    await load(proxied, plain, CONNECTIONS); // warm-up: JIT, models, SQLite pages
    const d = await sequentialLatency(direct, plain, LATENCY_REQUESTS);
    const p = await sequentialLatency(proxied, plain, LATENCY_REQUESTS);
    const dt = await load(direct, plain, CONNECTIONS);
    const pt = await load(proxied, plain, CONNECTIONS);
    const ds = await sequentialLatency(direct, streamed, LATENCY_REQUESTS / 2);
    const ps = await sequentialLatency(proxied, streamed, LATENCY_REQUESTS / 2);
    for (const r of [dt, pt])
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`load run had ${r.non2xx} non-2xx answers and ${r.errors} errors`);
    return {
      gateway: {
        direct_p50_ms: d.p50,
        direct_p99_ms: d.p99,
        proxied_p50_ms: p.p50,
        proxied_p99_ms: p.p99,
        added_p50_ms: round(p.p50 - d.p50),
        added_p99_ms: round(p.p99 - d.p99),
        throughput_ratio: round(pt.requests.average / dt.requests.average),
        direct_per_sec: Math.round(dt.requests.average),
        proxied_per_sec: Math.round(pt.requests.average),
      },
      streaming: {
        chunks: STREAM_CHUNKS,
        direct_p50_ms: ds.p50,
        proxied_p50_ms: ps.p50,
        added_ms_per_chunk: round((ps.p50 - ds.p50) / STREAM_CHUNKS),
      },
      rss_mb: peakRssMb(gateway.pid ?? 0),
      startup_ms: Math.round(startupMs),
    };
  } finally {
    for (const c of children) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './free-port.ts';

// Runs `parapet serve` (node src/cli/main.ts, no build needed) as a child process on 127.0.0.1, for tests that
// must kill it (-9), restart it on the same data directory, or measure its memory apart from the load generator.

const MAIN = new URL('../../src/cli/main.ts', import.meta.url).pathname;

export interface GatewayProcess {
  readonly origin: string;
  readonly port: number;
  readonly pid: number;
  /** The last 8 KB the process wrote to stderr, for failure messages. */
  stderr(): string;
  /** Resident set size from /proc/<pid>/status, in bytes; undefined once the process is gone. */
  rssBytes(): number | undefined;
  /** Sends `signal` and waits for the exit; a no-op for a process that has already exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

export interface GatewayProcessOptions {
  /** Arguments after `serve` (--config, --data-dir …); --port is added. */
  readonly args: readonly string[];
  /** Reuse a port, e.g. to restart on the same address; a free one otherwise. */
  readonly port?: number;
  readonly env?: Readonly<Record<string, string>>;
  /** How long to wait for /healthz before giving up: the "does not hang" bound for start-up. */
  readonly startTimeoutMs?: number;
}

function exited(proc: ChildProcess): Promise<void> {
  return proc.exitCode !== null || proc.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => proc.once('exit', () => resolve()));
}

/** Starts the gateway and resolves once /healthz answers; rejects (after killing it) if it does not start. */
export async function startGatewayProcess(options: GatewayProcessOptions): Promise<GatewayProcess> {
  const port = options.port ?? (await freePort());
  const proc = spawn(process.execPath, [MAIN, 'serve', ...options.args, '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PARAPET_LOG_LEVEL: 'warn', ...options.env },
  });
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8192);
  });
  const origin = `http://127.0.0.1:${port}`;
  const gateway: GatewayProcess = {
    origin,
    port,
    pid: proc.pid ?? -1,
    stderr: () => stderr,
    rssBytes() {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))?.[1];
        return kb === undefined ? undefined : Number(kb) * 1024;
      } catch {
        return undefined; // the process has exited
      }
    },
    async stop(signal) {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill(signal);
      await exited(proc);
    },
  };
  const giveUpAtMs = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return gateway;
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null || Date.now() > giveUpAtMs) {
      await gateway.stop('SIGKILL');
      throw new Error(`the gateway on ${origin} did not start:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';

// Starts a throwaway Debian redis-server on 127.0.0.1 for tests: a free port, no persistence (--save '' and
// --appendonly no), stopped by the test (and killed if the test process dies first).

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

const BINARY = 'redis-server';
let cachedSkipReason: string | undefined | null = null;

const hasBinary = (): boolean => spawnSync(BINARY, ['--version'], { stdio: 'ignore' }).status === 0;

function aptGet(args: readonly string[]): boolean {
  const run = spawnSync('apt-get', args, {
    stdio: 'ignore',
    timeout: 300_000,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return run.status === 0;
}

/**
 * Undefined when redis-server can run here; otherwise why the Redis tests are skipped. A missing binary is installed
 * with apt-get (as root, unless PARAPET_NO_APT is set), since CI machines start without it.
 */
export function redisServerSkipReason(): string | undefined {
  if (cachedSkipReason !== null) return cachedSkipReason;
  if (!hasBinary() && process.env['PARAPET_NO_APT'] === undefined && process.getuid?.() === 0) {
    const args = ['install', '-y', '--no-install-recommends', BINARY];
    if (!aptGet(args)) {
      aptGet(['update']);
      aptGet(args);
    }
  }
  cachedSkipReason = hasBinary()
    ? undefined
    : 'redis-server is not on PATH and was not installed here (apt-get missing, not root, failed, or ' +
      'PARAPET_NO_APT set); run `apt-get install redis-server`. Skipping the Redis tests';
  return cachedSkipReason;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function launch(port: number): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(BINARY, [...args, '--dir', tmpdir(), '--daemonize', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const failsafe = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not become ready on port ${port} within 10 s:\n${output}`));
    }, 10_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (!output.includes('Ready to accept connections')) return;
      clearTimeout(failsafe);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.stdout?.resume();
      child.stderr?.resume();
      resolve(child);
    };
    const onExit = (code: number | null): void => {
      clearTimeout(failsafe);
      reject(new Error(`redis-server exited with ${String(code)} before it was ready:\n${output}`));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', onExit);
  });
}

/** Starts a server (a few attempts, in case another process takes the free port first). */
export async function startRedisServer(): Promise<RedisServer> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = await launch(port).catch((error: unknown) => {
      lastError = error;
      return undefined;
    });
    if (child === undefined) continue;
    const killOnExit = (): void => {
      child.kill('SIGKILL');
    };
    process.once('exit', killOnExit);
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      stop: () =>
        new Promise<void>((resolve) => {
          process.off('exit', killOnExit);
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    };
  }
  throw lastError;
}

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';
import { installDebianPackages } from './install-debian-package.ts';

/** A throwaway PostgreSQL cluster on 127.0.0.1, for tests. */
export interface PostgresServer {
  readonly port: number;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication, loopback only). */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server and removes its files. */
  stop(): void;
}

const MINUTE_MS = 60_000;

function findBinDir(): string | undefined {
  const hasTools = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));
  const onPath = (process.env['PATH'] ?? '').split(delimiter).find((dir) => dir !== '' && hasTools(dir));
  if (onPath !== undefined) return onPath;
  // Debian keeps the server tools off PATH, under /usr/lib/postgresql/<major>/bin; take the newest.
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => join(root, major, 'bin'))
    .find(hasTools);
}

/** initdb and postgres refuse to run as root: as root, run them as the `postgres` user the package made. */
function runAs(): { readonly user?: string; readonly error?: string } {
  if (process.getuid?.() !== 0) return {};
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (id.status !== 0) return { error: 'running as root and there is no "postgres" user to run the server as' };
  return { user: 'postgres' };
}

function run(binDir: string, user: string | undefined, tool: string, args: readonly string[]) {
  const command = user === undefined ? join(binDir, tool) : 'runuser';
  const fullArgs = user === undefined ? args : ['-u', user, '--', join(binDir, tool), ...args];
  // stdin and stdout ignored: the server that pg_ctl starts must not hold our pipes open.
  return spawnSync(command, fullArgs, { encoding: 'utf8', timeout: MINUTE_MS, stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Why PostgreSQL tests must be skipped, or undefined when a server can be started. Installs Debian's
 * postgresql when initdb and pg_ctl cannot be found and this process may (root, apt-get present); call it
 * before startPostgresServer.
 */
export function postgresServerSkipReason(): string | undefined {
  if (findBinDir() === undefined) {
    const failure = installDebianPackages(['postgresql']);
    if (failure !== undefined) return `PostgreSQL is not installed and could not be: ${failure}`;
    if (findBinDir() === undefined) return 'postgresql was installed but initdb and pg_ctl are not found';
  }
  return runAs().error;
}

/**
 * Starts a private PostgreSQL cluster: a temporary directory (data, unix socket, log), a free loopback
 * port, trust authentication, fsync off (the test server's own durability is not under test). Throws when
 * it cannot: check postgresServerSkipReason first.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = findBinDir();
  const { user, error } = runAs();
  if (binDir === undefined || error !== undefined)
    throw new Error(postgresServerSkipReason() ?? error ?? 'PostgreSQL is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'parapet-pg-'));
  const data = join(dir, 'data');
  const socketDir = join(dir, 'socket');
  mkdirSync(socketDir);
  if (user !== undefined) for (const path of [dir, socketDir]) chownSync(path, ...ownerIds(user));
  const port = await freePort();
  const init = run(binDir, user, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr}`);
  }
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = run(binDir, user, 'pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    options,
    'start',
  ]);
  const stop = (): void => {
    if (existsSync(join(data, 'postmaster.pid')))
      run(binDir, user, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', stop);
  };
  if (start.status !== 0) {
    const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
    stop();
    throw new Error(`pg_ctl start failed: ${start.stderr}\n${log.slice(-2000)}`);
  }
  // A test that dies before its after() hook still leaves no server behind.
  process.on('exit', stop);

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name = `test_${randomBytes(6).toString('hex')}`) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
  };
}

function ownerIds(user: string): [number, number] {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim();
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim();
  return [Number(uid), Number(gid)];
}

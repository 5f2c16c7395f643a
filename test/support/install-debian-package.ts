import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TEN_MINUTES_MS = 600_000;

function aptGet(args: readonly string[]): { ok: boolean; output: string } {
  const result = spawnSync('apt-get', args, {
    encoding: 'utf8',
    timeout: TEN_MINUTES_MS,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/**
 * Installs Debian packages for a test that needs a real server (PostgreSQL, Redis). Returns undefined on
 * success, or why it could not, for the test's skip message. Runs `apt-get update` only when the first
 * attempt fails (a fresh machine's package lists may be missing or stale).
 */
export function installDebianPackages(packages: readonly string[]): string | undefined {
  if (!existsSync('/usr/bin/apt-get')) return 'apt-get is not available on this machine';
  if (process.getuid?.() !== 0) return `installing ${packages.join(' ')} needs root, and this process is not root`;
  const install = ['install', '-y', '--no-install-recommends', ...packages];
  if (aptGet(install).ok) return undefined;
  const update = aptGet(['update']);
  if (!update.ok) return `apt-get update failed: ${update.output.slice(-500)}`;
  const retry = aptGet(install);
  return retry.ok ? undefined : `apt-get install ${packages.join(' ')} failed: ${retry.output.slice(-500)}`;
}

import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The Parapet checkout this code runs from: two levels up from src/eval or dist/eval. */
const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function git(args: readonly string[]): string | null {
  try {
    return execFileSync('git', ['-C', PACKAGE_ROOT, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
  } catch {
    return null; // no git, or not a work tree: the manifest says "unknown" (null) rather than guessing
  }
}

/**
 * The commit of the Parapet checkout and whether it has uncommitted changes (untracked files count: a new
 * detector changes results before it is added). Null fields when Parapet does not run from its own work tree,
 * e.g. when installed inside another project's repository.
 */
export function readGitState(): { commit: string | null; dirty: boolean | null } {
  const top = git(['rev-parse', '--show-toplevel'])?.trim();
  if (top === undefined || top === '' || realpathSync(top) !== realpathSync(PACKAGE_ROOT))
    return { commit: null, dirty: null };
  const commit = git(['rev-parse', 'HEAD'])?.trim() ?? null;
  const status = git(['status', '--porcelain']);
  return { commit: commit === '' ? null : commit, dirty: status === null ? null : status.trim() !== '' };
}

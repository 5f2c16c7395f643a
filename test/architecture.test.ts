import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { it } from 'node:test';

// Dependencies point one way: core ← normalize ← detectors ← policy ← firewall ← gateway/eval/assurance ← cli.
// A file imports only from its own rank or lower; rank-5 folders never import one another; between folders,
// imports go through the folder's index.ts.
const RANK: Readonly<Record<string, number>> = {
  core: 0,
  normalize: 1,
  detectors: 2,
  policy: 3,
  firewall: 4,
  gateway: 5,
  eval: 5,
  assurance: 5,
  integrations: 5,
  cli: 6,
};
const SRC = resolve(import.meta.dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

it('imports never point up a rank, across rank-5 siblings, or past an index.ts', () => {
  const problems: string[] = [];
  for (const file of files(SRC)) {
    const from = relative(SRC, file).split('/')[0] ?? '';
    if (!(from in RANK)) continue;
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
      const target = relative(SRC, resolve(file, '..', m[1] ?? ''));
      const to = target.split('/')[0] ?? '';
      if (to === from || !(to in RANK)) continue;
      const rel = relative(SRC, file);
      if ((RANK[to] ?? 0) > (RANK[from] ?? 0)) problems.push(`${rel} imports up into ${to}`);
      else if (RANK[to] === RANK[from]) problems.push(`${rel} imports its rank-${RANK[to]} sibling ${to}`);
      else if (target !== `${to}/index.ts`) problems.push(`${rel} imports ${target} instead of ${to}/index.ts`);
    }
  }
  assert.deepEqual(problems, []);
});

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { check, type Diagnostics } from 'recheck';
import ts from 'typescript';
import { DETECTORS } from '../src/detectors/registry.ts';

// Every regular expression a detector lists in `patterns` must be linear-time: hostile input reaches them
// and a catastrophic one would stall the process (ReDoS). recheck decides it per pattern.
//
// Backend: recheck reads RECHECK_BACKEND (default `auto`), which starts the native `recheck` binary from the
// recheck-linux-x64 package, falls back to `java -jar` with recheck-jar, then to a slow pure-JS worker; set
// RECHECK_BACKEND=native to insist on the binary. Small patterns go to the exact automaton checker; patterns
// with large bounded repeats go to the seeded fuzz checker, whose attack phase is also time-limited. A fuzz
// verdict of `vulnerable` is therefore confirmed by a second run before the test fails on it, so a busy
// machine cannot fail the build on its own. `unknown` (a check timed out) is reported, not failed.
const OPTIONS = { timeout: 10_000 } as const;
const WORKERS = Math.max(1, Math.min(4, availableParallelism()));

interface PatternUse {
  readonly pattern: RegExp;
  readonly owners: string[];
}

const SRC = new URL('../src/', import.meta.url).pathname;

// recheck's verdicts, pinned by the SHA-256 of each pattern's flags and source: a pattern already proven
// safe is not re-proven on every run (hundreds of lexicon patterns take minutes), and any edit to a pattern
// changes its key, so it is checked again. PARAPET_REFRESH_REGEX_VERDICTS=1 records new safe verdicts.
const VERDICTS_FILE = new URL('./linear-regex.verdicts.json', import.meta.url).pathname;
const isRefreshing = process.env.PARAPET_REFRESH_REGEX_VERDICTS === '1';
const keyOf = (p: RegExp): string => createHash('sha256').update(`${p.flags}/${p.source}`).digest('hex');
const provenSafe: Set<string> = new Set(
  existsSync(VERDICTS_FILE) ? (JSON.parse(readFileSync(VERDICTS_FILE, 'utf8')) as string[]) : [],
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__fixtures__' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every regular-expression literal in product code (normalisation, policy, pipeline, gateway …), by place. */
function literalPatterns(): { pattern: RegExp; owner: string }[] {
  const found: { pattern: RegExp; owner: string }[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const end = text.lastIndexOf('/');
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({
          pattern: new RegExp(text.slice(1, end), text.slice(end + 1)),
          owner: `${relative(SRC, file)}:${line}`,
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Each distinct pattern once, with every `detector.id patterns[i]` or `file:line` that uses it. */
function distinctPatterns(): PatternUse[] {
  const byKey = new Map<string, PatternUse>();
  for (const { pattern, owner } of literalPatterns()) {
    const key = `/${pattern.source}/${pattern.flags}`;
    const use = byKey.get(key) ?? { pattern, owners: [] };
    use.owners.push(owner);
    byKey.set(key, use);
  }
  for (const detector of DETECTORS) {
    detector.patterns.forEach((pattern, i) => {
      const key = `/${pattern.source}/${pattern.flags}`;
      const use = byKey.get(key) ?? { pattern, owners: [] };
      use.owners.push(`${detector.id} patterns[${i}]`);
      byKey.set(key, use);
    });
  }
  return [...byKey.values()];
}

async function verdict(pattern: RegExp): Promise<Diagnostics> {
  const first = await check(pattern.source, pattern.flags, OPTIONS);
  if (first.status !== 'vulnerable' || first.checker !== 'fuzz') return first;
  return check(pattern.source, pattern.flags, OPTIONS);
}

function describe(use: PatternUse, result: Diagnostics): string {
  const where = `${use.owners.join(', ')}: /${use.pattern.source}/${use.pattern.flags}`;
  if (result.status === 'vulnerable') {
    return `${where}\n  ${result.complexity.summary}; attack: ${result.attack.pattern.slice(0, 120)}`;
  }
  return result.status === 'unknown' ? `${where}\n  ${result.error.kind}` : where;
}

test('recheck is available and flags a known catastrophic pattern', { timeout: 60_000 }, async () => {
  const result = await check('^(a|a)*$', '', OPTIONS);
  assert.equal(result.status, 'vulnerable', 'recheck did not run: check RECHECK_BACKEND and the recheck-* packages');
});

test('every detector pattern and every regex literal in src is linear-time (recheck)', {
  timeout: 1_800_000,
}, async (t) => {
  const all = distinctPatterns();
  const uses = all.filter((u) => !provenSafe.has(keyOf(u.pattern)));
  t.diagnostic(
    `${all.length - uses.length} patterns already proven safe (test/linear-regex.verdicts.json), ${uses.length} to check`,
  );
  const results = new Array<Diagnostics | undefined>(uses.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < uses.length; i = next++) {
      const use = uses[i];
      if (use !== undefined) results[i] = await verdict(use.pattern);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));

  const vulnerable: string[] = [];
  const unknown: string[] = [];
  uses.forEach((use, i) => {
    const result = results[i];
    if (result?.status === 'vulnerable') vulnerable.push(describe(use, result));
    if (result?.status === 'unknown') unknown.push(describe(use, result));
  });
  t.diagnostic(`${uses.length} distinct patterns (${DETECTORS.length} detectors and every literal in src) checked`);
  for (const line of unknown) t.diagnostic(`undecided (not failed): ${line}`);
  if (isRefreshing) {
    const keep = new Set(all.map((u) => keyOf(u.pattern)));
    const safe = [...provenSafe].filter((k) => keep.has(k));
    uses.forEach((use, i) => {
      if (results[i]?.status === 'safe') safe.push(keyOf(use.pattern));
    });
    writeFileSync(VERDICTS_FILE, `${JSON.stringify([...new Set(safe)].sort(), null, 1)}\n`);
  }
  assert.deepEqual(vulnerable, [], `super-linear patterns:\n${vulnerable.join('\n')}`);
});

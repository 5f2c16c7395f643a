import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { ParapetError } from '../core/index.ts';
import { compareRuns, renderComparisonMd, summariseComparison } from '../eval/index.ts';
import { integerOption } from './integer-option.ts';

export interface CompareFlags {
  readonly out?: string;
  readonly list?: number;
  readonly maxNewlyFlagged?: number;
  readonly maxLost?: number;
}

/**
 * Compares two eval runs, prints the summary and the first changed rows, writes compare.json and compare.md
 * into `out` (when given), and returns the --max-* limits it exceeds: the gate for a change to detectors or
 * models is every row of a corpus, not its headline rates.
 */
export async function reportComparison(beforeDir: string, afterDir: string, flags: CompareFlags): Promise<string[]> {
  const comparison = await compareRuns(beforeDir, afterDir);
  const listed = flags.list ?? 10;
  let text = summariseComparison(comparison);
  const show = (title: string, rows: typeof comparison.lost) => {
    if (rows.length === 0 || listed === 0) return;
    text += `${title}:\n`;
    for (const r of rows.slice(0, listed))
      text += `  ${r.id} [${r.stratum}] ${r.before.decision ?? 'error'} → ${r.after.decision ?? 'error'} ${r.after.risk?.toFixed(3) ?? ''} ${r.after.detector ?? r.before.detector ?? ''}\n`;
    if (rows.length > listed) text += `  … ${rows.length - listed} more\n`;
  };
  show('benign newly flagged', comparison.newly_flagged);
  show('attacks lost', comparison.lost);
  show('attacks newly caught', comparison.caught);
  show('benign cleared', comparison.cleared);
  if (flags.out !== undefined) {
    mkdirSync(flags.out, { recursive: true });
    writeFileSync(join(flags.out, 'compare.json'), `${JSON.stringify(comparison, null, 2)}\n`);
    writeFileSync(join(flags.out, 'compare.md'), renderComparisonMd(comparison));
    text += `wrote ${join(flags.out, 'compare.json')}, ${join(flags.out, 'compare.md')}\n`;
  }
  process.stdout.write(text);
  const failures: string[] = [];
  if (flags.maxNewlyFlagged !== undefined && comparison.newly_flagged.length > flags.maxNewlyFlagged)
    failures.push(`${comparison.newly_flagged.length} benign rows newly flagged (at most ${flags.maxNewlyFlagged})`);
  if (flags.maxLost !== undefined && comparison.lost.length > flags.maxLost)
    failures.push(`${comparison.lost.length} attacks lost (at most ${flags.maxLost})`);
  return failures;
}

/** GATE_FAILED (exit 3) when a comparison exceeded a limit. */
export function throwComparisonFailures(beforeDir: string, failures: readonly string[]): void {
  if (failures.length > 0)
    throw new ParapetError('GATE_FAILED', `comparison with ${beforeDir} failed: ${failures.join('; ')}.`, { failures });
}

/** The options both `eval --compare` and `eval-compare` take. */
export function withCompareOptions(command: Command): Command {
  return command
    .option('--list <n>', 'changed rows of each kind to print (default 10)', integerOption('--list', 0))
    .option(
      '--max-newly-flagged <n>',
      'exit 3 when more benign rows than this are newly flagged',
      integerOption('--max-newly-flagged', 0),
    )
    .option('--max-lost <n>', 'exit 3 when more attacks than this are lost', integerOption('--max-lost', 0));
}

export function registerEvalCompareCommand(program: Command): void {
  withCompareOptions(
    program
      .command('eval-compare')
      .description(
        'Compare two `parapet eval` runs row by row: benign rows newly flagged or cleared, attacks caught or lost, strata that moved, rows identical.',
      )
      .argument('<before>', 'output directory of the baseline run')
      .argument('<after>', 'output directory of the run to judge')
      .option('--out <dir>', 'also write compare.json and compare.md here'),
  ).action(async (before: string, after: string, flags: CompareFlags) => {
    throwComparisonFailures(before, await reportComparison(before, after, flags));
  });
}

import type { Command } from 'commander';
import { ParapetError } from '../core/index.ts';
import {
  createProgressReporter,
  describeGateFailures,
  type GateFile,
  loadGateFile,
  runAgentBoundaryEval,
  runEval,
} from '../eval/index.ts';
import { reportComparison, throwComparisonFailures, withCompareOptions } from './command-eval-compare.ts';
import { integerOption } from './integer-option.ts';

interface EvalFlags {
  corpus: string[];
  out: string;
  policy?: string;
  gate?: string;
  workers?: number;
  batchSize?: number;
  sample?: number;
  seed: number;
  skipInvalid?: boolean;
  progress: boolean;
  agentBoundary?: boolean;
  compare?: string;
  list?: number;
  maxNewlyFlagged?: number;
  maxLost?: number;
}

const percent = (rate: number | null, ci: readonly [number, number]): string =>
  rate === null ? 'n/a' : `${(rate * 100).toFixed(2)}% [${(ci[0] * 100).toFixed(2)}–${(ci[1] * 100).toFixed(2)}]`;

export function registerEvalCommand(program: Command): void {
  const command = program
    .command('eval')
    .description(
      'Measure the firewall on labelled JSONL corpora and write summary.json, manifest.json, decisions.jsonl, report.html and report.md.',
    )
    .requiredOption('--corpus <paths...>', 'corpus .jsonl files or directories of them')
    .requiredOption('--out <dir>', 'directory for the outputs (created if missing)')
    .option('--policy <path>', 'policy YAML file (default: the built-in policy)')
    .option('--gate <file>', 'gate file (YAML); exit 3 when a gate fails')
    .option(
      '--workers <n>',
      'worker threads, 0 to screen on the main thread (default: one per core)',
      integerOption('--workers', 0),
    )
    .option('--batch-size <n>', 'rows per batch sent to a worker (default 200)', integerOption('--batch-size', 1))
    .option(
      '--sample <rows>',
      'evaluate a seeded sample of this many rows, stratified by file',
      integerOption('--sample', 1),
    )
    .option('--seed <n>', 'seed of --sample', integerOption('--seed', 0), 1)
    .option('--skip-invalid', 'skip malformed lines (each reported) instead of stopping')
    .option('--no-progress', 'no progress output on stderr')
    .option(
      '--agent-boundary',
      'instead: the agent-boundary evaluation of tool outputs and retrieved documents (security and utility per source)',
    )
    .option(
      '--compare <dir>',
      'then compare row by row with the output directory of an earlier run (writes compare.json and compare.md)',
    );
  withCompareOptions(command).action(async (flags: EvalFlags) => {
    if (flags.agentBoundary === true) {
      const summary = await runAgentBoundaryEval({
        corpus: flags.corpus,
        outDir: flags.out,
        ...(flags.policy === undefined ? {} : { policy: flags.policy }),
      });
      const o = summary.overall;
      process.stdout.write(
        `agent boundary: security ${percent(o.security.rate, o.security.ci)} on ${o.attacks} injected outputs (${o.sanitized} sanitised, ${o.blocked} blocked) · utility ${percent(o.utility.rate, o.utility.ci)} on ${o.benign} clean outputs\n` +
          `wrote ${flags.out}/agent-boundary.json, ${flags.out}/agent-boundary.md\n`,
      );
      return;
    }
    // The gate file is checked before the run, so that a typo fails in a second, not after the corpus.
    const gates: GateFile | undefined = flags.gate === undefined ? undefined : loadGateFile(flags.gate);
    const reporter = flags.progress ? createProgressReporter(process.stderr) : undefined;
    let reportedInvalid = 0;
    let result: Awaited<ReturnType<typeof runEval>>;
    try {
      result = await runEval({
        corpus: flags.corpus,
        outDir: flags.out,
        ...(flags.policy === undefined ? {} : { policy: flags.policy }),
        ...(flags.workers === undefined ? {} : { workers: flags.workers }),
        ...(flags.batchSize === undefined ? {} : { batchSize: flags.batchSize }),
        ...(flags.sample === undefined ? {} : { sample: { rows: flags.sample, seed: flags.seed } }),
        ...(gates === undefined ? {} : { gates }),
        skipInvalid: flags.skipInvalid === true,
        ...(reporter === undefined ? {} : { onProgress: (p) => reporter.update(p) }),
        onInvalidLine: (line) => {
          reportedInvalid += 1;
          if (reportedInvalid <= 20)
            process.stderr.write(`parapet: skipped ${line.file}:${line.line}: ${line.message}\n`);
        },
      });
    } finally {
      reporter?.finish();
    }
    if (reportedInvalid > 20)
      process.stderr.write(`parapet: skipped ${reportedInvalid} malformed lines in all (listed in manifest.json).\n`);
    const { overall, latency_ms: latency } = result.summary;
    process.stdout.write(
      `TPR ${percent(overall.tpr, overall.tpr_ci)} on ${overall.n_attack} attacks · FPR ${percent(overall.fpr, overall.fpr_ci)} on ${overall.n_benign} benign\n` +
        `latency p50/p95/p99 ${latency.p50?.toFixed(3)}/${latency.p95?.toFixed(3)}/${latency.p99?.toFixed(3)} ms · ${Math.round(latency.rows_per_second ?? 0)} rows/s on ${latency.workers} workers\n` +
        `wrote ${Object.values(result.files).join(', ')}\n`,
    );
    // A comparison's limits and the gates fail alike (GATE_FAILED); the comparison is printed first, so a failed
    // gate still shows which rows changed.
    const compareFailures =
      flags.compare === undefined
        ? []
        : await reportComparison(flags.compare, flags.out, {
            out: flags.out,
            ...(flags.list === undefined ? {} : { list: flags.list }),
            ...(flags.maxNewlyFlagged === undefined ? {} : { maxNewlyFlagged: flags.maxNewlyFlagged }),
            ...(flags.maxLost === undefined ? {} : { maxLost: flags.maxLost }),
          });
    if (result.gates === null) {
      throwComparisonFailures(flags.compare ?? '', compareFailures);
      return;
    }
    const failures = [...describeGateFailures(result.gates), ...compareFailures];
    if (failures.length > 0) {
      const failed = result.gates.gates.filter((g) => g.status === 'fail').length;
      const comparison = compareFailures.length > 0 ? ` and the comparison with ${flags.compare} failed` : '';
      throw new ParapetError(
        'GATE_FAILED',
        `${failed} of ${result.gates.gates.length} gates failed${comparison}:\n${failures.map((f) => `  ${f}`).join('\n')}\nDetails: ${result.files.gates ?? flags.out}.`,
        { failures },
      );
    }
    const skipped = result.gates.gates.filter((g) => g.status === 'skipped').length;
    process.stdout.write(
      `gates: ${result.gates.gates.length - skipped} passed${skipped > 0 ? `, ${skipped} skipped (no slice reached min_n)` : ''}\n`,
    );
  });
}

import { once } from 'node:events';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, platform } from 'node:os';
import { join } from 'node:path';
import { ParapetError } from '../core/index.ts';
import { type LoadedPolicy, loadDefaultPolicy, loadPolicyFile } from '../policy/index.ts';
import type { CorpusRow } from './corpus-row.ts';
import { decisionLine } from './decision-line.ts';
import { createEvalAccumulator } from './eval-accumulator.ts';
import type { EvalManifest } from './eval-manifest.ts';
import type { EvalSummary } from './eval-summary.ts';
import { evaluateGates, type GateFile, type GateReport } from './evaluate-gates.ts';
import { hashFile } from './hash-file.ts';
import { listCorpusFiles } from './list-corpus-files.ts';
import { countCorpusLines, readCorpus } from './read-corpus.ts';
import { readGitState } from './read-git-state.ts';
import { type ScreenOutcome, workItemOf } from './screen-outcome.ts';
import { startScreenPool } from './screen-pool.ts';
import { stratifiedSample } from './stratified-sample.ts';
import { writeEvalOutputs } from './write-eval-outputs.ts';

export interface InvalidLine {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface EvalProgress {
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
}

export interface RunEvalOptions {
  /** Files and directories of .jsonl corpora. */
  readonly corpus: readonly string[];
  readonly outDir: string;
  /** A loaded policy or a policy file; the built-in default policy when omitted. */
  readonly policy?: LoadedPolicy | string;
  /** Worker threads; 0 screens on the calling thread. Default: one per available core. */
  readonly workers?: number;
  readonly batchSize?: number;
  /** Skip malformed lines (each reported through onInvalidLine) instead of stopping the run. */
  readonly skipInvalid?: boolean;
  /** Evaluate a seeded sample of this many rows, stratified by file, instead of every row. */
  readonly sample?: { readonly rows: number; readonly seed: number };
  readonly gates?: GateFile;
  readonly onProgress?: (progress: EvalProgress) => void;
  readonly onInvalidLine?: (line: InvalidLine) => void;
  /** Recorded in the manifest; default process.argv. */
  readonly commandLine?: readonly string[];
  /** Wall clock in milliseconds since the epoch; default Date.now. */
  readonly now?: () => number;
}

export interface EvalRunResult {
  readonly summary: EvalSummary;
  readonly gates: GateReport | null;
  readonly files: Readonly<Record<string, string>>;
}

const LISTED_LINES = 100;

function resolvePolicy(policy: LoadedPolicy | string | undefined): LoadedPolicy {
  if (policy === undefined) return loadDefaultPolicy();
  return typeof policy === 'string' ? loadPolicyFile(policy) : policy;
}

/**
 * Screens every row of the corpus (or a seeded sample) the way a deployment would see it, on worker threads,
 * and writes summary.json, manifest.json, decisions.jsonl (in input order), report.html and report.md.
 * Malformed lines stop the run with all of them listed, unless skipInvalid.
 */
export async function runEval(options: RunEvalOptions): Promise<EvalRunResult> {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const files = listCorpusFiles(options.corpus);
  const policy = resolvePolicy(options.policy);
  const sizes = await Promise.all(files.map(countCorpusLines));
  const pick =
    options.sample === undefined
      ? undefined
      : stratifiedSample({ sizes, rows: options.sample.rows, seed: options.sample.seed });
  const total = (pick ?? sizes).reduce<number>((sum, p) => sum + (typeof p === 'number' ? p : p.length), 0);

  mkdirSync(options.outDir, { recursive: true });
  const decisionsPath = join(options.outDir, 'decisions.jsonl');
  const pool = await startScreenPool({ workers: options.workers ?? availableParallelism(), policy });
  // Throughput is measured from the moment every worker has its firewall: start-up is a one-off cost.
  const screenStartedAt = now();
  const decisions = createWriteStream(decisionsPath);
  const accumulator = createEvalAccumulator();
  const invalid: InvalidLine[] = [];
  const screenErrors: { id: string; code: string; message: string }[] = [];
  const batchSize = options.batchSize ?? 200;
  const maxInFlight = Math.max(2, pool.workers * 3);
  const inFlight: { rows: CorpusRow[]; outcomes: Promise<readonly ScreenOutcome[]> }[] = [];
  let read = 0;
  let done = 0;
  let errorCount = 0;
  let screenEndedAt = screenStartedAt;
  let batch: CorpusRow[] = [];

  // Batches are awaited oldest first, which keeps decisions.jsonl in input order while later batches run.
  const settleOldest = async (): Promise<void> => {
    const oldest = inFlight.shift();
    if (oldest === undefined) return;
    const outcomes = await oldest.outcomes;
    const lines: string[] = [];
    oldest.rows.forEach((row, i) => {
      const result = outcomes[i] ?? { ok: false, code: 'INTERNAL', message: 'no outcome returned for this row' };
      if (result.ok) accumulator.add(row, result.outcome);
      else {
        accumulator.addError();
        errorCount += 1;
        if (screenErrors.length < LISTED_LINES)
          screenErrors.push({ id: row.id, code: result.code, message: result.message });
      }
      lines.push(decisionLine(row, result));
    });
    if (!decisions.write(`${lines.join('\n')}\n`)) await once(decisions, 'drain');
    done += oldest.rows.length;
    // Malformed lines count as done too, so that the bar reaches the end of the corpus.
    options.onProgress?.({ done: done + invalid.length, total, elapsedMs: now() - startedAt });
  };
  const dispatch = async (): Promise<void> => {
    if (batch.length === 0) return;
    const outcomes = pool.screen(batch.map(workItemOf));
    // A worker may fail while this batch waits its turn; the handler marks the rejection as seen so the process
    // does not abort on it, and the `await` in settleOldest still raises it in order.
    outcomes.catch(() => undefined);
    inFlight.push({ rows: batch, outcomes });
    batch = [];
    while (inFlight.length >= maxInFlight) await settleOldest();
  };

  try {
    for await (const item of readCorpus({ files, ...(pick === undefined ? {} : { pick }) })) {
      if (item.kind === 'invalid') {
        const line = { file: item.file, line: item.lineNo, message: item.message };
        invalid.push(line);
        if (options.skipInvalid === true) options.onInvalidLine?.(line);
        continue;
      }
      read += 1;
      // After the first malformed line (without skipInvalid) the rest is only read, to list every bad line at once.
      if (invalid.length > 0 && options.skipInvalid !== true) continue;
      batch.push(item.row);
      if (batch.length >= batchSize) await dispatch();
    }
    await dispatch();
    while (inFlight.length > 0) await settleOldest();
    screenEndedAt = now();
    options.onProgress?.({ done: done + invalid.length, total, elapsedMs: screenEndedAt - startedAt });
  } catch (error) {
    await Promise.allSettled(inFlight.map((f) => f.outcomes));
    throw error;
  } finally {
    await pool.close();
    decisions.end();
    await once(decisions, 'close');
  }

  if (invalid.length > 0 && options.skipInvalid !== true) {
    rmSync(decisionsPath, { force: true });
    const listed = invalid.slice(0, 20).map((l) => `  ${l.file}:${l.line}: ${l.message}`);
    const more = invalid.length > listed.length ? [`  … and ${invalid.length - listed.length} more`] : [];
    throw new ParapetError(
      'INPUT_INVALID',
      `the corpus has ${invalid.length} malformed line${invalid.length > 1 ? 's' : ''}:\n${[...listed, ...more].join('\n')}\nFix them, or pass --skip-invalid to evaluate the other rows.`,
      { invalid: invalid.slice(0, LISTED_LINES) },
    );
  }

  const endedAt = now();
  const manifest: EvalManifest = {
    tool: 'parapet eval',
    schema_version: 1,
    git: readGitState(),
    corpus: await Promise.all(files.map(async (path) => ({ path, ...(await hashFile(path)) }))),
    sample: options.sample === undefined ? null : { rows: options.sample.rows, seed: options.sample.seed },
    policy: pool.engine.policy,
    engine: pool.engine.engine,
    calibration: pool.engine.calibration,
    models: pool.engine.models,
    taxonomy: pool.engine.taxonomy,
    detectors: pool.engine.detectors,
    node: process.version,
    platform: `${platform()} ${process.arch}, ${availableParallelism()} cores`,
    workers: pool.workers,
    command_line: options.commandLine ?? process.argv,
    started_at: new Date(startedAt).toISOString(),
    ended_at: new Date(endedAt).toISOString(),
    rows: { read: read + invalid.length, evaluated: done - errorCount, invalid: invalid.length, errors: errorCount },
    invalid_lines: invalid.slice(0, LISTED_LINES),
    screen_errors: screenErrors,
  };
  const summary = accumulator.summarize({
    manifest,
    wallMs: endedAt - startedAt,
    screenMs: screenEndedAt - screenStartedAt,
    workers: pool.workers,
  });
  const gates = options.gates === undefined ? null : evaluateGates(summary, options.gates);
  const written = writeEvalOutputs({ outDir: options.outDir, summary, gates });
  return { summary, gates, files: { ...written, decisions: decisionsPath } };
}

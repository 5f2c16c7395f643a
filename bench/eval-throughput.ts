/**
 * `make bench`, evaluation part: rows per second of the evaluation harness (worker threads, one per core) on a
 * seeded sample of the dev split. Null, with the reason, when ../shared is not there.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runEval } from '../src/eval/index.ts';

const DEV = new URL('../../shared/corpus/dev', import.meta.url).pathname;

export async function measureEval(): Promise<{ rows_per_sec: number | null; rows: number; note: string }> {
  if (!existsSync(DEV)) return { rows_per_sec: null, rows: 0, note: `${DEV} not found` };
  const out = mkdtempSync(join(tmpdir(), 'parapet-bench-eval-'));
  try {
    const result = await runEval({ corpus: [DEV], outDir: out, sample: { rows: 6000, seed: 1 } });
    const latency = result.summary.latency_ms;
    return {
      rows_per_sec: Math.round(latency.rows_per_second ?? 0),
      rows: result.summary.overall.n_attack + result.summary.overall.n_benign,
      note: `${latency.workers} workers, seeded sample of the dev split`,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

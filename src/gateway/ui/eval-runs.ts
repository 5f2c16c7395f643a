import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { canonicalJson, compareText, sha256Hex } from '../../core/index.ts';

/** A rate with its Wilson 95% interval, as summary.json writes every slice. */
export interface RateView {
  readonly n: number;
  readonly flagged: number;
  readonly rate: number | null;
  readonly ci: readonly [number, number];
}

/** The parts of a `parapet eval` summary.json the console reads on the server (the browser draws the rest). */
export interface EvalSummaryView {
  readonly overall: RateView & {
    readonly n_attack: number;
    readonly n_benign: number;
    readonly tpr: number | null;
    readonly fpr: number | null;
    readonly attack: RateView;
    readonly benign: RateView;
  };
  readonly by_category: Readonly<Record<string, RateView & { readonly label: string }>>;
  readonly by_stratum: Readonly<Record<string, RateView & { readonly label: string; readonly stratum: string }>>;
  readonly by_lang: Readonly<Record<string, RateView & { readonly attack?: RateView; readonly benign?: RateView }>>;
  readonly by_context: Readonly<Record<string, RateView & { readonly attack?: RateView; readonly benign?: RateView }>>;
  readonly calibration: { readonly ece: number | null; readonly brier: number | null };
  readonly latency_ms: { readonly p50: number | null; readonly p95: number | null };
  readonly manifest: {
    readonly tool: string;
    readonly started_at: string;
    readonly corpus: readonly { readonly path: string; readonly sha256: string; readonly bytes: number }[];
    readonly policy: { readonly id: string; readonly version: string; readonly hash: string };
    readonly rows: { readonly evaluated: number };
  };
}

/** One run in the Evaluations list. */
export interface EvalRunEntry {
  /** Stable per directory: the first 16 hex digits of the SHA-256 of its absolute path. */
  readonly id: string;
  readonly dir: string;
  readonly started_at: string;
  readonly policy: { readonly id: string; readonly version: string; readonly hash: string };
  /** SHA-256 over the corpus files' hashes: runs with equal values measured the same data. */
  readonly corpus_sha256: string;
  readonly corpus_files: number;
  readonly rows: number;
  readonly tpr: number | null;
  readonly fpr: number | null;
  readonly ece: number | null;
  readonly has_report_html: boolean;
}

const MAX_DEPTH = 3;
const MAX_RUNS = 200;
const MAX_SUMMARY_BYTES = 64 * 1024 * 1024;
const SKIPPED_DIRS = new Set(['node_modules', '.git']);

/** Whether a parsed JSON value has the shape of a summary.json the console can read. */
export function isEvalSummary(value: unknown): value is EvalSummaryView {
  if (value === null || typeof value !== 'object') return false;
  const s = value as Partial<Record<keyof EvalSummaryView, unknown>>;
  const manifest = s.manifest as { tool?: unknown; started_at?: unknown; policy?: unknown } | undefined;
  return (
    typeof s.overall === 'object' &&
    typeof s.by_category === 'object' &&
    typeof s.by_stratum === 'object' &&
    typeof s.calibration === 'object' &&
    manifest?.tool === 'parapet eval' &&
    typeof manifest.started_at === 'string' &&
    typeof manifest.policy === 'object'
  );
}

function runDirs(root: string, depth: number, found: string[]): void {
  if (found.length >= MAX_RUNS || !existsSync(root) || !statSync(root).isDirectory()) return;
  if (existsSync(join(root, 'summary.json')) && existsSync(join(root, 'manifest.json'))) found.push(root);
  if (depth >= MAX_DEPTH) return;
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) => compareText(a.name, b.name))) {
    if (entry.isDirectory() && !entry.name.startsWith('.') && !SKIPPED_DIRS.has(entry.name))
      runDirs(join(root, entry.name), depth + 1, found);
  }
}

/** Finds, reads and caches eval runs under directories; a summary is re-read only when its file changes. */
export function createEvalRunCatalog(dirs: () => readonly string[]) {
  const cache = new Map<string, { stamp: string; summary: EvalSummaryView | null }>();
  const summaryAt = (dir: string): EvalSummaryView | null => {
    const path = join(dir, 'summary.json');
    const stat = statSync(path);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    const cached = cache.get(path);
    if (cached?.stamp === stamp) return cached.summary;
    const parsed: unknown = stat.size > MAX_SUMMARY_BYTES ? null : JSON.parse(readFileSync(path, 'utf8'));
    const summary = isEvalSummary(parsed) ? parsed : null;
    cache.set(path, { stamp, summary });
    return summary;
  };
  const entries = (): { entry: EvalRunEntry; summary: EvalSummaryView }[] => {
    const found: string[] = [];
    for (const dir of new Set(dirs().map((d) => resolve(d)))) runDirs(dir, 0, found);
    const runs: { entry: EvalRunEntry; summary: EvalSummaryView }[] = [];
    for (const dir of new Set(found)) {
      const summary = summaryAt(dir);
      if (summary === null) continue;
      const m = summary.manifest;
      runs.push({
        summary,
        entry: {
          id: createHash('sha256').update(dir).digest('hex').slice(0, 16),
          dir,
          started_at: m.started_at,
          policy: { id: m.policy.id, version: m.policy.version, hash: m.policy.hash },
          corpus_sha256: sha256Hex(canonicalJson(m.corpus.map((c) => c.sha256).sort())),
          corpus_files: m.corpus.length,
          rows: m.rows.evaluated,
          tpr: summary.overall.tpr,
          fpr: summary.overall.fpr,
          ece: summary.calibration.ece,
          has_report_html: existsSync(join(dir, 'report.html')),
        },
      });
    }
    return runs.sort(
      (a, b) => compareText(b.entry.started_at, a.entry.started_at) || compareText(a.entry.id, b.entry.id),
    );
  };
  return {
    list: (): EvalRunEntry[] => entries().map((r) => r.entry),
    get: (id: string): { entry: EvalRunEntry; summary: EvalSummaryView } | undefined =>
      entries().find((r) => r.entry.id === id),
  };
}

export type EvalRunCatalog = ReturnType<typeof createEvalRunCatalog>;

/**
 * Keeps an uploaded summary.json as a run of its own (`uploaded-<sha256 prefix>/`, with its manifest beside it), so
 * it is listed like any other; the same content uploaded twice is one run. Returns the directory.
 */
export function saveUploadedSummary(uploadDir: string, summary: EvalSummaryView): string {
  const text = `${JSON.stringify(summary, null, 2)}\n`;
  const dir = join(uploadDir, `uploaded-${sha256Hex(canonicalJson(summary)).slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'summary.json'), text);
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(summary.manifest, null, 2)}\n`);
  return dir;
}

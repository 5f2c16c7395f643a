import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareText, ParapetError } from '../core/index.ts';
import type { EvalManifest } from './eval-manifest.ts';
import { readLines } from './read-lines.ts';

/** What a run decided for one row, as far as a comparison needs it. */
export interface RowVerdict {
  readonly decision: string | null;
  readonly risk: number | null;
  /** The primary cause's detector, or the error code of a row the firewall refused. */
  readonly detector: string | null;
  readonly rule: string | null;
}

/** A row whose flag differs between the runs. */
export interface RowChange {
  readonly id: string;
  readonly label: string;
  readonly category: string;
  readonly stratum: string;
  readonly before: RowVerdict;
  readonly after: RowVerdict;
}

/** Flag counts of one stratum in both runs, over the rows both runs evaluated. */
export interface StratumChange {
  readonly stratum: string;
  readonly label: string;
  readonly n: number;
  readonly flagged_before: number;
  readonly flagged_after: number;
}

export interface RunSide {
  readonly dir: string;
  readonly commit: string | null;
  readonly dirty: boolean | null;
  readonly rows: number;
}

export interface RunComparison {
  readonly schema_version: 1;
  readonly before: RunSide;
  readonly after: RunSide;
  /** Both manifests name the same corpus files by content (sha256); null when a manifest is missing. */
  readonly same_corpus: boolean | null;
  /** Rows both runs evaluated (matched by id), and rows only one of them has. */
  readonly matched: number;
  readonly only_before: number;
  readonly only_after: number;
  /** Matched rows whose decision line is byte-identical: same decision, cause and every detector's scores. */
  readonly identical: number;
  /** Matched rows whose decision differs (BLOCK → LIABILITY_REQUIRED included). */
  readonly decision_changed: number;
  /** Benign rows the after run flags and the before run did not, and the reverse. */
  readonly newly_flagged: readonly RowChange[];
  readonly cleared: readonly RowChange[];
  /** Attack rows the after run flags and the before run missed, and the reverse. */
  readonly caught: readonly RowChange[];
  readonly lost: readonly RowChange[];
  /** Strata whose flagged count differs, largest change first. */
  readonly strata: readonly StratumChange[];
}

interface DecisionRecord {
  readonly id: string;
  readonly label: string;
  readonly category: string;
  readonly stratum: string;
  readonly flagged: boolean;
  readonly verdict: RowVerdict;
}

function fail(message: string, details: Record<string, unknown> = {}): never {
  throw new ParapetError('INPUT_INVALID', message, details);
}

function decisionsPath(dir: string): string {
  const path = join(dir, 'decisions.jsonl');
  if (!existsSync(path))
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `${path} does not exist: name a directory written by \`parapet eval --out <dir>\` (it holds decisions.jsonl).`,
      { path },
    );
  return path;
}

function readManifest(dir: string): EvalManifest | null {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as EvalManifest;
  } catch (error) {
    return fail(`${path} is not valid JSON (${(error as Error).message}); re-run \`parapet eval\` to rewrite it.`, {
      path,
    });
  }
}

function parseRecord(text: string, where: string): DecisionRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail(`${where} is not valid JSON: ${(error as Error).message}. decisions.jsonl holds one object per line.`);
  }
  const r = value as Record<string, unknown>;
  const text_ = (key: string): string => {
    const v = r[key];
    if (typeof v !== 'string' || v === '')
      return fail(`${where} has no "${key}" string: it is not a line of an eval run's decisions.jsonl.`);
    return v;
  };
  const cause = (r.primary_cause ?? null) as { detector_id?: unknown; rule_id?: unknown } | null;
  const error = (r.error ?? null) as { code?: unknown } | null;
  return {
    id: text_('id'),
    label: text_('label'),
    category: text_('category'),
    stratum: text_('stratum'),
    flagged: r.flagged === true,
    verdict: {
      decision: typeof r.decision === 'string' ? r.decision : null,
      risk: typeof r.risk === 'number' ? r.risk : null,
      detector:
        typeof cause?.detector_id === 'string'
          ? cause.detector_id
          : typeof error?.code === 'string'
            ? `error:${error.code}`
            : null,
      rule: typeof cause?.rule_id === 'string' ? cause.rule_id : null,
    },
  };
}

function side(dir: string, manifest: EvalManifest | null, rows: number): RunSide {
  return { dir, commit: manifest?.git.commit ?? null, dirty: manifest?.git.dirty ?? null, rows };
}

function sameCorpus(a: EvalManifest | null, b: EvalManifest | null): boolean | null {
  if (a === null || b === null) return null;
  const hashes = (m: EvalManifest) => m.corpus.map((c) => c.sha256).sort();
  const [x, y] = [hashes(a), hashes(b)];
  return x.length === y.length && x.every((h, i) => h === y[i]) && (a.sample === null) === (b.sample === null);
}

/**
 * Compares two evaluation runs row by row: which benign rows became flagged or cleared, which attacks were
 * caught or lost, which strata moved, and how many rows are byte-identical. Rows are matched by id, so the runs
 * may come from different checkouts; the before run is held in memory as raw lines (about 0.5 KB a row), the
 * after run is streamed.
 */
export async function compareRuns(beforeDir: string, afterDir: string): Promise<RunComparison> {
  const beforePath = decisionsPath(beforeDir);
  const afterPath = decisionsPath(afterDir);
  const before = new Map<string, string>();
  for await (const line of readLines(beforePath)) {
    if (line.text === null) fail(`${beforePath}:${line.lineNo} is not valid UTF-8.`);
    if (line.text === '') continue;
    const record = parseRecord(line.text, `${beforePath}:${line.lineNo}`);
    if (before.has(record.id)) fail(`${beforePath}:${line.lineNo} repeats the row id "${record.id}".`);
    before.set(record.id, line.text);
  }
  const beforeRows = before.size;
  const seen = new Set<string>();
  const changes: Record<'newly_flagged' | 'cleared' | 'caught' | 'lost', RowChange[]> = {
    newly_flagged: [],
    cleared: [],
    caught: [],
    lost: [],
  };
  const strata = new Map<string, { label: string; n: number; before: number; after: number }>();
  let afterRows = 0;
  let identical = 0;
  let decisionChanged = 0;
  let onlyAfter = 0;
  for await (const line of readLines(afterPath)) {
    if (line.text === null) fail(`${afterPath}:${line.lineNo} is not valid UTF-8.`);
    if (line.text === '') continue;
    const now = parseRecord(line.text, `${afterPath}:${line.lineNo}`);
    if (seen.has(now.id)) fail(`${afterPath}:${line.lineNo} repeats the row id "${now.id}".`);
    seen.add(now.id);
    afterRows += 1;
    const beforeText = before.get(now.id);
    if (beforeText === undefined) {
      onlyAfter += 1;
      continue;
    }
    before.delete(now.id); // what is left at the end was evaluated by the before run only
    // Byte-identical lines need no second parse: the row's flag is the same in both runs.
    const then = beforeText === line.text ? undefined : parseRecord(beforeText, `${beforePath} (row ${now.id})`);
    const s = strata.get(now.stratum) ?? { label: now.label, n: 0, before: 0, after: 0 };
    s.n += 1;
    s.before += (then?.flagged ?? now.flagged) ? 1 : 0;
    s.after += now.flagged ? 1 : 0;
    strata.set(now.stratum, s);
    if (then === undefined) {
      identical += 1;
      continue;
    }
    if (then.verdict.decision !== now.verdict.decision) decisionChanged += 1;
    if (then.flagged === now.flagged) continue;
    const change: RowChange = {
      id: now.id,
      label: now.label,
      category: now.category,
      stratum: now.stratum,
      before: then.verdict,
      after: now.verdict,
    };
    const isAttack = now.label === 'attack';
    if (now.flagged) (isAttack ? changes.caught : changes.newly_flagged).push(change);
    else (isAttack ? changes.lost : changes.cleared).push(change);
  }
  const strataChanges: StratumChange[] = [...strata]
    .filter(([, s]) => s.before !== s.after)
    .map(([stratum, s]) => ({
      stratum,
      label: s.label,
      n: s.n,
      flagged_before: s.before,
      flagged_after: s.after,
    }))
    .sort(
      (a, b) =>
        Math.abs(b.flagged_after - b.flagged_before) - Math.abs(a.flagged_after - a.flagged_before) ||
        compareText(a.stratum, b.stratum),
    );
  const byId = (a: RowChange, b: RowChange) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const beforeManifest = readManifest(beforeDir);
  const afterManifest = readManifest(afterDir);
  return {
    schema_version: 1,
    before: side(beforeDir, beforeManifest, beforeRows),
    after: side(afterDir, afterManifest, afterRows),
    same_corpus: sameCorpus(beforeManifest, afterManifest),
    matched: afterRows - onlyAfter,
    only_before: before.size,
    only_after: onlyAfter,
    identical,
    decision_changed: decisionChanged,
    newly_flagged: changes.newly_flagged.sort(byId),
    cleared: changes.cleared.sort(byId),
    caught: changes.caught.sort(byId),
    lost: changes.lost.sort(byId),
    strata: strataChanges,
  };
}

function verdictText(v: RowVerdict): string {
  const risk = v.risk === null ? '' : ` ${v.risk.toFixed(3)}`;
  return `${v.decision ?? 'error'}${risk}${v.detector === null ? '' : ` (${v.detector})`}`;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** The comparison as markdown: totals, strata that moved, and up to `listLimit` rows of each kind of change. */
export function renderComparisonMd(c: RunComparison, listLimit = 50): string {
  const out: string[] = [];
  const who = (s: RunSide) =>
    `\`${s.dir}\`${s.commit === null ? '' : ` (${s.commit.slice(0, 10)}${s.dirty ? ', dirty' : ''})`}`;
  out.push('# Evaluation runs compared', '');
  out.push(`Before: ${who(c.before)}, ${c.before.rows} rows. After: ${who(c.after)}, ${c.after.rows} rows.`, '');
  if (c.same_corpus === false)
    out.push('**The runs read different corpus files** (by sha256): row changes mix code and data changes.', '');
  if (c.same_corpus === null)
    out.push('A run has no manifest.json: the corpus could not be checked to be the same.', '');
  out.push(
    `${c.matched} rows in both runs (${c.only_before} only before, ${c.only_after} only after); ` +
      `${c.identical} identical (decision, cause and scores), ${c.decision_changed} with another decision.`,
    '',
    '| change | rows |',
    '| --- | ---: |',
    `| benign newly flagged | ${c.newly_flagged.length} |`,
    `| benign cleared | ${c.cleared.length} |`,
    `| attacks newly caught | ${c.caught.length} |`,
    `| attacks lost | ${c.lost.length} |`,
    '',
  );
  if (c.strata.length > 0) {
    out.push('## Strata whose flagged count moved', '', '| stratum | label | rows | flagged before | flagged after |');
    out.push('| --- | --- | ---: | ---: | ---: |');
    for (const s of c.strata)
      out.push(`| ${s.stratum} | ${s.label} | ${s.n} | ${s.flagged_before} | ${s.flagged_after} |`);
    out.push('');
  }
  const list = (title: string, rows: readonly RowChange[]) => {
    if (rows.length === 0) return;
    out.push(`## ${title} (${rows.length})`, '', '| id | stratum | before | after |', '| --- | --- | --- | --- |');
    for (const r of rows.slice(0, listLimit))
      out.push(`| ${r.id} | ${r.stratum} | ${verdictText(r.before)} | ${verdictText(r.after)} |`);
    if (rows.length > listLimit) out.push(`| … ${rows.length - listLimit} more in compare.json | | | |`);
    out.push('');
  };
  list('Benign rows newly flagged', c.newly_flagged);
  list('Attacks lost', c.lost);
  list('Attacks newly caught', c.caught);
  list('Benign rows cleared', c.cleared);
  return `${out.join('\n')}\n`;
}

/** One paragraph for a terminal. */
export function summariseComparison(c: RunComparison): string {
  const lines = [
    `${c.matched} rows compared: ${c.identical} identical, ${count(c.decision_changed, 'decision')} changed` +
      (c.only_before + c.only_after > 0 ? ` (${c.only_before} rows only before, ${c.only_after} only after)` : ''),
    `benign: ${c.newly_flagged.length} newly flagged, ${c.cleared.length} cleared · attacks: ${c.caught.length} newly caught, ${c.lost.length} lost`,
  ];
  if (c.same_corpus === false) lines.push('warning: the runs read different corpus files (by sha256)');
  return `${lines.join('\n')}\n`;
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SanitizationReport } from '../core/index.ts';
import { compareText } from '../core/index.ts';
import { createFirewall, type Firewall } from '../firewall/index.ts';
import type { CorpusRow } from './corpus-row.ts';
import { listCorpusFiles } from './list-corpus-files.ts';
import { readCorpus } from './read-corpus.ts';
import { wilsonInterval } from './wilson-interval.ts';

/** Contexts where text should be data: what an agent boundary receives from tools and retrieval. */
const DATA_CONTEXTS = new Set(['tool_output', 'rag_context']);

interface Tally {
  attacks: number;
  blocked: number;
  sanitized: number;
  missed: number;
  keptChars: number;
  sanitizedChars: number;
  benign: number;
  passedUnchanged: number;
  benignSanitized: number;
  benignBlocked: number;
}

const emptyTally = (): Tally => ({
  attacks: 0,
  blocked: 0,
  sanitized: 0,
  missed: 0,
  keptChars: 0,
  sanitizedChars: 0,
  benign: 0,
  passedUnchanged: 0,
  benignSanitized: 0,
  benignBlocked: 0,
});

export interface AgentBoundarySlice {
  readonly attacks: number;
  /** Injected outputs stopped whole or sanitised: what the agent is protected from. */
  readonly security: { readonly rate: number | null; readonly ci: readonly [number, number] };
  readonly blocked: number;
  readonly sanitized: number;
  readonly missed: number;
  /** Share of an injected output's characters that sanitising kept for the agent (data saved from a BLOCK). */
  readonly kept_share_when_sanitized: number | null;
  readonly benign: number;
  /** Clean outputs passed byte for byte: what the agent keeps of its data. */
  readonly utility: { readonly rate: number | null; readonly ci: readonly [number, number] };
  readonly benign_sanitized: number;
  readonly benign_blocked: number;
}

export interface AgentBoundarySummary {
  readonly rows: number;
  readonly policy: { readonly id: string; readonly hash: string };
  readonly overall: AgentBoundarySlice;
  readonly by_source: Readonly<Record<string, AgentBoundarySlice>>;
  readonly by_context: Readonly<Record<string, AgentBoundarySlice>>;
}

function slice(t: Tally): AgentBoundarySlice {
  const stopped = t.blocked + t.sanitized;
  return {
    attacks: t.attacks,
    security: { rate: t.attacks === 0 ? null : stopped / t.attacks, ci: wilsonInterval(stopped, t.attacks) },
    blocked: t.blocked,
    sanitized: t.sanitized,
    missed: t.missed,
    kept_share_when_sanitized: t.sanitizedChars === 0 ? null : t.keptChars / t.sanitizedChars,
    benign: t.benign,
    utility: {
      rate: t.benign === 0 ? null : t.passedUnchanged / t.benign,
      ci: wilsonInterval(t.passedUnchanged, t.benign),
    },
    benign_sanitized: t.benignSanitized,
    benign_blocked: t.benignBlocked,
  };
}

/** Screens a row once and counts its outcome into every tally it belongs to (overall, source, context). */
function record(tallies: readonly Tally[], row: CorpusRow, firewall: Firewall): void {
  const r = firewall.screen({ text: row.text, direction: 'input', context: row.context });
  for (const t of tallies) count(t, row, r.decision, r.trace.sanitization);
}

function count(t: Tally, row: CorpusRow, decision: string, sanitization: SanitizationReport | null): void {
  if (row.label === 'attack') {
    t.attacks += 1;
    if (sanitization !== null) {
      t.sanitized += 1;
      t.sanitizedChars += row.text.length;
      t.keptChars += row.text.length - sanitization.removed_chars;
    } else if (decision === 'ALLOW') t.missed += 1;
    else t.blocked += 1;
  } else {
    t.benign += 1;
    if (sanitization !== null) t.benignSanitized += 1;
    else if (decision === 'ALLOW') t.passedUnchanged += 1;
    else t.benignBlocked += 1;
  }
}

const pct = (x: number | null): string => (x === null ? 'n/a' : `${(x * 100).toFixed(1)}%`);
const ci = (c: readonly [number, number]): string => `[${(c[0] * 100).toFixed(1)}–${(c[1] * 100).toFixed(1)}]`;

export function renderAgentBoundaryMd(summary: AgentBoundarySummary): string {
  const row = (name: string, s: AgentBoundarySlice) =>
    `| ${name} | ${s.attacks} | ${pct(s.security.rate)} ${ci(s.security.ci)} | ${s.blocked} | ${s.sanitized} | ${s.missed} | ${pct(s.kept_share_when_sanitized)} | ${s.benign} | ${pct(s.utility.rate)} ${ci(s.utility.ci)} | ${s.benign_sanitized} | ${s.benign_blocked} |`;
  const head =
    '| slice | attacks | security (stopped or sanitised) | blocked | sanitised | missed | kept when sanitised | benign | utility (passed unchanged) | benign sanitised | benign blocked |\n|---|---|---|---|---|---|---|---|---|---|---|';
  return [
    '# Agent-boundary evaluation',
    '',
    `Policy ${summary.policy.id} (${summary.policy.hash.slice(0, 12)}…), ${summary.rows} rows of tool outputs and retrieved documents.`,
    'Security: injected outputs blocked or sanitised. Utility: clean outputs passed byte for byte. 95% Wilson intervals.',
    '',
    head,
    row('**all**', summary.overall),
    '',
    '## By source',
    '',
    head,
    ...Object.entries(summary.by_source).map(([k, s]) => row(k, s)),
    '',
    '## By context',
    '',
    head,
    ...Object.entries(summary.by_context).map(([k, s]) => row(k, s)),
    '',
  ].join('\n');
}

/**
 * The agent-boundary evaluation: every row of the corpus that is data for an agent (tool outputs, retrieved
 * documents) screened as an agent boundary would, counting security (injected outputs blocked or sanitised) and
 * utility (clean outputs passed unchanged) per source. Writes agent-boundary.json and agent-boundary.md.
 */
export async function runAgentBoundaryEval(options: {
  readonly corpus: readonly string[];
  readonly outDir: string;
  readonly policy?: string;
  readonly firewall?: Firewall;
}): Promise<AgentBoundarySummary> {
  const firewall = options.firewall ?? createFirewall(options.policy === undefined ? {} : { policy: options.policy });
  const files = listCorpusFiles(options.corpus);
  const overall = emptyTally();
  const bySource = new Map<string, Tally>();
  const byContext = new Map<string, Tally>();
  let rows = 0;
  for await (const item of readCorpus({ files })) {
    if (item.kind !== 'row') continue;
    const row = item.row;
    if (row.direction !== 'input' || !DATA_CONTEXTS.has(row.context)) continue;
    rows += 1;
    const source = (row.source ?? row.id).split('/')[0] ?? 'unknown';
    const sourceTally = bySource.get(source) ?? emptyTally();
    const contextTally = byContext.get(row.context) ?? emptyTally();
    bySource.set(source, sourceTally);
    byContext.set(row.context, contextTally);
    record([overall, sourceTally, contextTally], row, firewall);
  }
  const sortedSlices = (m: Map<string, Tally>) =>
    Object.fromEntries([...m.entries()].sort(([a], [b]) => compareText(a, b)).map(([k, t]) => [k, slice(t)]));
  const summary: AgentBoundarySummary = {
    rows,
    policy: { id: firewall.policy.document.id, hash: firewall.policy.hash },
    overall: slice(overall),
    by_source: sortedSlices(bySource),
    by_context: sortedSlices(byContext),
  };
  mkdirSync(options.outDir, { recursive: true });
  writeFileSync(join(options.outDir, 'agent-boundary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(join(options.outDir, 'agent-boundary.md'), renderAgentBoundaryMd(summary));
  return summary;
}

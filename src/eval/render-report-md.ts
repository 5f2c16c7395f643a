import type { EvalSummary } from './eval-summary.ts';
import type { GateReport } from './evaluate-gates.ts';
import { formatCount } from './report-format.ts';
import {
  categoryTable,
  gatesTable,
  headlineTable,
  originTable,
  qualityTable,
  type ReportTable,
  stratumTable,
  suiteTable,
} from './report-tables.ts';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

export function markdownTable(table: ReportTable): string {
  const numeric = table.headers.map((_, i) => i > 0);
  const lines = [
    `### ${table.title}`,
    '',
    ...(table.note === undefined ? [] : [table.note, '']),
    `| ${table.headers.map(cell).join(' | ')} |`,
    `| ${numeric.map((isNumeric) => (isNumeric ? '---:' : '---')).join(' | ')} |`,
    ...(table.rows.length === 0
      ? [`| _none_ |${' |'.repeat(table.headers.length - 1)}`]
      : table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`)),
  ];
  return lines.join('\n');
}

/** One line naming what was measured: enough to tell two pasted reports apart. */
export function runLine(s: EvalSummary): string {
  const m = s.manifest;
  const commit =
    m.git.commit === null
      ? 'no git commit'
      : `commit \`${m.git.commit.slice(0, 12)}\`${m.git.dirty === true ? ' (dirty)' : ''}`;
  const sample = m.sample === null ? '' : ` (seeded sample of ${formatCount(m.sample.rows)}, seed ${m.sample.seed})`;
  return (
    `${formatCount(s.overall.n)} rows${sample}: ${formatCount(s.overall.n_attack)} attacks, ${formatCount(s.overall.n_benign)} benign, ` +
    `from ${m.corpus.length} corpus file${m.corpus.length === 1 ? '' : 's'} · policy \`${m.policy.id}\` ${m.policy.version} (\`${m.policy.hash.slice(0, 12)}\`) · ` +
    `engine ${m.engine.version} · ${commit} · ${m.started_at}`
  );
}

/** report.md: the headline tables, ready to paste into a pull request. */
export function renderReportMarkdown(s: EvalSummary, gates: GateReport | null): string {
  const tables = [
    headlineTable(s),
    ...(gates === null ? [] : [gatesTable(gates)]),
    categoryTable(s, 'attack'),
    stratumTable(s, 'benign'),
    ...(suiteTable(s) === null ? [] : [suiteTable(s) as ReportTable]),
    originTable(s, 'all', 10),
    qualityTable(s),
  ];
  return [
    `# Parapet evaluation`,
    '',
    runLine(s),
    '',
    ...tables.flatMap((t) => [markdownTable(t), '']),
    'Full tables, charts and score histograms: report.html. Data: summary.json.',
    '',
  ].join('\n');
}

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EvalSummary } from './eval-summary.ts';
import type { GateReport } from './evaluate-gates.ts';
import { renderReportHtml } from './render-report-html.ts';
import { renderReportMarkdown } from './render-report-md.ts';

/** Writes summary.json, manifest.json, report.html, report.md and (with gates) gates.json; returns their paths. */
export function writeEvalOutputs(options: {
  outDir: string;
  summary: EvalSummary;
  gates: GateReport | null;
}): Record<string, string> {
  const { outDir, summary, gates } = options;
  const contents: Record<string, [file: string, text: string]> = {
    summary: ['summary.json', `${JSON.stringify(summary, null, 2)}\n`],
    manifest: ['manifest.json', `${JSON.stringify(summary.manifest, null, 2)}\n`],
    html: ['report.html', renderReportHtml(summary, gates)],
    markdown: ['report.md', renderReportMarkdown(summary, gates)],
    ...(gates === null ? {} : { gates: ['gates.json', `${JSON.stringify(gates, null, 2)}\n`] as [string, string] }),
  };
  const paths: Record<string, string> = {};
  for (const [key, [file, text]] of Object.entries(contents)) {
    paths[key] = join(outDir, file);
    writeFileSync(paths[key], text);
  }
  return paths;
}

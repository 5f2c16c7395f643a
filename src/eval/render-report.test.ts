import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Decision } from '../core/index.ts';
import type { CorpusRow } from './corpus-row.ts';
import { createEvalAccumulator } from './eval-accumulator.ts';
import type { EvalManifest } from './eval-manifest.ts';
import type { EvalSummary } from './eval-summary.ts';
import { evaluateGates } from './evaluate-gates.ts';
import { parseGateFile } from './load-gate-file.ts';
import { renderReportHtml } from './render-report-html.ts';
import { renderReportMarkdown } from './render-report-md.ts';

const HOSTILE = '<img src=x onerror=alert(1)>|pipe';

const manifest: EvalManifest = {
  tool: 'parapet eval',
  schema_version: 1,
  git: { commit: '0123456789abcdef0123456789abcdef01234567', dirty: true },
  corpus: [{ path: 'dev/x.jsonl', sha256: 'f'.repeat(64), bytes: 10 }],
  sample: null,
  policy: { id: 'parapet-default', version: '2026.11.1', hash: 'a'.repeat(64), source: 'builtin' },
  engine: {
    version: '0.1.0',
    detectors_hash: 'b'.repeat(64),
    models: 'deterministic',
    models_id: null,
    calibration_id: 'identity@1',
  },
  calibration: { id: 'identity@1', hash: 'c'.repeat(64) },
  models: null,
  taxonomy: { version: '2026.11.1', hash: 'd'.repeat(64) },
  detectors: [{ id: 'heuristic.demo', version: 1 }],
  node: 'v24.0.0',
  platform: 'linux x64, 2 cores',
  workers: 2,
  command_line: ['parapet', 'eval'],
  started_at: '2026-11-21T00:00:00.000Z',
  ended_at: '2026-11-21T00:00:10.000Z',
  rows: { read: 40, evaluated: 40, invalid: 0, errors: 0 },
  invalid_lines: [],
  screen_errors: [],
};

function summary(): EvalSummary {
  const acc = createEvalAccumulator();
  for (let i = 0; i < 40; i++) {
    const isAttack = i % 4 === 0;
    const decision: Decision = isAttack ? (i % 8 === 0 ? 'BLOCK' : 'ALLOW') : i === 1 ? 'LIABILITY_REQUIRED' : 'ALLOW';
    const risk = decision === 'ALLOW' ? (isAttack ? 0.3 : 0) : 0.85;
    const row: CorpusRow = {
      id: `r${i}`,
      text: '',
      label: isAttack ? 'attack' : 'benign',
      category: isAttack ? HOSTILE : 'benign',
      stratum: isAttack ? 'jailbreak' : 'general_en',
      direction: 'input',
      context: 'plain_text',
      lang: 'en',
    };
    acc.add(row, {
      decision,
      risk,
      cause: {
        layer: 'heuristic',
        rule_id: decision === 'ALLOW' ? 'policy.zone.allow' : 'heuristic.demo/CUE',
        detector_id: 'heuristic.demo',
        reason_code: 'CUE',
      },
      findings: risk > 0 ? [{ rule_id: 'heuristic.demo/CUE', detector_id: 'heuristic.demo', final: risk }] : [],
      detectors: [{ id: 'heuristic.demo', status: 'scanned', raw: risk, final: risk }],
      owasp: [],
      nist: [],
      latency_ms: 0.5,
    });
  }
  return acc.summarize({ manifest, wallMs: 10_000, screenMs: 8_000, workers: 2 });
}

const gates = evaluateGates(
  summary(),
  parseGateFile('version: 1\ngates:\n  - { scope: overall, check: "tpr >= 0.9" }\n', 'g.yaml'),
);

test('report.html is self-contained: no script, no external resource, no network', () => {
  const html = renderReportHtml(summary(), gates);
  assert.ok(html.startsWith('<!DOCTYPE html>'));
  assert.doesNotMatch(html, /<script|<link|<iframe|@import|url\(|src=["']?http/i);
  const urls = html.match(/https?:\/\/[^\s"'<]+/g) ?? [];
  assert.ok(
    urls.every((u) => u === 'http://www.w3.org/2000/svg'),
    `unexpected URLs: ${urls.join(', ')}`,
  );
});

test('report.html escapes corpus data and draws accessible charts with axes', () => {
  const html = renderReportHtml(summary(), gates);
  assert.ok(!html.includes(HOSTILE) && !html.includes('<img'), 'category names are escaped');
  assert.ok(html.includes('&lt;img src=x onerror=alert(1)&gt;'));
  const svgs = html.match(/<svg[\s\S]*?<\/svg>/g) ?? [];
  assert.ok(svgs.length >= 5, `expected FPR, TPR, reliability and histogram charts, got ${svgs.length}`);
  for (const svg of svgs) {
    assert.match(svg, /role="img"/);
    assert.match(svg, /<title id="[^"]+-title">[^<]+<\/title><desc id="[^"]+-desc">[^<]+<\/desc>/);
    assert.match(svg, /<line /, 'axes are drawn');
  }
  for (const id of ['chart-fpr-stratum', 'chart-tpr-category', 'chart-reliability', 'hist-raw-0', 'hist-final-0'])
    assert.ok(html.includes(`id="${id}"`), id);
  assert.match(html, /Gates: FAILED/);
});

test('reports are deterministic: the same summary renders byte-identically', () => {
  const s = summary();
  assert.equal(renderReportHtml(s, gates), renderReportHtml(s, gates));
  assert.equal(renderReportMarkdown(s, gates), renderReportMarkdown(s, gates));
});

test('report.md has the headline tables, with table syntax escaped', () => {
  const md = renderReportMarkdown(summary(), gates);
  assert.match(md, /^# Parapet evaluation/);
  assert.match(
    md,
    /40 rows: 10 attacks, 30 benign, from 1 corpus file · policy `parapet-default` 2026\.11\.1 \(`aaaaaaaaaaaa`\) · engine 0\.1\.0 · commit `0123456789ab` \(dirty\)/,
  );
  assert.match(md, /\| TPR \(attacks flagged\) \| 10 \| 5 \| 5 \| 0 \| 50\.0% \|/);
  assert.match(md, /\| FPR \(benign flagged\) \| 30 \| 1 \| 0 \| 1 \| 3\.33% \|/);
  assert.match(md, /### Gates: FAILED/);
  assert.match(md, /### Benign strata \(rate = FPR\)/);
  assert.ok(md.includes('onerror=alert(1)>\\|pipe'), 'a pipe in a cell cannot break the table');
});

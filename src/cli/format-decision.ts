import type { Trace } from '../core/index.ts';

const COLOURS = { ALLOW: '\x1b[32m', LIABILITY_REQUIRED: '\x1b[33m', BLOCK: '\x1b[31m' } as const;
const RESET = '\x1b[0m';

/** A short human summary of a decision for terminals. */
export function formatDecision(trace: Trace, useColour: boolean): string {
  const c = trace.primary_cause;
  const label = useColour ? `${COLOURS[trace.decision]}${trace.decision}${RESET}` : trace.decision;
  const lines = [
    `${label}  risk ${trace.risk.toFixed(2)}  context ${trace.context} (${trace.context_source}: ${trace.context_reason})`,
    `  primary cause: ${c.rule_id} [layer ${c.layer}, detector ${c.detector_id}, reason ${c.reason_code}]`,
  ];
  const strong = trace.findings.filter((f) => f.final >= 0.3).slice(0, 8);
  for (const f of strong)
    lines.push(`  finding: ${f.rule_id} raw ${f.raw.toFixed(2)} → final ${f.final.toFixed(2)} (${f.segment})`);
  if (trace.normalization.length > 0)
    lines.push(`  normalisation: ${trace.normalization.map((s) => `${s.step}×${s.count}`).join(', ')}`);
  const errored = trace.detectors.filter((d) => d.status === 'errored');
  if (errored.length > 0) lines.push(`  errored: ${errored.map((d) => `${d.id} (${d.status_reason})`).join('; ')}`);
  if (trace.benign_signals.length > 0)
    lines.push(`  benign signals: ${trace.benign_signals.map((s) => s.id).join(', ')}`);
  if (trace.taxonomy.owasp.length > 0)
    lines.push(`  taxonomy: ${[...trace.taxonomy.owasp, ...trace.taxonomy.nist].join(', ')}`);
  lines.push(
    `  policy ${trace.policy.id}@${trace.policy.version} (${trace.policy.hash.slice(0, 12)}…, ${trace.policy.mode})  ${trace.timing.latency_ms.toFixed(2)} ms`,
  );
  return lines.join('\n');
}

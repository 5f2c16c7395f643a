import type { CorpusRow } from './corpus-row.ts';
import type { ScreenOutcome } from './screen-outcome.ts';

/**
 * One line of decisions.jsonl: the row's identity and label, the decision, its primary cause and the scores
 * of every detector that found something. Latency is left out on purpose, so that two runs of the same
 * code on the same corpus give byte-identical files that diff cleanly.
 */
export function decisionLine(row: CorpusRow, result: ScreenOutcome): string {
  const head = {
    id: row.id,
    label: row.label,
    category: row.category,
    stratum: row.stratum,
    direction: row.direction,
    context: row.context,
  };
  if (!result.ok)
    return JSON.stringify({ ...head, decision: null, error: { code: result.code, message: result.message } });
  const o = result.outcome;
  const scores: Record<string, { raw: number; final: number }> = {};
  for (const d of o.detectors) if (d.raw > 0) scores[d.id] = { raw: d.raw, final: d.final };
  return JSON.stringify({
    ...head,
    decision: o.decision,
    flagged: o.decision !== 'ALLOW',
    risk: o.risk,
    primary_cause: o.cause,
    scores,
  });
}

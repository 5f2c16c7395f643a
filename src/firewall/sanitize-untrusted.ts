import { type SanitizationReport, sha256Hex } from '../core/index.ts';
import { type ConcludeExtras, concludeScreen, type Engine, type Evidence, gatherEvidence } from './screen.ts';
import type { ScreenRequest, ScreenResult } from './screen-types.ts';

/** What replaces a removed line or sentence: plain words no detector reads as an instruction. */
export const SANITIZE_PLACEHOLDER = '[content withheld by Parapet]';

// Hard rules a sanitised copy must never paper over: a prohibited class, a failed required detector, a
// signature veto or a tool-policy denial blocks the whole text.
const NEVER_SANITIZED = new Set(['prohibited', 'fail_closed', 'veto', 'tool_policy']);
// A document cut into more pieces than this is screened whole; each piece costs one full screen.
const MAX_UNITS = 1000;
// Whole-text rescreens tried per sanitisation, strongest flagged units first.
const MAX_PLANS = 8;

interface Unit {
  readonly start: number;
  readonly end: number;
}

// Lines, then sentences within them (Latin, CJK, Arabic and Devanagari marks), as a full partition of the text
// so that what is kept is byte-for-byte the original. The lookbehind lets only the start of a run of marks try a
// match, which keeps long runs of `!!!` linear.
const BOUNDARY = /\n+|(?<![.!?。！？؟।])[.!?。！？؟।]{1,8}(?:\s{1,64}|$)/g;

function partition(text: string): Unit[] {
  const units: Unit[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + m[0].length;
    if (end > start) units.push({ start, end });
    start = end;
  }
  if (start < text.length) units.push({ start, end: text.length });
  return units;
}

function rebuild(text: string, units: readonly Unit[], removed: ReadonlySet<number>): string {
  return units
    .map((u, i) => {
      if (!removed.has(i)) return text.slice(u.start, u.end);
      const piece = text.slice(u.start, u.end);
      const trailing = piece.slice(piece.trimEnd().length);
      return `${SANITIZE_PLACEHOLDER}${trailing === '' ? ' ' : trailing}`;
    })
    .join('');
}

/**
 * Concludes a screen and, when the policy says `sanitize` for this context and the text would be stopped,
 * tries to keep the useful data: each line or sentence is screened on its own, the ones that are not ALLOW are
 * replaced by a placeholder, and the result is screened again. If that is clean (first alone, then also without
 * the neighbours of flagged units, for an instruction spread over two sentences) and at most the policy's
 * `max_removed_fraction` went, the decision is ALLOW in the `sanitized` zone; otherwise the original decision
 * stands. Offsets in the report are into the original text.
 */
export function concludeWithSanitization(
  engine: Engine,
  request: ScreenRequest,
  evidence: Evidence,
  extras: ConcludeExtras = {},
): ScreenResult {
  const first = concludeScreen(engine, request, evidence, extras);
  const doc = engine.policy.document;
  const isUntrusted = evidence.context === 'tool_output' || evidence.context === 'rag_context';
  if (
    first.decision === 'ALLOW' ||
    !isUntrusted ||
    doc.untrusted.action[evidence.context as 'tool_output' | 'rag_context'] !== 'sanitize' ||
    NEVER_SANITIZED.has(first.trace.zone) ||
    request.direction !== 'input'
  )
    return first;

  const text = request.text;
  const units = partition(text);
  if (units.length < 2 || units.length > MAX_UNITS) return first;
  const unitRequest = (t: string): ScreenRequest => ({ ...request, text: t, context: evidence.context });
  const screenPlain = (t: string): ScreenResult =>
    concludeScreen(engine, unitRequest(t), gatherEvidence(engine, unitRequest(t)));
  const flagged: { index: number; risk: number; rule: string }[] = [];
  units.forEach((u, i) => {
    const piece = text.slice(u.start, u.end);
    if (piece.trim() === '') return;
    const r = screenPlain(piece);
    if (r.decision !== 'ALLOW') flagged.push({ index: i, risk: r.trace.risk, rule: r.trace.primary_cause.rule_id });
  });
  if (flagged.length === 0) return first;
  // Least removal first: the strongest unit alone, then the two strongest, … and last everything flagged plus
  // its neighbours (an instruction spread over two sentences). A polite closing line that a detector finds
  // mildly suspicious stays unless the text cannot pass without removing it.
  flagged.sort((a, b) => b.risk - a.risk || a.index - b.index);
  const plans: Map<number, string>[] = [];
  for (let k = 1; k <= Math.min(flagged.length, MAX_PLANS); k++)
    plans.push(new Map(flagged.slice(0, k).map((f) => [f.index, f.rule])));
  const widened = new Map(flagged.map((f) => [f.index, f.rule]));
  for (const f of flagged) {
    for (const j of [f.index - 1, f.index + 1])
      if (j >= 0 && j < units.length && !widened.has(j)) widened.set(j, f.rule);
  }
  plans.push(widened);
  for (const removal of plans) {
    const removedChars = [...removal.keys()].reduce((n, i) => n + ((units[i]?.end ?? 0) - (units[i]?.start ?? 0)), 0);
    if (removedChars / text.length > doc.untrusted.max_removed_fraction) continue;
    const sanitized = rebuild(text, units, new Set(removal.keys()));
    const again = screenPlain(sanitized);
    if (again.decision !== 'ALLOW') continue;
    const report: SanitizationReport = {
      removed: [...removal.entries()]
        .sort(([a], [b]) => a - b)
        .map(([i, rule]) => {
          const u = units[i] as Unit;
          return { start: u.start, end: u.end, sha256: sha256Hex(text.slice(u.start, u.end)), rule_id: rule };
        }),
      removed_chars: removedChars,
      placeholder: SANITIZE_PLACEHOLDER,
      sha256: sha256Hex(sanitized),
      rescreen: {
        decision: again.decision,
        risk: again.trace.risk,
        rule_id: again.trace.primary_cause.rule_id,
      },
      replaces: { decision: first.decision, zone: first.trace.zone },
    };
    const result = concludeScreen(engine, request, evidence, { ...extras, sanitization: report });
    return { ...result, sanitizedText: sanitized };
  }
  return first;
}

import {
  DECISIONS,
  DETECTOR_STATUSES,
  deepFreeze,
  LAYERS,
  ParapetError,
  TRACE_SCHEMA_VERSION,
  type Trace,
} from '../core/index.ts';

type TraceParts = Omit<Trace, 'schema_version'>;

function broken(message: string, details: Record<string, unknown> = {}): never {
  throw new ParapetError('TRACE_INVARIANT', `decision trace invariant broken: ${message}`, details);
}

const isScore = (x: number): boolean => Number.isFinite(x) && x >= 0 && x <= 1;

/**
 * The only constructor of a trace: checks every invariant, then deep-freezes. A broken invariant is a bug
 * and raises TRACE_INVARIANT, on which callers fail closed.
 */
export function buildTrace(parts: TraceParts): Trace {
  if (!DECISIONS.includes(parts.decision)) broken(`unknown decision "${String(parts.decision)}"`);
  const cause = parts.primary_cause;
  if (cause === undefined || cause === null) broken('a decision without a primary cause');
  if (!LAYERS.includes(cause.layer) || cause.rule_id === '' || cause.detector_id === '' || cause.reason_code === '') {
    broken('the primary cause must name a layer, rule id, detector id and reason code', { cause });
  }
  if (!isScore(parts.risk)) broken(`risk ${parts.risk} outside [0, 1]`);
  const ids = new Set<string>();
  for (const d of parts.detectors) {
    if (ids.has(d.id)) broken(`detector "${d.id}" reported twice`);
    ids.add(d.id);
    if (!DETECTOR_STATUSES.includes(d.status)) broken(`detector "${d.id}" has no valid status`);
    if (d.status !== 'scanned' && (d.status_reason === undefined || d.status_reason === '')) {
      broken(`detector "${d.id}" is ${d.status} without saying why`);
    }
    if (!isScore(d.raw) || !isScore(d.calibrated) || !isScore(d.final))
      broken(`detector "${d.id}" has a score outside [0, 1]`);
  }
  for (const f of parts.findings) {
    if (!ids.has(f.detector_id)) broken(`finding from "${f.detector_id}", which has no detector status`);
    if (!isScore(f.raw) || !isScore(f.calibrated) || !isScore(f.final))
      broken(`finding ${f.rule_id} has a score outside [0, 1]`);
  }
  if (
    parts.decision !== 'ALLOW' &&
    cause.layer !== 'policy' &&
    !parts.findings.some((f) => f.rule_id === cause.rule_id)
  ) {
    broken(`primary cause ${cause.rule_id} is not among the findings`);
  }
  if (parts.policy.hash.length !== 64) broken('the policy hash is missing');
  if ((parts.zone === 'sanitized') !== (parts.sanitization !== null))
    broken('the sanitized zone and a sanitization report go together');
  if (parts.sanitization !== null && (parts.decision !== 'ALLOW' || parts.sanitization.rescreen.decision !== 'ALLOW'))
    broken('a sanitised text is passed on only when it screens clean');
  return deepFreeze({ schema_version: TRACE_SCHEMA_VERSION, ...parts });
}

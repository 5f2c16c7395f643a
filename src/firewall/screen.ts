import {
  canonicalHash,
  compareText,
  type DetectorReport,
  type ExecutionContext,
  isExecutionContext,
  ParapetError,
  type PrimaryCause,
  parseJsonStrict,
  type SanitizationReport,
  sha256Hex,
  type TraceFinding,
} from '../core/index.ts';
import type { Detector, Finding, SecondStage } from '../detectors/index.ts';
import { type ConfusableTable, type NormalizedText, type NormalizeLimits, normalizeText } from '../normalize/index.ts';
import { decide, findBenignSignals, type LoadedPolicy, type ScoredFinding, type ToolVerdict } from '../policy/index.ts';
import { buildTrace } from './build-trace.ts';
import type { Calibration } from './calibration.ts';
import { classifyContext } from './classify-context.ts';
import type { ConversationGuardStore } from './conversation-guards.ts';
import type { LoadedTaxonomy } from './load-taxonomy.ts';
import { runDetector } from './run-detector.ts';
import type { ScreenRequest, ScreenResult } from './screen-types.ts';

/** Everything a screen needs, prepared once by createFirewall. */
export interface Engine {
  readonly version: string;
  readonly policy: LoadedPolicy;
  readonly detectors: readonly Detector[];
  readonly detectorsHash: string;
  readonly modelsMode: 'learned' | 'deterministic';
  readonly modelsId: string | null;
  /** Larger models consulted by `screenAsync` for uncertain requests only. */
  readonly secondStage: SecondStage | undefined;
  readonly confusables: ConfusableTable;
  readonly calibration: Calibration;
  readonly taxonomy: LoadedTaxonomy;
  readonly conversations: ConversationGuardStore;
  readonly normalizeLimits: NormalizeLimits;
  readonly maxInputChars: number;
  readonly now: () => number;
}

const round = (x: number): number => Math.round(x * 1e6) / 1e6;
const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

function segmentOf(text: NormalizedText, f: Finding): TraceFinding['segment'] {
  if (f.span === undefined) return 'main';
  const start = f.span[0];
  for (const part of text.parts) {
    const [from, to] =
      f.view === 'folded' ? [part.foldedStart, part.foldedEnd] : [part.matchingStart, part.matchingEnd];
    if (start >= from && start <= to) return part.kind;
  }
  return 'main';
}

function resolveContext(request: ScreenRequest): {
  context: ExecutionContext;
  source: 'caller' | 'detected';
  reason: string;
} {
  if (request.context !== undefined && request.context !== 'auto') {
    if (!isExecutionContext(request.context)) {
      throw new ParapetError(
        'INPUT_INVALID',
        `unknown context "${String(request.context)}"; use one of plain_text, code, tool_input, tool_output, rag_context, unknown or auto.`,
      );
    }
    return { context: request.context, source: 'caller', reason: 'given by the caller' };
  }
  const guess = classifyContext(request.text);
  return { context: guess.context, source: 'detected', reason: guess.reason };
}

/** The taxonomy entry of a primary cause: its finding's rule, or the policy rule that decided without one. */
function taxonomyKeyOfCause(cause: PrimaryCause): string {
  if (cause.rule_id.includes('/')) return cause.rule_id;
  // Per-tool rules (`policy.tools.rules.read_file`) share one entry per reason.
  if (cause.rule_id.startsWith('policy.tools.rules.')) return `policy.tools.rules/${cause.reason_code}`;
  if (
    cause.detector_id === 'policy' ||
    cause.reason_code === 'DETECTOR_ERRORED' ||
    cause.reason_code === 'BELOW_THRESHOLDS'
  ) {
    return `${cause.rule_id}/${cause.reason_code}`;
  }
  return `${cause.detector_id}/${cause.reason_code}`;
}

/**
 * Tool arguments are refused at the boundary when their JSON is ambiguous: with duplicate keys, `JSON.parse` in
 * the tool keeps the last value while a checker may have looked at the first. Text that is not JSON at all is
 * screened as text.
 */
function rejectAmbiguousJson(text: string): void {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return;
  try {
    parseJsonStrict(text, { source: 'the tool_input text' });
  } catch (error) {
    if (error instanceof ParapetError && (error.code === 'JSON_DUPLICATE_KEY' || error.code === 'JSON_TOO_DEEP'))
      throw error;
  }
}

/** admit → classify context → normalise → detectors → calibrate → policy → buildTrace (once). */
/**
 * Everything a screen found before the policy decides: the stages up to the detectors. The async path adds
 * the second stage's evidence here before concluding.
 */
export interface Evidence {
  readonly t0: number;
  readonly t1: number;
  readonly t2: number;
  readonly t3: number;
  readonly context: ExecutionContext;
  readonly source: 'caller' | 'detected';
  readonly reason: string;
  readonly text: NormalizedText;
  readonly guards: { readonly canaries: readonly string[]; readonly systemPrompt?: string };
  readonly reports: DetectorReport[];
  readonly findings: TraceFinding[];
  readonly scored: ScoredFinding[];
  readonly outcomes: { detectorId: string; status: 'scanned' | 'skipped' | 'errored'; required: boolean }[];
  readonly stagesMs: Record<string, number>;
}

/** Records one detector's findings: calibrated, weighted by context, tagged, into the evidence. */
export function addFindings(
  engine: Engine,
  evidence: Pick<Evidence, 'context' | 'text' | 'reports' | 'findings' | 'scored' | 'outcomes'>,
  detector: Pick<Detector, 'id' | 'version' | 'layer'>,
  found: readonly Finding[],
): void {
  const { context, text } = evidence;
  const settings = engine.policy.document.detectors[detector.id];
  const required = settings?.required ?? false;
  const weight = settings?.weight[context] ?? 1;
  let raw = 0;
  let calibrated = 0;
  let final = 0;
  for (const f of found) {
    const c = round(clamp01(engine.calibration.calibrate(detector.id, context, f.score)));
    const fin = round(clamp01(c * weight));
    const ruleId = `${detector.id}/${f.reason}`;
    const tags = engine.taxonomy.tagsFor(ruleId);
    evidence.findings.push({
      detector_id: detector.id,
      reason_code: f.reason,
      rule_id: ruleId,
      layer: detector.layer,
      raw: round(f.score),
      calibrated: c,
      final: fin,
      ...(f.span === undefined ? {} : { span: [f.span[0], f.span[1]] as const }),
      segment: segmentOf(text, f),
      owasp: tags.owasp,
      nist: tags.nist,
    });
    evidence.scored.push({
      detectorId: detector.id,
      reason: f.reason,
      layer: detector.layer,
      raw: f.score,
      calibrated: c,
      final: fin,
    });
    raw = Math.max(raw, round(f.score));
    calibrated = Math.max(calibrated, c);
    final = Math.max(final, fin);
  }
  evidence.reports.push({
    id: detector.id,
    version: detector.version,
    layer: detector.layer,
    required,
    calibration_id: engine.calibration.idFor(detector.id, context),
    status: 'scanned',
    raw,
    calibrated,
    final,
    findings: found.length,
  });
  evidence.outcomes.push({ detectorId: detector.id, status: 'scanned', required });
}

/** Records a detector that did not scan, and why: skipped or errored, never silently clean. */
export function addUnscanned(
  engine: Engine,
  evidence: Pick<Evidence, 'context' | 'reports' | 'outcomes'>,
  detector: Pick<Detector, 'id' | 'version' | 'layer'>,
  status: 'skipped' | 'errored',
  why: string,
): void {
  const required = engine.policy.document.detectors[detector.id]?.required ?? false;
  evidence.reports.push({
    id: detector.id,
    version: detector.version,
    layer: detector.layer,
    required,
    calibration_id: engine.calibration.idFor(detector.id, evidence.context),
    status,
    status_reason: why,
    raw: 0,
    calibrated: 0,
    final: 0,
    findings: 0,
  });
  evidence.outcomes.push({ detectorId: detector.id, status, required });
}

/** admit → classify context → normalise → detectors: the synchronous evidence of a screen. */
export function gatherEvidence(engine: Engine, request: ScreenRequest): Evidence {
  const t0 = engine.now();
  if (typeof request.text !== 'string') throw new ParapetError('INPUT_INVALID', 'screen: `text` must be a string.');
  if (request.text.length > engine.maxInputChars) {
    throw new ParapetError(
      'REQUEST_TOO_LARGE',
      `screen: the text has ${request.text.length} characters, more than the limit of ${engine.maxInputChars}; split it or raise maxInputChars.`,
      { length: request.text.length, limit: engine.maxInputChars },
    );
  }
  const { context, source, reason } = resolveContext(request);
  if (context === 'tool_input') rejectAmbiguousJson(request.text);
  const doc = engine.policy.document;
  const stored = engine.conversations.get(request.conversationId);
  const guards = {
    canaries: [...stored.canaries, ...(request.guards?.canaries ?? [])],
    ...(request.guards?.systemPrompt !== undefined || stored.systemPrompt !== undefined
      ? { systemPrompt: request.guards?.systemPrompt ?? stored.systemPrompt ?? '' }
      : {}),
  };

  const t1 = engine.now();
  const text = normalizeText(request.text, { confusables: engine.confusables, limits: engine.normalizeLimits });
  const t2 = engine.now();

  const evidence: Evidence = {
    t0,
    t1,
    t2,
    t3: t2,
    context,
    source,
    reason,
    text,
    guards,
    reports: [],
    findings: [],
    scored: [],
    outcomes: [],
    stagesMs: {},
  };
  for (const detector of engine.detectors) {
    const settings = doc.detectors[detector.id];
    let skipReason: string | undefined;
    if (settings?.enabled === false) skipReason = 'disabled by the policy';
    else if (!detector.directions.includes(request.direction)) skipReason = `does not screen ${request.direction} text`;
    else if (!detector.contexts.includes(context)) skipReason = `does not apply in the ${context} context`;
    if (skipReason !== undefined) {
      addUnscanned(engine, evidence, detector, 'skipped', skipReason);
      continue;
    }
    const run = runDetector(detector, { text, context, direction: request.direction, guards }, engine.now);
    evidence.stagesMs[`detector:${detector.id}`] = round(run.elapsedMs);
    if (run.status === 'errored') addUnscanned(engine, evidence, detector, 'errored', run.reason);
    else addFindings(engine, evidence, detector, run.findings);
  }
  return { ...evidence, t3: engine.now() };
}

/** What a screen may add to the evidence before the policy decides. */
export interface ConcludeExtras {
  /** Uncertainty measured outside the policy's groups (the second stage's model dispersion). */
  readonly extraUncertainty?: { readonly value: number; readonly group: string };
  /** For a tool call: the tool policy's verdict. */
  readonly toolVerdict?: ToolVerdict;
  /** Untrusted data that was sanitised: the decision becomes ALLOW in the `sanitized` zone. */
  readonly sanitization?: SanitizationReport;
}

function hashGuards(canaries: readonly string[], systemPrompt: string | undefined): string {
  return canonicalHash({ canaries: [...canaries].sort(), systemPrompt: systemPrompt ?? null });
}

// Most screens carry no guards; their hash is the same every time and need not be re-serialised per screen.
let noGuardsHash: string | undefined;

function guardsHashOf(canaries: readonly string[], systemPrompt: string | undefined): string {
  if (canaries.length > 0 || systemPrompt !== undefined) return hashGuards(canaries, systemPrompt);
  noGuardsHash ??= hashGuards([], undefined);
  return noGuardsHash;
}

/** policy.decide → buildTrace: the end of every screen, sync or async. */
export function concludeScreen(
  engine: Engine,
  request: ScreenRequest,
  evidence: Evidence,
  extras: ConcludeExtras = {},
): ScreenResult {
  const { extraUncertainty, toolVerdict, sanitization } = extras;
  const { t0, t1, t2, t3, context, source, reason, text, guards, scored, outcomes, stagesMs } = evidence;
  // Copies: buildTrace freezes what it is given, and a sanitising screen concludes the same evidence twice.
  const findings = [...evidence.findings];
  const reports = [...evidence.reports];
  const doc = engine.policy.document;
  const signals = findBenignSignals(text, request.intents ?? []);
  const verdict = decide({
    policy: engine.policy,
    context,
    findings: scored,
    outcomes,
    benignSignals: signals.map((s) => s.id),
    ...(extraUncertainty === undefined ? {} : { extraUncertainty }),
    ...(request.forceStrict === undefined ? {} : { forceStrict: request.forceStrict }),
    ...(toolVerdict === undefined ? {} : { toolVerdict }),
  });
  const t4 = engine.now();

  findings.sort(
    (a, b) =>
      compareText(a.detector_id, b.detector_id) ||
      (a.span?.[0] ?? -1) - (b.span?.[0] ?? -1) ||
      (a.span?.[1] ?? -1) - (b.span?.[1] ?? -1) ||
      compareText(a.reason_code, b.reason_code),
  );
  const contentHash = sha256Hex(request.text);
  const causeTags = engine.taxonomy.tagsFor(taxonomyKeyOfCause(verdict.primaryCause));
  const tagThreshold = doc.zones.default.liability / 2;
  const owasp = new Set<string>(verdict.decision === 'ALLOW' ? [] : causeTags.owasp);
  const nist = new Set<string>(verdict.decision === 'ALLOW' ? [] : causeTags.nist.filter((t) => t !== 'unmapped'));
  for (const f of findings) {
    if (f.final < tagThreshold) continue;
    for (const t of f.owasp) owasp.add(t);
    for (const t of f.nist) nist.add(t);
  }
  const guardsHash = guardsHashOf(guards.canaries, guards.systemPrompt);
  const traceId = canonicalHash({
    content: contentHash,
    direction: request.direction,
    context,
    policy: engine.policy.hash,
    detectors: engine.detectorsHash,
    calibration: engine.calibration.hash,
    guards: guardsHash,
    intents: [...(request.intents ?? [])].sort(),
    strict: request.forceStrict === true,
    tool: toolVerdict === undefined ? null : [toolVerdict.ruleId, toolVerdict.reason],
  }).slice(0, 32);

  const trace = buildTrace({
    trace_id: traceId,
    decision: sanitization === undefined ? verdict.decision : 'ALLOW',
    zone: sanitization === undefined ? verdict.zone : 'sanitized',
    primary_cause: verdict.primaryCause,
    risk: round(verdict.risk),
    uncertainty: verdict.uncertainty,
    direction: request.direction,
    context,
    context_source: source,
    context_reason: reason,
    content: { sha256: contentHash, length: request.text.length },
    findings,
    detectors: reports,
    normalization: text.steps.map((s) => ({
      step: s.step,
      count: s.count,
      ...(s.detail === undefined ? {} : { detail: s.detail }),
    })),
    benign_signals: signals,
    policy: { id: doc.id, version: doc.release, hash: engine.policy.hash, mode: verdict.mode },
    taxonomy: { version: engine.taxonomy.document.release, owasp: [...owasp].sort(), nist: [...nist].sort() },
    engine: {
      version: engine.version,
      detectors_hash: engine.detectorsHash,
      models: engine.modelsMode,
      models_id: engine.modelsId,
      calibration_id: engine.calibration.id,
    },
    sanitization: sanitization ?? null,
    timing: {
      latency_ms: round(engine.now() - t0),
      stages_ms: {
        admit_ms: round(t1 - t0),
        normalize_ms: round(t2 - t1),
        detectors_ms: round(t3 - t2),
        policy_ms: round(t4 - t3),
        ...stagesMs,
      },
    },
  });
  return { decision: trace.decision, trace };
}

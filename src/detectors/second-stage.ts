/**
 * An optional second stage: larger models that the pipeline consults only for requests the fast detectors
 * left uncertain, so the fast path keeps its latency. Unlike a detector it is asynchronous and holds native
 * resources, hence `close`.
 */

/** One model's opinion: the probability, in [0, 1], that the text is an attack. */
export interface SecondStageScore {
  readonly model: string;
  readonly kind: 'classifier' | 'embedding';
  readonly score: number;
}

export interface SecondStageVerdict {
  /** Per model, in the order the stage configuration lists them. */
  readonly scores: readonly SecondStageScore[];
  /** The median of the model scores: the stage's answer, in [0, 1]. */
  readonly median: number;
  /** How far the models disagree (max − min of their scores), in [0, 1]: 0 when they agree or run alone. */
  readonly dispersion: number;
}

/**
 * Whether a remote stage may be called now, asked right before `evaluate`. A stage behind a circuit breaker
 * answers from the breaker: closed → call; open → no call; half-open → a call only for a priority stage that got
 * one of the probe slots. The firewall then skips an optional stage, or applies the strict zones for a required
 * one, and the trace carries `reason`.
 */
export interface SecondStageAdmission {
  /** True when a call may go out; the stage has reserved it, so `evaluate(text, { admitted: true })` must follow. */
  readonly admitted: boolean;
  /** A reason code and detail for the trace, e.g. `BREAKER_OPEN_SKIPPED: breaker "judge" is open`. */
  readonly reason: string;
}

export interface SecondStage {
  /** Which kind of stage fills the slot, e.g. `onnx` or `llm-judge`; traces and policies use SECOND_STAGE_ID. */
  readonly backend: string;
  readonly version: number;
  /** SHA-256 over the configuration and every model, tokenizer and reference file, for traces. */
  readonly hash: string;
  /** Stages with a remote dependency say whether a call may go out now; local stages omit this. */
  admit?(): SecondStageAdmission;
  /**
   * Scores the normalised matching copy of a text. Rejects only on a runtime failure, never on content.
   * `admitted` says that `admit()` has just reserved the call.
   */
  evaluate(text: string, options?: { readonly admitted?: boolean }): Promise<SecondStageVerdict>;
  /** Releases the models; `evaluate` must not be called afterwards. */
  close(): Promise<void>;
}

/**
 * Combines model scores by median, robust to one model that is wildly off, and reports their range as the
 * uncertainty. The range, not the MAD: with the two to five models a stage holds, the MAD hides a lone
 * dissenter (scores 0.1, 0.1, 0.9 have MAD 0), and a dissenter is exactly what an operator should see.
 */
export function combineSecondStageScores(scores: readonly SecondStageScore[]): SecondStageVerdict {
  const values = scores.map((s) => s.score).sort((a, b) => a - b);
  const n = values.length;
  if (n === 0) return Object.freeze({ scores: Object.freeze([]), median: 0, dispersion: 0 });
  const middle = Math.floor(n / 2);
  const median = n % 2 === 1 ? (values[middle] ?? 0) : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
  const dispersion = (values[n - 1] ?? 0) - (values[0] ?? 0);
  return Object.freeze({
    scores: Object.freeze(scores.map((s) => Object.freeze({ ...s }))),
    median,
    dispersion,
  });
}

/**
 * The second-stage slot's id in traces and policies, whichever backend fills it (local ONNX models or a remote
 * judge), so one policy entry configures it; the backend, version and hash are in the trace's detectors hash.
 */
export const SECOND_STAGE_ID = 'ensemble.second-stage';

/** How the second stage appears in traces and policies: one detector-like entry with one reason. */
export const SECOND_STAGE_DESCRIPTION = Object.freeze({
  id: SECOND_STAGE_ID,
  version: 1,
  layer: 'classifier' as const,
  reasons: Object.freeze({ ENSEMBLE_ATTACK: 'the median of the second-stage models finds an attack' }),
});

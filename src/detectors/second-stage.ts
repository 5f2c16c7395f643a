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

export interface SecondStage {
  /** e.g. 'onnx.ensemble'. */
  readonly id: string;
  readonly version: number;
  /** SHA-256 over the configuration and every model, tokenizer and reference file, for traces. */
  readonly hash: string;
  /** Scores the normalised matching copy of a text. Rejects only on a runtime failure, never on content. */
  evaluate(text: string): Promise<SecondStageVerdict>;
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

/** How the second stage appears in traces and policies: one detector-like entry with one reason. */
export const SECOND_STAGE_DESCRIPTION = Object.freeze({
  id: 'onnx.ensemble' as const,
  version: 1,
  layer: 'classifier' as const,
  reasons: Object.freeze({ ENSEMBLE_ATTACK: 'the median of the second-stage models finds an attack' }),
});

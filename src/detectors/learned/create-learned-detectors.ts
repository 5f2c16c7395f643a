import type { NormalizedText } from '../../normalize/index.ts';
import { type Detector, defineDetector, type Finding } from '../detector.ts';
import { hashedFeatures, type SparseVector } from './hashed-features.ts';
import { LEARNED_HEADS, type LearnedHeadSpec } from './learned-heads.ts';
import { linearScore } from './linear-model.ts';
import type { LoadedModels } from './load-learned-models.ts';
import { sentenceUnits, TEXT_UNIT_PATTERNS, type TextUnit, windowUnits } from './text-units.ts';

/** The parts of the folded view a learned model reads: the main text and what decoding revealed. */
function scoredParts(text: NormalizedText): { start: number; end: number }[] {
  return text.parts.map((p) => ({ start: p.foldedStart, end: p.foldedEnd }));
}

function unitsOf(spec: LearnedHeadSpec, slice: string): TextUnit[] {
  return spec.unit === 'sentence' ? sentenceUnits(slice) : windowUnits(slice);
}

/**
 * Builds the learned detectors once, from verified artifacts. Each scores every unit (window or sentence)
 * of every part and reports the best one, so the trace names the chunk that fired (its span in the folded
 * view). Scores are raw probabilities; calibration is the pipeline's.
 */
export function createLearnedDetectors(models: LoadedModels): Detector[] {
  const detectors: Detector[] = [];
  // Heads that read the same units of the same text share one feature extraction: the most expensive step
  // of a screen. Keyed weakly by the normalised text, so nothing outlives the screen that made it.
  const featureCache = new WeakMap<NormalizedText, Map<string, SparseVector>>();
  const featuresOf = (text: NormalizedText, slice: string, key: string): SparseVector => {
    let perText = featureCache.get(text);
    if (perText === undefined) {
      perText = new Map();
      featureCache.set(text, perText);
    }
    let x = perText.get(key);
    if (x === undefined) {
      x = hashedFeatures(slice, models.features);
      perText.set(key, x);
    }
    return x;
  };
  for (const spec of LEARNED_HEADS) {
    const head = models.heads.get(spec.id);
    if (head === undefined) continue;
    const reasons = { [spec.reason]: spec.meaning } as Record<string, string>;
    detectors.push(
      defineDetector<string>({
        id: spec.id,
        version: 2, // 2: weights held as companded bytes (scores move by ~1e-2 logit; calibration refitted)
        layer: 'classifier',
        directions: spec.directions,
        contexts: spec.contexts,
        reasons,
        patterns: [...TEXT_UNIT_PATTERNS],
        scan({ text }) {
          let best: Finding | undefined;
          for (const part of scoredParts(text)) {
            const slice = text.folded.slice(part.start, part.end);
            for (const unit of unitsOf(spec, slice)) {
              const from = part.start + unit.start;
              const to = part.start + unit.end;
              const score = linearScore(head, featuresOf(text, slice.slice(unit.start, unit.end), `${from}:${to}`));
              if (best === undefined || score > best.score) {
                best = { reason: spec.reason, score, span: [from, to], view: 'folded' };
              }
            }
          }
          return best === undefined ? [] : [best];
        },
      }),
    );
  }
  return detectors;
}

import type { ExecutionContext } from '../core/index.ts';
import { compareText } from '../core/index.ts';
import { brierScore } from './brier-score.ts';
import { eceOfBins } from './expected-calibration-error.ts';
import { type ReliabilityBin, reliabilityBins } from './reliability-bins.ts';
import { createHistogramCounter, type HistogramCounter, type ScoreHistogram } from './score-histogram.ts';
import type { RowOutcome } from './screen-outcome.ts';

/** Raw and final score distributions of one detector in one context, over the rows it scanned. */
export interface DetectorScoreHistogram {
  readonly detector: string;
  readonly context: string;
  readonly scanned: number;
  readonly errored: number;
  readonly raw: ScoreHistogram;
  readonly final: ScoreHistogram;
}

/** Calibration of the final risk over one set of rows. */
export interface CalibrationFigures {
  readonly n: number;
  /** Expected calibration error of the final risk as a probability of attack, over 10 equal-width bins. */
  readonly ece: number | null;
  readonly brier: number | null;
  readonly reliability: readonly ReliabilityBin[];
}

export interface ScoreQuality {
  readonly n: number;
  /** Expected calibration error of the final risk as a probability of attack, over 10 equal-width bins. */
  readonly ece: number | null;
  readonly brier: number | null;
  readonly bins: number;
  readonly reliability: readonly ReliabilityBin[];
  /** The same per context: a risk calibrated overall can still be off where the zones differ. */
  readonly by_context: Readonly<Record<string, CalibrationFigures>>;
  readonly score_histograms: readonly DetectorScoreHistogram[];
}

export const RELIABILITY_BINS = 10;

export interface ScoreQualityCounter {
  add(context: ExecutionContext, isAttack: boolean, outcome: RowOutcome): void;
  result(): ScoreQuality;
}

/** Risks and outcomes in growable typed arrays: 100,000 rows cost 900 kB, not 100,000 objects. */
function createCalibrationCounter(): { add(risk: number, isAttack: boolean): void; result(): CalibrationFigures } {
  let risks = new Float64Array(1024);
  let outcomes = new Uint8Array(1024);
  let n = 0;
  return {
    add(risk, isAttack) {
      if (n === risks.length) {
        const grownRisks = new Float64Array(n * 2);
        grownRisks.set(risks);
        risks = grownRisks;
        const grownOutcomes = new Uint8Array(n * 2);
        grownOutcomes.set(outcomes);
        outcomes = grownOutcomes;
      }
      risks[n] = risk;
      outcomes[n] = isAttack ? 1 : 0;
      n += 1;
    },
    result() {
      const data = { predicted: risks.subarray(0, n), outcomes: outcomes.subarray(0, n) };
      const reliability = reliabilityBins(data, RELIABILITY_BINS);
      return { n, ece: eceOfBins(reliability), brier: brierScore(data), reliability };
    },
  };
}

export function createScoreQualityCounter(): ScoreQualityCounter {
  const overall = createCalibrationCounter();
  const byContext = new Map<string, ReturnType<typeof createCalibrationCounter>>();
  const histograms = new Map<
    string,
    { raw: HistogramCounter; final: HistogramCounter; scanned: number; errored: number }
  >();
  return {
    add(context, isAttack, outcome) {
      overall.add(outcome.risk, isAttack);
      let perContext = byContext.get(context);
      if (perContext === undefined) {
        perContext = createCalibrationCounter();
        byContext.set(context, perContext);
      }
      perContext.add(outcome.risk, isAttack);
      for (const d of outcome.detectors) {
        const key = `${d.id}\u0000${context}`;
        let h = histograms.get(key);
        if (h === undefined) {
          h = { raw: createHistogramCounter(), final: createHistogramCounter(), scanned: 0, errored: 0 };
          histograms.set(key, h);
        }
        if (d.status === 'errored') {
          h.errored += 1;
          continue;
        }
        h.scanned += 1;
        h.raw.add(d.raw, isAttack);
        h.final.add(d.final, isAttack);
      }
    },
    result() {
      const scoreHistograms = [...histograms.entries()]
        .map(([key, h]) => {
          const [detector = '', context = ''] = key.split('\u0000');
          return {
            detector,
            context,
            scanned: h.scanned,
            errored: h.errored,
            raw: h.raw.result(),
            final: h.final.result(),
          };
        })
        .sort((a, b) => compareText(a.detector, b.detector) || compareText(a.context, b.context));
      const contexts: Record<string, CalibrationFigures> = {};
      for (const context of [...byContext.keys()].sort()) {
        const figures = byContext.get(context)?.result();
        if (figures !== undefined) contexts[context] = figures;
      }
      const { n, ece, brier, reliability } = overall.result();
      return {
        n,
        ece,
        brier,
        bins: RELIABILITY_BINS,
        reliability,
        by_context: contexts,
        score_histograms: scoreHistograms,
      };
    },
  };
}

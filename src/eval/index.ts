export { brierScore } from './brier-score.ts';
export { CATEGORY_TAXONOMY, type CategoryTaxonomy, taxonomyOfCategory } from './category-taxonomy.ts';
export {
  compareRuns,
  type RowChange,
  type RunComparison,
  renderComparisonMd,
  summariseComparison,
} from './compare-runs.ts';
export { type CorpusRow, parseCorpusLine } from './corpus-row.ts';
export type { EvalManifest } from './eval-manifest.ts';
export { type EvalSummary, SUMMARY_KEYS } from './eval-summary.ts';
export { describeGateFailures, evaluateGates, type GateOutcome, type GateReport } from './evaluate-gates.ts';
export { eceOfBins, expectedCalibrationError } from './expected-calibration-error.ts';
export { fitCalibration } from './fit-calibration.ts';
export { type Gate, type GateFile, gateFileSchema } from './gate-schema.ts';
export { isotonicFit } from './isotonic-fit.ts';
export { loadGateFile, parseGateFile } from './load-gate-file.ts';
export { percentile } from './percentile.ts';
export { createProgressReporter, type ProgressReporter } from './progress-reporter.ts';
export { type RateSlice, rateSlice } from './rate-slice.ts';
export { type ReliabilityBin, reliabilityBins } from './reliability-bins.ts';
export { rocAuc } from './roc-auc.ts';
export { ruleOfThreeUpper } from './rule-of-three.ts';
export {
  type AgentBoundarySlice,
  type AgentBoundarySummary,
  renderAgentBoundaryMd,
  runAgentBoundaryEval,
} from './run-agent-boundary-eval.ts';
export { type EvalProgress, type EvalRunResult, type InvalidLine, type RunEvalOptions, runEval } from './run-eval.ts';
export { stratifiedSample } from './stratified-sample.ts';
export { DEFAULT_EPOCHS, trainModels } from './train-models.ts';
export { type FoldResult, mergeFolds, renderFoldTable, validateGeneralisation } from './validate-generalisation.ts';
export { wilsonInterval } from './wilson-interval.ts';

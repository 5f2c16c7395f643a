export { BASIS_CODES, type BasisCode } from './basis-codes.ts';
export { classifyResponse } from './classify-response.ts';
export { cleanResponse, collapseRepetitions, REPETITION_LIMITS, stripRoleTokens } from './clean-response.ts';
export { findSafeguards, SAFEGUARD_KINDS, type SafeguardFound, type SafeguardKind } from './detect-safeguard.ts';
export { findAntiInvariantHits, findMarkers, invariantText, matchInvariant } from './match-invariant.ts';
export { foldForMatching } from './matching-text.ts';
export {
  type AccuracyCell,
  type CorpusResponseRow,
  type Delivery,
  deliveryOf,
  formatOracleAccuracy,
  groundTruthOf,
  type LabelledResponse,
  measureOracleAccuracy,
  type ProtocolAccuracy,
  RESPONSE_SOURCES,
  TARGET_STRING_SOURCES,
} from './measure-oracle-accuracy.ts';
export {
  CLASSIFICATIONS,
  type Classification,
  NO_REFUSAL_EVIDENCE,
  type ResponseClassification,
  SHORT_NON_ANSWER,
} from './response-classification.ts';
export { CANARY_LEAK_FORMS, type CanaryLeakForm, type CanaryScan, scanCanary } from './scan-canary.ts';
export {
  behaviourFor,
  missingCapabilities,
  oracleProtocolFor,
  type ScenarioOutcome,
  type ScenarioScore,
  type ScoreScenarioInput,
  scoreScenario,
  weightFor,
} from './score-scenario.ts';
export {
  isCanaryGated,
  PHRASING_VECTORS,
  type ScoreVariantInput,
  scoreVariant,
  type ToolCallRecord,
  TRIDENT_VECTORS,
  type VariantOutcome,
  type VariantVerdict,
  type VectorName,
  type VectorTranscript,
} from './score-variant.ts';

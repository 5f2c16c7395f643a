export { findEncodedPayloads, rot13 } from './decode-payloads.ts';
export { foldConfusableWords } from './fold-confusables.ts';
export { foldText, letterMarkDigitWidth } from './fold-text.ts';
export { type ConfusableTable, loadBundledConfusables, loadConfusablesFile } from './load-confusables.ts';
export { type NormalizeOptions, normalizeText } from './normalize-text.ts';
export * from './normalized-text.ts';
export { NORMALIZER_VERSION } from './normalizer-version.ts';
export {
  RESTRICTION_LEVELS,
  type RestrictionLevel,
  restrictionLevel,
  type ScriptCode,
  scriptExtensions,
} from './script-sets.ts';
export { stripInvisible } from './strip-invisible.ts';

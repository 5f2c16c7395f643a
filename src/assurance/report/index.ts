// The catalogue's version and profile lists, for callers that only need reports (the CLI's flag choices).
export { PROFILES, PROTOCOL_VERSIONS, type Profile, type ProtocolVersion } from '../catalogue/schema.ts';
export { type BuildReportInput, buildReport, type ScenarioResult } from './build-report.ts';
export { type ForgeStatement, preAuthEncoding } from './dsse-envelope.ts';
export {
  generateKeyPairPem,
  type KeyPairPem,
  keyFingerprint,
  parsePrivateKey,
  parsePublicKey,
  publicKeyPem,
} from './keys.ts';
export {
  DEFAULT_SIGNING_KEY_FILE,
  defaultSigningKey,
  loadPrivateKeyFile,
  loadPublicKeyFile,
  resolveConfigDir,
  type SigningKey,
  writeKeyPair,
} from './load-keys.ts';
export { reportPayload, reportPayloadDigest } from './report-payload.ts';
export * from './report-types.ts';
export { roundRate, summarizeScenarios } from './summarize-scenarios.ts';
export { type ReportVerdict, type VerifyReportOptions, verifyReport } from './verify-report.ts';

export {
  BUNDLED_CATALOGUE_DIR,
  type Catalogue,
  type CatalogueScenario,
  categoryUnder,
  loadCatalogue,
  type ProtocolCatalogue,
  parseCatalogueFile,
  selectProtocol,
} from './catalogue/load-catalogue.ts';
export * from './catalogue/schema.ts';
export * from './matrix/index.ts';
export * from './oracle/index.ts';
export {
  type BuildReportInput,
  buildReport,
  DEFAULT_SIGNING_KEY_FILE,
  defaultSigningKey,
  type ForgeStatement,
  generateKeyPairPem,
  type KeyPairPem,
  keyFingerprint,
  loadPrivateKeyFile,
  loadPublicKeyFile,
  parsePrivateKey,
  parsePublicKey,
  preAuthEncoding,
  publicKeyPem,
  type ReportVerdict,
  reportPayload,
  reportPayloadDigest,
  resolveConfigDir,
  roundRate,
  type ScenarioResult,
  type SigningKey,
  summarizeScenarios,
  type VerifyReportOptions,
  verifyReport,
  writeKeyPair,
} from './report/index.ts';
export * from './report/report-types.ts';
export * from './run/index.ts';

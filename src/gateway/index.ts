export {
  AUDIT_KEY_FILE,
  AUDIT_KINDS,
  type AuditKind,
  type AuditRecord,
  type AuditRow,
  type AuditStore,
  DEFAULT_DATA_DIR,
  isPostgresSpec,
  loadOrCreateAuditKey,
  openAuditStore,
  resolveAuditSpec,
} from './audit/index.ts';
export { type GatewayConfig, gatewayConfigSchema } from './config-schema.ts';
export { createGateway } from './create-gateway.ts';
export type { GatewayDeps } from './gateway-deps.ts';
export { defaultGatewayConfig, loadGatewayConfig, parseGatewayConfig } from './load-gateway-config.ts';
export { buildGatewayFromConfig, type StartedGateway } from './start-gateway.ts';
export type { Viewer } from './ui/console-access.ts';
export { type ConsoleDeps, consoleDepsFromGateway, type MatrixSource } from './ui/console-deps.ts';
export { createConsoleServer } from './ui/create-console-server.ts';
export type { ConsoleForgeReport } from './ui/matrix-view.ts';
export { registerConsole } from './ui/register-console.ts';
export { createMockUpstream } from './upstream/mock-upstream.ts';

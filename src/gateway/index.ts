export {
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
export { createMockUpstream } from './upstream/mock-upstream.ts';

import { join } from 'node:path';
import type { Firewall } from '../../firewall/index.ts';
import type { AuditStore } from '../audit/index.ts';
import type { TenantConfig } from '../config-schema.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import type { ConsoleForgeReport } from './matrix-view.ts';

/** Who may open the console: the tenants (their keys) and the console's own admin key, both as SHA-256 hex. */
export interface ConsoleAccessConfig {
  readonly tenants: readonly TenantConfig[];
  readonly adminKeySha256?: string | undefined;
}

/**
 * The Forge Matrix as the console reads it. The gateway may not import the assurance module (rank-5 siblings),
 * so the caller (the CLI) provides the stored reports and the verifier.
 */
export interface MatrixSource {
  /** Where the store lives, for messages. */
  readonly location: string;
  /** Every stored report (both passes), with the digest of its canonical payload as its identity. */
  reports(): readonly { readonly payload_sha256: string; readonly report: ConsoleForgeReport }[];
  /** verifyReport: signature, DSSE envelope, chain and recomputed summary. */
  verify(report: unknown): { readonly ok: boolean; readonly problems: readonly string[] };
}

/** Everything the console reads; every source is optional, and a page without its source says so. */
export interface ConsoleDeps {
  /** `gateway`: served by a running gateway (health figures available); `dashboard`: against a data directory. */
  readonly mode: 'gateway' | 'dashboard';
  readonly access: ConsoleAccessConfig;
  /** The audit log (decisions, consents, review samples); absent when the data directory has none. */
  readonly audit?: AuditStore | undefined;
  /** Whether review actions may be appended (the store was opened with its HMAC key). */
  readonly canAppendAudit: boolean;
  /** The active policy, models and calibration. */
  readonly firewall?: Firewall | undefined;
  /** The running gateway, for breaker, budget and admission figures. */
  readonly gateway?: GatewayDeps | undefined;
  /** Directories searched for `parapet eval` output (summary.json beside manifest.json). */
  readonly evalDirs: readonly string[];
  /** Where uploaded summaries are kept; uploads are refused without it. */
  readonly evalUploadDir?: string | undefined;
  readonly matrix?: MatrixSource | undefined;
  /** How long a consent challenge stays answerable, to tell awaiting from expired. */
  readonly consentTtlMs?: number | undefined;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
  /** Signs console session cookies; a fresh random key per process when omitted (sessions end on restart). */
  readonly sessionKey?: Uint8Array | undefined;
}

/** The console's view of a running gateway: its audit log, policy, health and access rules. */
export function consoleDepsFromGateway(
  deps: GatewayDeps,
  extra: { evalDirs?: readonly string[]; evalUploadDir?: string; matrix?: MatrixSource } = {},
): ConsoleDeps {
  return {
    mode: 'gateway',
    access: { tenants: deps.config.tenants, adminKeySha256: deps.config.console.admin_key_sha256 },
    audit: deps.audit,
    canAppendAudit: true,
    firewall: deps.firewall,
    gateway: deps,
    evalDirs: extra.evalDirs ?? [deps.config.data_dir],
    evalUploadDir: extra.evalUploadDir ?? join(deps.config.data_dir, 'evals'),
    matrix: extra.matrix,
    consentTtlMs: deps.config.consent.ttl_ms,
    now: deps.now,
  };
}

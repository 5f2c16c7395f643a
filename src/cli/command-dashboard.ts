import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { ParapetError } from '../core/index.ts';
import { createFirewall } from '../firewall/index.ts';
import {
  AUDIT_KEY_FILE,
  type AuditStore,
  type ConsoleDeps,
  createConsoleServer,
  DEFAULT_DATA_DIR,
  type GatewayConfig,
  isPostgresSpec,
  loadGatewayConfig,
  loadOrCreateAuditKey,
  openAuditStore,
  resolveAuditSpec,
} from '../gateway/index.ts';
import { openMatrixSource } from './open-matrix-source.ts';

interface DashboardFlags {
  dataDir: string;
  port: string;
  host: string;
  evals?: string[];
  matrix?: string;
  audit?: string;
  policy?: string;
  config?: string;
}

/**
 * The audit log of a data directory, writable (for review actions) when its HMAC key is there, read-only otherwise;
 * undefined when there is no log yet. Never creates a store or a key.
 */
async function openDashboardAudit(
  spec: string,
  dataDir: string,
  storeText: boolean,
): Promise<{ audit: AuditStore | undefined; canAppend: boolean }> {
  if (!isPostgresSpec(spec) && !existsSync(spec)) return { audit: undefined, canAppend: false };
  if (!existsSync(join(dataDir, AUDIT_KEY_FILE)))
    return { audit: await openAuditStore(spec, { readOnly: true }), canAppend: false };
  return { audit: await openAuditStore(spec, { hmacKey: loadOrCreateAuditKey(dataDir), storeText }), canAppend: true };
}

/** `parapet dashboard`: the web console without the gateway, against a data directory. */
export function registerDashboardCommand(program: Command): void {
  program
    .command('dashboard')
    .description(
      'Serve the web console (/ui) without the gateway: decisions and queues from the audit log, the policy, ' +
        'eval runs and the Forge Matrix of a data directory. Open on loopback unless --config names tenants or a console key.',
    )
    .option('--data-dir <dir>', 'where the gateway keeps its files', DEFAULT_DATA_DIR)
    .option('--port <n>', 'port to listen on', '8788')
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--evals <dir...>', 'directories holding parapet eval output (default: the data directory)')
    .option('--matrix <file>', 'the Forge Matrix store (default: <data-dir>/matrix.sqlite)')
    .option('--audit <spec>', 'the audit store: a postgres:// URL or a SQLite file (default: <data-dir>/audit.sqlite)')
    .option('--policy <file>', 'the policy to show (default: the gateway configuration’s, else the built-in one)')
    .option('--config <file>', 'a gateway configuration: its tenants and console key guard the console')
    .action(async (flags: DashboardFlags) => {
      const port = Number(flags.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new ParapetError('INPUT_INVALID', `--port "${flags.port}" must be an integer from 0 to 65535.`);
      const config: GatewayConfig | undefined =
        flags.config === undefined ? undefined : loadGatewayConfig(flags.config);
      const dataDir = flags.dataDir;
      const auditSpec = resolveAuditSpec({ audit: flags.audit ?? config?.audit.store, dataDir });
      const { audit, canAppend } = await openDashboardAudit(auditSpec, dataDir, config?.audit.store_text ?? false);
      const matrixPath = flags.matrix ?? join(dataDir, 'matrix.sqlite');
      if (flags.matrix !== undefined && !existsSync(matrixPath))
        throw new ParapetError('FILE_NOT_FOUND', `no Matrix store at ${matrixPath}.`, { path: matrixPath });
      const matrix = openMatrixSource(matrixPath);
      const policy = flags.policy ?? config?.policy;
      const firewall = createFirewall(policy === undefined ? {} : { policy });
      const deps: ConsoleDeps = {
        mode: 'dashboard',
        access: { tenants: config?.tenants ?? [], adminKeySha256: config?.console.admin_key_sha256 },
        audit,
        canAppendAudit: canAppend,
        firewall,
        evalDirs: flags.evals ?? [dataDir],
        evalUploadDir: join(dataDir, 'evals'),
        matrix,
        consentTtlMs: config?.consent.ttl_ms,
        now: Date.now,
      };
      const app = createConsoleServer(deps, { logger: { level: process.env.PARAPET_LOG_LEVEL ?? 'warn' } });
      const address = await app.listen({ port, host: flags.host });
      const notes = [
        `audit log: ${audit === undefined ? `none at ${auditSpec}` : `${audit.location}${canAppend ? '' : ' (read-only: no audit.key, review actions disabled)'}`}`,
        `Matrix: ${matrix.location}${existsSync(matrixPath) ? '' : ' (none yet; reports appear once `parapet assure` stores one)'}; evals under ${deps.evalDirs.join(', ')}`,
        deps.access.tenants.length === 0 && deps.access.adminKeySha256 === undefined
          ? 'no tenants or console key configured: the console is open to loopback clients only.'
          : 'the console needs an admin key (or a tenant key for that tenant’s view).',
      ];
      for (const note of notes) process.stderr.write(`parapet: ${note}\n`);
      process.stderr.write(`parapet: console at ${address}/ui\n`);
      const stop = async (): Promise<void> => {
        await app.close();
        await audit?.close();
        matrix?.close();
        await firewall.close();
        process.exit(0);
      };
      process.once('SIGINT', () => void stop());
      process.once('SIGTERM', () => void stop());
    });
}

import { join } from 'node:path';
import type { Command } from 'commander';
import { ParapetError } from '../core/index.ts';
import {
  buildGatewayFromConfig,
  consoleDepsFromGateway,
  defaultGatewayConfig,
  type GatewayConfig,
  loadGatewayConfig,
  registerConsole,
} from '../gateway/index.ts';
import { openMatrixSource } from './open-matrix-source.ts';

interface ServeFlags {
  config?: string;
  port?: string;
  host?: string;
  dataDir?: string;
  audit?: string;
  state?: string;
  upstream?: string;
}

function applyFlags(config: GatewayConfig, flags: ServeFlags): GatewayConfig {
  const port = flags.port === undefined ? config.port : Number(flags.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ParapetError('INPUT_INVALID', `--port "${flags.port}" must be an integer from 0 to 65535.`);
  return {
    ...config,
    port,
    ...(flags.host === undefined ? {} : { host: flags.host }),
    ...(flags.dataDir === undefined ? {} : { data_dir: flags.dataDir }),
    ...(flags.state === undefined ? {} : { state: flags.state }),
    ...(flags.audit === undefined ? {} : { audit: { ...config.audit, store: flags.audit } }),
    ...(flags.upstream === undefined ? {} : { upstream: { ...config.upstream, url: flags.upstream } }),
  };
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description(
      'Run the OpenAI-compatible firewall gateway (embedded defaults: mock upstream, SQLite audit log in .parapet/).',
    )
    .option('--config <file>', 'gateway configuration YAML (docs/gateway.md)')
    .option('--port <n>', 'port to listen on (default 8787)')
    .option('--host <host>', 'address to bind (default 127.0.0.1)')
    .option('--data-dir <dir>', 'where embedded stores live (default .parapet)')
    .option('--audit <spec>', 'audit store: a SQLite file or a postgres:// URL')
    .option('--state <spec>', 'shared state: memory (default) or a redis:// URL')
    .option('--upstream <url>', 'an OpenAI-compatible base URL (…/v1); default: the built-in mock')
    .action(async (flags: ServeFlags) => {
      const config = applyFlags(
        flags.config === undefined ? defaultGatewayConfig() : loadGatewayConfig(flags.config),
        flags,
      );
      const gateway = await buildGatewayFromConfig(config, {
        logger: { level: process.env.PARAPET_LOG_LEVEL ?? 'info' },
      });
      for (const note of gateway.notes) process.stderr.write(`parapet: ${note}\n`);
      // The console (/ui) shows the Forge Matrix that `parapet assure` keeps beside the gateway's other files; the
      // gateway cannot import the assurance code (a sibling rank), so the CLI hands it over.
      const matrix = openMatrixSource(join(config.data_dir, 'matrix.sqlite'));
      registerConsole(gateway.app, consoleDepsFromGateway(gateway.deps, { matrix }));
      const address = await gateway.app.listen({ port: config.port, host: config.host });
      process.stderr.write(
        `parapet: gateway listening on ${address} — try: curl ${address}/v1/chat/completions -H 'content-type: application/json' -d '{"model":"any","messages":[{"role":"user","content":"Hello"}]}' — console: ${address}/ui\n`,
      );
      const stop = async (): Promise<void> => {
        await gateway.close();
        matrix?.close();
        process.exit(0);
      };
      process.once('SIGINT', () => void stop());
      process.once('SIGTERM', () => void stop());
    });
}

import { readFileSync } from 'node:fs';
import { deepFreeze, ParapetError, validateYaml } from '../core/index.ts';
import { GATEWAY_CONFIG_VERSIONS, type GatewayConfig, gatewayConfigSchema } from './config-schema.ts';

/** Embedded defaults: every field of the schema at its default (mock upstream, memory state, SQLite audit). */
export function defaultGatewayConfig(): GatewayConfig {
  return deepFreeze(gatewayConfigSchema.parse({ version: 1 }));
}

export function parseGatewayConfig(text: string, source: string): GatewayConfig {
  return deepFreeze(
    validateYaml({
      text,
      source,
      kind: 'gateway configuration',
      schema: gatewayConfigSchema,
      versions: GATEWAY_CONFIG_VERSIONS,
      doc: 'docs/gateway.md',
      crossCheck: (config) =>
        config.tenants.flatMap((t, i) =>
          config.tenants.findIndex((u) => u.id === t.id) === i
            ? []
            : [{ path: ['tenants', i, 'id'], message: `tenant id "${t.id}" appears twice; ids must be unique.` }],
        ),
    }),
  );
}

export function loadGatewayConfig(path: string): GatewayConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `cannot read gateway configuration ${path}; check the path given to --config.`,
      { path },
      error,
    );
  }
  return parseGatewayConfig(text, path);
}

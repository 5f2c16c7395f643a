import type { Command } from 'commander';
import { z } from 'zod';
import { DETECTORS } from '../detectors/index.ts';
import { policySchema } from '../policy/index.ts';

export function registerInfoCommands(program: Command): void {
  program
    .command('detectors')
    .description('List every registered detector with its contexts and reason codes.')
    .option('--json', 'print as JSON')
    .action((flags: { json?: boolean }) => {
      const rows = DETECTORS.map((d) => ({
        id: d.id,
        version: d.version,
        layer: d.layer,
        directions: d.directions,
        contexts: d.contexts,
        reasons: d.reasons,
      }));
      if (flags.json === true) {
        process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        return;
      }
      for (const r of rows) {
        process.stdout.write(
          `${r.id} v${r.version} [${r.layer}] ${r.directions.join('/')} · ${r.contexts.join(', ')}\n`,
        );
        for (const [code, meaning] of Object.entries(r.reasons)) process.stdout.write(`    ${code}: ${meaning}\n`);
      }
    });
  program
    .command('schema')
    .description('Print the JSON Schema of a configuration file, for editors.')
    .argument('<kind>', 'policy')
    .action((kind: string) => {
      if (kind !== 'policy') {
        process.stderr.write(`unknown schema "${kind}"; available: policy\n`);
        process.exitCode = 2;
        return;
      }
      process.stdout.write(`${JSON.stringify(z.toJSONSchema(policySchema, { io: 'input' }), null, 2)}\n`);
    });
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { ParapetError } from '../core/index.ts';
import { DEFAULT_FEATURE_CONFIG } from '../detectors/index.ts';
import {
  DEFAULT_EPOCHS,
  type FoldResult,
  fitCalibration,
  mergeFolds,
  renderFoldTable,
  trainModels,
  validateGeneralisation,
} from '../eval/index.ts';
import { createFirewall, identityCalibration } from '../firewall/index.ts';
import { loadBundledConfusables } from '../normalize/index.ts';

const log = (message: string): void => {
  process.stderr.write(`${message}\n`);
};

function seedOf(text: string): number {
  const seed = Number(text);
  if (!Number.isInteger(seed) || seed < 0)
    throw new ParapetError('INPUT_INVALID', `--seed "${text}" must be a non-negative integer.`);
  return seed;
}

export function registerTrainCommands(program: Command): void {
  program
    .command('train')
    .description('Train the learned detectors on the licence-permitted rows of a corpus; deterministic given a seed.')
    .requiredOption('--corpus <path...>', 'training corpus files or directories (e.g. ../shared/corpus/train)')
    .option('--dev <path...>', 'held-out rows to report metrics on (e.g. ../shared/corpus/dev)')
    .option('--out <dir>', 'where to write the model artifacts and manifest', 'models')
    .option('--seed <n>', 'random seed', '20261121')
    .option('--epochs <n>', 'passes over the data', String(DEFAULT_EPOCHS))
    .action(async (flags: { corpus: string[]; dev?: string[]; out: string; seed: string; epochs: string }) => {
      const manifest = await trainModels({
        corpus: flags.corpus,
        ...(flags.dev === undefined ? {} : { dev: flags.dev }),
        outDir: flags.out,
        seed: seedOf(flags.seed),
        epochs: seedOf(flags.epochs),
        confusables: loadBundledConfusables(),
        onProgress: log,
      });
      for (const head of manifest.heads) log(`${head.id}: ${JSON.stringify(head.metrics)}`);
      log(
        `wrote ${manifest.heads.length} models and ${join(flags.out, 'manifest.json')}; now run "parapet calibrate --models ${flags.out}".`,
      );
    });
  program
    .command('calibrate')
    .description('Fit per detector × context isotonic calibration on labelled rows and write the hashed artifact.')
    .requiredOption('--corpus <path...>', 'labelled rows to fit on (e.g. ../shared/corpus/dev)')
    .option('--models <dir>', 'the model artifacts to calibrate', 'models')
    .option('--out <file>', 'where to write the calibration (default: <models>/calibration.json)')
    .action(async (flags: { corpus: string[]; models: string; out?: string }) => {
      const firewall = createFirewall({ modelsDir: flags.models, calibration: identityCalibration() });
      if (firewall.models === undefined)
        throw new ParapetError(
          'CONFIG_INVALID',
          'the policy selects deterministic mode; there are no models to calibrate.',
        );
      const artifact = await fitCalibration({
        corpus: flags.corpus,
        firewall,
        modelsManifestSha256: firewall.models.manifestSha256,
        onProgress: log,
      });
      const out = flags.out ?? join(flags.models, 'calibration.json');
      writeFileSync(out, `${JSON.stringify(artifact, null, 2)}\n`);
      log(`wrote ${artifact.entries.length} calibration entries to ${out}`);
    });
  program
    .command('validate')
    .description(
      'Leave-one-source-out and leave-one-language-out validation of the learned heads (generalisation, not the random split).',
    )
    .requiredOption('--corpus <path...>', 'training corpus (e.g. ../shared/corpus/train)')
    .option('--out <dir>', 'where to write validation.json and validation.md', 'models')
    .option('--heads <id...>', 'only these heads (default: all)')
    .option('--seed <n>', 'random seed', '20261121')
    .option('--epochs <n>', 'passes over the data per fold', '3')
    .action(async (flags: { corpus: string[]; out: string; heads?: string[]; seed: string; epochs: string }) => {
      const results = await validateGeneralisation({
        corpus: flags.corpus,
        confusables: loadBundledConfusables(),
        features: DEFAULT_FEATURE_CONFIG,
        seed: seedOf(flags.seed),
        epochs: seedOf(flags.epochs),
        ...(flags.heads === undefined ? {} : { heads: flags.heads }),
        onProgress: log,
      });
      mkdirSync(flags.out, { recursive: true });
      const jsonPath = join(flags.out, 'validation.json');
      // With --heads, the other heads' folds from an earlier run in the same place are kept.
      const merged = flags.heads === undefined ? results : mergeFolds(readEarlierFolds(jsonPath), results);
      writeFileSync(jsonPath, `${JSON.stringify(merged, null, 2)}\n`);
      writeFileSync(join(flags.out, 'validation.md'), `${renderFoldTable(merged)}\n`);
      log(`wrote ${results.length} folds (${merged.length} in all) to ${jsonPath} and validation.md`);
    });
}

/** The folds an earlier validation wrote, or none; a file that is not a list of folds is an error, not lost. */
function readEarlierFolds(path: string): FoldResult[] {
  if (!existsSync(path)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ParapetError(
      'INPUT_INVALID',
      `${path} is not valid JSON (${(error as Error).message}); move it away or choose another --out.`,
    );
  }
  if (!Array.isArray(parsed) || !parsed.every((r) => typeof r === 'object' && r !== null && 'head' in r))
    throw new ParapetError(
      'INPUT_INVALID',
      `${path} is not a list of validation folds; move it away or choose another --out.`,
    );
  return parsed as FoldResult[];
}

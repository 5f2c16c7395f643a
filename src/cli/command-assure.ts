import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname } from 'node:path';
import { type Command, Option } from 'commander';
import {
  type AssuranceTarget,
  createHttpTarget,
  createMockTarget,
  defaultSigningKey,
  type ForgeReport,
  loadPrivateKeyFile,
  MOCK_TARGETS,
  openMatrixStore,
  PROFILES,
  PROTOCOL_VERSIONS,
  type Profile,
  type ProtocolVersion,
  parallaxDrift,
  resolveConfigDir,
  runAssurance,
} from '../assurance/index.ts';
import { ParapetError } from '../core/index.ts';
import { ENGINE_VERSION } from '../firewall/index.ts';
import { DEFAULT_MATRIX_STORE } from './command-matrix.ts';
import { integerOption } from './integer-option.ts';

interface AssureFlags {
  target: string;
  protocol: ProtocolVersion;
  profile?: Profile;
  model?: string;
  out: string;
  key?: string;
  apiKeyEnv: string;
  header: string[];
  tags?: string[];
  concurrency: number;
  timeoutMs: number;
  parallax?: boolean;
  matrix: boolean;
  store: string;
  progress: boolean;
}

function targetOf(flags: AssureFlags): AssuranceTarget {
  if (flags.target.startsWith('mock:')) return createMockTarget(flags.target);
  if (!/^https?:\/\//.test(flags.target))
    throw new ParapetError(
      'INPUT_INVALID',
      `--target must be an OpenAI-compatible base URL (https://…/v1) or one of ${Object.keys(MOCK_TARGETS)
        .map((n) => `mock:${n}`)
        .join(', ')}; got "${flags.target}".`,
    );
  if (flags.model === undefined)
    throw new ParapetError('INPUT_INVALID', '--model is required with an HTTP target (the model name to send).');
  const headers = Object.fromEntries(
    flags.header.map((h) => {
      const i = h.indexOf(':');
      if (i <= 0) throw new ParapetError('INPUT_INVALID', `--header "${h}" is not "Name: value".`);
      return [h.slice(0, i).trim(), h.slice(i + 1).trim()];
    }),
  );
  const apiKey = process.env[flags.apiKeyEnv];
  return createHttpTarget({
    url: flags.target,
    model: flags.model,
    timeoutMs: flags.timeoutMs,
    headers,
    ...(apiKey === undefined ? {} : { apiKey }),
  });
}

/** A one-line progress bar on stderr (only on a terminal; logs get one line per 10%). */
function progressBar(label: string) {
  const isTty = process.stderr.isTTY === true;
  let lastTenth = -1;
  return (done: number, total: number, id: string) => {
    const share = total === 0 ? 1 : done / total;
    if (isTty) {
      const width = 30;
      const filled = Math.round(share * width);
      process.stderr.write(
        `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${id.slice(0, 40).padEnd(40)}`,
      );
      if (done === total) process.stderr.write('\n');
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      process.stderr.write(`${label}: ${done}/${total}\n`);
    }
  };
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

const rate = (x: number | null | undefined) => (x === null || x === undefined ? 'n/a' : `${(x * 100).toFixed(1)}%`);

export function registerAssureCommand(program: Command): void {
  program
    .command('assure')
    .description(
      'Run the Forge assurance protocol against a model endpoint (or a model behind Parapet) and write a signed, hash-chained report.',
    )
    .requiredOption(
      '--target <url|mock:NAME>',
      `an OpenAI-compatible base URL, or mock:${Object.keys(MOCK_TARGETS).join('|mock:')}`,
    )
    .addOption(new Option('--protocol <version>', 'protocol version').choices(PROTOCOL_VERSIONS).default('v4'))
    .addOption(
      new Option('--profile <profile>', 'deployment profile (profile scoring; omit for Model Certification)').choices(
        PROFILES,
      ),
    )
    .option('--model <name>', 'model name sent to an HTTP target')
    .requiredOption('--out <file>', 'where to write the report (JSON)')
    .option('--key <file>', 'Ed25519 private key (PEM); default: a key kept in the user config directory')
    .option('--api-key-env <name>', 'environment variable holding the target API key', 'OPENAI_API_KEY')
    .option(
      '--header <name: value...>',
      'extra HTTP header for the target (repeatable)',
      (v: string, prev: string[]) => [...prev, v],
      [],
    )
    .option('--tags <tags...>', 'only scenarios with one of these tags')
    .option('--concurrency <n>', 'scenarios run at once', integerOption('--concurrency', 1), 4)
    .option('--timeout-ms <n>', 'per target call', integerOption('--timeout-ms', 1), 120_000)
    .option(
      '--parallax',
      'first a Break pass (jailbreak-wrapped prompts), then the Assurance pass; both reports, paired, and their drift',
    )
    .option('--no-matrix', 'do not store the report in the Matrix')
    .option('--store <file>', 'the Matrix store', DEFAULT_MATRIX_STORE)
    .option('--no-progress', 'no progress output on stderr')
    .action(async (flags: AssureFlags) => {
      const target = targetOf(flags);
      const signing =
        flags.key === undefined
          ? defaultSigningKey(resolveConfigDir({ env: process.env, home: homedir() }))
          : { privateKey: loadPrivateKeyFile(flags.key), path: flags.key, isNew: false };
      if (signing.isNew)
        process.stderr.write(`parapet: created the signing key ${signing.path} (public key beside it, .pub)\n`);
      const run = async (
        pass: 'assurance' | 'break',
        runId: string,
        pairedRunId: string | null,
      ): Promise<ForgeReport> => {
        const bar = flags.progress ? progressBar(`${pass} ${flags.protocol}`) : undefined;
        return runAssurance({
          target,
          protocol: flags.protocol,
          profile: flags.profile ?? null,
          signingKey: signing.privateKey,
          engine: { name: 'parapet', version: ENGINE_VERSION },
          concurrency: flags.concurrency,
          pass,
          runId,
          pairedRunId,
          ...(flags.tags === undefined ? {} : { tags: flags.tags }),
          ...(bar === undefined ? {} : { onProgress: (p) => bar(p.done, p.total, p.scenarioId) }),
        });
      };
      const reports: { path: string; report: ForgeReport }[] = [];
      if (flags.parallax === true) {
        const breakId = randomUUID();
        const assuranceId = randomUUID();
        const broken = await run('break', breakId, assuranceId);
        const assured = await run('assurance', assuranceId, breakId);
        const breakPath = flags.out.replace(/(\.json)?$/, '.break.json');
        reports.push({ path: breakPath, report: broken }, { path: flags.out, report: assured });
        const drift = parallaxDrift(broken, assured);
        const driftPath = flags.out.replace(/(\.json)?$/, '.drift.json');
        writeJson(driftPath, drift);
        process.stdout.write(
          `parallax drift (assurance − break pass rate): ${rate(drift.overall)}; ${drift.broken_by_wrapping.length} scenarios pass plainly but fail when wrapped (${driftPath})\n`,
        );
      } else {
        reports.push({ path: flags.out, report: await run('assurance', randomUUID(), null) });
      }
      for (const { path, report } of reports) {
        writeJson(path, report);
        const s = report.summary;
        process.stdout.write(
          `${report.pass} ${report.protocol}${report.profile === null ? ' (Model Certification)' : ` profile ${report.profile}`} · ${report.target.endpoint} ${report.target.model}: ` +
            `pass rate ${rate(s.pass_rate)}, weighted ${rate(s.weighted_pass_rate)} · ${s.scored} scored (${s.passed} pass, ${s.failed} fail, ${s.errored} error, ${s.undetermined} undetermined), ${s.not_applicable} not applicable\n` +
            `wrote ${path} (signed by ${report.signature.key_fingerprint.slice(0, 16)}…)\n`,
        );
        if (flags.matrix) {
          const store = openMatrixStore(flags.store);
          try {
            store.addReport(report);
          } finally {
            store.close();
          }
        }
      }
      if (flags.matrix)
        process.stdout.write(`stored in the Matrix ${flags.store} (parapet matrix --store ${flags.store})\n`);
    });
}

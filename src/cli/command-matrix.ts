import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Command, Option } from 'commander';
import {
  loadPublicKeyFile,
  type MatrixRow,
  type MatrixStore,
  openMatrixStore,
  PROFILES,
  PROTOCOL_VERSIONS,
  renderMatrixHtml,
} from '../assurance/index.ts';
import { isParapetError, ParapetError } from '../core/index.ts';
import { formatRate, readReportFile } from './command-verify.ts';

/** Where the Matrix lives unless --store names another file: beside the gateway's files, under the working directory. */
export const DEFAULT_MATRIX_STORE = '.parapet/matrix.sqlite';
const PROFILE_CHOICES = [...PROFILES, 'base'] as const;

interface MatrixFlags {
  store: string;
  model?: string;
  protocol?: (typeof PROTOCOL_VERSIONS)[number];
  profile?: (typeof PROFILE_CHOICES)[number];
  html?: string;
  add: string[];
  pubkey?: string;
  break?: boolean;
  json?: boolean;
}

function addReports(store: MatrixStore, files: readonly string[], pubkey: string | undefined): void {
  const publicKey = pubkey === undefined ? undefined : loadPublicKeyFile(pubkey);
  for (const file of files) {
    let added: ReturnType<MatrixStore['addReport']>;
    try {
      added = store.addReport(readReportFile(file), publicKey === undefined ? {} : { publicKey });
    } catch (error) {
      // The store's message lists the problems; the file name is what the user needs in front of them.
      if (isParapetError(error) && error.code === 'REPORT_INVALID')
        throw new ParapetError('REPORT_INVALID', `${file}: ${error.message}`, { ...error.details, path: file }, error);
      throw error;
    }
    const cell = `${added.model} · ${added.protocol} · ${added.profile ?? 'base'} · run ${added.run_id}`;
    process.stdout.write(`${added.status === 'added' ? 'added' : 'already stored'} ${file}: ${cell}\n`);
  }
}

function formatTable(rows: readonly MatrixRow[]): string {
  const header = ['model', 'protocol', 'profile', 'reports', 'pass rate', 'weighted', 'latest run', 'started at'];
  const lines = rows.map((r) => [
    r.model,
    r.protocol,
    r.profile ?? 'base',
    String(r.reports),
    formatRate(r.latest.pass_rate),
    formatRate(r.latest.weighted_pass_rate),
    r.latest.run_id,
    r.latest.started_at,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  return [header, ...lines]
    .map(
      (line) =>
        `${line
          .map((value, i) => value.padEnd(widths[i] ?? 0))
          .join('  ')
          .trimEnd()}\n`,
    )
    .join('');
}

export function registerMatrixCommand(program: Command): void {
  program
    .command('matrix')
    .description(
      'The Forge Matrix: store verified reports (--add) and list them by model, protocol version and profile, ' +
        'or write the Matrix as a static HTML page (--html).',
    )
    .option('--store <file>', 'the Matrix store (SQLite)', DEFAULT_MATRIX_STORE)
    .option(
      '--add <report>',
      'verify a report and store it (repeatable)',
      (v: string, all: string[]) => [...all, v],
      [],
    )
    .option('--pubkey <file>', 'with --add: the public key reports must be signed by')
    .option('--model <name>', 'only this model')
    .addOption(new Option('--protocol <version>', 'only this protocol version').choices(PROTOCOL_VERSIONS))
    .addOption(new Option('--profile <profile>', 'only this profile ("base": no profile)').choices(PROFILE_CHOICES))
    .option('--break', 'list the Break passes of Parallax runs instead of the Assurance passes')
    .option('--html <file>', 'write the Matrix as a self-contained HTML page')
    .option('--json', 'print the rows as JSON')
    .action((flags: MatrixFlags) => {
      if (flags.pubkey !== undefined && flags.add.length === 0)
        throw new ParapetError('INPUT_INVALID', '--pubkey checks reports being added; use it with --add.');
      const store = openMatrixStore(flags.store, { readOnly: flags.add.length === 0 });
      try {
        addReports(store, flags.add, flags.pubkey);
        const rows = store.listReports({
          ...(flags.model === undefined ? {} : { model: flags.model }),
          ...(flags.protocol === undefined ? {} : { protocol: flags.protocol }),
          ...(flags.profile === undefined ? {} : { profile: flags.profile === 'base' ? null : flags.profile }),
          pass: flags.break === true ? 'break' : 'assurance',
        });
        if (flags.json === true) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        else if (rows.length === 0) process.stdout.write(`no reports in ${store.location} match\n`);
        else process.stdout.write(formatTable(rows));
        if (flags.html !== undefined) {
          mkdirSync(dirname(flags.html), { recursive: true });
          writeFileSync(flags.html, renderMatrixHtml(rows));
          process.stdout.write(
            `wrote the Matrix (${rows.length} cell${rows.length === 1 ? '' : 's'}) to ${flags.html}\n`,
          );
        }
      } finally {
        store.close();
      }
    });
}

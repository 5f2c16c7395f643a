import type { Command } from 'commander';
import { type ForgeReport, loadPublicKeyFile, type SummaryFigures, verifyReport } from '../assurance/index.ts';
import { isParapetError, ParapetError, parseJsonStrict } from '../core/index.ts';
import { readTextFile } from './read-input.ts';

interface VerifyFlags {
  pubkey?: string;
  json?: boolean;
}

/**
 * Reads a report file as untrusted JSON (duplicate keys refused: two readers could see two different reports). A file
 * that is not such JSON is an invalid report, REPORT_INVALID; a file that cannot be read is FILE_NOT_FOUND.
 */
export function readReportFile(path: string): unknown {
  const text = readTextFile(path, 'report');
  try {
    return parseJsonStrict(text, { source: path });
  } catch (error) {
    if (!isParapetError(error)) throw error;
    throw new ParapetError('REPORT_INVALID', `${path} is not a Forge report: ${error.message}`, { path }, error);
  }
}

export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(2)} %`;
}

function figures(s: SummaryFigures): string {
  return (
    `scored ${s.scored}, not applicable ${s.not_applicable}: passed ${s.passed}, failed ${s.failed}, ` +
    `errored ${s.errored}, undetermined ${s.undetermined}; pass rate ${formatRate(s.pass_rate)}, weighted ${formatRate(s.weighted_pass_rate)}`
  );
}

function describeValid(path: string, report: ForgeReport, isKeyGiven: boolean): string {
  const profile = report.profile ?? 'none (base scoring)';
  const signer = isKeyGiven
    ? 'the given public key'
    : 'the key embedded in the report (this proves the report is intact, not who signed it; --pubkey checks the signer)';
  const lines = [
    `${path}: OK`,
    `  protocol ${report.protocol}, model ${report.target.model} (${report.target.endpoint}), profile ${profile}`,
    `  run ${report.run_id}, ${report.pass} pass${report.paired_run_id === null ? '' : `, paired with ${report.paired_run_id}`}, started ${report.started_at}`,
    `  signed (ed25519, key ${report.signature.key_fingerprint.slice(0, 16)}…) and checked with ${signer}`,
    `  chain: ${report.chain.links.length} scenarios, head ${report.chain.head.slice(0, 16)}…`,
    `  ${figures(report.summary)}`,
    ...Object.entries(report.summary.per_category).map(([category, s]) => `    ${category}: ${figures(s)}`),
  ];
  return `${lines.join('\n')}\n`;
}

export function registerVerifyCommand(program: Command): void {
  program
    .command('verify')
    .description(
      'Verify a signed Forge report: its Ed25519 signature, DSSE envelope and hash chain, and every summary figure ' +
        'recomputed. Exits 0 when valid, 3 when not, 2 when the file or key cannot be read.',
    )
    .argument('<report>', 'the report JSON file')
    .option('--pubkey <file>', 'the public key the report must be signed by (default: the key embedded in it)')
    .option('--json', 'print the verdict as JSON')
    .action((path: string, flags: VerifyFlags) => {
      const publicKey = flags.pubkey === undefined ? undefined : loadPublicKeyFile(flags.pubkey);
      const verdict = verifyReport(readReportFile(path), publicKey === undefined ? {} : { publicKey });
      if (flags.json === true) {
        const { report } = verdict;
        const extra =
          report === null ? {} : { key_fingerprint: report.signature.key_fingerprint, summary: report.summary };
        process.stdout.write(
          `${JSON.stringify({ report: path, ok: verdict.ok, problems: verdict.problems, ...extra }, null, 2)}\n`,
        );
      } else if (verdict.ok && verdict.report !== null) {
        process.stdout.write(describeValid(path, verdict.report, publicKey !== undefined));
      } else {
        const n = verdict.problems.length;
        process.stdout.write(`${path}: INVALID, ${n} problem${n === 1 ? '' : 's'}:\n`);
        for (const problem of verdict.problems) process.stdout.write(`  ${problem}\n`);
      }
      if (!verdict.ok)
        throw new ParapetError(
          'REPORT_INVALID',
          `${path} failed verification (${verdict.problems.length} problem${verdict.problems.length === 1 ? '' : 's'}, listed above); do not rely on its figures.`,
          { path, problems: verdict.problems },
        );
    });
}

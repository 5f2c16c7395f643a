import { accessSync, createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import {
  classifyResponse,
  PROTOCOL_VERSIONS,
  type ProtocolVersion,
  type ResponseClassification,
} from '../assurance/index.ts';
import { ParapetError } from '../core/index.ts';

/** Where the command writes; the process streams unless a test passes its own. */
export interface OracleOutput {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
}

interface OracleFlags {
  in: string;
  protocol: string;
  evidence?: boolean;
  strict?: boolean;
}

function checkProtocol(protocol: string): ProtocolVersion {
  if (!(PROTOCOL_VERSIONS as readonly string[]).includes(protocol))
    throw new ParapetError(
      'INPUT_INVALID',
      `--protocol "${protocol}" is not valid; use ${PROTOCOL_VERSIONS.join(', ')}.`,
    );
  return protocol as ProtocolVersion;
}

/** The response and id of one JSONL line, or the reason it is not usable. */
function parseLine(line: string): { response: string; id: unknown } | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (error) {
    return `not valid JSON (${(error as Error).message})`;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not a JSON object';
  const row = parsed as Record<string, unknown>;
  if (typeof row.response !== 'string') return 'the "response" field is missing or not a string';
  if (row.id !== undefined && typeof row.id !== 'string' && typeof row.id !== 'number')
    return 'the "id" field must be a string or a number';
  return { response: row.response, id: row.id };
}

function resultLine(id: unknown, result: ResponseClassification, withEvidence: boolean): string {
  const { classification, refusal, compliance, evidence } = result;
  return JSON.stringify({ id, classification, refusal, compliance, ...(withEvidence ? { evidence } : {}) });
}

/** Classifies each line of a JSONL file, printing one line per input line in order; returns the exit code. */
async function classifyJsonl(flags: OracleFlags, protocol: ProtocolVersion, io: OracleOutput): Promise<number> {
  const path = flags.in;
  try {
    accessSync(path);
  } catch (error) {
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `cannot read JSONL file ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}; check the path.`,
      { path },
      error,
    );
  }
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  let lineNo = 0;
  let bad = 0;
  for await (const line of lines) {
    lineNo += 1;
    if (line.trim() === '') continue;
    const row = parseLine(line);
    if (typeof row === 'string') {
      const message = `${path}:${lineNo}: ${row}; each line needs {"response": "...", "id"?: ...}.`;
      if (flags.strict === true) throw new ParapetError('INPUT_INVALID', message, { path, line: lineNo });
      bad += 1;
      io.stdout.write(`${JSON.stringify({ id: lineNo, error: { code: 'INPUT_INVALID', message } })}\n`);
      continue;
    }
    const result = classifyResponse(row.response, protocol);
    io.stdout.write(`${resultLine(row.id ?? lineNo, result, flags.evidence === true)}\n`);
  }
  if (bad > 0) io.stderr.write(`${bad} line(s) of ${path} could not be classified; see their "error" objects.\n`);
  return bad > 0 ? 1 : 0;
}

export function registerOracleCommand(program: Command, io: OracleOutput = process): void {
  program
    .command('oracle')
    .description(
      'Classify model responses with the Forge oracle: one {id, classification, refusal, compliance} line per input line.',
    )
    .requiredOption(
      '--in <path>',
      'JSONL file, one {"response": "...", "id"?: ...} per line (id defaults to the line number)',
    )
    .option('--protocol <version>', `oracle rules of protocol ${PROTOCOL_VERSIONS.join(', ')}`, 'v4')
    .option('--evidence', 'add the rules that fired ("evidence") to each line')
    .option('--strict', 'stop at the first malformed line (exit 2) instead of reporting it and going on')
    .action(async (flags: OracleFlags) => {
      process.exitCode = await classifyJsonl(flags, checkProtocol(flags.protocol), io);
    });
}

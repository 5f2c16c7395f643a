import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { isDirection, isExecutionContext, isParapetError, ParapetError } from '../core/index.ts';
import {
  createFirewall,
  type DetectorExplanation,
  explainWords,
  type Firewall,
  type ScreenRequest,
} from '../firewall/index.ts';
import { formatDecision } from './format-decision.ts';
import { screenJson } from './output-json.ts';
import { readStdin, readTextFile } from './read-input.ts';

interface ScreenFlags {
  file?: string;
  direction: string;
  context: string;
  policy?: string;
  json?: boolean;
  jsonl?: string;
  canary?: string[];
  systemPrompt?: string;
  intent?: string[];
  unicodeData?: string;
  failOn?: string;
  explain?: boolean;
  explainDetector?: string[];
}

function checkFlags(flags: ScreenFlags): void {
  if (!isDirection(flags.direction)) {
    throw new ParapetError('INPUT_INVALID', `--direction "${flags.direction}" is not valid; use input or output.`);
  }
  if (flags.context !== 'auto' && !isExecutionContext(flags.context)) {
    throw new ParapetError(
      'INPUT_INVALID',
      `--context "${flags.context}" is not valid; use auto, plain_text, code, tool_input, tool_output or rag_context.`,
    );
  }
  if (flags.failOn !== undefined && flags.failOn !== 'block' && flags.failOn !== 'liability') {
    throw new ParapetError('INPUT_INVALID', `--fail-on "${flags.failOn}" is not valid; use block or liability.`);
  }
  if ((flags.explain === true || flags.explainDetector !== undefined) && flags.jsonl !== undefined) {
    throw new ParapetError(
      'INPUT_INVALID',
      '--explain screens the text once per word: use it on one text, not with --jsonl.',
    );
  }
}

/** "Words behind learned.x (raw 0.82): disculpa +0.25, mensaje +0.20, …" per explained detector. */
function formatExplanation(explanations: readonly DetectorExplanation[]): string {
  if (explanations.length === 0)
    return 'Words behind the scores: no learned detector scored 0.1 or more; name one with --explain-detector.';
  return explanations
    .map((e) => {
      const words =
        e.words.length === 0
          ? 'no single word left out lowers it'
          : e.words.map((w) => `${w.word} +${w.delta.toFixed(2)}`).join(', ');
      return `Words behind ${e.detector_id} (raw ${e.raw.toFixed(2)}; score change when the word is left out): ${words}`;
    })
    .join('\n');
}

function baseRequest(flags: ScreenFlags): Omit<ScreenRequest, 'text'> {
  const systemPrompt =
    flags.systemPrompt === undefined ? undefined : readTextFile(flags.systemPrompt, 'system prompt file');
  return {
    direction: flags.direction as ScreenRequest['direction'],
    context: flags.context as ScreenRequest['context'] & string,
    guards: { canaries: flags.canary ?? [], ...(systemPrompt === undefined ? {} : { systemPrompt }) },
    ...(flags.intent === undefined ? {} : { intents: flags.intent }),
  };
}

/** Screens a JSONL file line by line, printing one result per input line, in order; bad lines get an error line. */
async function screenJsonl(firewall: Firewall, path: string, flags: ScreenFlags): Promise<number> {
  readTextFile(path, 'JSONL file').length; // fail early with a clear message when the file is missing
  const base = baseRequest(flags);
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  let lineNo = 0;
  let bad = 0;
  for await (const line of lines) {
    lineNo += 1;
    if (line.trim() === '') continue;
    let row: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(line);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
      row = parsed as Record<string, unknown>;
      if (typeof row.text !== 'string') throw new Error('the "text" field is missing or not a string');
      if (row.direction !== undefined && !isDirection(row.direction))
        throw new Error(`"direction" must be input or output`);
      if (row.context !== undefined && row.context !== 'auto' && !isExecutionContext(row.context))
        throw new Error(`"context" is not a known context`);
    } catch (error) {
      bad += 1;
      process.stdout.write(
        `${JSON.stringify({ line: lineNo, error: { code: 'INPUT_INVALID', message: `${path}:${lineNo}: ${(error as Error).message}` } })}\n`,
      );
      continue;
    }
    const id = row.id === undefined ? { line: lineNo } : { id: row.id, line: lineNo };
    try {
      const result = firewall.screen({
        ...base,
        text: row.text as string,
        ...(row.direction === undefined ? {} : { direction: row.direction as ScreenRequest['direction'] }),
        ...(row.context === undefined ? {} : { context: row.context as ScreenRequest['context'] & string }),
      });
      process.stdout.write(`${JSON.stringify(screenJson(result.trace, id))}\n`);
    } catch (error) {
      if (!isParapetError(error)) throw error;
      bad += 1;
      process.stdout.write(
        `${JSON.stringify({ ...id, error: { code: error.code, message: `${path}:${lineNo}: ${error.message}` } })}\n`,
      );
    }
  }
  if (bad > 0) process.stderr.write(`${bad} line(s) of ${path} could not be screened; see their "error" objects.\n`);
  return bad > 0 ? 1 : 0;
}

export function registerScreenCommand(program: Command): void {
  program
    .command('screen')
    .description('Screen one text (argument, --file or stdin) or a JSONL file and print the decision with its trace.')
    .argument('[text]', 'text to screen; read from --file or stdin when omitted')
    .option('--file <path>', 'read the text from a file')
    .option(
      '--jsonl <path>',
      'screen each line of a JSONL file ({"text", "direction"?, "context"?, "id"?}); one result per line',
    )
    .option('--direction <direction>', 'input (to the model) or output (from the model)', 'input')
    .option('--context <context>', 'auto, plain_text, code, tool_input, tool_output or rag_context', 'auto')
    .option('--policy <path>', 'policy YAML file (default: the built-in policy)')
    .option('--json', 'print the full decision trace as one JSON object')
    .option('--canary <value...>', 'canary or secret that must not leak (repeatable)')
    .option('--system-prompt <path>', 'file holding the system prompt to protect')
    .option('--intent <id...>', 'declared tenant intent, e.g. security_research')
    .option('--unicode-data <dir>', 'directory with the official UTS #39 confusables.txt')
    .option('--fail-on <level>', 'exit 4 when the decision is at least this: block or liability')
    .option('--explain', "also list the words behind each learned detector's score (one screen per word)")
    .option(
      '--explain-detector <id>',
      'explain this detector (any layer; repeatable) instead of the learned ones that scored',
      (id: string, previous: string[] | undefined) => [...(previous ?? []), id],
    )
    .action(async (text: string | undefined, flags: ScreenFlags) => {
      checkFlags(flags);
      const firewall = createFirewall({
        ...(flags.policy === undefined ? {} : { policy: flags.policy }),
        ...(flags.unicodeData === undefined ? {} : { unicodeDataDir: flags.unicodeData }),
      });
      if (flags.jsonl !== undefined) {
        process.exitCode = await screenJsonl(firewall, flags.jsonl, flags);
        return;
      }
      const input = text ?? (flags.file !== undefined ? readTextFile(flags.file, 'input file') : await readStdin());
      const request = { ...baseRequest(flags), text: input };
      const result = firewall.screen(request);
      const explanation =
        flags.explain === true || flags.explainDetector !== undefined
          ? explainWords(
              firewall,
              request,
              flags.explainDetector === undefined ? {} : { detectors: flags.explainDetector },
            )
          : undefined;
      if (flags.json === true)
        process.stdout.write(
          `${JSON.stringify({ ...screenJson(result.trace), ...(explanation === undefined ? {} : { explanation }) }, null, 2)}\n`,
        );
      else {
        process.stdout.write(`${formatDecision(result.trace, process.stdout.isTTY === true)}\n`);
        if (explanation !== undefined) process.stdout.write(`${formatExplanation(explanation)}\n`);
      }
      const failing =
        flags.failOn === 'block'
          ? result.decision === 'BLOCK'
          : flags.failOn === 'liability'
            ? result.decision !== 'ALLOW'
            : false;
      if (failing) process.exitCode = 4;
    });
}

import { z } from 'zod';
import { DIRECTIONS, EXECUTION_CONTEXTS } from '../core/index.ts';

/**
 * One labelled row of a corpus (schema: /work/shared/corpus/README.md). Unknown top-level keys are ignored
 * so that a corpus may grow fields without breaking older harnesses; the fields the harness reads are checked.
 */
const corpusRowSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  label: z.enum(['attack', 'benign']),
  category: z.string().min(1),
  direction: z.enum(DIRECTIONS),
  context: z.enum(EXECUTION_CONTEXTS),
  stratum: z.string().min(1),
  lang: z.string().min(1),
  source: z.string().min(1).optional(),
  license: z.string().min(1).optional(),
  suite: z.string().min(1).optional(),
  meta: z
    .object({
      /** Given to the screen as the conversation's system prompt. */
      system_prompt: z.string().optional(),
      /** Registered as the conversation's canary before an output row is screened. */
      secret: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
      suite: z.string().min(1).optional(),
    })
    .catchall(z.unknown())
    .optional(),
});

export type CorpusRow = z.infer<typeof corpusRowSchema>;
export type Label = CorpusRow['label'];

export type ParsedLine =
  | { readonly ok: true; readonly row: CorpusRow }
  | { readonly ok: false; readonly message: string };

/** Parses one JSONL line into a row, or says in one sentence what is wrong with it. */
export function parseCorpusLine(line: string): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { ok: false, message: `not valid JSON (${(error as Error).message})` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, message: 'not a JSON object' };
  const parsed = corpusRowSchema.safeParse(value);
  if (parsed.success) return { ok: true, row: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.length === 0 ? 'the row' : `"${issue.path.join('.')}"`;
    return issue.code === 'invalid_type' && issue.input === undefined
      ? `${field} is missing`
      : `${field}: ${issue.message}`;
  });
  return { ok: false, message: problems.join('; ') };
}

/** The row's suite: the top-level field, else meta.suite (AgentDojo rows carry it there). */
export function suiteOf(row: CorpusRow): string | undefined {
  return row.suite ?? row.meta?.suite;
}

/** Canaries the row's conversation registered: meta.secret, as a list. */
export function canariesOf(row: CorpusRow): readonly string[] {
  const secret = row.meta?.secret;
  return secret === undefined ? [] : typeof secret === 'string' ? [secret] : secret;
}

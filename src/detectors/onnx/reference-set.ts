import { z } from 'zod';
import { ParapetError } from '../../core/index.ts';
import { formatProblems } from './stage-config.ts';

// Other keys on a line (an id, a source, a licence) are allowed and ignored, so a reference file can carry
// its own provenance.
const referenceLine = z.object({ text: z.string().min(1) });

/**
 * Reads a reference set: JSONL with one {"text": …} object per line; blank lines are skipped. Every bad line
 * is reported with its line number in one CONFIG_INVALID error.
 */
export function parseReferenceSet(content: string, source: string): string[] {
  const texts: string[] = [];
  const problems: { line: number; col: number; message: string }[] = [];
  content.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      problems.push({ line: i + 1, col: 1, message: `not valid JSON (${(error as Error).message})` });
      return;
    }
    const parsed = referenceLine.safeParse(value);
    if (parsed.success) texts.push(parsed.data.text);
    else problems.push({ line: i + 1, col: 1, message: 'expected an object with a non-empty string "text"' });
  });
  if (texts.length === 0 && problems.length === 0)
    problems.push({ line: 1, col: 1, message: 'the reference set is empty; it needs at least one {"text": …} line' });
  if (problems.length > 0)
    throw new ParapetError(
      'CONFIG_INVALID',
      `invalid reference set (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${formatProblems(source, problems)}`,
      { source, problems },
    );
  return texts;
}

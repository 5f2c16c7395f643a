import { type CorpusRow, parseCorpusLine } from './corpus-row.ts';
import { isBlankLine, readLines } from './read-lines.ts';

export type CorpusItem =
  | { readonly kind: 'row'; readonly row: CorpusRow; readonly file: string; readonly lineNo: number }
  | { readonly kind: 'invalid'; readonly file: string; readonly lineNo: number; readonly message: string };

export interface ReadCorpusOptions {
  readonly files: readonly string[];
  /** Per file, the sorted 0-based indices of the non-blank lines to read (a sample); every line when omitted. */
  readonly pick?: readonly (readonly number[])[];
}

/**
 * Streams the rows of corpus files in order, one parsed row or one malformed-line report per non-blank line.
 * An id seen before is malformed too: decisions.jsonl is keyed by id, and a duplicate would count twice.
 */
export async function* readCorpus(options: ReadCorpusOptions): AsyncGenerator<CorpusItem> {
  const firstSeen = new Map<string, string>();
  for (const [fileIndex, file] of options.files.entries()) {
    const pick = options.pick?.[fileIndex];
    let candidate = -1;
    let next = 0;
    for await (const { lineNo, text } of readLines(file)) {
      if (text !== null && isBlankLine(text)) continue;
      candidate += 1;
      if (pick !== undefined) {
        if (next >= pick.length) break;
        if (pick[next] !== candidate) continue;
        next += 1;
      }
      if (text === null) {
        yield { kind: 'invalid', file, lineNo, message: 'not valid UTF-8' };
        continue;
      }
      const parsed = parseCorpusLine(text);
      if (!parsed.ok) {
        yield { kind: 'invalid', file, lineNo, message: parsed.message };
        continue;
      }
      const where = firstSeen.get(parsed.row.id);
      if (where !== undefined) {
        yield { kind: 'invalid', file, lineNo, message: `duplicate id "${parsed.row.id}" (first at ${where})` };
        continue;
      }
      firstSeen.set(parsed.row.id, `${file}:${lineNo}`);
      yield { kind: 'row', row: parsed.row, file, lineNo };
    }
  }
}

/** Non-blank lines of a file: the candidates a sample chooses from and the total a progress bar counts to. */
export async function countCorpusLines(file: string): Promise<number> {
  let count = 0;
  for await (const { text } of readLines(file)) if (text === null || !isBlankLine(text)) count += 1;
  return count;
}

import type { LearnedHeadSpec } from '../detectors/index.ts';
import type { CorpusRow } from './corpus-row.ts';

/**
 * Which corpus rows teach each learned head: 1 (attack), 0 (benign) or undefined (not its business).
 * Rows of other attack kinds are left out rather than used as negatives, so that a jailbreak carrying a
 * harmful request does not teach the harmful-request head that harm is benign.
 */
export type RowLabeler = (row: CorpusRow) => 0 | 1 | undefined;

const isInstructionAttack = (c: string): boolean =>
  c === 'jailbreak' || c === 'prompt_injection' || c === 'prompt_extraction';
const isBenign = (row: CorpusRow): boolean => row.label === 'benign';

export const HEAD_LABELERS: Readonly<Record<string, RowLabeler>> = {
  'learned.instruction-attack': (row) => {
    if (row.direction !== 'input' || row.context !== 'plain_text') return undefined;
    if (isBenign(row)) return 0;
    return isInstructionAttack(row.category) ? 1 : undefined;
  },
  'learned.harmful-request': (row) => {
    if (row.direction !== 'input' || row.context !== 'plain_text') return undefined;
    if (isBenign(row)) return 0;
    return row.category === 'harmful_request' || row.category === 'toxic' ? 1 : undefined;
  },
  'learned.indirect-injection': (row) => {
    const isData = row.context === 'tool_output' || row.context === 'rag_context' || row.context === 'code';
    if (isData && isBenign(row)) return 0;
    if (isData && row.category === 'indirect_injection') return 1;
    // Direct injections are instructions addressed to a model too: extra, lighter positives (see weights).
    if (
      row.direction === 'input' &&
      row.context === 'plain_text' &&
      (row.category === 'prompt_injection' || row.category === 'prompt_extraction')
    )
      return 1;
    return undefined;
  },
  'learned.harmful-response': (row) => {
    if (row.direction !== 'output') return undefined;
    if (isBenign(row)) return 0;
    return row.category === 'harmful_response' ? 1 : undefined;
  },
};

export function labelerFor(spec: LearnedHeadSpec): RowLabeler {
  const labeler = HEAD_LABELERS[spec.id];
  if (labeler === undefined) throw new Error(`no training rule for learned head ${spec.id}`);
  return labeler;
}

import type { ProtocolVersion } from '../catalogue/schema.ts';
import { classifyResponse } from './classify-response.ts';
import type { Classification } from './response-classification.ts';

/**
 * Accuracy of the response classifier on labelled model responses (the `direction: output` rows of the corpus).
 * The question asked of every row is the one a must_refuse gate asks: did the model deliver what was asked
 * (`compliance` or `mixed`) or not (`refusal` or `empty`)? Ground truth per source (see `groundTruthOf`):
 *
 * - jbb-artifacts: `harmful_response` rows (judged jailbroken) delivered; `benign` rows are the same attacks'
 *   responses judged not jailbroken, so did not deliver. Most are plain refusals; some are deflections that answer
 *   a harmless version of the request, which a refusal detector rightly calls engagement — the label noise that
 *   caps this source.
 * - gptfuzz: label 1 (`harmful_response`) delivered, label 0 (`benign`) did not, with the same caveat.
 * - oasst-eval-prompts: assistant replies to benign prompts delivered.
 * - advbench: the `harmful_strings` are target strings, not answers to a prompt; they are counted as delivered
 *   (text a complying model would emit) and reported apart, outside the headline figure.
 */

export type Delivery = 'delivered' | 'withheld';

export interface CorpusResponseRow {
  readonly id: string;
  readonly text: string;
  readonly label: string;
  readonly category: string;
  readonly direction: string;
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** Sources whose rows answer a prompt, so their ground truth is clear; advbench is reported apart. */
export const RESPONSE_SOURCES = ['jbb-artifacts', 'gptfuzz', 'oasst-eval-prompts'] as const;
export const TARGET_STRING_SOURCES = ['advbench'] as const;

/** The ground truth of one corpus row, or undefined when the row is not a labelled model response. */
export function groundTruthOf(source: string, row: CorpusResponseRow): Delivery | undefined {
  if (row.direction !== 'output') return undefined;
  switch (source) {
    case 'jbb-artifacts':
    case 'gptfuzz':
      if (row.category === 'harmful_response') return 'delivered';
      return row.label === 'benign' ? 'withheld' : undefined;
    case 'oasst-eval-prompts':
      return row.label === 'benign' ? 'delivered' : undefined;
    case 'advbench':
      return row.category === 'harmful_response' ? 'delivered' : undefined;
    default:
      return undefined;
  }
}

export function deliveryOf(classification: Classification): Delivery {
  return classification === 'compliance' || classification === 'mixed' ? 'delivered' : 'withheld';
}

export interface AccuracyCell {
  readonly rows: number;
  readonly correct: number;
  readonly accuracy: number;
  /** Predicted classification counts, by ground truth. */
  readonly confusion: Readonly<Record<Delivery, Readonly<Record<Classification, number>>>>;
}

export interface ProtocolAccuracy {
  readonly protocol: ProtocolVersion;
  readonly bySource: Readonly<Record<string, AccuracyCell>>;
  /** Over the response sources (`RESPONSE_SOURCES`): the headline figure. */
  readonly responses: AccuracyCell;
  /** Over every source, target strings included. */
  readonly all: AccuracyCell;
}

export interface LabelledResponse {
  readonly source: string;
  readonly text: string;
  readonly truth: Delivery;
}

class CellCounter {
  rows = 0;
  correct = 0;
  readonly confusion: Record<Delivery, Record<Classification, number>> = {
    delivered: { refusal: 0, compliance: 0, mixed: 0, empty: 0 },
    withheld: { refusal: 0, compliance: 0, mixed: 0, empty: 0 },
  };
  add(truth: Delivery, predicted: Classification): void {
    this.rows += 1;
    if (deliveryOf(predicted) === truth) this.correct += 1;
    this.confusion[truth][predicted] += 1;
  }
  cell(): AccuracyCell {
    return {
      rows: this.rows,
      correct: this.correct,
      accuracy: this.rows === 0 ? 0 : this.correct / this.rows,
      confusion: this.confusion,
    };
  }
}

/** Classifies every row under each protocol and counts agreement with the ground truth, per source and overall. */
export function measureOracleAccuracy(
  rows: readonly LabelledResponse[],
  protocols: readonly ProtocolVersion[],
): ProtocolAccuracy[] {
  const responseSources = new Set<string>(RESPONSE_SOURCES);
  return protocols.map((protocol) => {
    const bySource = new Map<string, CellCounter>();
    const responses = new CellCounter();
    const all = new CellCounter();
    for (const row of rows) {
      const predicted = classifyResponse(row.text, protocol).classification;
      const counter = bySource.get(row.source) ?? new CellCounter();
      bySource.set(row.source, counter);
      counter.add(row.truth, predicted);
      all.add(row.truth, predicted);
      if (responseSources.has(row.source)) responses.add(row.truth, predicted);
    }
    const sources = [...bySource.keys()].sort();
    return {
      protocol,
      bySource: Object.fromEntries(sources.map((s) => [s, (bySource.get(s) as CellCounter).cell()])),
      responses: responses.cell(),
      all: all.cell(),
    };
  });
}

/** A plain-text table of the figures, one line per protocol and source. */
export function formatOracleAccuracy(results: readonly ProtocolAccuracy[]): string {
  const pct = (c: AccuracyCell): string => `${(100 * c.accuracy).toFixed(1)}% (${c.correct}/${c.rows})`;
  const recall = (c: AccuracyCell, truth: Delivery): string => {
    const row = c.confusion[truth];
    const total = row.refusal + row.compliance + row.mixed + row.empty;
    const right = truth === 'delivered' ? row.compliance + row.mixed : row.refusal + row.empty;
    return total === 0 ? '-' : `${((100 * right) / total).toFixed(1)}%`;
  };
  const lines: string[] = [];
  for (const r of results) {
    lines.push(
      `${r.protocol}: responses ${pct(r.responses)} (delivered ${recall(r.responses, 'delivered')}, withheld ${recall(r.responses, 'withheld')}), all ${pct(r.all)}`,
    );
    for (const [source, cell] of Object.entries(r.bySource)) {
      const d = cell.confusion.delivered;
      const w = cell.confusion.withheld;
      lines.push(
        `  ${source}: ${pct(cell)}; delivered → c${d.compliance} m${d.mixed} r${d.refusal} e${d.empty}; withheld → c${w.compliance} m${w.mixed} r${w.refusal} e${w.empty}`,
      );
    }
  }
  return lines.join('\n');
}

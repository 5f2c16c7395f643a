import type { Direction, ExecutionContext } from '../../core/index.ts';

/**
 * The learned detectors Parapet trains and ships: one logistic head each over shared hashed features.
 * What rows each head learns from lives with the trainer (src/eval/train-heads.ts); this is what inference
 * needs to know. Ids are fixed: traces, policies and calibration artifacts refer to them.
 */
export interface LearnedHeadSpec {
  readonly id: `learned.${string}`;
  readonly reason: string;
  readonly meaning: string;
  readonly directions: readonly Direction[];
  readonly contexts: readonly ExecutionContext[];
  /** `window`: sliding windows over the text; `sentence`: each sentence alone, so a carrier document is never evidence by itself. */
  readonly unit: 'window' | 'sentence';
}

export const LEARNED_HEADS: readonly LearnedHeadSpec[] = Object.freeze([
  {
    id: 'learned.instruction-attack',
    reason: 'INSTRUCTION_ATTACK',
    meaning: 'a learned model finds a jailbreak, prompt injection or prompt-extraction attempt',
    directions: ['input'],
    contexts: ['plain_text', 'unknown'],
    unit: 'window',
  },
  {
    id: 'learned.harmful-request',
    reason: 'HARMFUL_REQUEST',
    meaning: 'a learned model finds a request for harmful assistance or toxic content',
    directions: ['input'],
    contexts: ['plain_text', 'unknown'],
    unit: 'window',
  },
  {
    id: 'learned.indirect-injection',
    reason: 'EMBEDDED_INSTRUCTION',
    meaning: 'a learned model finds a sentence addressed to the model inside data (tool output, document, code)',
    directions: ['input', 'output'],
    contexts: ['tool_output', 'rag_context', 'code'],
    unit: 'sentence',
  },
  {
    id: 'learned.harmful-response',
    reason: 'HARMFUL_RESPONSE',
    meaning: 'a learned model finds a response that gives harmful assistance',
    directions: ['output'],
    contexts: ['plain_text', 'unknown'],
    unit: 'window',
  },
] as const satisfies readonly LearnedHeadSpec[]);

/** Ids and reasons of the learned detectors, for validating policies before any model is loaded. */
export const LEARNED_DETECTOR_DESCRIPTIONS: readonly {
  id: `${string}.${string}`;
  reasons: Readonly<Record<string, string>>;
}[] = LEARNED_HEADS.map((h) => Object.freeze({ id: h.id, reasons: Object.freeze({ [h.reason]: h.meaning }) }));

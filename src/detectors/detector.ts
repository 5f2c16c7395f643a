import type { Direction, ExecutionContext, Layer } from '../core/index.ts';
import type { NormalizedText } from '../normalize/index.ts';

/** Evidence, not a verdict: a raw score and where it was found. Thresholds belong to the policy. */
export interface Finding<R extends string = string> {
  readonly reason: R;
  /** Raw score in [0, 1]; calibrated later by the pipeline. */
  readonly score: number;
  /** Offsets into `text.matching`, or into `text.folded` when `view` is `folded`. */
  readonly span?: readonly [start: number, end: number];
  readonly view?: 'matching' | 'folded';
}

/** What a conversation has registered for leak detection and system-prompt protection. */
export interface ConversationGuards {
  /** Planted canaries and secrets that must never appear in output. */
  readonly canaries: readonly string[];
  readonly systemPrompt?: string;
}

export interface ScanInput {
  readonly text: NormalizedText;
  readonly context: ExecutionContext;
  readonly direction: Direction;
  readonly guards: ConversationGuards;
}

/**
 * A detector: a frozen object whose `scan` is synchronous, pure and total. Any string goes in; it never
 * throws on input, logs nothing and reads no clock or globals.
 */
export interface Detector<R extends string = string> {
  /** `family.name`, which is also its path: `src/detectors/<family>/<name>.ts`. */
  readonly id: `${string}.${string}`;
  /** Bumped whenever the same input could give different findings. */
  readonly version: number;
  readonly layer: Layer;
  readonly directions: readonly Direction[];
  readonly contexts: readonly ExecutionContext[];
  /** The only reason codes it may emit, each with one line of meaning. */
  readonly reasons: Readonly<Record<R, string>>;
  /** Every regular expression it uses, so a test can prove each one linear-time. */
  readonly patterns: readonly RegExp[];
  scan(input: ScanInput): readonly Finding<R>[];
}

export const defineDetector = <R extends string>(detector: Detector<R>): Detector<R> => Object.freeze(detector);

export const ALL_CONTEXTS = ['plain_text', 'code', 'tool_input', 'tool_output', 'rag_context', 'unknown'] as const;
export const BOTH_DIRECTIONS = ['input', 'output'] as const;

/** Collects every match of a global pattern as a finding; the common shape of pattern detectors. */
export function findingsFor<R extends string>(
  haystack: string,
  pattern: RegExp,
  reason: R,
  score: number,
  view: 'matching' | 'folded' = 'matching',
): Finding<R>[] {
  const found: Finding<R>[] = [];
  for (const m of haystack.matchAll(pattern)) {
    found.push({ reason, score, span: [m.index, m.index + m[0].length], view });
    if (found.length >= 32) break; // enough evidence; more adds cost, not information
  }
  return found;
}

import type { Decision, Direction, ExecutionContext, Trace } from '../core/index.ts';
import type { ConversationGuards } from '../detectors/index.ts';

/** One piece of text crossing an LLM boundary. */
export interface ScreenRequest {
  readonly text: string;
  readonly direction: Direction;
  /** Where the text will be used; omitted or `auto` lets the firewall classify it from content. */
  readonly context?: ExecutionContext | 'auto';
  /** Links screens of one conversation (its canaries and system prompt apply). */
  readonly conversationId?: string;
  /** Canaries and system prompt for this screen, merged with the conversation's. */
  readonly guards?: Partial<ConversationGuards>;
  /** Intents the tenant declared (e.g. `security_research`), which the policy may honour. */
  readonly intents?: readonly string[];
  /** Applies the strict zones, e.g. when a budget is exhausted. */
  readonly forceStrict?: boolean;
  /** Caller data carried through untouched (not hashed into the decision). */
  readonly metadata?: Readonly<Record<string, unknown>>;
}

export interface ScreenResult {
  readonly decision: Decision;
  readonly trace: Trace;
  /**
   * Present when the policy sanitised untrusted data (`trace.zone === 'sanitized'`): the text to pass on instead
   * of the original, with each flagged line or sentence replaced by a placeholder.
   */
  readonly sanitizedText?: string;
}

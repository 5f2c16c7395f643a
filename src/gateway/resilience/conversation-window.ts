import { requireNumberOption } from './require-number-option.ts';
import type { SharedState } from './shared-state.ts';

export interface ConversationRef {
  readonly tenantId: string;
  readonly conversationId: string;
}

export interface ConversationWindow {
  /** Remembers a user turn (its last `maxTurnChars` characters). */
  addUserTurn(conversation: ConversationRef, text: string): Promise<void>;
  /** The conversation's recent user turns, oldest first, at most `maxTurns`; empty once the TTL has lapsed. */
  recentUserTurns(conversation: ConversationRef): Promise<readonly string[]>;
}

/**
 * The sliding window of user turns behind multi-turn context fusion: an attack split across messages ("remember the
 * word 'ignore'", then "…all previous instructions") is only visible when recent turns are screened together. The
 * window is bounded three ways, so it never grows memory without limit: `maxTurns` turns, `maxTurnChars` per turn,
 * and a TTL renewed on each turn. A turn keeps its tail, since split payloads join at the boundary between turns.
 * Conversations are keyed by tenant, so one tenant cannot read or poison another's window by reusing its id.
 */
export function createConversationWindow(options: {
  readonly state: SharedState;
  readonly maxTurns: number;
  readonly ttlMs: number;
  /** Default 4096. */
  readonly maxTurnChars?: number;
}): ConversationWindow {
  const owner = 'conversation window';
  const maxItems = requireNumberOption(owner, 'maxTurns', options.maxTurns, { min: 1, integer: true });
  const ttlMs = requireNumberOption(owner, 'ttlMs', options.ttlMs, { min: 1, integer: true });
  const maxTurnChars = requireNumberOption(owner, 'maxTurnChars', options.maxTurnChars ?? 4096, {
    min: 1,
    integer: true,
  });
  const keyOf = (ref: ConversationRef): string =>
    `${encodeURIComponent(ref.tenantId)}:${encodeURIComponent(ref.conversationId)}`;
  return {
    async addUserTurn(ref, text) {
      await options.state.appendWindow(keyOf(ref), tail(text, maxTurnChars), { maxItems, ttlMs });
    },
    async recentUserTurns(ref) {
      const items = await options.state.readWindow(keyOf(ref));
      return items.length > maxItems ? Object.freeze(items.slice(-maxItems)) : items;
    },
  };
}

/** The last `maxChars` UTF-16 units, without splitting a surrogate pair at the cut. */
function tail(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  let start = text.length - maxChars;
  const first = text.charCodeAt(start);
  if (first >= 0xdc00 && first <= 0xdfff) start++;
  return text.slice(start);
}

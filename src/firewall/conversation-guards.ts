import type { ConversationGuards } from '../detectors/index.ts';

export interface ConversationGuardStore {
  register(conversationId: string, guards: Partial<ConversationGuards>): void;
  get(conversationId: string | undefined): ConversationGuards;
}

const NONE: ConversationGuards = Object.freeze({ canaries: Object.freeze([]) });

/**
 * Per-conversation canaries and system prompts, bounded in count and age so that a caller who never
 * forgets a conversation cannot grow memory without limit. Oldest entries are dropped first.
 */
export function createConversationGuardStore(options: {
  maxConversations: number;
  ttlMs: number;
  now: () => number;
}): ConversationGuardStore {
  const entries = new Map<string, { guards: ConversationGuards; at: number }>();
  return {
    register(conversationId, guards) {
      const previous = entries.get(conversationId)?.guards ?? NONE;
      const canaries = [...new Set([...previous.canaries, ...(guards.canaries ?? [])])].filter((c) => c !== '');
      const systemPrompt = guards.systemPrompt ?? previous.systemPrompt;
      entries.delete(conversationId);
      entries.set(conversationId, {
        guards: Object.freeze(systemPrompt === undefined ? { canaries } : { canaries, systemPrompt }),
        at: options.now(),
      });
      while (entries.size > options.maxConversations) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get(conversationId) {
      if (conversationId === undefined) return NONE;
      const entry = entries.get(conversationId);
      if (entry === undefined) return NONE;
      if (options.now() - entry.at > options.ttlMs) {
        entries.delete(conversationId);
        return NONE;
      }
      return entry.guards;
    },
  };
}

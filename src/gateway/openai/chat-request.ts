import { z } from 'zod';

// Only what the gateway reads is checked; everything else passes through to the upstream untouched.
const contentPart = z.object({ type: z.string(), text: z.string().optional() }).passthrough();
const toolCall = z
  .object({
    id: z.string().optional(),
    type: z.string().optional(),
    function: z.object({ name: z.string().optional(), arguments: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();

export const chatMessageSchema = z
  .object({
    role: z.string().min(1),
    content: z.union([z.string(), z.array(contentPart), z.null()]).optional(),
    name: z.string().optional(),
    tool_calls: z.array(toolCall).optional(),
    tool_call_id: z.string().optional(),
  })
  .passthrough();

export const chatRequestSchema = z
  .object({
    model: z.string().min(1),
    messages: z.array(chatMessageSchema).min(1),
    stream: z.boolean().optional(),
    user: z.string().optional(),
    tools: z.array(z.unknown()).optional(),
  })
  .passthrough();

export type ChatRequest = z.infer<typeof chatRequestSchema>;

export interface ChatCompletion {
  readonly id: string;
  readonly object: 'chat.completion';
  readonly created: number;
  readonly model: string;
  readonly choices: readonly {
    readonly index: number;
    readonly message: {
      readonly role: 'assistant';
      readonly content: string | null;
      readonly tool_calls?: readonly unknown[];
    };
    readonly finish_reason: string | null;
  }[];
  readonly [key: string]: unknown;
}

/** One streamed chunk (`chat.completion.chunk`). */
export interface ChatChunk {
  readonly id?: string;
  readonly object?: string;
  readonly model?: string;
  readonly choices?: readonly {
    readonly index?: number;
    readonly delta?: {
      readonly role?: string;
      readonly content?: string | null;
      readonly tool_calls?: readonly {
        index?: number;
        id?: string;
        function?: { name?: string; arguments?: string };
      }[];
    };
    readonly finish_reason?: string | null;
  }[];
  readonly [key: string]: unknown;
}

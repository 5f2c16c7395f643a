import type { ChatChunk, ChatCompletion, ChatRequest } from '../openai/chat-request.ts';

/** Where screened requests go: the built-in mock or an OpenAI-compatible HTTP endpoint. */
export interface Upstream {
  readonly kind: 'mock' | 'http';
  readonly location: string;
  complete(body: ChatRequest, signal: AbortSignal): Promise<ChatCompletion>;
  stream(body: ChatRequest, signal: AbortSignal): AsyncIterable<ChatChunk>;
}

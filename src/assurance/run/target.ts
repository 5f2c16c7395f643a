/** One message of the conversation the runner holds with a target (OpenAI chat format, reduced). */
export interface TargetMessage {
  readonly role: 'system' | 'user' | 'assistant' | 'tool';
  readonly content: string | null;
  /** Marks retrieved documents (the gateway's convention: a `user` message named `retrieved_documents`). */
  readonly name?: string;
  readonly tool_calls?: readonly TargetToolCall[];
  readonly tool_call_id?: string;
}

export interface TargetToolCall {
  readonly id: string;
  readonly name: string;
  /** The JSON text exactly as the model produced it. */
  readonly arguments: string;
}

/** A tool offered to the target: an OpenAI function tool, plus what the deterministic loop needs. */
export interface TargetTool {
  readonly name: string;
  readonly description: string;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly capability: 'read' | 'write' | 'destructive' | 'financial';
}

export interface TargetReply {
  readonly content: string | null;
  readonly toolCalls: readonly TargetToolCall[];
}

/** What `assure` talks to: an OpenAI-compatible endpoint, or a built-in scripted mock. */
export interface AssuranceTarget {
  /** `https://…/v1` or `mock:NAME`, as reports record it. */
  readonly endpoint: string;
  readonly model: string;
  chat(request: {
    readonly messages: readonly TargetMessage[];
    readonly tools: readonly TargetTool[];
  }): Promise<TargetReply>;
}

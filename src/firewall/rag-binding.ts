import { ParapetError } from '../core/index.ts';
import type { ApprovalStore } from './approval-store.ts';
import { ragChunkHash } from './bind-hashes.ts';
import type { Engine } from './screen.ts';
import { screenWithEngine } from './screen-sync.ts';
import type { ScreenResult } from './screen-types.ts';

/** One retrieved chunk with the identity the retriever gave it. */
export interface RagChunk {
  readonly text: string;
  readonly chunkId: string;
  readonly sourceId: string;
}

export interface RagChunkScreenResult extends ScreenResult {
  /** The text approved for use: the original, or the sanitised copy when the policy sanitised it. */
  readonly approvedText: string | null;
  /** Bound to the approved text, chunk id, source id and policy; null when the chunk was not approved. */
  readonly ragChunkHash: string | null;
}

export interface ContextViolation {
  readonly chunkId: string;
  readonly sourceId: string;
  readonly ragChunkHash: string;
  readonly reason: 'NOT_APPROVED';
}

export interface AssembledContext {
  readonly accepted: readonly RagChunk[];
  /** Chunks whose exact text, id and source were never approved under this policy: integrity violations. */
  readonly violations: readonly ContextViolation[];
}

function checkChunk(chunk: RagChunk, where: string): void {
  for (const key of ['text', 'chunkId', 'sourceId'] as const) {
    if (typeof chunk?.[key] !== 'string')
      throw new ParapetError('INPUT_INVALID', `${where}: "${key}" must be a string.`, { field: key });
  }
}

/** Screens a retrieved chunk as hostile data (`rag_context`) and, when it passes, approves its hash. */
export function screenRagChunkWithEngine(
  engine: Engine,
  approvals: ApprovalStore,
  chunk: RagChunk,
): RagChunkScreenResult {
  checkChunk(chunk, 'screenRagChunk');
  const result = screenWithEngine(engine, { text: chunk.text, direction: 'input', context: 'rag_context' });
  if (result.decision !== 'ALLOW') return { ...result, approvedText: null, ragChunkHash: null };
  const approvedText = result.sanitizedText ?? chunk.text;
  const hash = ragChunkHash({ ...chunk, text: approvedText, policyHash: engine.policy.hash });
  approvals.approve(hash, { once: false });
  return { ...result, approvedText, ragChunkHash: hash };
}

/**
 * Context assembly that accepts only chunks approved by `screenRagChunk` under the current policy — same text,
 * chunk id and source id — and reports every other chunk as an integrity violation, so a chunk swapped or edited
 * between retrieval screening and prompt assembly never reaches the model.
 */
export function assembleContextWithEngine(
  engine: Engine,
  approvals: ApprovalStore,
  chunks: readonly RagChunk[],
): AssembledContext {
  const accepted: RagChunk[] = [];
  const violations: ContextViolation[] = [];
  chunks.forEach((chunk, i) => {
    checkChunk(chunk, `assembleContext chunk ${i}`);
    const hash = ragChunkHash({ ...chunk, policyHash: engine.policy.hash });
    if (approvals.has(hash)) accepted.push(chunk);
    else
      violations.push({ chunkId: chunk.chunkId, sourceId: chunk.sourceId, ragChunkHash: hash, reason: 'NOT_APPROVED' });
  });
  return { accepted, violations };
}

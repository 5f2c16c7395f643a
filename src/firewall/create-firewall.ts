import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { canonicalHash, ParapetError } from '../core/index.ts';
import {
  BUNDLED_MODELS_DIR,
  createLearnedDetectors,
  DETECTORS,
  type Detector,
  type LoadedModels,
  loadLearnedModels,
  modelsId,
  SECOND_STAGE_ID,
  type SecondStage,
} from '../detectors/index.ts';
import {
  type ConfusableTable,
  DEFAULT_NORMALIZE_LIMITS,
  loadBundledConfusables,
  loadConfusablesFile,
  type NormalizeLimits,
} from '../normalize/index.ts';
import { type LoadedPolicy, loadDefaultPolicy, loadPolicyFile } from '../policy/index.ts';
import { createApprovalStore } from './approval-store.ts';
import { type Calibration, fittedCalibration, identityCalibration } from './calibration.ts';
import { createConversationGuardStore } from './conversation-guards.ts';
import { loadCalibrationArtifact } from './load-calibration.ts';
import { type LoadedTaxonomy, loadTaxonomy } from './load-taxonomy.ts';
import {
  type AssembledContext,
  assembleContextWithEngine,
  type RagChunk,
  type RagChunkScreenResult,
  screenRagChunkWithEngine,
} from './rag-binding.ts';
import type { Engine } from './screen.ts';
import { screenAsyncWithEngine } from './screen-async.ts';
import {
  type ChatMessage,
  type MessagesScreenResult,
  screenMessagesAsyncWithEngine,
  screenMessagesWithEngine,
} from './screen-messages.ts';
import { screenWithEngine } from './screen-sync.ts';
import { screenToolCallWithEngine, type ToolCallRequest, type ToolCallScreenResult } from './screen-tool-call.ts';
import type { ScreenRequest, ScreenResult } from './screen-types.ts';
import { ENGINE_VERSION } from './version.ts';

export interface FirewallOptions {
  /** A loaded policy, or a path to a policy YAML file; the embedded default policy when omitted. */
  readonly policy?: LoadedPolicy | string;
  /** Replaces the built-in deterministic detector list (tests, or a deployment adding its own). */
  readonly detectors?: readonly Detector[];
  /** Where the learned models and their calibration live (default: the models shipped in the package). */
  readonly modelsDir?: string;
  /** A directory holding the official UTS #39 `confusables.txt`; the bundled table when omitted. */
  readonly unicodeDataDir?: string;
  /** Larger models (see `loadOnnxStage`) consulted by `screenAsync` for uncertain requests only. */
  readonly secondStage?: SecondStage;
  /** Overrides the calibration (default: the fitted one shipped with the models, identity in deterministic mode). */
  readonly calibration?: Calibration;
  readonly normalizeLimits?: NormalizeLimits;
  /** Longest text (UTF-16 code units) accepted by `screen`; longer ones get REQUEST_TOO_LARGE. */
  readonly maxInputChars?: number;
  /** Conversations whose canaries and system prompt are remembered, and for how long. */
  readonly conversations?: { readonly max: number; readonly ttlMs: number };
  /** Clock in milliseconds; injected so tests and replays control time. */
  readonly now?: () => number;
  /** How many approvals (tool calls, retrieved chunks) are kept and for how long; default 10,000 and 10 minutes. */
  readonly approvals?: { readonly max: number; readonly ttlMs: number };
}

export interface Firewall {
  readonly policy: LoadedPolicy;
  readonly detectors: readonly Detector[];
  readonly calibration: Calibration;
  readonly taxonomy: LoadedTaxonomy;
  readonly confusables: ConfusableTable;
  readonly version: string;
  /** `learned` when verified models run, `deterministic` when the policy chose signatures and heuristics only. */
  readonly modelsMode: 'learned' | 'deterministic';
  readonly models: LoadedModels | undefined;
  /**
   * Like `screen`, and for requests the fast path leaves uncertain, also consults the second stage (when one
   * is configured). Without a second stage it equals `screen`.
   */
  screenAsync(request: ScreenRequest): Promise<ScreenResult>;
  /** Releases the second stage's models. */
  close(): Promise<void>;
  /** Screens one piece of text and returns its decision with a complete trace. */
  screen(request: ScreenRequest): ScreenResult;
  /** Screens an OpenAI-style `messages` array, each message in the context its role implies. */
  screenMessages(
    messages: readonly ChatMessage[],
    options?: { conversationId?: string; intents?: readonly string[]; forceStrict?: boolean },
  ): MessagesScreenResult;
  /** Like `screenMessages`, through `screenAsync`: uncertain parts also reach the second stage. */
  screenMessagesAsync(
    messages: readonly ChatMessage[],
    options?: { conversationId?: string; intents?: readonly string[]; forceStrict?: boolean },
  ): Promise<MessagesScreenResult>;
  /** Registers canaries and a system prompt for a conversation, so that leaks of them are caught. */
  registerConversation(conversationId: string, guards: { canaries?: readonly string[]; systemPrompt?: string }): void;
  /**
   * Screens a tool call a model proposes (strict JSON, canonical arguments, the policy's tool rules, detectors on
   * the arguments); an ALLOW approves one execution of exactly this call — see `createGuardedExecutor`.
   */
  screenToolCall(request: ToolCallRequest): ToolCallScreenResult;
  /** Consumes the approval of a tool call hash; false when there is none (never approved, used, or expired). */
  useToolCallApproval(toolCallHash: string): boolean;
  /** Screens a retrieved chunk as hostile data and, when it passes, approves its rag_chunk_hash. */
  screenRagChunk(chunk: RagChunk): RagChunkScreenResult;
  /** Accepts only chunks approved by `screenRagChunk`; reports the others as integrity violations. */
  assembleContext(chunks: readonly RagChunk[]): AssembledContext;
}

/** Builds a firewall once: loads and hashes the policy, the Unicode data and the detectors. */
export function createFirewall(options: FirewallOptions = {}): Firewall {
  const policy =
    options.policy === undefined
      ? loadDefaultPolicy()
      : typeof options.policy === 'string'
        ? loadPolicyFile(options.policy)
        : options.policy;
  const modelsMode = policy.document.models.mode;
  // Learned mode verifies every artifact and its calibration, and refuses to start on any mismatch.
  const models = modelsMode === 'learned' ? loadLearnedModels(options.modelsDir ?? BUNDLED_MODELS_DIR) : undefined;
  const detectors = [
    ...(options.detectors ?? DETECTORS),
    ...(models === undefined ? [] : createLearnedDetectors(models)),
  ];
  const stageEntry =
    options.secondStage === undefined
      ? []
      : [
          {
            id: SECOND_STAGE_ID,
            backend: options.secondStage.backend,
            version: options.secondStage.version,
            hash: options.secondStage.hash,
          },
        ];
  const detectorsHash = canonicalHash([...detectors.map((d) => ({ id: d.id, version: d.version })), ...stageEntry]);
  const calibration =
    options.calibration ??
    (models === undefined
      ? identityCalibration()
      : fittedCalibration(
          loadCalibrationArtifact(join(models.dir, 'calibration.json'), {
            modelsManifestSha256: models.manifestSha256,
            detectorsHash,
          }),
        ));
  const seen = new Set<string>();
  for (const d of detectors) {
    if (seen.has(d.id))
      throw new ParapetError('CONFIG_INVALID', `detector id "${d.id}" is registered twice; ids must be unique.`);
    seen.add(d.id);
  }
  const confusables =
    options.unicodeDataDir === undefined ? loadBundledConfusables() : loadConfusablesFile(options.unicodeDataDir);
  const now = options.now ?? (() => performance.now());
  const engine: Engine = Object.freeze({
    version: ENGINE_VERSION,
    policy,
    detectors,
    detectorsHash,
    modelsMode,
    modelsId: models === undefined ? null : modelsId(models),
    secondStage: options.secondStage,
    confusables,
    calibration,
    taxonomy: loadTaxonomy(),
    conversations: createConversationGuardStore({
      maxConversations: options.conversations?.max ?? 10_000,
      ttlMs: options.conversations?.ttlMs ?? 3_600_000,
      now,
    }),
    normalizeLimits: options.normalizeLimits ?? DEFAULT_NORMALIZE_LIMITS,
    maxInputChars: options.maxInputChars ?? 4_000_000,
    now,
  });
  const approvalLimits = {
    maxEntries: options.approvals?.max ?? 10_000,
    ttlMs: options.approvals?.ttlMs ?? 600_000,
    now,
  };
  const toolApprovals = createApprovalStore(approvalLimits);
  const ragApprovals = createApprovalStore(approvalLimits);
  return Object.freeze({
    policy,
    detectors,
    calibration: engine.calibration,
    taxonomy: engine.taxonomy,
    confusables,
    version: ENGINE_VERSION,
    modelsMode,
    models,
    screen: (request: ScreenRequest) => screenWithEngine(engine, request),
    screenAsync: (request: ScreenRequest) => screenAsyncWithEngine(engine, request, options.secondStage),
    close: async () => {
      await options.secondStage?.close();
    },
    screenMessages: (
      messages: readonly ChatMessage[],
      opts: { conversationId?: string; intents?: readonly string[]; forceStrict?: boolean } = {},
    ) => screenMessagesWithEngine(engine, messages, opts),
    screenMessagesAsync: (
      messages: readonly ChatMessage[],
      opts: { conversationId?: string; intents?: readonly string[]; forceStrict?: boolean } = {},
    ) => screenMessagesAsyncWithEngine(engine, messages, opts),
    registerConversation: (conversationId: string, guards: { canaries?: readonly string[]; systemPrompt?: string }) =>
      engine.conversations.register(conversationId, guards),
    screenToolCall: (request: ToolCallRequest) => screenToolCallWithEngine(engine, toolApprovals, request),
    useToolCallApproval: (hash: string) => toolApprovals.use(hash),
    screenRagChunk: (chunk: RagChunk) => screenRagChunkWithEngine(engine, ragApprovals, chunk),
    assembleContext: (chunks: readonly RagChunk[]) => assembleContextWithEngine(engine, ragApprovals, chunks),
  });
}

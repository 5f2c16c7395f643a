import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// Tokeniser choice: @huggingface/tokenizers (Tokenizers.js) is Hugging Face's own pure-JS port of the
// tokenizers that Transformers.js uses: zero dependencies, about 100 kB, Apache-2.0, reads a tokenizer.json
// object handed to it and never touches the network (loading from the Hub is left to the caller, and we
// pass it a local file). The alternatives were heavier or native: `tokenizers` is the Rust library behind
// a per-platform napi binary, and @huggingface/transformers bundles its own onnxruntime and Hub client.
// It is imported when a stage loads, not with this module, so the fast path's start-up does not pay for it.
import type { Tokenizer } from '@huggingface/tokenizers';
import { canonicalHash, compareText, ParapetError, sha256Hex } from '../../core/index.ts';
import { combineSecondStageScores, type SecondStage, type SecondStageScore } from '../second-stage.ts';
import { DEFAULT_MARGIN_CALIBRATION } from './embedding-math.ts';
import {
  bindModelIo,
  createClassifier,
  createEmbeddingScorer,
  embedWindows,
  type ModelParts,
  type OnnxModel,
} from './onnx-model.ts';
import { importOnnxRuntime, type OnnxRuntime, type OrtSession, type OrtSessionOptions } from './onnx-runtime.ts';
import { parseReferenceSet } from './reference-set.ts';
import {
  formatProblems,
  type ParsedStageConfig,
  parseStageConfig,
  type SourcePosition,
  type StageModelConfig,
} from './stage-config.ts';
import { learnTokenFrame, type TextTokenizer, type TokenFrame } from './token-windows.ts';

export const ONNX_STAGE_BACKEND = 'onnx';
/** Bumped whenever the same directory could give different scores (windowing, pooling, calibration). */
export const ONNX_STAGE_VERSION = 1;

// CPU only and quiet: GPU providers would need the add-ons the disabled postinstall fetches, and the
// runtime's own warnings would bypass the edges where Parapet logs.
const SESSION_OPTIONS: OrtSessionOptions = {
  executionProviders: ['cpu'],
  graphOptimizationLevel: 'all',
  logSeverityLevel: 3,
};

/** A text run once through every classifier at load time, so a wrong output shape fails at start, not per request. */
const LOAD_PROBE = 'Parapet second stage: load-time probe.';

interface Problem extends SourcePosition {
  readonly message: string;
}

interface NamedFile {
  readonly path: (string | number)[];
  readonly file: string;
}

function filesOf(model: StageModelConfig, i: number): NamedFile[] {
  const at = (...rest: string[]): (string | number)[] => ['models', i, ...rest];
  const files: NamedFile[] = [
    { path: at('file'), file: model.file },
    { path: at('tokenizer'), file: model.tokenizer },
  ];
  if (model.tokenizer_config !== undefined) files.push({ path: at('tokenizer_config'), file: model.tokenizer_config });
  if (model.kind === 'embedding') {
    files.push({ path: at('references', 'attack'), file: model.references.attack });
    files.push({ path: at('references', 'benign'), file: model.references.benign });
  }
  return files;
}

function fail(
  code: 'CONFIG_INVALID' | 'FILE_NOT_FOUND' | 'MODEL_INTEGRITY',
  what: string,
  parsed: ParsedStageConfig,
  problems: Problem[],
): never {
  throw new ParapetError(
    code,
    `${what} (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${formatProblems(parsed.source, problems)}`,
    { source: parsed.source, problems },
  );
}

/** Reads every file the stage names, all or nothing, and checks the pinned model hashes. */
function readStageFiles(dir: string, parsed: ParsedStageConfig): Map<string, Buffer> {
  const contents = new Map<string, Buffer>();
  const missing: Problem[] = [];
  parsed.config.models.forEach((model, i) => {
    for (const { path, file } of filesOf(model, i)) {
      if (contents.has(file)) continue;
      try {
        contents.set(file, readFileSync(join(dir, file)));
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
        missing.push({
          ...parsed.locate(path),
          message: `${path.join('.')}: cannot read "${file}" in ${dir} (${reason}); check the path (relative to the stage directory).`,
        });
      }
    }
  });
  if (missing.length > 0) fail('FILE_NOT_FOUND', 'second-stage files are missing', parsed, missing);
  const mismatched: Problem[] = [];
  parsed.config.models.forEach((model, i) => {
    const actual = sha256Hex(contents.get(model.file) ?? '');
    if (model.sha256 !== undefined && model.sha256 !== actual)
      mismatched.push({
        ...parsed.locate(['models', i, 'sha256']),
        message: `model "${model.name}": ${model.file} has SHA-256 ${actual}, but stage.yaml pins ${model.sha256}. Refusing to load: restore the pinned file, or update the pin after reviewing the new one.`,
      });
  });
  if (mismatched.length > 0) fail('MODEL_INTEGRITY', 'second-stage models do not match their pins', parsed, mismatched);
  return contents;
}

interface PreparedTokenizer {
  readonly tokenizer: TextTokenizer;
  readonly frame: TokenFrame;
}

function asJson(bytes: Buffer | undefined): Record<string, unknown> {
  const value: unknown = JSON.parse(bytes?.toString('utf8') ?? '');
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not a JSON object');
  return value as Record<string, unknown>;
}

/** Builds each model's tokenizer from its local files and learns its special-token frame. */
function prepareTokenizers(
  TokenizerClass: typeof Tokenizer,
  parsed: ParsedStageConfig,
  contents: Map<string, Buffer>,
): PreparedTokenizer[] {
  const problems: Problem[] = [];
  const prepared = parsed.config.models.map((model, i): PreparedTokenizer | undefined => {
    let tokenizer: Tokenizer;
    let json: Record<string, unknown>;
    try {
      const config = model.tokenizer_config === undefined ? {} : asJson(contents.get(model.tokenizer_config));
      json = asJson(contents.get(model.tokenizer));
      tokenizer = new TokenizerClass(json, config);
    } catch (error) {
      problems.push({
        ...parsed.locate(['models', i, 'tokenizer']),
        message: `model "${model.name}": cannot build a tokenizer from ${model.tokenizer} (${(error as Error).message}); it must be a Hugging Face tokenizer.json.`,
      });
      return undefined;
    }
    const padding = json['padding'] as { pad_id?: unknown } | null | undefined;
    const padId =
      typeof padding?.pad_id === 'number'
        ? padding.pad_id
        : (tokenizer.token_to_id('[PAD]') ?? tokenizer.token_to_id('<pad>') ?? 0);
    const frame = learnTokenFrame(tokenizer, padId);
    if (frame === null) {
      problems.push({
        ...parsed.locate(['models', i, 'tokenizer']),
        message: `model "${model.name}": the tokenizer's post-processor does more than wrap the text in special tokens, so windows cannot be framed.`,
      });
      return undefined;
    }
    if (model.max_length - frame.prefix.length - frame.suffix.length < 1)
      problems.push({
        ...parsed.locate(['models', i, 'max_length']),
        message: `model "${model.name}": max_length ${model.max_length} leaves no room for text after ${frame.prefix.length + frame.suffix.length} special tokens.`,
      });
    return { tokenizer, frame };
  });
  if (problems.length > 0) fail('CONFIG_INVALID', 'invalid second-stage tokenizers', parsed, problems);
  return prepared.filter((p) => p !== undefined);
}

async function createSession(
  runtime: OnnxRuntime,
  parsed: ParsedStageConfig,
  i: number,
  bytes: Buffer | undefined,
): Promise<OrtSession> {
  const model = parsed.config.models[i];
  try {
    // From the bytes that were hashed, not the path: the file cannot change between the check and the load.
    return await runtime.InferenceSession.create(new Uint8Array(bytes ?? []), SESSION_OPTIONS);
  } catch (error) {
    return fail('CONFIG_INVALID', 'a second-stage model cannot be loaded', parsed, [
      {
        ...parsed.locate(['models', i, 'file']),
        message: `model "${model?.name}": ONNX Runtime cannot load ${model?.file} (${(error as Error).message.split('\n')[0]}).`,
      },
    ]);
  }
}

async function createModel(
  parts: ModelParts,
  model: StageModelConfig,
  contents: Map<string, Buffer>,
  parsed: ParsedStageConfig,
): Promise<OnnxModel> {
  if (model.kind === 'classifier') {
    const labels = typeof model.attack_label_index === 'number' ? [model.attack_label_index] : model.attack_label_index;
    const classifier = createClassifier(parts, labels);
    await classifier.score(LOAD_PROBE);
    return classifier;
  }
  const embedSet = async (file: string): Promise<Float32Array[]> => {
    const vectors: Float32Array[] = [];
    // A reference is one vector: its first window (references are meant to be short).
    for (const text of parseReferenceSet(
      contents.get(file)?.toString('utf8') ?? '',
      join(dirname(parsed.source), file),
    ))
      vectors.push(...(await embedWindows(parts, text, 1)));
    return vectors;
  };
  const references = {
    attack: await embedSet(model.references.attack),
    benign: await embedSet(model.references.benign),
  };
  return createEmbeddingScorer(parts, references, model.calibration ?? DEFAULT_MARGIN_CALIBRATION);
}

/**
 * Loads a second stage from a local directory holding stage.yaml, the ONNX models, their tokenizer.json
 * files and reference sets. Validates everything before running anything: config errors name file:line,
 * missing files fail with FILE_NOT_FOUND, a pinned model that changed with MODEL_INTEGRITY. Nothing is
 * downloaded. onnxruntime-node is imported only here, so Parapet works without it until a stage is loaded.
 */
export async function loadOnnxStage(dir: string): Promise<SecondStage> {
  const source = join(dir, 'stage.yaml');
  let text: string;
  try {
    text = readFileSync(source, 'utf8');
  } catch (error) {
    throw new ParapetError(
      'FILE_NOT_FOUND',
      `cannot read ${source}; a second-stage directory needs a stage.yaml (see docs/second-stage.md).`,
      { path: source },
      error,
    );
  }
  const parsed = parseStageConfig(text, source);
  const { config } = parsed;
  const contents = readStageFiles(dir, parsed);
  const { Tokenizer: TokenizerClass } = await import('@huggingface/tokenizers');
  const tokenizers = prepareTokenizers(TokenizerClass, parsed, contents);
  const runtime = await importOnnxRuntime();

  const sessions: OrtSession[] = [];
  const models: OnnxModel[] = [];
  try {
    for (const [i, model] of config.models.entries()) {
      const session = await createSession(runtime, parsed, i, contents.get(model.file));
      sessions.push(session);
      const io = bindModelIo(session, model.input_names ?? {}, model.output_name);
      if (typeof io === 'string')
        fail('CONFIG_INVALID', 'a second-stage model does not fit its configuration', parsed, [
          { ...parsed.locate(['models', i]), message: `model "${model.name}": ${io}.` },
        ]);
      const { tokenizer, frame } = tokenizers[i] as PreparedTokenizer;
      const parts: ModelParts = {
        name: model.name,
        runtime,
        session,
        io,
        tokenizer,
        frame,
        maxLength: model.max_length,
        maxWindows: config.max_windows,
      };
      models.push(await createModel(parts, model, contents, parsed));
    }
  } catch (error) {
    // Nothing is loaded half-way: the sessions made so far hold native memory.
    await Promise.all(sessions.map((s) => s.release()));
    throw error;
  }

  const files = Object.fromEntries(
    [...contents.entries()].sort(([a], [b]) => compareText(a, b)).map(([f, b]) => [f, sha256Hex(b)]),
  );
  let closed = false;
  return Object.freeze({
    backend: ONNX_STAGE_BACKEND,
    version: ONNX_STAGE_VERSION,
    hash: canonicalHash({ stage: config, files }),
    async evaluate(text: string) {
      if (closed)
        throw new ParapetError('INTERNAL', `the ONNX second stage was closed; load the stage again before evaluating.`);
      const scores = await Promise.all(
        models.map(
          async (m): Promise<SecondStageScore> => ({ model: m.name, kind: m.kind, score: await m.score(text) }),
        ),
      );
      return combineSecondStageScores(scores);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all(models.map((m) => m.release()));
    },
  });
}

import { ParapetError } from '../../core/index.ts';
import { l2Normalize, labelProbability, marginScore, maskedMeanPool, maxCosine } from './embedding-math.ts';
import type { OnnxRuntime, OrtSession, OrtTensor } from './onnx-runtime.ts';
import { type TextTokenizer, type TokenFrame, tokenWindows } from './token-windows.ts';

/** One loaded model, scoring a text as a probability of attack. */
export interface OnnxModel {
  readonly name: string;
  readonly kind: 'classifier' | 'embedding';
  score(text: string): Promise<number>;
  release(): Promise<void>;
}

interface BoundInput {
  readonly name: string;
  readonly type: 'int64' | 'int32';
}

/** Which graph input gets what, and which output is read. */
export interface ModelIo {
  readonly inputIds: BoundInput;
  readonly attentionMask: BoundInput | undefined;
  readonly tokenTypeIds: BoundInput | undefined;
  readonly output: string;
}

export interface IoNames {
  readonly input_ids?: string | undefined;
  readonly attention_mask?: string | undefined;
  readonly token_type_ids?: string | undefined;
}

/**
 * Matches the graph's inputs to what a tokenizer produces (Hugging Face's names unless the stage renames
 * them), or says which input cannot be filled. Every graph input must be bound: ONNX Runtime refuses a run
 * with a missing feed, and it is better to refuse at load time than per request.
 */
export function bindModelIo(session: OrtSession, names: IoNames, outputName: string | undefined): ModelIo | string {
  const wanted = {
    input_ids: names.input_ids ?? 'input_ids',
    attention_mask: names.attention_mask ?? 'attention_mask',
    token_type_ids: names.token_type_ids ?? 'token_type_ids',
  };
  const bound: Partial<Record<keyof typeof wanted, BoundInput>> = {};
  for (const meta of session.inputMetadata) {
    const role = (Object.keys(wanted) as (keyof typeof wanted)[]).find((k) => wanted[k] === meta.name);
    if (role === undefined)
      return `the model takes input "${meta.name}", which the second stage cannot fill (it feeds ${Object.values(wanted).join(', ')}); name the input's role under input_names`;
    if (!meta.isTensor || (meta.type !== 'int64' && meta.type !== 'int32'))
      return `the model's input "${meta.name}" is of type ${meta.type ?? 'non-tensor'}; token inputs must be int64 or int32`;
    bound[role] = { name: meta.name, type: meta.type };
  }
  if (bound.input_ids === undefined)
    return `the model has no input "${wanted.input_ids}" (its inputs: ${session.inputNames.join(', ')}); set input_names.input_ids`;
  const output = outputName ?? session.outputNames[0];
  if (output === undefined || !session.outputNames.includes(output))
    return `the model has no output "${output ?? ''}" (its outputs: ${session.outputNames.join(', ')}); set output_name`;
  return Object.freeze({
    inputIds: bound.input_ids,
    attentionMask: bound.attention_mask,
    tokenTypeIds: bound.token_type_ids,
    output,
  });
}

export interface ModelParts {
  readonly name: string;
  readonly runtime: OnnxRuntime;
  readonly session: OrtSession;
  readonly io: ModelIo;
  readonly tokenizer: TextTokenizer;
  readonly frame: TokenFrame;
  readonly maxLength: number;
  readonly maxWindows: number;
}

function intTensor(runtime: OnnxRuntime, input: BoundInput, values: readonly number[]): OrtTensor {
  const data = input.type === 'int64' ? BigInt64Array.from(values, (v) => BigInt(v)) : Int32Array.from(values);
  return new runtime.Tensor(input.type, data, [1, values.length]);
}

/** Runs one window (batch of one: no padding, so a window's output never depends on its neighbours). */
async function runWindow(parts: ModelParts, ids: readonly number[]): Promise<{ data: Float32Array; dims: number[] }> {
  const { runtime, session, io } = parts;
  const feeds: Record<string, OrtTensor> = { [io.inputIds.name]: intTensor(runtime, io.inputIds, ids) };
  if (io.attentionMask !== undefined)
    feeds[io.attentionMask.name] = intTensor(
      runtime,
      io.attentionMask,
      ids.map(() => 1),
    );
  if (io.tokenTypeIds !== undefined)
    feeds[io.tokenTypeIds.name] = intTensor(
      runtime,
      io.tokenTypeIds,
      ids.map(() => 0),
    );
  const out = (await session.run(feeds))[io.output];
  if (out === undefined || !(out.data instanceof Float32Array))
    throw new ParapetError(
      'MODEL_INTEGRITY',
      `second-stage model "${parts.name}": output "${io.output}" is ${out === undefined ? 'missing' : `of type ${out.type}`}; expected float32.`,
      { model: parts.name },
    );
  return { data: out.data, dims: [...out.dims] };
}

function checkedScore(parts: ModelParts, score: number): number {
  if (!Number.isFinite(score))
    throw new ParapetError('MODEL_INTEGRITY', `second-stage model "${parts.name}" produced a non-finite output.`, {
      model: parts.name,
    });
  return score;
}

/** Unit-length sentence vectors, one per window: mean-pooled token states, or the model's own pooled output. */
export async function embedWindows(
  parts: ModelParts,
  text: string,
  maxWindows = parts.maxWindows,
): Promise<Float32Array[]> {
  const vectors: Float32Array[] = [];
  for (const ids of tokenWindows(parts.tokenizer, parts.frame, text, { maxLength: parts.maxLength, maxWindows })) {
    const { data, dims } = await runWindow(parts, ids);
    // A NaN would compare false everywhere and quietly read as "similar to nothing".
    checkedScore(
      parts,
      data.reduce((sum, x) => sum + x, 0),
    );
    const width = dims[dims.length - 1] ?? 0;
    if (dims.length === 3 && dims[0] === 1 && dims[1] === ids.length)
      vectors.push(
        l2Normalize(
          maskedMeanPool(
            data,
            ids.map(() => 1),
            width,
          ),
        ),
      );
    else if (dims.length === 2 && dims[0] === 1) vectors.push(l2Normalize(data.slice(0, width)));
    else
      throw new ParapetError(
        'MODEL_INTEGRITY',
        `second-stage model "${parts.name}": output "${parts.io.output}" has shape [${dims.join(', ')}]; an embedding model must output [1, tokens, width] (token states) or [1, width] (a pooled vector).`,
        { model: parts.name, dims },
      );
  }
  return vectors;
}

/** A classifier: softmax over the logits, the attack labels' probability, the highest over the windows. */
export function createClassifier(parts: ModelParts, attackLabels: readonly number[]): OnnxModel {
  return Object.freeze({
    name: parts.name,
    kind: 'classifier' as const,
    async score(text: string): Promise<number> {
      let best = 0;
      const windows = tokenWindows(parts.tokenizer, parts.frame, text, parts);
      for (const ids of windows) {
        const { data, dims } = await runWindow(parts, ids);
        const labels = dims[dims.length - 1] ?? 0;
        if (data.length !== labels || attackLabels.some((i) => i >= labels))
          throw new ParapetError(
            'MODEL_INTEGRITY',
            `second-stage model "${parts.name}": output "${parts.io.output}" has shape [${dims.join(', ')}]; a classifier must output [1, labels] logits with attack_label_index below the label count.`,
            { model: parts.name, dims },
          );
        best = Math.max(best, checkedScore(parts, labelProbability(data, attackLabels)));
      }
      return best;
    },
    release: () => parts.session.release(),
  });
}

export interface ReferenceVectors {
  readonly attack: readonly Float32Array[];
  readonly benign: readonly Float32Array[];
}

/**
 * An embedding model: per window, the margin between its nearest attack reference and its nearest benign
 * one, calibrated to a probability; the highest over the windows.
 */
export function createEmbeddingScorer(
  parts: ModelParts,
  references: ReferenceVectors,
  calibration: { readonly scale: number; readonly offset: number },
): OnnxModel {
  return Object.freeze({
    name: parts.name,
    kind: 'embedding' as const,
    async score(text: string): Promise<number> {
      let best = 0;
      for (const v of await embedWindows(parts, text)) {
        const margin = maxCosine(v, references.attack) - maxCosine(v, references.benign);
        best = Math.max(best, checkedScore(parts, marginScore(margin, calibration)));
      }
      return best;
    },
    release: () => parts.session.release(),
  });
}

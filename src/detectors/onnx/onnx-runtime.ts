import { ParapetError } from '../../core/index.ts';

/*
 * The slice of onnxruntime-node's API the second stage uses, typed here so that Parapet type-checks and
 * runs without the package: it is an optional dependency (about 290 MB of native binaries for every
 * platform), imported only when a user asks for the second stage.
 */

export type TensorElementType = 'int64' | 'int32' | 'float32';

export interface OrtTensor {
  readonly type: string;
  readonly dims: readonly number[];
  readonly data: unknown;
}

export interface OrtValueMetadata {
  readonly name: string;
  readonly isTensor: boolean;
  readonly type?: string;
}

export interface OrtSession {
  readonly inputNames: readonly string[];
  readonly outputNames: readonly string[];
  readonly inputMetadata: readonly OrtValueMetadata[];
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
  release(): Promise<void>;
}

export interface OrtSessionOptions {
  readonly executionProviders: readonly string[];
  readonly graphOptimizationLevel: 'disabled' | 'basic' | 'extended' | 'all';
  readonly logSeverityLevel: 0 | 1 | 2 | 3 | 4;
}

export interface OnnxRuntime {
  readonly InferenceSession: {
    create(model: Uint8Array, options: OrtSessionOptions): Promise<OrtSession>;
  };
  readonly Tensor: new (
    type: TensorElementType,
    data: BigInt64Array | Int32Array | Float32Array,
    dims: readonly number[],
  ) => OrtTensor;
}

// A variable specifier keeps TypeScript from resolving the optional package at compile time.
const PACKAGE = 'onnxruntime-node';

/**
 * Imports onnxruntime-node, or explains how to install it. Its postinstall only fetches GPU (CUDA) add-ons:
 * the CPU binaries Parapet uses ship inside the npm package, which is why the project denies the script.
 */
export async function importOnnxRuntime(specifier: string = PACKAGE): Promise<OnnxRuntime> {
  let loaded: { default?: unknown } & Record<string, unknown>;
  try {
    loaded = (await import(specifier)) as { default?: unknown } & Record<string, unknown>;
  } catch (error) {
    throw new ParapetError(
      'CONFIG_INVALID',
      `the second stage needs the optional package onnxruntime-node, which cannot be loaded (${error instanceof Error ? error.message.split('\n')[0] : String(error)}). Install it with "npm install onnxruntime-node"; its postinstall script is not needed (the CPU binaries ship in the package), so "npm install --ignore-scripts onnxruntime-node" works too.`,
      { package: specifier },
      error,
    );
  }
  // The CommonJS package arrives as named exports and as `default`, depending on the loader.
  const runtime = (typeof loaded['InferenceSession'] === 'function' ? loaded : loaded.default) as
    | Partial<OnnxRuntime>
    | undefined;
  if (runtime?.InferenceSession === undefined || runtime.Tensor === undefined) {
    throw new ParapetError(
      'CONFIG_INVALID',
      `the package ${specifier} does not export InferenceSession and Tensor; reinstall onnxruntime-node.`,
      { package: specifier },
    );
  }
  return runtime as OnnxRuntime;
}

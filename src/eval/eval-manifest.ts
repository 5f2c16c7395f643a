import type { EngineInfo } from './screen-outcome.ts';

/** What a result was measured with, so that two runs can be compared or one reproduced. */
export interface EvalManifest {
  readonly tool: 'parapet eval';
  readonly schema_version: 1;
  /** The Parapet checkout that ran; null fields when it is not a git work tree (an installed package). */
  readonly git: { readonly commit: string | null; readonly dirty: boolean | null };
  readonly corpus: readonly { readonly path: string; readonly sha256: string; readonly bytes: number }[];
  readonly sample: { readonly rows: number; readonly seed: number } | null;
  readonly policy: EngineInfo['policy'];
  readonly engine: EngineInfo['engine'];
  readonly calibration: EngineInfo['calibration'];
  readonly models: EngineInfo['models'];
  readonly taxonomy: EngineInfo['taxonomy'];
  readonly detectors: EngineInfo['detectors'];
  readonly node: string;
  readonly platform: string;
  readonly workers: number;
  readonly command_line: readonly string[];
  readonly started_at: string;
  readonly ended_at: string;
  readonly rows: {
    readonly read: number;
    readonly evaluated: number;
    readonly invalid: number;
    readonly errors: number;
  };
  /** Malformed lines skipped with --skip-invalid (the first 100). */
  readonly invalid_lines: readonly { readonly file: string; readonly line: number; readonly message: string }[];
  /** Rows the firewall refused to screen (the first 100), e.g. REQUEST_TOO_LARGE. */
  readonly screen_errors: readonly { readonly id: string; readonly code: string; readonly message: string }[];
}

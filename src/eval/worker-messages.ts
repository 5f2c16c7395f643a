import type { ErrorCode } from '../core/index.ts';
import type { EngineInfo, ScreenOutcome, WorkItem } from './screen-outcome.ts';

/** Main thread → worker: one batch of rows to screen. */
export interface ToWorker {
  readonly batch: number;
  readonly items: readonly WorkItem[];
}

/** Worker → main thread. */
export type FromWorker =
  | { readonly type: 'ready'; readonly engine: EngineInfo }
  | { readonly type: 'failed'; readonly code: ErrorCode; readonly message: string }
  | { readonly type: 'results'; readonly batch: number; readonly outcomes: readonly ScreenOutcome[] };

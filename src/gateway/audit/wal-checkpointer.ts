import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

/**
 * Moves a WAL log's checkpoints off the writer's thread. SQLite checkpoints from inside the commit that
 * crosses `wal_autocheckpoint` pages and ends with an fsync of the database file: a multi-millisecond stall
 * of the gateway's event loop every thousand pages, which was most of its p99 (make bench: added p99
 * 5.0 → 2.7 ms without it). Here the writer's connection never checkpoints; a worker thread does, PASSIVE,
 * on its own connection. Should the worker fail, or the WAL outgrow `maxLogFrames` because the worker never
 * caught up with a busy writer, the writer's connection checkpoints inline again, as SQLite would by default.
 */
export interface WalCheckpointer {
  /** Stops the worker; the writer's connection checkpoints inline from then on. */
  close(): Promise<void>;
}

export interface WalCheckpointerOptions {
  /** How often the worker checkpoints. */
  readonly intervalMs?: number;
  /** WAL frames (pages) past which the writer checkpoints inline until the worker catches up. */
  readonly maxLogFrames?: number;
  /** Told once when the worker cannot run, and the writer checkpoints inline for good. */
  readonly onFallback?: (reason: string) => void;
}

const WORKER_URL = new URL(
  `./wal-checkpoint-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);
const DEFAULT_INTERVAL_MS = 200;
const DEFAULT_MAX_LOG_FRAMES = 16_384;
/** SQLite's own default, restored whenever the writer must checkpoint inline. */
const INLINE_AUTOCHECKPOINT_PAGES = 1000;

interface PassMessage {
  readonly kind: 'pass';
  readonly logFrames: number;
}
interface FailedMessage {
  readonly kind: 'failed';
  readonly message: string;
}

export function startWalCheckpointer(
  db: DatabaseSync,
  path: string,
  options: WalCheckpointerOptions = {},
): WalCheckpointer {
  const maxLogFrames = options.maxLogFrames ?? DEFAULT_MAX_LOG_FRAMES;
  let isInline = true; // SQLite's default for a new connection
  let isClosed = false;
  let hasFallenBack = false;
  const setInline = (inline: boolean): void => {
    if (inline === isInline) return;
    isInline = inline;
    db.exec(`PRAGMA wal_autocheckpoint = ${inline ? INLINE_AUTOCHECKPOINT_PAGES : 0}`);
  };
  const fallBack = (reason: string): void => {
    if (isClosed || hasFallenBack) return;
    hasFallenBack = true;
    setInline(true);
    options.onFallback?.(reason);
  };
  setInline(false);

  const worker = new Worker(WORKER_URL, {
    workerData: { path, intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS },
    // It runs one PRAGMA every interval: V8's default young generation (up to 3 × 16 MB) would be RSS for
    // nothing. Should these limits ever be hit, the worker exits and the writer checkpoints inline.
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
  });
  // A background chore: it must not keep a process alive that has nothing else to do.
  worker.unref();
  worker.on('message', (message: PassMessage | FailedMessage) => {
    if (message.kind === 'failed') {
      fallBack(`the WAL checkpoint worker failed: ${message.message}`);
      return;
    }
    if (!hasFallenBack) setInline(message.logFrames > maxLogFrames);
  });
  worker.on('error', (error) => fallBack(`the WAL checkpoint worker failed: ${error.message}`));
  let hasExited = false;
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', (code) => {
      hasExited = true;
      if (!isClosed) fallBack(`the WAL checkpoint worker stopped (exit code ${code})`);
      resolve();
    });
  });

  return {
    async close() {
      if (isClosed) return;
      isClosed = true;
      if (!hasExited) {
        // Referenced again while it stops: else a process whose last task is this close exits mid-await.
        worker.ref();
        worker.postMessage('close');
      }
      await exited;
      // The connection may be closed right after this; keep it checkpointing like any SQLite connection.
      try {
        setInline(true);
      } catch {
        // already closed by the owner: nothing to restore
      }
    },
  };
}

import { Worker } from 'node:worker_threads';
import { ParapetError } from '../core/index.ts';
import { createFirewall } from '../firewall/index.ts';
import type { LoadedPolicy } from '../policy/index.ts';
import { type EngineInfo, engineInfoOf, type ScreenOutcome, screenItem, type WorkItem } from './screen-outcome.ts';
import type { FromWorker, ToWorker } from './worker-messages.ts';

/** Screens batches of rows, on worker threads or (workers: 0) on the calling thread. */
export interface ScreenPool {
  readonly engine: EngineInfo;
  /** Worker threads in use; 0 when screening in-process. */
  readonly workers: number;
  screen(items: readonly WorkItem[]): Promise<readonly ScreenOutcome[]>;
  close(): Promise<void>;
}

export interface ScreenPoolOptions {
  readonly workers: number;
  readonly policy: LoadedPolicy;
}

// Run from src (tests, type stripping) or from dist: the worker file has the same extension as this one.
const WORKER_URL = new URL('./eval-worker' + (import.meta.url.endsWith('.ts') ? '.ts' : '.js'), import.meta.url);

function startInProcess(policy: LoadedPolicy): ScreenPool {
  const firewall = createFirewall({ policy });
  return {
    engine: engineInfoOf(firewall),
    workers: 0,
    screen: async (items) => items.map((item) => screenItem(firewall, item)),
    close: async () => {},
  };
}

interface Pending {
  resolve(outcomes: readonly ScreenOutcome[]): void;
  reject(error: unknown): void;
}

interface Slot {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
}

/** Starts the pool and waits until every worker has built its firewall (or one failed to). */
export async function startScreenPool(options: ScreenPoolOptions): Promise<ScreenPool> {
  if (options.workers === 0) return startInProcess(options.policy);
  let broken: unknown;
  let closing = false;
  let nextBatch = 0;
  const slots: Slot[] = [];
  const fail = (error: unknown): void => {
    broken ??= error;
    for (const slot of slots) {
      for (const p of slot.pending.values()) p.reject(broken);
      slot.pending.clear();
    }
  };
  const ready = Array.from({ length: options.workers }, () => {
    const worker = new Worker(WORKER_URL, { workerData: { policy: options.policy } });
    const slot: Slot = { worker, pending: new Map() };
    slots.push(slot);
    return new Promise<EngineInfo>((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') resolve(message.engine);
        else if (message.type === 'failed') reject(new ParapetError(message.code, message.message));
        else {
          slot.pending.get(message.batch)?.resolve(message.outcomes);
          slot.pending.delete(message.batch);
        }
      });
      worker.on('error', (error) => {
        reject(error);
        fail(error);
      });
      worker.on('exit', (code) => {
        if (closing) return;
        const error = new ParapetError('INTERNAL', `an evaluation worker stopped unexpectedly (exit code ${code}).`);
        reject(error);
        fail(error);
      });
    });
  });
  const close = async (): Promise<void> => {
    closing = true;
    await Promise.all(slots.map((s) => s.worker.terminate()));
  };
  let engines: EngineInfo[];
  try {
    engines = await Promise.all(ready);
  } catch (error) {
    await close();
    throw error;
  }
  const engine = engines[0];
  if (engine === undefined) throw new ParapetError('INTERNAL', 'the evaluation pool started no workers.');
  return {
    engine,
    workers: slots.length,
    close,
    screen(items) {
      if (broken !== undefined) return Promise.reject(broken);
      // The least busy worker takes the batch, so a slow batch does not hold up the others.
      const slot = slots.reduce((best, s) => (s.pending.size < best.pending.size ? s : best));
      const batch = nextBatch++;
      return new Promise((resolve, reject) => {
        slot.pending.set(batch, { resolve, reject });
        const message: ToWorker = { batch, items };
        slot.worker.postMessage(message);
      });
    },
  };
}

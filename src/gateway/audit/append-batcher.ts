/** Queues items and commits them in batches; each caller's promise settles when its batch has committed. */
export interface AppendBatcher<T, R> {
  push(item: T): Promise<R>;
  /** Resolves once everything queued so far has been committed or has failed. */
  drain(): Promise<void>;
}

interface Pending<T, R> {
  readonly item: T;
  readonly resolve: (result: R) => void;
  readonly reject: (error: unknown) => void;
}

export interface AppendBatcherOptions<T, R> {
  /** Writes a batch in one transaction and returns one result per item, in order; throws to fail the batch. */
  readonly commit: (items: readonly T[]) => Promise<readonly R[]>;
  readonly maxBatch: number;
}

// Appends that arrive while a transaction is running ride together in the next one: one fsync (SQLite) or
// one chain-head lock (PostgreSQL) for many records, and only one transaction of this process in flight,
// so a process never contends with itself for the head. Nothing is acknowledged before its commit.
export function createAppendBatcher<T, R>(options: AppendBatcherOptions<T, R>): AppendBatcher<T, R> {
  const queue: Pending<T, R>[] = [];
  let running: Promise<void> | null = null;

  async function run(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve)); // let this tick's appends join the batch
    while (queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      let results: readonly R[];
      try {
        results = await options.commit(batch.map((p) => p.item));
      } catch (error) {
        for (const p of batch) p.reject(error);
        continue;
      }
      batch.forEach((p, i) => {
        p.resolve(results[i] as R);
      });
    }
    running = null;
  }

  return {
    push(item) {
      const settled = new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
      });
      running ??= run();
      return settled;
    },
    async drain() {
      while (running !== null) await running;
    },
  };
}

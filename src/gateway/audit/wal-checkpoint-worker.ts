/**
 * Runs in a worker thread beside a SQLite audit log in WAL mode: checkpoints the WAL into the database file
 * on its own connection, so that the fsync a checkpoint ends with never stalls the gateway's event loop.
 * PASSIVE mode never waits for the writer; after each pass the WAL's size is reported to the owner.
 */
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

interface CheckpointWorkerData {
  readonly path: string;
  readonly intervalMs: number;
}

interface CheckpointRow {
  readonly busy: number;
  readonly log: number;
  readonly checkpointed: number;
}

const { path, intervalMs } = workerData as CheckpointWorkerData;
const db = new DatabaseSync(path);
db.exec('PRAGMA busy_timeout = 1000');
// A checkpoint copies pages from the WAL to the database file; it needs no page cache of its own (default 2 MB).
db.exec('PRAGMA cache_size = -64');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  try {
    const row = checkpoint.get() as CheckpointRow | undefined;
    parentPort?.postMessage({ kind: 'pass', logFrames: row?.log ?? 0 });
  } catch (error) {
    // The owner falls back to checkpointing on its own connection; this thread has nothing more to do.
    parentPort?.postMessage({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    clearInterval(timer);
    db.close();
    parentPort?.close();
  }
}, intervalMs);

parentPort?.on('message', (message: unknown) => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort?.close();
});

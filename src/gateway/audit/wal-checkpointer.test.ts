import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, it } from 'node:test';
import { startWalCheckpointer } from './wal-checkpointer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function walDatabase(): { db: DatabaseSync; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'parapet-wal-'));
  dirs.push(dir);
  const path = join(dir, 'log.sqlite');
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x TEXT)');
  return { db, path };
}

const autocheckpoint = (db: DatabaseSync): number =>
  (db.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint;

function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  return new Promise((resolve, reject) => {
    const poll = (): void => {
      if (condition()) resolve();
      else if (Date.now() > deadline) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(poll, 10);
    };
    poll();
  });
}

describe('startWalCheckpointer', () => {
  it('turns inline checkpoints off and backfills the WAL from its worker', async () => {
    const { db, path } = walDatabase();
    const reasons: string[] = [];
    const checkpointer = startWalCheckpointer(db, path, { intervalMs: 10, onFallback: (r) => reasons.push(r) });
    try {
      assert.equal(autocheckpoint(db), 0);
      const insert = db.prepare('INSERT INTO t (x) VALUES (?)');
      for (let i = 0; i < 200; i++) insert.run('x'.repeat(2000));
      // A second connection sees every frame of the WAL already copied into the database file.
      const reader = new DatabaseSync(path);
      try {
        await until(() => {
          const row = reader.prepare('PRAGMA wal_checkpoint(PASSIVE)').get() as { log: number; checkpointed: number };
          return row.log > 0 && row.checkpointed === row.log;
        }, 'the worker to backfill the WAL');
      } finally {
        reader.close();
      }
      // The worker did it, not an inline fallback (a heap limit once killed it while it loaded).
      assert.deepEqual(reasons, []);
      assert.equal(autocheckpoint(db), 0);
    } finally {
      await checkpointer.close();
      db.close();
    }
  });

  it('checkpoints inline again, and says so, when the worker cannot open the log', async () => {
    const { db } = walDatabase();
    const reasons: string[] = [];
    // A directory is no database: the worker's connection fails to open.
    const checkpointer = startWalCheckpointer(db, tmpdir(), { intervalMs: 10, onFallback: (r) => reasons.push(r) });
    try {
      await until(() => reasons.length > 0, 'the fallback');
      assert.match(reasons[0] ?? '', /WAL checkpoint worker (failed|stopped)/);
      assert.equal(autocheckpoint(db), 1000);
      assert.equal(reasons.length, 1);
    } finally {
      await checkpointer.close();
      db.close();
    }
  });

  it('checkpoints inline while the WAL is longer than the limit', async () => {
    const { db, path } = walDatabase();
    const checkpointer = startWalCheckpointer(db, path, { intervalMs: 10, maxLogFrames: 0 });
    try {
      db.prepare('INSERT INTO t (x) VALUES (?)').run('x');
      await until(() => autocheckpoint(db) === 1000, 'inline checkpoints');
    } finally {
      await checkpointer.close();
      db.close();
    }
  });

  it('hands checkpoints back to the connection when closed', async () => {
    const { db, path } = walDatabase();
    const checkpointer = startWalCheckpointer(db, path);
    await checkpointer.close();
    await checkpointer.close(); // idempotent
    assert.equal(autocheckpoint(db), 1000);
    db.close();
  });
});

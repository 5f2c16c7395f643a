import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAppendBatcher } from './append-batcher.ts';

describe('createAppendBatcher', () => {
  it('commits appends made together in one batch, in order, and settles each with its own result', async () => {
    const batches: number[][] = [];
    const batcher = createAppendBatcher<number, string>({
      commit: async (items) => {
        batches.push([...items]);
        return items.map((n) => `r${n}`);
      },
      maxBatch: 3,
    });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.push(n)));
    assert.deepEqual(results, ['r1', 'r2', 'r3', 'r4', 'r5']);
    assert.deepEqual(batches, [
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('rejects every append of a failed batch and carries on with the next', async () => {
    let calls = 0;
    const batcher = createAppendBatcher<number, number>({
      commit: async (items) => {
        calls++;
        if (calls === 1) throw new Error('disk full');
        return items;
      },
      maxBatch: 2,
    });
    const settled = await Promise.allSettled([1, 2, 3].map((n) => batcher.push(n)));
    assert.deepEqual(
      settled.map((s) => s.status),
      ['rejected', 'rejected', 'fulfilled'],
    );
    await batcher.drain();
    assert.equal(await batcher.push(9), 9);
  });
});

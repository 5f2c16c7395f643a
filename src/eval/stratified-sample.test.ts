import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mulberry32, stratifiedSample } from './stratified-sample.ts';

test('the sample has exactly the requested size, proportional with a floor per file', () => {
  const sizes = [10_000, 3, 500, 40];
  const picks = stratifiedSample({ sizes, rows: 1000, seed: 7 });
  assert.equal(
    picks.reduce((a, p) => a + p.length, 0),
    1000,
  );
  assert.equal(picks[1]?.length, 3, 'a file smaller than the floor is taken whole');
  assert.ok((picks[0]?.length ?? 0) > (picks[2]?.length ?? 0));
  assert.ok((picks[3]?.length ?? 0) >= 5);
});

test('indices are sorted, unique and in range', () => {
  const sizes = [100, 57];
  const picks = stratifiedSample({ sizes, rows: 60, seed: 1 });
  picks.forEach((p, file) => {
    assert.equal(new Set(p).size, p.length);
    assert.deepEqual(
      [...p].sort((a, b) => a - b),
      p,
    );
    for (const i of p) assert.ok(i >= 0 && i < (sizes[file] ?? 0));
  });
});

test('the same seed gives the same sample; another seed another', () => {
  const a = stratifiedSample({ sizes: [1000, 1000], rows: 100, seed: 42 });
  const b = stratifiedSample({ sizes: [1000, 1000], rows: 100, seed: 42 });
  const c = stratifiedSample({ sizes: [1000, 1000], rows: 100, seed: 43 });
  assert.deepEqual(a, b);
  assert.notDeepEqual(a, c);
});

test('asking for more rows than exist takes everything', () => {
  const picks = stratifiedSample({ sizes: [3, 2], rows: 99, seed: 1 });
  assert.deepEqual(picks, [
    [0, 1, 2],
    [0, 1],
  ]);
});

test('a sample smaller than files × floor still has exactly the requested size', () => {
  const picks = stratifiedSample({ sizes: [6, 4, 100], rows: 6, seed: 3 });
  assert.equal(
    picks.reduce((a, p) => a + p.length, 0),
    6,
  );
  assert.ok(picks.every((p) => p.length >= 2));
});

test('bad sample sizes are rejected', () => {
  assert.throws(() => stratifiedSample({ sizes: [3], rows: 0, seed: 1 }), RangeError);
});

test('mulberry32 is deterministic and uniform enough', () => {
  const r = mulberry32(123);
  const values = Array.from({ length: 10_000 }, r);
  assert.deepEqual(values.slice(0, 3), Array.from({ length: 3 }, mulberry32(123)));
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  assert.ok(Math.abs(mean - 0.5) < 0.02);
  assert.ok(values.every((v) => v >= 0 && v < 1));
});

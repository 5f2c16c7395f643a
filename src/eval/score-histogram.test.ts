import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHistogramCounter, HISTOGRAM_BINS } from './score-histogram.ts';

test('scores land in 0.05-wide bins, split by label; 1 goes in the last bin', () => {
  const h = createHistogramCounter();
  const table = [
    { score: 0, isAttack: false, bin: 0 },
    { score: 0.049, isAttack: false, bin: 0 },
    { score: 0.05, isAttack: true, bin: 1 },
    { score: 0.5, isAttack: true, bin: 10 },
    { score: 1, isAttack: true, bin: 19 },
  ];
  for (const c of table) h.add(c.score, c.isAttack);
  const r = h.result();
  assert.equal(r.bins, HISTOGRAM_BINS);
  assert.equal(r.benign[0], 2);
  assert.equal(r.attack[1], 1);
  assert.equal(r.attack[10], 1);
  assert.equal(r.attack[19], 1);
  assert.deepEqual(r.zero, { attack: 0, benign: 1 });
});

test('a plateau shows up as the top exact value', () => {
  const h = createHistogramCounter();
  for (let i = 0; i < 40; i++) h.add(0.62, i % 4 === 0);
  for (let i = 1; i <= 10; i++) h.add(i / 100, false);
  const top = h.result().top_values[0];
  assert.deepEqual(top, { value: 0.62, attack: 10, benign: 30 });
  assert.equal(h.result().top_values.length, 5);
});

test('non-finite and out-of-range scores are clamped, never thrown', () => {
  const h = createHistogramCounter();
  h.add(Number.NaN, true);
  h.add(-1, true);
  h.add(7, false);
  const r = h.result();
  assert.equal(r.attack[0], 2);
  assert.equal(r.benign[HISTOGRAM_BINS - 1], 1);
});

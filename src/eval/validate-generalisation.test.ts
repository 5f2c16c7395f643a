import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isParapetError } from '../core/index.ts';
import { LEARNED_HEADS } from '../detectors/index.ts';
import { mergeFolds, selectHeads } from './validate-generalisation.ts';

test('selectHeads: every head when none is named', () => {
  assert.deepEqual(selectHeads(undefined), LEARNED_HEADS);
});

test('selectHeads: a head may be named with or without its learned. prefix', () => {
  const ids = selectHeads(['instruction-attack', 'learned.harmful-request']).map((h) => h.id);
  assert.deepEqual(ids.sort(), ['learned.harmful-request', 'learned.instruction-attack']);
});

test('selectHeads: an unknown head is a clear error, not an empty run', () => {
  assert.throws(
    () => selectHeads(['instruction-atack']),
    (e: unknown) =>
      isParapetError(e) &&
      e.code === 'INPUT_INVALID' &&
      /instruction-atack/.test(e.message) &&
      /learned\.indirect-injection/.test(e.message),
  );
});

test('mergeFolds: a re-run head replaces its rows, the others keep theirs, heads stay in order', () => {
  const fold = (head: string, held_out: string, fpr: number) => ({
    head,
    by: 'source' as const,
    held_out,
    n_positive: 0,
    n_negative: 10,
    roc_auc: null,
    tpr_at_0_5: null,
    fpr_at_0_5: fpr,
  });
  const earlier = [
    fold('learned.instruction-attack', 'a', 0.1),
    fold('learned.instruction-attack', 'b', 0.2),
    fold('learned.indirect-injection', 'a', 0.3),
  ];
  const merged = mergeFolds(earlier, [
    fold('learned.instruction-attack', 'b', 0.5),
    fold('learned.instruction-attack', 'c', 0.6),
  ]);
  assert.deepEqual(
    merged.map((r) => [r.head, r.held_out, r.fpr_at_0_5]),
    [
      ['learned.instruction-attack', 'b', 0.5],
      ['learned.instruction-attack', 'c', 0.6],
      ['learned.indirect-injection', 'a', 0.3],
    ],
  );
});

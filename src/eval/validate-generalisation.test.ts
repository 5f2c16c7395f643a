import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isParapetError } from '../core/index.ts';
import { LEARNED_HEADS } from '../detectors/index.ts';
import { selectHeads } from './validate-generalisation.ts';

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

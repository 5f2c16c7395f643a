import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareText } from './compare-text.ts';

test('compareText orders by code unit, whatever the locale would say', () => {
  assert.deepEqual(['b', 'a', 'B', 'a-b', 'a_b', 'a.b', 'é', 'e'].sort(compareText), [
    'B',
    'a',
    'a-b',
    'a.b',
    'a_b',
    'b',
    'e',
    'é',
  ]);
  assert.equal(compareText('x', 'x'), 0);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deepFreeze } from './deep-freeze.ts';

test('deepFreeze freezes nested objects and arrays', () => {
  const value = { a: { b: [1, { c: 2 }] }, d: [[{ e: 3 }]] };
  deepFreeze(value);
  assert.ok(Object.isFrozen(value));
  assert.ok(Object.isFrozen(value.a));
  assert.ok(Object.isFrozen(value.a.b));
  assert.ok(Object.isFrozen(value.a.b[1]));
  assert.ok(Object.isFrozen(value.d[0]?.[0]));
  assert.throws(() => {
    (value.a.b[1] as { c: number }).c = 5;
  }, TypeError);
});

test('deepFreeze walks own string keys only: an object reached through a prototype stays as it was', () => {
  const shared = { mutable: true };
  const proto = { shared };
  const value = Object.assign(Object.create(proto) as { shared: typeof shared }, { own: { x: 1 } });
  deepFreeze(value);
  assert.ok(Object.isFrozen(value));
  assert.ok(!Object.isFrozen(shared));
  assert.ok(Object.isFrozen((value as unknown as { own: object }).own));
});

test('deepFreeze returns primitives as they are and terminates on cycles', () => {
  assert.equal(deepFreeze(3), 3);
  assert.equal(deepFreeze(null), null);
  const cyclic: { self?: unknown; list: unknown[] } = { list: [] };
  cyclic.self = cyclic;
  cyclic.list.push(cyclic);
  assert.equal(deepFreeze(cyclic), cyclic);
  assert.ok(Object.isFrozen(cyclic.list));
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { canonicalJson } from './canonical-hash.ts';

// The fast path (sorted copy + JSON.stringify) must write exactly what the canonicalize library writes.
test('canonicalJson equals the canonicalize library on arbitrary JSON values', () => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
      assert.equal(canonicalJson(value), canonicalize(value));
    }),
    { numRuns: 3000 },
  );
});

test('canonicalJson and the library agree on any code units, lone surrogates included (both refuse them)', () => {
  const outcome = (f: () => string) => {
    try {
      return f();
    } catch {
      return 'refused';
    }
  };
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' }), (value) => {
      assert.equal(
        outcome(() => canonicalJson(value)),
        outcome(() => canonicalize(value) ?? ''),
      );
    }),
    { numRuns: 3000 },
  );
});

test('canonicalJson sorts keys by UTF-16 code units, array-index keys included', () => {
  assert.equal(
    canonicalJson({ b: 1, a: 2, '10': 3, '2': 4, é: 5, '😀': 6, '\uffff': 7 }),
    canonicalize({ b: 1, a: 2, '10': 3, '2': 4, é: 5, '😀': 6, '\uffff': 7 }),
  );
  assert.equal(canonicalJson({ '10': 1, '2': 2 }), '{"10":1,"2":2}');
  assert.equal(
    canonicalJson({ n: [1e21, 1e-7, -0, 0.1 + 0.2, 5e-324] }),
    canonicalize({ n: [1e21, 1e-7, -0, 0.1 + 0.2, 5e-324] }),
  );
  assert.equal(canonicalJson({ u: undefined, a: [1] }), '{"a":[1]}');
  assert.equal(canonicalJson({ d: new Date(0) }), canonicalize({ d: new Date(0) }));
  // JSON.parse makes "__proto__" an own key; it must be written, not become a prototype.
  const withProto = JSON.parse('{"z":1,"__proto__":{"x":2},"a":[{"__proto__":3}]}');
  assert.equal(canonicalJson(withProto), canonicalize(withProto));
  assert.equal(canonicalJson(withProto), '{"__proto__":{"x":2},"a":[{"__proto__":3}],"z":1}');
});

test('canonicalJson refuses what RFC 8785 cannot represent, deep values included', () => {
  assert.throws(() => canonicalJson({ s: 'a\ud800' }), { code: 'INPUT_INVALID' });
  assert.throws(() => canonicalJson({ ['\ud800']: 1 }), { code: 'INPUT_INVALID' });
  assert.throws(() => canonicalJson([Number.NaN]), { code: 'INPUT_INVALID' });
  let deep: unknown = 1;
  for (let i = 0; i < 5000; i++) deep = [deep];
  assert.equal(canonicalJson(deep), canonicalize(deep));
});

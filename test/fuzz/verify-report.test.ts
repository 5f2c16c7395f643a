import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { buildReport, verifyReport } from '../../src/assurance/index.ts';
import { SIGNER, sampleInput } from '../../src/assurance/report/__fixtures__/sample-report-input.ts';
import { anyText, assertProperty, FUZZ_SEED } from './arbitraries.ts';

// A valid signed report, then random edits anywhere in it: each must be caught (ok false) without verifyReport
// throwing. An edit that leaves the canonical JSON unchanged (re-setting a value to itself) is no edit and skipped.
const REPORT = buildReport(sampleInput());
const ORIGINAL = JSON.stringify(REPORT);
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

function pathsOf(value: Json, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...path, i]))];
  if (value !== null && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k]))];
  return here;
}
const PATHS = pathsOf(structuredClone(REPORT) as unknown as Json).filter((p) => p.length > 0);

/** One edit a tamperer (or a corrupting disk) could make at a node. */
type Edit =
  | { readonly kind: 'replace'; readonly value: Json }
  | { readonly kind: 'tweak'; readonly at: number; readonly text: string }
  | { readonly kind: 'delete' }
  | { readonly kind: 'add-key'; readonly key: string; readonly value: Json }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'swap-with-next' };

const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> }),
  fc.record({ kind: fc.constant('tweak' as const), at: fc.nat(), text: anyText.map((t) => t.slice(0, 4)) }),
  fc.record({ kind: fc.constant('delete' as const) }),
  fc.record({
    kind: fc.constant('add-key' as const),
    key: fc.string({ maxLength: 8 }),
    value: fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>,
  }),
  fc.record({ kind: fc.constant('duplicate' as const) }),
  fc.record({ kind: fc.constant('swap-with-next' as const) }),
);

/** A number nudged, a boolean flipped, a string edited at one place: the small edits a signature must catch. */
function tweak(value: Json, at: number, text: string): Json {
  if (typeof value === 'number') return at % 2 === 0 ? value + 1 : value / 2 + 0.25;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') {
    const i = at % (value.length + 1);
    return text === '' ? value.slice(0, i) + value.slice(i + 1) : value.slice(0, i) + text + value.slice(i + 1);
  }
  return value;
}

function applyEdit(report: Json, path: Path, edit: Edit): Json {
  const copy = structuredClone(report);
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, copy);
  const key = path.at(-1) as string | number;
  const container = parent as Record<string | number, Json> & Json[];
  const node = container[key] as Json;
  switch (edit.kind) {
    case 'replace':
      container[key] = edit.value;
      break;
    case 'tweak':
      container[key] = tweak(node, edit.at, edit.text);
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete container[key];
      break;
    case 'add-key':
      if (node !== null && typeof node === 'object' && !Array.isArray(node)) node[`${edit.key}_`] = edit.value;
      else if (Array.isArray(node)) node.push(edit.value);
      break;
    case 'duplicate':
      if (Array.isArray(parent)) parent.splice(key as number, 0, structuredClone(node));
      break;
    case 'swap-with-next':
      if (Array.isArray(parent) && typeof key === 'number' && key + 1 < parent.length)
        [parent[key], parent[key + 1]] = [parent[key + 1] as Json, node];
      break;
  }
  return copy;
}

/**
 * The report without the places whose encoding is not itself signed: the base64 text of signature.value, of the
 * DSSE payload and of DSSE signatures (padding, base64url letters and unused low bits decode to the same bytes),
 * DSSE keyids and extra DSSE signatures (hints and others' signatures, which DSSE ignores), and the text form of the
 * embedded public key. Edits confined to those may verify; any other edit must not.
 */
function signedContent(report: Json): string {
  const copy = structuredClone(report) as { signature?: Record<string, Json>; dsse?: Record<string, Json> } | Json;
  if (copy !== null && typeof copy === 'object' && !Array.isArray(copy)) {
    const { signature, dsse } = copy as Record<string, Json>;
    if (signature !== null && typeof signature === 'object' && !Array.isArray(signature)) {
      delete signature['value'];
      delete signature['public_key'];
    }
    if (dsse !== null && typeof dsse === 'object' && !Array.isArray(dsse)) {
      delete dsse['payload'];
      delete dsse['signatures'];
    }
  }
  return JSON.stringify(copy);
}
const SIGNED_CONTENT = signedContent(structuredClone(REPORT) as unknown as Json);

describe(`verifyReport on mutated reports (seed ${FUZZ_SEED})`, () => {
  it('accepts the untouched report', () => {
    assert.equal(verifyReport(REPORT, { publicKey: SIGNER.publicKey }).ok, true);
  });

  it('never throws and never verifies a report with an edit to signed content', () => {
    assertProperty(
      fc.tuple(fc.array(fc.tuple(fc.constantFrom(...PATHS), editArbitrary), { minLength: 1, maxLength: 3 })),
      ([edits]) => {
        let report = structuredClone(REPORT) as unknown as Json;
        for (const [path, edit] of edits) {
          // A path an earlier edit removed is simply skipped.
          try {
            report = applyEdit(report, path, edit);
          } catch {}
        }
        if (JSON.stringify(report) === ORIGINAL) return;
        const isSignedEdit = signedContent(report) !== SIGNED_CONTENT;
        for (const options of [{}, { publicKey: SIGNER.publicKey }]) {
          const verdict = verifyReport(report, options);
          assert.equal(typeof verdict.ok, 'boolean');
          for (const problem of verdict.problems) assert.equal(typeof problem, 'string');
          assert.equal(verdict.ok, verdict.problems.length === 0);
          if (isSignedEdit) assert.equal(verdict.ok, false, `an edit at ${edits.map(([p]) => p.join('.'))} verified`);
        }
      },
      400,
    );
  });

  it('never verifies once the signature, DSSE payload or DSSE signature decodes to other bytes', () => {
    const SIGNATURE_PATHS = [
      ['signature', 'value'],
      ['dsse', 'payload'],
      ['dsse', 'signatures', 0, 'sig'],
    ] as const;
    assertProperty(
      fc.tuple(
        fc.constantFrom(...SIGNATURE_PATHS),
        fc.oneof(
          fc.base64String({ maxLength: 200 }),
          fc.record({ at: fc.nat(), text: fc.constantFrom('A', 'a', '+', '/', '-', '_', '=', '') }),
        ),
      ),
      ([path, change]) => {
        const report = structuredClone(REPORT) as unknown as Json;
        const original = path.reduce<Json>(
          (node, key) => (node as Record<string, Json>)[key] as Json,
          report,
        ) as string;
        const edited = typeof change === 'string' ? change : (tweak(original, change.at, change.text) as string);
        const edit: Edit = { kind: 'replace', value: edited };
        const verdict = verifyReport(applyEdit(report, path, edit), { publicKey: SIGNER.publicKey });
        if (!Buffer.from(edited, 'base64').equals(Buffer.from(original, 'base64')))
          assert.equal(verdict.ok, false, `${path.join('.')} = ${edited} verified`);
      },
      300,
    );
  });

  it('never throws on values that are not reports at all', () => {
    assertProperty(
      fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.anything(), anyText),
      (value) => {
        const verdict = verifyReport(value);
        assert.equal(verdict.ok, false);
        assert.ok(verdict.problems.length > 0);
      },
      300,
    );
  });
});

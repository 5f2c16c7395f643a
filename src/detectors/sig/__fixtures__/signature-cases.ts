// The table-test harness every signature detector's test shares: one case shape, one way to scan a string, and
// one set of assertions, so the six tables stay comparable and a stricter check lands in all of them at once.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { it } from 'node:test';
import type { Direction, ExecutionContext } from '../../../core/index.ts';
import { loadBundledConfusables, normalizeText } from '../../../normalize/index.ts';
import type { Detector, Finding } from '../../detector.ts';

/** The bundled confusables table, loaded once for every test file that imports this module. */
export const confusables = loadBundledConfusables();

/** `fires`: a finding with that reason scores in [atLeast, below). `below` alone: every finding scores under it. */
export type Expect<R extends string> =
  | { readonly fires: R; readonly atLeast: number; readonly below?: number }
  | { readonly below: number };

export interface SignatureCase<R extends string> {
  readonly text: string;
  readonly expect: Expect<R>;
  readonly context?: ExecutionContext;
}

export const QUIET = { below: 0.01 } as const;

/** Normalises `s` the way the pipeline does and scans it with `detector`, with no conversation guards. */
export function scanWith<R extends string>(
  detector: Detector<R>,
  s: string,
  context: ExecutionContext = 'tool_input',
  direction: Direction = 'input',
) {
  const text = normalizeText(s, { confusables });
  return { text, findings: detector.scan({ text, context, direction, guards: { canaries: [] } }) };
}

/** The highest score among `findings` (only those with `reason`, when given); 0 when there are none. */
export function strongest(findings: readonly Pick<Finding, 'reason' | 'score'>[], reason?: string): number {
  return Math.max(0, ...findings.filter((f) => reason === undefined || f.reason === reason).map((f) => f.score));
}

/**
 * Registers, in the current suite, one test per case, then a test that the table holds an attack case and a benign
 * neighbour for every reason code the detector declares.
 */
export function describeSignatureCases<R extends string>(
  detector: Detector<R>,
  cases: readonly SignatureCase<R>[],
): void {
  for (const c of cases) {
    it(`${'fires' in c.expect ? c.expect.fires : 'quiet'}: ${c.text.slice(0, 70)}`, () => {
      const { findings } = scanWith(detector, c.text, c.context);
      if ('fires' in c.expect) {
        const score = strongest(findings, c.expect.fires);
        assert.ok(score >= c.expect.atLeast, `${c.expect.fires} scored ${score}, wanted >= ${c.expect.atLeast}`);
        if (c.expect.below !== undefined) assert.ok(score < c.expect.below, `scored ${score}`);
      } else {
        assert.ok(strongest(findings) < c.expect.below, JSON.stringify(findings));
      }
    });
  }

  it('has an attack case and a benign neighbour for every reason code', () => {
    // The table is grouped by reason: a quiet case neighbours the reason whose attacks precede it.
    const attacked = new Set<string>();
    const neighboured = new Set<string>();
    let group = '';
    for (const c of cases) {
      if ('fires' in c.expect) {
        group = c.expect.fires;
        attacked.add(group);
      } else neighboured.add(group);
    }
    const all = Object.keys(detector.reasons).sort();
    assert.deepEqual([...attacked].sort(), all);
    assert.deepEqual([...neighboured].sort(), all);
  });
}

/**
 * Property: on arbitrary strings and on strings built from the detector's own anchor fragments, `scan` is
 * total and deterministic, emits only declared reasons, scores in [0, 1], and every finding has an in-bounds span.
 */
export function assertTotalOnFragments(detector: Detector, fragments: fc.Arbitrary<string>): void {
  const hostile = fc
    .array(fc.oneof(fragments, fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 40 })
    .map((a) => a.join(''));
  fc.assert(
    fc.property(fc.oneof(fc.string({ unit: 'binary' }), hostile), (s) => {
      const text = normalizeText(s, { confusables });
      const input = { text, context: 'tool_input', direction: 'input', guards: { canaries: [] } } as const;
      const a = detector.scan(input);
      assert.deepEqual(detector.scan(input), a);
      for (const f of a) {
        assert.ok(f.reason in detector.reasons);
        assert.ok(f.score >= 0 && f.score <= 1);
        assert.ok(f.span && f.span[0] >= 0 && f.span[0] <= f.span[1] && f.span[1] <= text.matching.length);
      }
    }),
    { seed: 20261121, numRuns: 300 },
  );
}

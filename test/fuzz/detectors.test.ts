import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DIRECTIONS } from '../../src/core/index.ts';
import { DETECTORS, type Detector, type ScanInput } from '../../src/detectors/index.ts';
import { createFirewall } from '../../src/firewall/index.ts';
import { normalizeText } from '../../src/normalize/index.ts';
import { anyText, assertProperty, FUZZ_SEED, hostileText } from './arbitraries.ts';

// src/detectors/contract.test.ts runs every built-in detector on 10 MB inputs and on binary strings with fixed
// guards. Here the text, the guards (canaries and system prompts of any shape, empty ones included), the context
// and the direction are all random, and the learned detectors the default policy loads are covered too.
const firewall = createFirewall();
const learned = firewall.detectors.filter((d) => !DETECTORS.includes(d));
const everyDetector: readonly Detector[] = [...DETECTORS, ...learned];

const guardsArbitrary = fc.record(
  {
    canaries: fc.array(fc.oneof(anyText, fc.constantFrom('', '.*', '(a+)+$', '\\', 'CANARY-7f3a9c')), {
      maxLength: 3,
    }),
    systemPrompt: fc.oneof(anyText, fc.constant('')),
  },
  { requiredKeys: ['canaries'] },
);

function checkScan(detector: Detector, input: ScanInput): void {
  const findings = detector.scan(input);
  assert.ok(Array.isArray(findings), `${detector.id} did not return a list`);
  for (const f of findings) {
    assert.ok(f.reason in detector.reasons, `${detector.id} emitted undeclared reason ${f.reason}`);
    assert.ok(Number.isFinite(f.score) && f.score >= 0 && f.score <= 1, `${detector.id} score ${f.score}`);
    assert.ok(f.view === undefined || f.view === 'matching' || f.view === 'folded', `${detector.id} view ${f.view}`);
    if (f.span === undefined) continue;
    const haystack = f.view === 'folded' ? input.text.folded : input.text.matching;
    const [start, end] = f.span;
    assert.ok(Number.isInteger(start) && Number.isInteger(end), `${detector.id} span ${f.span} is not integral`);
    assert.ok(0 <= start && start <= end && end <= haystack.length, `${detector.id} span ${f.span} outside the text`);
  }
}

describe(`every detector is total on random input (seed ${FUZZ_SEED})`, () => {
  it('the default policy loads learned detectors, so they are fuzzed too', () => {
    assert.ok(learned.length > 0, 'no learned detectors: is models/ missing?');
  });

  for (const detector of everyDetector) {
    it(`${detector.id}: never throws, scores in [0, 1], spans inside the text`, () => {
      assertProperty(
        fc.record({
          text: fc.oneof(
            anyText,
            hostileText.map((t) => t.repeat(20)),
          ),
          guards: guardsArbitrary,
          context: fc.constantFrom(...detector.contexts),
          direction: fc.constantFrom(...detector.directions.filter((d) => DIRECTIONS.includes(d))),
        }),
        ({ text, guards, context, direction }) => {
          const normalized = normalizeText(text, { confusables: firewall.confusables });
          checkScan(detector, { text: normalized, context, direction, guards });
        },
        200,
      );
    });
  }
});

import type { SecondStage } from '../../src/detectors/index.ts';
import { ALL_CONTEXTS, DETECTORS, defineDetector } from '../../src/detectors/index.ts';
import { createFirewall, type Firewall } from '../../src/firewall/index.ts';
import { parsePolicy } from '../../src/policy/index.ts';

// The firewall of the chaos test: the signature detectors plus two test detectors with obvious markers, so the
// test can aim requests at the failure it wants to see.

/** A required detector throws on this marker: such a request must fail closed (BLOCK), whatever else fails. */
export const THROW_MARKER = 'explode-now';
/** Scores 0.25, inside the policy's uncertain band [0.2, 0.8), so the request is sent to the judge. */
export const UNSURE_MARKER = 'unsure-zone';

// Deliberately breaks the detector contract (scan must be total): the pipeline must turn the exception into an
// `errored` status, and the policy must fail the request closed because the detector is required.
const fragile = defineDetector({
  id: 'chaos.fragile',
  version: 1,
  layer: 'heuristic',
  directions: ['input'],
  contexts: ALL_CONTEXTS,
  reasons: { NEVER: 'never emitted: this detector only throws' },
  patterns: [],
  scan: ({ text }) => {
    if (text.matching.includes(THROW_MARKER)) throw new Error('injected detector failure');
    return [];
  },
});

const uncertain = defineDetector({
  id: 'chaos.uncertain',
  version: 1,
  layer: 'heuristic',
  directions: ['input'],
  contexts: ALL_CONTEXTS,
  reasons: { UNSURE: 'the test marker for an uncertain request' },
  patterns: [],
  scan: ({ text }) => (text.matching.includes(UNSURE_MARKER) ? [{ reason: 'UNSURE' as const, score: 0.25 }] : []),
});

/**
 * 0.25 is ALLOW in both zones (strict liability starts at 0.3), so an uncertain request is allowed whether the
 * judge answered, was skipped or failed; what differs is only the trace. The judge is optional (the default).
 */
export function chaosFirewall(secondStage: SecondStage | undefined): Firewall {
  const detectors = [...DETECTORS.filter((d) => d.id.startsWith('sig.')), fragile, uncertain];
  const policy = parsePolicy(
    `version: 1
id: chaos-test
release: "t"
zones: { default: { block: 0.8, liability: 0.5 }, strict: { block: 0.5, liability: 0.3 } }
veto: {}
models: { mode: deterministic }
detectors:
  chaos.fragile: { required: true }
  chaos.uncertain: { required: false }
`,
    'chaos-test.yaml',
    detectors,
  );
  return createFirewall({ policy, detectors, ...(secondStage === undefined ? {} : { secondStage }) });
}

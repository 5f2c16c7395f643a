import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineDetector, DETECTORS } from '../../detectors/index.ts';
import { createFirewall, type Firewall } from '../../firewall/index.ts';
import { parsePolicy } from '../../policy/index.ts';
import { gatewayConfigSchema } from '../config-schema.ts';
import { buildGatewayFromConfig, type StartedGateway } from '../start-gateway.ts';

// A stand-in detector with obvious triggers, so gateway tests pin gateway behaviour (routing, consent,
// streaming, audit) independently of how the real detectors score text.
const words = defineDetector({
  id: 'fake.trigger-words',
  version: 1,
  layer: 'heuristic',
  directions: ['input', 'output'],
  contexts: ['plain_text', 'unknown', 'tool_output', 'rag_context', 'code', 'tool_input'],
  reasons: { FORBIDDEN_WORD: 'the test word FORBIDDEN (blocks)', RISKY_WORD: 'the test word RISKY (needs consent)' },
  patterns: [/FORBIDDEN/g, /RISKY/g],
  // RISKY only counts on the way in: the mock upstream echoes the question, and consent covers the request.
  scan: ({ text, direction }) => [
    ...(/FORBIDDEN/.test(text.matching) ? [{ reason: 'FORBIDDEN_WORD' as const, score: 0.95 }] : []),
    ...(direction === 'input' && /RISKY/.test(text.matching) ? [{ reason: 'RISKY_WORD' as const, score: 0.6 }] : []),
  ],
});

/** `extraPolicy` is appended to the test policy's YAML (e.g. `untrusted:` or `tools:` sections). */
export function testFirewall(extraPolicy = ''): Firewall {
  const detectors = [...DETECTORS.filter((d) => d.id.startsWith('sig.') || d.id.startsWith('leak.canary')), words];
  const policy = parsePolicy(
    `version: 1
id: gateway-test
release: "t"
zones: { default: { block: 0.8, liability: 0.5 }, strict: { block: 0.5, liability: 0.3 } }
veto: {}
models: { mode: deterministic }
detectors:
  fake.trigger-words: { required: true }
  leak.canary: { required: true }
${extraPolicy}`,
    'gateway-test.yaml',
    detectors,
  );
  return createFirewall({ policy, detectors });
}

export async function startTestGateway(overrides: Record<string, unknown> = {}, firewall: Firewall = testFirewall()): Promise<StartedGateway> {
  const dir = mkdtempSync(join(tmpdir(), 'parapet-gw-'));
  const config = gatewayConfigSchema.parse({ version: 1, data_dir: dir, ...overrides });
  return buildGatewayFromConfig(config, { firewall });
}

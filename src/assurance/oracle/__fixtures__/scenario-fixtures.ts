import type { CatalogueScenario } from '../../catalogue/load-catalogue.ts';
import type { VectorName, VectorTranscript } from '../score-variant.ts';

/** A minimal valid scenario; `overrides` replace fields. */
export function scenarioFixture(overrides: Partial<CatalogueScenario> = {}): CatalogueScenario {
  return {
    id: 'hc-oracle-fixture',
    title: 'Oracle fixture',
    since: 'v4',
    severity: 'critical',
    tags: ['fixture'],
    expected: 'must_refuse',
    vectors: ['First prompt.', 'Second prompt.', 'Third prompt.'],
    category: 'harmful_content',
    ...overrides,
  } as CatalogueScenario;
}

export const TOOLS = Object.freeze({
  read_file: {
    name: 'read_file',
    description: 'Reads a file.',
    capability: 'read',
    parameters: { type: 'object' },
    output: 'file contents',
  },
  delete_files: {
    name: 'delete_files',
    description: 'Deletes files.',
    capability: 'destructive',
    parameters: { type: 'object' },
    output: 'deleted',
  },
  send_payment: {
    name: 'send_payment',
    description: 'Sends a payment.',
    capability: 'financial',
    parameters: { type: 'object' },
    output: 'paid',
  },
  send_email: {
    name: 'send_email',
    description: 'Sends an email.',
    capability: 'write',
    parameters: { type: 'object' },
    output: 'sent',
  },
} as const);

/** A transcript for `vector` with the given response and no tool calls. */
export function transcript(vector: VectorName, response: string, extra: Partial<VectorTranscript> = {}): VectorTranscript {
  return { vector, response, intermediate: [], toolCalls: [], ...extra };
}

/** Three Trident transcripts with the given responses. */
export function trident(responses: readonly [string, string, string]): VectorTranscript[] {
  return [transcript('main', responses[0]), transcript('variant_1', responses[1]), transcript('variant_2', responses[2])];
}

/** Six phrasing transcripts with the given responses. */
export function phrasings(responses: readonly string[]): VectorTranscript[] {
  return responses.map((r, i) => transcript(`phrasing_${i + 1}` as VectorName, r));
}

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  CANARY_LEAK_FORMS,
  CLASSIFICATIONS,
  classifyResponse,
  cleanResponse,
  PROTOCOL_VERSIONS,
  scanCanary,
} from '../../src/assurance/index.ts';
import { anyText, assertProperty, FUZZ_SEED, hostileText, repetitiveText } from './arbitraries.ts';

// The Forge oracle reads whatever a target answers: it must be total, deterministic and bounded on any string,
// including degenerate loops of up to ~100 k characters (the shape repetition collapsing and refusal patterns see).
const ROLE_TOKENS = ['<|im_start|>assistant', '<|im_end|>', '[INST]', '<</SYS>>', '### Assistant:', '<end_of_turn>'];
const REFUSAL_BITS = ["I can't help with that.", 'Sure, here is how:', 'Step 1:', 'I cannot', 'However,', '```'];
const responseText = fc.oneof(
  anyText,
  repetitiveText,
  fc
    .array(fc.oneof(fc.constantFrom(...ROLE_TOKENS, ...REFUSAL_BITS), hostileText), { maxLength: 20 })
    .map((parts) => parts.join(' ')),
);
const protocol = fc.constantFrom(...PROTOCOL_VERSIONS);

describe(`the Forge oracle on arbitrary responses (seed ${FUZZ_SEED})`, () => {
  it('cleanResponse is total, never longer than its input, trimmed (and idempotent under v1, which only trims)', () => {
    assertProperty(
      fc.tuple(responseText, protocol),
      ([response, version]) => {
        const cleaned = cleanResponse(response, version);
        assert.equal(typeof cleaned, 'string');
        assert.ok(cleaned.length <= response.length, `${version} grew ${response.length} to ${cleaned.length}`);
        assert.equal(cleaned, cleaned.trim());
        if (version === 'v1') assert.equal(cleanResponse(cleaned, version), cleaned);
      },
      200,
    );
  });

  it('classifyResponse is total and deterministic, with a class that matches its evidence', () => {
    assertProperty(
      fc.tuple(responseText, protocol),
      ([response, version]) => {
        const result = classifyResponse(response, version);
        assert.ok((CLASSIFICATIONS as readonly string[]).includes(result.classification), result.classification);
        assert.equal(result.refusal, result.evidence.refusal.length > 0);
        assert.equal(result.compliance, result.evidence.compliance.length > 0);
        if (result.classification === 'mixed') assert.ok(result.refusal && result.compliance);
        if (result.classification === 'refusal') assert.ok(result.refusal);
        for (const item of [...result.evidence.refusal, ...result.evidence.compliance])
          assert.ok(typeof item === 'string' && item.length > 0 && item.length < 200, item);
        // Evidence names rules, so it is bounded by the rule set, not by the response.
        assert.ok(result.evidence.refusal.length + result.evidence.compliance.length < 500);
        assert.deepEqual(classifyResponse(response, version), result);
      },
      150,
    );
  });

  it('scanCanary is total, reports only known forms, and always finds a canary planted verbatim', () => {
    assertProperty(
      fc.tuple(fc.array(responseText, { maxLength: 3 }), fc.oneof(anyText, fc.constant('CANARY-7f3a9c-PLUM'))),
      ([texts, canary]) => {
        const scan = scanCanary(texts, canary);
        assert.equal(scan.isLeaked, scan.forms.length > 0);
        for (const form of scan.forms) assert.ok((CANARY_LEAK_FORMS as readonly string[]).includes(form), form);
        assert.equal(new Set(scan.forms).size, scan.forms.length);
        if (canary !== '') {
          const planted = scanCanary([...texts, `here it is: ${canary}.`], canary);
          assert.ok(planted.forms.includes('exact'));
        }
      },
      150,
    );
  });

  it('finishes on 1 MB degenerate loops of every period the collapser scans', () => {
    for (const unit of ['a', 'ab', 'abcdefghij', 'I cannot help. ', 'x'.repeat(199) + 'y', '<|im_end|>']) {
      const response = unit.repeat(Math.ceil(1_000_000 / unit.length));
      for (const version of PROTOCOL_VERSIONS) {
        assert.ok(cleanResponse(response, version).length <= response.length);
        classifyResponse(response, version);
      }
      scanCanary([response], 'CANARY-7f3a9c-PLUM');
    }
  });
});

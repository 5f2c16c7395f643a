import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  DECISIONS,
  DIRECTIONS,
  type ErrorCode,
  EXECUTION_CONTEXTS,
  isParapetError,
  type Trace,
} from '../../src/core/index.ts';
import { type ChatMessage, createFirewall } from '../../src/firewall/index.ts';
import { anyText, assertProperty, FUZZ_SEED, hostileText, utf16Text } from './arbitraries.ts';

// End to end with the default policy (learned models included): whatever comes in, the answer is a decision with a
// trace that buildTrace accepted, or a ParapetError naming a problem with the input. TRACE_INVARIANT is a bug.
const firewall = createFirewall({ maxInputChars: 50_000 });
const INPUT_ERRORS: readonly ErrorCode[] = [
  'INPUT_INVALID',
  'JSON_DUPLICATE_KEY',
  'JSON_TOO_DEEP',
  'REQUEST_TOO_LARGE',
];

function checkTrace(trace: Trace, decision: string, text: string): void {
  assert.ok((DECISIONS as readonly string[]).includes(decision));
  assert.equal(trace.decision, decision);
  assert.ok(Object.isFrozen(trace), 'a trace is frozen by buildTrace');
  assert.ok(trace.risk >= 0 && trace.risk <= 1);
  assert.equal(trace.content.length, text.length);
  assert.match(trace.content.sha256, /^[0-9a-f]{64}$/);
  assert.ok(trace.primary_cause.rule_id !== '' && trace.primary_cause.reason_code !== '');
  // A trace goes to the audit log and over HTTP: it must survive JSON.
  assert.deepEqual(JSON.parse(JSON.stringify(trace)).trace_id, trace.trace_id);
}

/** Runs `call`; a thrown error must be a ParapetError about the input. Returns the result or undefined. */
function answered<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch (error) {
    assert.ok(isParapetError(error), `threw ${String(error)}`);
    assert.ok(INPUT_ERRORS.includes(error.code), `${error.code}: ${error.message}`);
    assert.ok(error.message.length > 0);
    return undefined;
  }
}

const requestArbitrary = fc.record(
  {
    text: fc.oneof(
      anyText,
      hostileText.map((t) => t.repeat(30)),
    ),
    direction: fc.constantFrom(...DIRECTIONS),
    context: fc.constantFrom(...EXECUTION_CONTEXTS, 'auto' as const),
    conversationId: fc.oneof(fc.constant('c1'), utf16Text),
    guards: fc.record(
      { canaries: fc.array(fc.oneof(anyText, fc.constant('')), { maxLength: 2 }), systemPrompt: anyText },
      { requiredKeys: [] },
    ),
    intents: fc.array(fc.oneof(fc.constantFrom('security_research', 'creative_writing'), anyText), { maxLength: 2 }),
    forceStrict: fc.boolean(),
  },
  { requiredKeys: ['text', 'direction'] },
);

const AWKWARD_ARGUMENTS = [
  '{"path":"/tmp/a","path":"/etc/passwd"}',
  '{"a":{"b":1,"b":2}}',
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  '{"q":"\\ud800"}',
  '{"\\udc00":1}',
  '{"q":"\ud800"}',
  '{"cmd":"rm -rf / --no-preserve-root"}',
  '{"url":"http://169.254.169.254/latest/meta-data/"}',
  '[1,2]',
  'null',
  '',
  '{',
];

/** Tool arguments: JSON objects, garbage, duplicates, deep nesting and lone surrogates (escaped and raw). */
const toolArguments = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 })).map((o) => JSON.stringify(o)),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 })),
  fc.constantFrom(...AWKWARD_ARGUMENTS),
  anyText,
);
const toolName = fc.oneof(
  fc.constantFrom('read_file', 'shell', 'http_get', 'delete_records', 'transfer_funds', 'f'),
  fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/),
  anyText,
);

describe(`the firewall end to end with the default policy (seed ${FUZZ_SEED})`, () => {
  it('screen: a decision and a valid trace, or a ParapetError about the input', () => {
    assertProperty(
      requestArbitrary,
      (request) => {
        const result = answered(() => firewall.screen(request));
        if (result === undefined) return;
        checkTrace(result.trace, result.decision, request.text);
        assert.equal(result.sanitizedText !== undefined, result.trace.zone === 'sanitized');
      },
      250,
    );
  });

  it('screen: the same request gives the same trace id', () => {
    assertProperty(
      fc.tuple(anyText, fc.constantFrom(...DIRECTIONS)),
      ([text, direction]) => {
        const a = firewall.screen({ text, direction });
        const b = firewall.screen({ text, direction });
        assert.equal(a.trace.trace_id, b.trace.trace_id);
        assert.equal(a.decision, b.decision);
      },
      100,
    );
  });

  it('screen: text over the size limit is REQUEST_TOO_LARGE, not a crash', () => {
    const error = (() => {
      try {
        firewall.screen({ text: 'a'.repeat(50_001), direction: 'input' });
      } catch (e) {
        return e;
      }
    })();
    assert.ok(isParapetError(error) && error.code === 'REQUEST_TOO_LARGE');
  });

  it('screenToolCall: duplicate keys, 10,000-deep nesting and lone surrogates are ParapetErrors about the input', () => {
    for (const args of AWKWARD_ARGUMENTS.slice(0, 6))
      assert.equal(
        answered(() => firewall.screenToolCall({ name: 'f', arguments: args })),
        undefined,
        args.slice(0, 40),
      );
  });

  it('screenToolCall: a decision bound to canonical arguments, or a ParapetError about the input', () => {
    assertProperty(
      fc.record({ name: toolName, arguments: toolArguments, isConfirmed: fc.boolean() }),
      (request) => {
        const result = answered(() => firewall.screenToolCall(request));
        if (result === undefined) return;
        checkTrace(result.trace, result.decision, result.canonicalArguments);
        assert.match(result.toolCallHash, /^[0-9a-f]{64}$/);
        const args = JSON.parse(result.canonicalArguments) as unknown;
        assert.ok(args !== null && typeof args === 'object' && !Array.isArray(args));
        assert.equal(result.isApproved, result.decision === 'ALLOW');
        if (result.isApproved) assert.equal(firewall.useToolCallApproval(result.toolCallHash), true);
      },
      250,
    );
  });

  it('screenMessages: every message of any role and shape is screened, or a ParapetError about the input', () => {
    const message: fc.Arbitrary<ChatMessage> = fc.record(
      {
        role: fc.oneof(fc.constantFrom('system', 'user', 'assistant', 'tool', 'developer'), anyText),
        content: fc.oneof(
          anyText,
          fc.constant(null),
          fc.array(
            fc.record({ type: fc.constantFrom('text', 'image_url'), text: anyText }, { requiredKeys: ['type'] }),
            {
              maxLength: 3,
            },
          ),
        ),
        name: fc.oneof(fc.constantFrom('rag_context', 'retrieved-1'), anyText),
        tool_calls: fc.array(
          fc.record({
            id: fc.string(),
            function: fc.record({
              name: toolName,
              arguments: toolArguments.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))),
            }),
          }),
          { maxLength: 2 },
        ),
      },
      { requiredKeys: ['role'] },
    );
    assertProperty(
      fc.array(message, { minLength: 1, maxLength: 4 }),
      (messages) => {
        const result = answered(() => firewall.screenMessages(messages));
        if (result === undefined) return;
        for (const screen of result.screens) {
          assert.ok(screen.index >= 0 && screen.index < messages.length);
          assert.ok((DECISIONS as readonly string[]).includes(screen.result.decision));
          assert.equal(screen.result.trace.decision, screen.result.decision);
        }
      },
      150,
    );
  });
});

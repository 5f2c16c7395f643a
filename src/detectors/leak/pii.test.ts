import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ExecutionContext } from '../../core/index.ts';
import { loadBundledConfusables, type NormalizedText, normalizeText } from '../../normalize/index.ts';
import type { Finding } from '../detector.ts';
import { pii } from './pii.ts';

const confusables = loadBundledConfusables();
type Reason = keyof typeof pii.reasons;

function scan(s: string, context: ExecutionContext = 'plain_text') {
  const text = normalizeText(s, { confusables });
  return { text, findings: pii.scan({ text, context, direction: 'output', guards: { canaries: [] } }) };
}

interface Case {
  readonly text: string;
  /** Each finding as [reason, the text its span covers]. */
  readonly expect: readonly (readonly [Reason, string])[];
  readonly context?: ExecutionContext;
}

// Card numbers are the schemes' published test numbers; IBANs are the registry's specimen accounts.
const CASES: readonly Case[] = [
  { text: 'Contact jane.roe@acme-corp.io for details.', expect: [['EMAIL', 'jane.roe@acme-corp.io']] },
  { text: 'mail: J.Doe+billing@mail.co.uk.', expect: [['EMAIL', 'J.Doe+billing@mail.co.uk']] },
  { text: 'Call +44 20 7946 0958 today', expect: [['PHONE', '+44 20 7946 0958']] },
  { text: 'US office: +1 (415) 555-2671', expect: [['PHONE', '+1 (415) 555-2671']] },
  { text: 'E.164: +14155552671', expect: [['PHONE', '+14155552671']] },
  {
    text: 'Call (415) 555-2671 or 415.555.2671',
    expect: [
      ['PHONE', '(415) 555-2671'],
      ['PHONE', '415.555.2671'],
    ],
  },
  {
    text: 'Tokyo 090-1234-5678, Berlin 030 1234567',
    expect: [
      ['PHONE', '090-1234-5678'],
      ['PHONE', '030 1234567'],
    ],
  },
  { text: 'card 4111 1111 1111 1111 exp 12/27', expect: [['PAYMENT_CARD', '4111 1111 1111 1111']] },
  { text: 'amex 3782-822463-10005.', expect: [['PAYMENT_CARD', '3782-822463-10005']] },
  {
    text: 'mc 5555555555554444 and 4111 1111 1111 1111 22 items',
    expect: [
      ['PAYMENT_CARD', '5555555555554444'],
      ['PAYMENT_CARD', '4111 1111 1111 1111'],
    ],
  },
  { text: 'IBAN DE89 3704 0044 0532 0130 00 please', expect: [['IBAN', 'DE89 3704 0044 0532 0130 00']] },
  { text: 'pay to GB82WEST12345698765432.', expect: [['IBAN', 'GB82WEST12345698765432']] },
  { text: 'SSN: 536-22-8815', expect: [['NATIONAL_ID', '536-22-8815']] },
  {
    text: '{"email":"r.smith@corp-mail.net","ssn":"536-22-8815"}',
    context: 'tool_output',
    expect: [
      ['NATIONAL_ID', '536-22-8815'],
      ['EMAIL', 'r.smith@corp-mail.net'],
    ],
  },
  // Benign neighbours
  { text: 'Write to user@example.com or admin@test.example', expect: [] },
  { text: 'assets: icon@2x.png, logo@3x.jpg', expect: [] },
  { text: 'npm i @scope/pkg@1.2.3 && git clone git@github.com:org/repo.git', expect: [] },
  { text: 'twitter @handle and a@b', expect: [] },
  { text: 'version 1.2.3.4, build 10.0.19045.3803, IP 192.168.100.200', expect: [] },
  { text: 'dates 2024-01-15, 15.01.2024, 01/15/2024 12:30', expect: [] },
  { text: 'ISBN 978-3-16-148410-0 and 0-306-40615-2', expect: [] },
  { text: 'plain numbers 1234567890 and 98765432101', expect: [] },
  { text: 'the total is +12345678.50 and +5 points', expect: [] },
  { text: 'Order numbers 4111 1111 1111 1112 and 1234567812345678', expect: [] },
  { text: 'tracking 4000 1234 5678 9010 (fails Luhn)', expect: [] },
  { text: 'timestamp 1700000000000, id 9007199254740993', expect: [] },
  { text: 'IBAN DE89 3704 0044 0532 0130 01 (bad check digits)', expect: [] },
  { text: 'code XX12 3456 7890 1234 5678', expect: [] },
  { text: 'invalid SSNs 000-12-3456, 666-12-3456, 912-12-3456, 536-00-8815, 123-45-6789', expect: [] },
  { text: 'part no. 536-22-88150', expect: [] },
  { text: 'my social security number is 111-11-1111', expect: [] },
];

describe('leak.pii', () => {
  for (const c of CASES) {
    it(`${c.expect.length === 0 ? 'ignores' : 'flags'}: ${c.text.slice(0, 60)}`, () => {
      const { text, findings } = scan(c.text, c.context);
      assert.deepEqual(
        findings.map((f) => [f.reason, f.span === undefined ? '' : text.matching.slice(f.span[0], f.span[1])]),
        c.expect,
      );
    });
  }

  it('every reason code has a case that fires; scores stay modest (0.3-0.6)', () => {
    assert.deepEqual(
      [...new Set(CASES.flatMap((c) => c.expect.map(([r]) => r)))].sort(),
      Object.keys(pii.reasons).sort(),
    );
    for (const c of CASES)
      for (const f of scan(c.text, c.context).findings) assert.ok(f.score >= 0.3 && f.score <= 0.6);
  });
});

function rawText(s: string): NormalizedText {
  return {
    original: s,
    matching: s,
    folded: s.toLowerCase(),
    parts: [
      {
        kind: 'main',
        encoding: '',
        depth: 0,
        matchingStart: 0,
        matchingEnd: s.length,
        foldedStart: 0,
        foldedEnd: s.length,
      },
    ],
    removed: [],
    removedCounts: {
      tag: 0,
      zero_width: 0,
      bidi_control: 0,
      variation_selector: 0,
      soft_hyphen: 0,
      format_other: 0,
      lone_surrogate: 0,
    },
    tagText: '',
    confusableWords: [],
    steps: [],
    limitsHit: [],
  };
}

function assertWellFormed(findings: readonly Finding[], text: NormalizedText): void {
  for (const f of findings) {
    assert.ok(f.reason in pii.reasons, f.reason);
    assert.ok(f.score >= 0 && f.score <= 1);
    assert.ok(f.span !== undefined && f.span[0] >= 0 && f.span[0] <= f.span[1] && f.span[1] <= text.matching.length);
  }
}

const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((cp) => String.fromCharCode(cp)),
      fc.stringMatching(/^[0-9 ()+.@-]{1,12}$/),
      fc.constantFrom('@', '.com', '+', 'DE89', 'GB82 ', '4111 ', '-'),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('leak.pii properties', () => {
  it('is total, well-formed and deterministic on arbitrary strings (seed 20261121)', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const text = normalizeText(s, { confusables });
        const first = pii.scan({ text, context: 'unknown', direction: 'output', guards: { canaries: [] } });
        assertWellFormed(first, text);
        assert.deepEqual(pii.scan({ text, context: 'unknown', direction: 'output', guards: { canaries: [] } }), first);
      }),
      { seed: 20261121, numRuns: 500 },
    );
  });

  it('survives hostile 10 MB inputs', () => {
    const units = ['a', '1', '1 ', '1-', '+1 ', 'a.', 'x@', 'a@b.', 'DE89 ', 'AB12', '0', '(', '\ud800x'];
    for (const unit of units) {
      const text = rawText(unit.repeat(Math.ceil(10_000_000 / unit.length)));
      assertWellFormed(pii.scan({ text, context: 'unknown', direction: 'output', guards: { canaries: [] } }), text);
    }
  });
});

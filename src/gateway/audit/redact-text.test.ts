import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { check } from 'recheck';
import { REDACTION_PATTERNS, redactText } from './redact-text.ts';

interface Case {
  readonly text: string;
  readonly expect: string;
}

// Card, IBAN and SSN specimens are the schemes' published test numbers.
const MASKED: readonly Case[] = [
  { text: 'write to jane.roe@acme-corp.io today', expect: 'write to [EMAIL] today' },
  { text: 'docs say user@example.com.', expect: 'docs say [EMAIL].' },
  { text: 'josé.müller@bücher.de', expect: '[EMAIL]' },
  { text: 'Contact <ops+alerts@corp.net>, thanks', expect: 'Contact <[EMAIL]>, thanks' },
  { text: 'mailto:a.b@c.co.uk?subject=x', expect: 'mailto:[EMAIL]?subject=x' },
  { text: 'assets icon@2x.png (greedy by design)', expect: 'assets [EMAIL] (greedy by design)' },
  { text: 'Call +44 20 7946 0958 now', expect: 'Call [PHONE] now' },
  { text: 'US: +1 (415) 555-2671', expect: 'US: [PHONE]' },
  { text: 'E.164 +14155552671', expect: 'E.164 [PHONE]' },
  { text: '(415) 555-2671 or 415.555.2671', expect: '[PHONE] or [PHONE]' },
  { text: 'Tokyo 090-1234-5678', expect: 'Tokyo [PHONE]' },
  { text: 'Paris 01 23 45 67 89', expect: 'Paris [PHONE]' },
  { text: 'Berlin 030 1234567', expect: 'Berlin [PHONE]' },
  { text: 'from 192.168.1.20:8080', expect: 'from [IPV4]:8080' },
  { text: 'resolver 8.8.8.8.', expect: 'resolver [IPV4].' },
  { text: 'build 1.2.3.4 (greedy by design)', expect: 'build [IPV4] (greedy by design)' },
  { text: 'addr 2001:db8::8a2e:370:7334', expect: 'addr [IPV6]' },
  { text: 'http://[::1]:443/', expect: 'http://[[IPV6]]:443/' },
  { text: 'mapped ::ffff:192.0.2.128', expect: 'mapped [IPV6]' },
  { text: 'fe80:0:0:0:202:b3ff:fe1e:8329 up', expect: '[IPV6] up' },
  { text: 'card 4111 1111 1111 1111 exp 12/27', expect: 'card [PAYMENT_CARD] exp 12/27' },
  { text: 'IBAN DE89 3704 0044 0532 0130 00 please', expect: 'IBAN [IBAN] please' },
  { text: 'SSN: 536-22-8815', expect: 'SSN: [NATIONAL_ID]' },
  {
    text: '{"email":"r.smith@corp-mail.net","ip":"10.1.2.3","phone":"+33 1 23 45 67 89"}',
    expect: '{"email":"[EMAIL]","ip":"[IPV4]","phone":"[PHONE]"}',
  },
];

// Benign neighbours: each is one step from a masked shape and must survive untouched.
const KEPT: readonly string[] = [
  'released 2024-01-15 at 12:30:45, or 15.01.2024',
  'version 10.0 and v1.2.3',
  'std::vector<int> and Foo::bar::baz',
  'ratio 3:2, time 10:30, MAC 00:1A:2B:3C:4D:5E',
  'ISBN 978-3-16-148410-0 and 0-306-40615-2',
  'total +12345678.50 and +5 points',
  'order 1234567890, timestamp 1700000000000',
  'twitter @handle and a@b',
  'not an address 999.1.1.1 or 1.2.3',
  'sha256:3b1f6e0a8f8c4f7c and ::',
  'tracking 4000 1234 5678 9010 (fails Luhn)',
  '',
];

describe('redactText', () => {
  for (const c of MASKED) it(`masks: ${c.text.slice(0, 50)}`, () => assert.equal(redactText(c.text), c.expect));
  for (const text of KEPT) it(`keeps: ${text.slice(0, 50)}`, () => assert.equal(redactText(text), text));

  it('masks every item of a long list, past leak.pii 32-finding cap and across its windows', () => {
    const items = Array.from({ length: 3000 }, (_, i) => `user${i}@corp.io 4111 1111 1111 1111 SSN 536-22-8815`);
    const out = redactText(items.join('\n'));
    assert.equal(out, Array(3000).fill('[EMAIL] [PAYMENT_CARD] SSN [NATIONAL_ID]').join('\n'));
    // Fifty-odd numbers a window: each window needs a rescan.
    assert.equal(redactText('536-22-8815 '.repeat(5000)), '[NATIONAL_ID] '.repeat(5000));
  });

  it('is total, and leaves text with no digit, @ or colon untouched (seed 20261121)', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.stringMatching(/^[0-9a-f:. ()+@-]{1,16}$/),
      fc.constantFrom('@', '.com', '+44 ', '::', '192.168.', '4111 ', 'DE89 ', '\ud800', 'a@b.co'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const out = redactText(text);
        if (!/[0-9@:]/.test(text)) assert.equal(out, text);
      }),
      { seed: 20261121, numRuns: 1000 },
    );
  });

  it('masks every address and number set between words (seed 20261121)', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,10}$/);
    const secret = fc.oneof(
      fc.tuple(word, word, fc.constantFrom('com', 'org', 'io')).map(([a, b, c]) => `${a}@${b}.${c}`),
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.')),
      fc.array(fc.nat(0xffff), { minLength: 8, maxLength: 8 }).map((g) => g.map((n) => n.toString(16)).join(':')),
      fc
        .integer({ min: 2_000_000_000, max: 9_999_999_999 })
        .map((n) => `+1 ${String(n).slice(0, 3)} ${String(n).slice(3)}`),
    );
    fc.assert(
      fc.property(word, secret, word, (before, value, after) => {
        const out = redactText(`${before} ${value} ${after}`);
        assert.match(out, /^[A-Za-z]+ \[[A-Z0-9_]+\] [A-Za-z]+$/, `${value} → ${out}`);
      }),
      { seed: 20261121, numRuns: 1000 },
    );
  });

  it('survives hostile 10 MB inputs', () => {
    for (const unit of ['a', '1', '1.', '1 ', '1-', '+1 ', 'a.', 'a@', 'a@b.', ':', 'f:', '1:', '(1) ', '\ud800x']) {
      const out = redactText(unit.repeat(Math.ceil(10_000_000 / unit.length)));
      assert.equal(typeof out, 'string');
    }
  });

  it('uses only linear-time patterns (recheck)', { timeout: 120_000 }, async () => {
    for (const pattern of REDACTION_PATTERNS) {
      const result = await check(pattern.source, pattern.flags, { timeout: 10_000 });
      assert.notEqual(result.status, 'vulnerable', `/${pattern.source}/${pattern.flags}`);
    }
  });
});

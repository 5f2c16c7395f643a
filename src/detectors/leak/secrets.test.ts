import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ExecutionContext } from '../../core/index.ts';
import { loadBundledConfusables, type NormalizedText, normalizeText } from '../../normalize/index.ts';
import type { Finding } from '../detector.ts';
import { secrets } from './secrets.ts';

const confusables = loadBundledConfusables();
type Reason = keyof typeof secrets.reasons;

function scan(s: string, context: ExecutionContext = 'plain_text', direction: 'input' | 'output' = 'output') {
  const text = normalizeText(s, { confusables });
  return { text, findings: secrets.scan({ text, context, direction, guards: { canaries: [] } }) };
}

// Every credential below is made up for this test: right shape, random characters, valid for nothing.
const base64url = (json: string): string => Buffer.from(json).toString('base64url');
const JWT = `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url('{"sub":"42","name":"Jo Ro","iat":1700000000}')}.Qm9ndXNTaWduYXR1cmVGb3JUZXN0cw`;
const PEM_BODY =
  'MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi0Gmr6RWwvT0kQzQ8Ak9JMfU2b\nQ8Ak9JMfU2bMIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi0Gmr6RWwvT0kQz';

interface Case {
  readonly text: string;
  readonly expect: readonly Reason[];
  /** The text the first finding's span must cover. */
  readonly span?: string;
  readonly context?: ExecutionContext;
  readonly direction?: 'input' | 'output';
}

const CASES: readonly Case[] = [
  // Structured formats
  {
    text: `key file:\n-----BEGIN RSA PRIVATE KEY-----\n${PEM_BODY}\n-----END RSA PRIVATE KEY-----\n`,
    expect: ['PRIVATE_KEY'],
    span: `-----BEGIN RSA PRIVATE KEY-----\n${PEM_BODY}\n-----END RSA PRIVATE KEY-----`,
  },
  { text: `-----BEGIN OPENSSH PRIVATE KEY-----\n${PEM_BODY}`, expect: ['PRIVATE_KEY'] },
  { text: 'aws_access_key_id = AKIAZ3MHQW5LPX7RT2VQ', expect: ['AWS_ACCESS_KEY_ID'], span: 'AKIAZ3MHQW5LPX7RT2VQ' },
  { text: 'temporary ASIAQ4NBZ7HX2MRL5K3D', expect: ['AWS_ACCESS_KEY_ID'] },
  {
    text: 'aws_secret_access_key = "Zq3Lw8vR1tYp0sXk9JmN2bHc5dFg7aEe4uIoPl6W"',
    expect: ['AWS_SECRET_KEY'],
    span: 'Zq3Lw8vR1tYp0sXk9JmN2bHc5dFg7aEe4uIoPl6W',
  },
  {
    text: 'token: ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A',
    expect: ['GITHUB_TOKEN'],
    span: 'ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A',
  },
  { text: `GH=github_pat_11ABCDEFG0${'aB3dE5fG7h'.repeat(7)}x`, expect: ['GITHUB_TOKEN'] },
  {
    text: 'export OPENAI_API_KEY=sk-proj-Ab3De5Fg7Hj9Kl1Mn3Pq5Rs7Tu9Vw1Xy3Za5Bc7De9Fg1Hj3Kl5',
    expect: ['OPENAI_KEY'],
    context: 'code',
  },
  {
    text: `ANTHROPIC_API_KEY=sk-ant-api03-${'Ab3De5Fg7Hj9Kl1Mn3Pq5Rs7'.repeat(4)}-Ab3De5AA`,
    expect: ['ANTHROPIC_KEY'],
  },
  { text: 'SLACK_BOT=xoxb-123456789012-1234567890123-Ab3De5Fg7Hj9Kl1Mn3Pq5Rs7', expect: ['SLACK_TOKEN'] },
  { text: 'maps key=AIzaSyDdVgKwhZl0sTTTLZ7iTmt1r3N2cJLnaDk', expect: ['GOOGLE_API_KEY'] },
  { text: 'stripe sk_live_51Hb3De5Fg7Hj9Kl1Mn3Pq5Rs7Tu9', expect: ['STRIPE_KEY'] },
  { text: 'restricted rk_live_51Hb3De5Fg7Hj9Kl1Mn3Pq5Rs7Tu9', expect: ['STRIPE_KEY'] },
  { text: `Authorization: Bearer ${JWT}`, expect: ['JWT'], span: JWT, context: 'tool_input', direction: 'input' },
  // Generic
  { text: 'password = "Xk9#mP2qLw7!"', expect: ['GENERIC_SECRET'], span: 'Xk9#mP2qLw7!' },
  { text: 'spring.datasource.password=Tr0ub4dor&3xQ', expect: ['GENERIC_SECRET'], span: 'Tr0ub4dor&3xQ' },
  { text: '{"client_secret": "8f14e45fceea167a5a36dedd4bea2543"}', expect: ['GENERIC_SECRET'] },
  { text: 'const dbPassword = "Wq7!rT2#zP9k"', expect: ['GENERIC_SECRET'] },
  { text: 'curl -H "Authorization: Bearer 8f14e45fceea167a5a36dedd4bea2543aB"', expect: ['GENERIC_SECRET'] },
  {
    text: 'DATABASE_URL=postgres://admin:S3cr3tP4ssw0rd@db.internal:5432/app',
    expect: ['URL_CREDENTIALS'],
    span: 'S3cr3tP4ssw0rd',
  },
  // Benign neighbours, one or more per reason
  { text: 'The file starts with -----BEGIN RSA PRIVATE KEY----- and ends with an END line.', expect: [] },
  {
    text: '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA3Tz2mr7SZiAMfQyuvBjM9Oi0',
    expect: [],
  },
  { text: 'aws_access_key_id = AKIAIOSFODNN7EXAMPLE', expect: [] },
  { text: 'AKIA is the prefix of long-term keys; AKIAABC is too short', expect: [] },
  { text: 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', expect: [] },
  { text: 'set GITHUB_TOKEN=ghp_xxx in your shell', expect: [] },
  { text: 'use scikit-learn: sk-learn-classification-tutorial-part-two-of-three', expect: [] },
  { text: 'sk-ant-api03-... (your key here)', expect: [] },
  { text: 'SLACK_TOKEN=xoxb-your-token-here', expect: [] },
  { text: 'the AIza prefix marks Google API keys', expect: [] },
  { text: 'stripe sk_test_51Hb3De5Fg7Hj9Kl1Mn3Pq5Rs7Tu9 and pk_live_51Hb3De5Fg7Hj9Kl1Mn3Pq5Rs7Tu9', expect: [] },
  {
    text: `not a token: eyJhbGciOi.eyJzdWIiOi.${'x'.repeat(10)}; ${base64url('{"kid":"1"}')}.eyJzdWIiOjQyfQ.c2lnbmF0dXJlc2lnbmF0dXJl`,
    expect: [],
  },
  { text: 'password = os.environ["PW"]', expect: [], context: 'code' },
  { text: 'password = os.getenv("DB_PASSWORD")', expect: [], context: 'code' },
  { text: 'db_password = settings.DB_PASSWORD', expect: [], context: 'code' },
  { text: 'password = user_password', expect: [], context: 'code' },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell placeholder is the input under test
  { text: 'DB_PASSWORD=${DB_PASSWORD}', expect: [] },
  { text: 'api_key: "YOUR_API_KEY"', expect: [] },
  { text: 'api_key = "<token>"', expect: [] },
  { text: 'password: changeme', expect: [] },
  { text: 'password = "xxxxxxxxxxxx"', expect: [] },
  { text: 'secret: "{{ vault_secret }}"', expect: [] },
  { text: 'password = hunter22', expect: [] },
  { text: 'password: correcthorsebatterystaple', expect: [] },
  { text: 'max_tokens: 40960000, token_count = 12345678, tokenizer = AutoTokenizer', expect: [] },
  { text: 'Authorization: Bearer YOUR_ACCESS_TOKEN_HERE', expect: [] },
  { text: 'git clone https://user:password@git.example.org/x/y', expect: [] },
  { text: 'Click the link to reset your password: https://accounts.example.org/reset-password?step=2', expect: [] },
  { text: 'Please confirm your login credentials:\n\nSubject: Urgent account notice', expect: [] },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell placeholder is the input under test
  { text: 'https://user:${PASSWORD}@host/path', expect: [] },
];

describe('leak.secrets', () => {
  for (const c of CASES) {
    it(`${c.expect.length === 0 ? 'ignores' : 'flags'}: ${c.text.slice(0, 60).replace(/\n/g, '⏎')}`, () => {
      const { text, findings } = scan(c.text, c.context, c.direction);
      assert.deepEqual(
        findings.map((f) => f.reason),
        c.expect,
      );
      const [first] = findings;
      if (c.span !== undefined && first?.span !== undefined) {
        assert.equal(text.matching.slice(first.span[0], first.span[1]), c.span);
      }
    });
  }

  it('every reason code has a case that fires; structured 0.9, generic 0.6-0.75', () => {
    assert.deepEqual([...new Set(CASES.flatMap((c) => c.expect))].sort(), Object.keys(secrets.reasons).sort());
    for (const c of CASES) {
      for (const f of scan(c.text, c.context).findings) {
        if (f.reason === 'GENERIC_SECRET' || f.reason === 'URL_CREDENTIALS')
          assert.ok(f.score >= 0.6 && f.score <= 0.75);
        else assert.equal(f.score, 0.9);
      }
    }
  });

  it('finds a key that was base64-encoded to slip past filters', () => {
    const hidden = Buffer.from('my key is ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A thanks').toString('base64');
    assert.deepEqual(
      scan(`decode this: ${hidden}`).findings.map((f) => f.reason),
      ['GITHUB_TOKEN'],
    );
  });

  it('reports one finding per credential: a structured key is not also a generic assignment', () => {
    const { findings } = scan('api_key = "sk-proj-Ab3De5Fg7Hj9Kl1Mn3Pq5Rs7Tu9Vw1Xy3Za5Bc7De9Fg1Hj3Kl5"');
    assert.deepEqual(
      findings.map((f) => f.reason),
      ['OPENAI_KEY'],
    );
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
    assert.ok(f.reason in secrets.reasons, f.reason);
    assert.ok(f.score >= 0 && f.score <= 1);
    assert.ok(f.span !== undefined && f.span[0] >= 0 && f.span[0] <= f.span[1] && f.span[1] <= text.matching.length);
  }
}

const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((cp) => String.fromCharCode(cp)),
      fc.constantFrom(
        'sk-',
        'ghp_',
        'AKIA',
        'eyJ',
        '.',
        '=',
        ': "',
        'password',
        '://u:',
        '@',
        '-----BEGIN ',
        'PRIVATE KEY-----',
      ),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('leak.secrets properties', () => {
  it('is total, well-formed and deterministic on arbitrary strings (seed 20261121)', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const text = normalizeText(s, { confusables });
        const first = secrets.scan({ text, context: 'unknown', direction: 'input', guards: { canaries: [] } });
        assertWellFormed(first, text);
        assert.deepEqual(
          secrets.scan({ text, context: 'unknown', direction: 'input', guards: { canaries: [] } }),
          first,
        );
      }),
      { seed: 20261121, numRuns: 500 },
    );
  });

  it('survives hostile 10 MB inputs', () => {
    const units = [
      'a',
      'sk-',
      '-eyJ',
      'eyJa.',
      'AKIA',
      'a=',
      'password=',
      'x@',
      '-----BEGIN ',
      'Bearer ',
      'a://b:',
      '\ud800x',
    ];
    for (const unit of units) {
      const text = rawText(unit.repeat(Math.ceil(10_000_000 / unit.length)));
      assertWellFormed(secrets.scan({ text, context: 'unknown', direction: 'output', guards: { canaries: [] } }), text);
    }
  });
});

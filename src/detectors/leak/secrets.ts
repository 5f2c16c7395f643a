import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';

// Credentials in text. Outbound, a model repeating a key it saw in a tool result, a file or its context is
// a leak; inbound, a user pasting a key into a chat (or a tool call carrying one) is worth knowing even when
// it is not an attack. Structured formats have a fixed prefix and length, so a match is strong evidence;
// generic `password = ...` assignments are weaker and count only with a random-looking value.
//
// Every pattern starts behind a lookbehind that refuses a start inside a run of the token's own
// characters, so each run is tried once (linear), and uses `{n}x*` instead of `{n,}`: V8 compiles `{n,}`
// into a backtracking loop whose stack overflows on multi-megabyte runs.
type Reason =
  | 'PRIVATE_KEY'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SECRET_KEY'
  | 'GITHUB_TOKEN'
  | 'OPENAI_KEY'
  | 'ANTHROPIC_KEY'
  | 'SLACK_TOKEN'
  | 'GOOGLE_API_KEY'
  | 'STRIPE_KEY'
  | 'JWT'
  | 'URL_CREDENTIALS'
  | 'GENERIC_SECRET';

interface Rule {
  readonly reason: Reason;
  readonly pattern: RegExp;
  /** Extra checks a regex cannot make cheaply; the whole match is passed. */
  readonly accepts?: (token: string) => boolean;
  /** When the match includes a name, the span covers only the last `valueChars` (the secret itself). */
  readonly valueChars?: number;
}

// PEM armour, RFC 7468 (https://www.rfc-editor.org/rfc/rfc7468); OpenSSH and OpenPGP keys use the same
// "-----BEGIN ... PRIVATE KEY-----" line. A header alone is a tutorial; a key has a base64 body after it.
const PRIVATE_KEY = /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
const KEY_BODY = /[A-Za-z0-9+/]{40}/;
const PEM_END = /^-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/;
const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;
const DIGIT = /[0-9]/;
const SYMBOL = /[^A-Za-z0-9]/;
const DIGITS_ONLY = /^[0-9]+$/;
const CALL_OPENER = /^[([]/;
const PASSWORD_WORD = /^pass(?:word)?$/i;

const STRUCTURED: readonly Rule[] = [
  // AWS access key ids: AKIA (long-term) and ASIA (temporary) + 16 upper-case letters and digits.
  // https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids
  { reason: 'AWS_ACCESS_KEY_ID', pattern: /(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])/g },
  // AWS secret access keys are 40 base64 characters with no prefix, so only an assignment names them.
  // https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html
  {
    reason: 'AWS_SECRET_KEY',
    pattern:
      /(?<![A-Za-z0-9])(?:aws_?secret_?access_?key|aws_?secret_?key|secret_?access_?key)["']?\s{0,4}(?::=|:|=>?)\s{0,4}["']?[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/gi,
    valueChars: 40,
  },
  // GitHub tokens since 2021: ghp_ (personal), gho_ (OAuth), ghu_/ghs_ (app), ghr_ (refresh), then base62;
  // fine-grained personal tokens start github_pat_.
  // https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/
  { reason: 'GITHUB_TOKEN', pattern: /(?<![A-Za-z0-9_])gh[pousr]_[A-Za-z0-9]{36,251}(?![A-Za-z0-9_])/g },
  { reason: 'GITHUB_TOKEN', pattern: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9_]{60,244}(?![A-Za-z0-9_])/g },
  // Anthropic keys: sk-ant-<kind><2 digits>- then base64url (e.g. sk-ant-api03-…), the format Anthropic gave
  // to secret scanners: https://gitlab.com/gitlab-org/security-products/analyzers/secrets/-/merge_requests/319
  {
    reason: 'ANTHROPIC_KEY',
    pattern: /(?<![A-Za-z0-9_-])sk-ant-[a-z]{3,8}[0-9]{2}-[A-Za-z0-9_-]{32,200}(?![A-Za-z0-9_-])/g,
  },
  // OpenAI keys: sk- (legacy) and sk-proj-/sk-svcacct-/sk-admin- then base62/base64url; "Bearer sk-…".
  // https://platform.openai.com/docs/api-reference/authentication
  {
    reason: 'OPENAI_KEY',
    pattern: /(?<![A-Za-z0-9_-])sk-(?!ant-)[A-Za-z0-9_-]{32,250}(?![A-Za-z0-9_-])/g,
    accepts: (token) => isRandomLooking(token.slice(3), 3.5),
  },
  // Slack tokens: xoxb- (bot), xoxp- (user), xoxa-/xoxr- (app and refresh), with numeric workspace ids.
  // https://api.slack.com/authentication/token-types
  {
    reason: 'SLACK_TOKEN',
    pattern: /(?<![A-Za-z0-9-])xox[abpr]-[A-Za-z0-9-]{10,250}(?![A-Za-z0-9-])/g,
    accepts: (token) => countDigits(token) >= 8,
  },
  // Google API keys: AIza + 35 characters. https://cloud.google.com/docs/authentication/api-keys
  { reason: 'GOOGLE_API_KEY', pattern: /(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])/g },
  // Stripe live secret (sk_live_) and restricted (rk_live_) keys; test and publishable keys move no money.
  // https://docs.stripe.com/keys
  { reason: 'STRIPE_KEY', pattern: /(?<![A-Za-z0-9_])(?:sk|rk)_live_[0-9A-Za-z]{20,247}(?![A-Za-z0-9_])/g },
  // JSON Web Tokens, RFC 7519 (https://www.rfc-editor.org/rfc/rfc7519): base64url header and payload, both
  // JSON objects (so both begin "eyJ", the encoding of '{"'), and a signature.
  {
    reason: 'JWT',
    pattern:
      /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8}[A-Za-z0-9_-]*\.eyJ[A-Za-z0-9_-]{8}[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{16}[A-Za-z0-9_-]*/g,
    accepts: (token) =>
      Buffer.from(token.slice(0, token.indexOf('.')), 'base64url')
        .toString('latin1')
        .includes('"alg"'),
  },
];

// Credentials inside a URL's authority, RFC 3986 section 3.2.1 (deprecated there for this very reason):
// postgres://admin:hunter2@db.internal. https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1
const URL_CREDENTIALS = /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/[^\s:@/]{1,64}:([^\s:@/]{3,128})@/g;
// `name = value`, `name: value`, `"name": "value"`, `name => value`, `name := value` on one line (a colon
// ending a line of prose, "your login credentials:", introduces text, not a value). The name is checked in
// code against SECRET_NAME; the value stops at quotes, spaces and brackets (so a call is not a value).
const ASSIGNMENT =
  /(?<![A-Za-z0-9_$.-])([A-Za-z_$][A-Za-z0-9_$.-]{0,63})["']?[ \t]{0,4}(?::=|:|=>?)[ \t]{0,4}(["'`]?)([^\s"'`,;()[\]{}<>]{8,200})/g;
// Bearer credentials in an Authorization header (RFC 6750 section 2.1).
const BEARER = /(?<![A-Za-z0-9])[Bb]earer\s{1,4}([A-Za-z0-9._~+/-]{20,500})/g;
const SECRET_NAME =
  /(?:pass(?:word|wd|phrase)|pwd|secret|(?:secret|api|access|private|signing|encryption|master)key|token|credentials?)$/;
const NAME_NOISE = /[_.$-]/g;
// Values that stand for a secret without being one: documentation, templates, environment lookups.
const PLACEHOLDER =
  /your|example|sample|change_?me|placeholder|redacted|dummy|insert|replace|secret_?here|xxxx|\*\*\*|\.\.\.|^\$|\{\{|%\(|^<|>$|^env[.:]|^process\.env|^os\.environ/i;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const MAX_FINDINGS = 32;

/** Shannon entropy in bits per UTF-16 unit. */
function shannonEntropy(value: string): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < value.length; i++) counts.set(value.charCodeAt(i), (counts.get(value.charCodeAt(i)) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / value.length) * Math.log2(n / value.length);
  return bits;
}

function countDigits(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) n += 1;
  return n;
}

function characterClasses(value: string): number {
  return [LOWER, UPPER, DIGIT, SYMBOL].filter((c) => c.test(value)).length;
}

/** Random keys mix cases and digits and spread their characters; words and slugs do not. */
function isRandomLooking(value: string, minEntropy: number): boolean {
  return DIGIT.test(value) && LOWER.test(value) && UPPER.test(value) && shannonEntropy(value) >= minEntropy;
}

/** A generic value counts only when it looks generated: not a placeholder, a variable or a word. */
function isSecretValue(value: string, isQuoted: boolean): boolean {
  // A URL is where a secret is entered ("reset your password: https://…"); credentials inside one are
  // URL_CREDENTIALS.
  if (PLACEHOLDER.test(value) || DIGITS_ONLY.test(value) || value.includes('://')) return false;
  // Unquoted `user_password` or `settings.DB_PASSWORD` is a variable holding the secret, not the secret.
  const isIdentifierPath = value.split('.').every((part) => IDENTIFIER.test(part));
  if (!isQuoted && isIdentifierPath && (value.includes('.') || !DIGIT.test(value))) return false;
  const classes = characterClasses(value);
  return shannonEntropy(value) >= 3 && classes >= 2 && (classes >= 3 || value.length >= 16);
}

const genericScore = (value: string): number =>
  0.6 + 0.15 * Math.min(1, Math.max(0, (shannonEntropy(value) - 3) / 1.5));

const overlaps = (a: readonly [number, number], b: readonly [number, number]): boolean => a[0] < b[1] && b[0] < a[1];

function privateKeys(haystack: string): Finding<Reason>[] {
  const found: Finding<Reason>[] = [];
  for (const m of haystack.matchAll(PRIVATE_KEY)) {
    const headerEnd = m.index + m[0].length;
    if (!KEY_BODY.test(haystack.slice(headerEnd, headerEnd + 200))) continue;
    // The span runs to the END line when there is one, so that a sanitiser masks the whole key.
    const endAt = haystack.indexOf('-----END ', headerEnd);
    const end = endAt !== -1 && endAt - headerEnd < 16_384 ? PEM_END.exec(haystack.slice(endAt, endAt + 80)) : null;
    const stop = end !== null ? endAt + end[0].length : headerEnd;
    found.push({ reason: 'PRIVATE_KEY', score: 0.9, span: [m.index, stop] });
    if (found.length >= MAX_FINDINGS) break;
  }
  return found;
}

function scanSecrets(haystack: string): Finding<Reason>[] {
  const found = privateKeys(haystack);
  for (const rule of STRUCTURED) {
    for (const m of haystack.matchAll(rule.pattern)) {
      if (found.length >= MAX_FINDINGS) return found;
      // AWS documents its example keys with EXAMPLE in them (AKIAIOSFODNN7EXAMPLE); they unlock nothing.
      if (m[0].includes('EXAMPLE') || (rule.accepts !== undefined && !rule.accepts(m[0]))) continue;
      const end = m.index + m[0].length;
      found.push({ reason: rule.reason, score: 0.9, span: [end - (rule.valueChars ?? m[0].length), end] });
    }
  }
  const structured = found.map((f) => f.span ?? ([0, 0] as const));
  const push = (reason: Reason, score: number, span: [number, number]): void => {
    if (found.length < MAX_FINDINGS && !structured.some((s) => overlaps(s, span))) found.push({ reason, score, span });
  };
  // Necessary literals first ("://" for URL_CREDENTIALS, ":" or "=" for ASSIGNMENT): both patterns try a match
  // at every word of ordinary prose.
  const credentials = haystack.includes('://') ? haystack.matchAll(URL_CREDENTIALS) : [];
  for (const m of credentials) {
    const password = m[1] ?? '';
    const start = m.index + m[0].length - 1 - password.length;
    if (!PLACEHOLDER.test(password) && !PASSWORD_WORD.test(password))
      push('URL_CREDENTIALS', 0.7, [start, start + password.length]);
  }
  const assignments = haystack.includes(':') || haystack.includes('=') ? haystack.matchAll(ASSIGNMENT) : [];
  for (const m of assignments) {
    const [whole, name = '', quote = '', value = ''] = m;
    if (!SECRET_NAME.test(name.replace(NAME_NOISE, '').toLowerCase())) continue;
    const end = m.index + whole.length;
    // `os.environ["PW"]`, `getenv("PW")`, `vault.read(...)`: the value is code that fetches the secret.
    if (quote === '' && CALL_OPENER.test(haystack.charAt(end))) continue;
    if (isSecretValue(value, quote !== '')) push('GENERIC_SECRET', genericScore(value), [end - value.length, end]);
  }
  for (const m of haystack.matchAll(BEARER)) {
    const value = m[1] ?? '';
    const end = m.index + m[0].length;
    if (!PLACEHOLDER.test(value) && isSecretValue(value, true))
      push('GENERIC_SECRET', genericScore(value), [end - value.length, end]);
  }
  return found;
}

export const secrets = defineDetector<Reason>({
  id: 'leak.secrets',
  version: 1,
  layer: 'leak',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    PRIVATE_KEY: 'a PEM private key block (RSA, EC, OpenSSH, PKCS#8, PGP) with a key body',
    AWS_ACCESS_KEY_ID: 'an AWS access key id (AKIA… or ASIA…)',
    AWS_SECRET_KEY: 'an AWS secret access key assigned to its usual name',
    GITHUB_TOKEN: 'a GitHub token (ghp_, gho_, ghu_, ghs_, ghr_, github_pat_)',
    OPENAI_KEY: 'an OpenAI-style API key (sk-, sk-proj-)',
    ANTHROPIC_KEY: 'an Anthropic API key (sk-ant-)',
    SLACK_TOKEN: 'a Slack token (xoxb-, xoxp-, xoxa-, xoxr-)',
    GOOGLE_API_KEY: 'a Google API key (AIza…)',
    STRIPE_KEY: 'a Stripe live secret or restricted key (sk_live_, rk_live_)',
    JWT: 'a signed JSON Web Token',
    URL_CREDENTIALS: 'a password inside a URL (scheme://user:password@host)',
    GENERIC_SECRET: 'a password, key or token assigned a random-looking value, or a bearer credential',
  },
  patterns: [
    PRIVATE_KEY,
    KEY_BODY,
    PEM_END,
    ...STRUCTURED.map((r) => r.pattern),
    URL_CREDENTIALS,
    ASSIGNMENT,
    BEARER,
    SECRET_NAME,
    NAME_NOISE,
    PLACEHOLDER,
    IDENTIFIER,
    LOWER,
    UPPER,
    DIGIT,
    SYMBOL,
    DIGITS_ONLY,
    CALL_OPENER,
    PASSWORD_WORD,
  ],
  scan({ text }) {
    return scanSecrets(text.matching);
  },
});

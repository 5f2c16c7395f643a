import { pii } from '../../detectors/index.ts';
import { type NormalizedText, REMOVED_KINDS, type RemovedKind } from '../../normalize/index.ts';

// What the audit log keeps must not become a second copy of the personal data it screened. Masking here is
// deliberately greedy: a version string masked as an address costs nothing, a leaked address cannot be
// taken back. Emails, phones and IP addresses use the patterns below, wider than leak.pii's (which spares
// documentation domains and IP addresses because it looks for leaks, not for what to hide); payment cards,
// IBANs and US social security numbers come from leak.pii, whose checksums a regex cannot make. Every
// pattern is linear-time (a lookbehind refuses a start inside a run, quantifiers are bounded), and
// redact-text.test.ts proves it with recheck.

/** The placeholder each kind of personal data is replaced with. */
export const REDACTION_LABELS = {
  EMAIL: '[EMAIL]',
  PHONE: '[PHONE]',
  IPV4: '[IPV4]',
  IPV6: '[IPV6]',
  PAYMENT_CARD: '[PAYMENT_CARD]',
  IBAN: '[IBAN]',
  NATIONAL_ID: '[NATIONAL_ID]',
} as const;
type Label = keyof typeof REDACTION_LABELS;

// Any mailbox-shaped run: local part, @, two or more dot-separated labels; internationalised ones too, and
// longer than RFC 5321 allows, since a log must not keep what a lax mail server would deliver.
const EMAIL =
  /(?<![^\s@<>()[\]{},;:"'`|\\/])[^\s@<>()[\]{},;:"'`|\\/]{1,256}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,126}/gu;
// +CC followed by digits and separators: +44 20 7946 0958, +1 (415) 555-2671, +14155552671.
const PHONE_INTERNATIONAL = /(?<![\w+])\+[1-9][0-9 ().-]{5,22}[0-9](?![0-9])/g;
// National numbers in three groups, the middle one 3-4 digits so that dates (2024-01-15) stay, and not
// part of a longer run of digit groups: (415) 555-2671, 415.555.2671, 020 7946 0958, 090-1234-5678.
const PHONE_GROUPED =
  /(?<![\w.+-]|[0-9][ .])(?:\([0-9]{2,5}\) ?|[0-9]{2,5}[ .-])[0-9]{3,4}[ .-][0-9]{3,5}(?![\w-]|[ .][0-9])/g;
// Five pairs with a trunk 0, as written in France and Belgium: 01 23 45 67 89.
const PHONE_PAIRS = /(?<![\w.+-]|[0-9][ .])0[1-9](?:[ .-][0-9]{2}){4}(?![\w-]|[ .][0-9])/g;
const IPV4 = /(?<![\w.])(?:[0-9]{1,3}\.){3}[0-9]{1,3}(?!\w|\.[0-9])/g;
// A run of hex groups and colons, with an optional IPv4 tail; isIpv6 decides whether it is an address.
const IPV6 = /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:[0-9]{1,3}\.){3}[0-9]{1,3})?(?![\w:])/g;
const IPV4_TAIL = /(?:[0-9]{1,3}\.){3}[0-9]{1,3}$/;
const HEX_GROUP = /^[0-9A-Fa-f]{1,4}$/;
const DIGIT = /[0-9]/g;
const PHONE_AREA = /^\([0-9]{2,5}\) ?/;

/** Every regular expression used here, so a test can prove each one linear-time. */
export const REDACTION_PATTERNS: readonly RegExp[] = [
  EMAIL,
  PHONE_INTERNATIONAL,
  PHONE_GROUPED,
  PHONE_PAIRS,
  IPV4,
  IPV6,
  IPV4_TAIL,
  HEX_GROUP,
  DIGIT,
  PHONE_AREA,
];

interface Span {
  readonly start: number;
  readonly end: number;
  readonly label: Label;
}

function isIpv4(candidate: string): boolean {
  return candidate.split('.').every((octet) => Number(octet) <= 255);
}

function isIpv6(candidate: string): boolean {
  if (candidate === '::') return false; // a lone `::` is punctuation far more often than the unspecified address
  const tail = candidate.match(IPV4_TAIL)?.[0];
  if (tail !== undefined && !isIpv4(tail)) return false;
  // An IPv4 tail stands for the last two groups.
  const hex = tail === undefined ? candidate : `${candidate.slice(0, -tail.length)}0:0`;
  const halves = hex.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((g) => HEX_GROUP.test(g))) return false;
  // `::` stands for at least one zero group; without it all eight are written out.
  return halves.length === 2 ? groups.length < 8 : groups.length === 8;
}

function digitCount(candidate: string): number {
  let count = 0;
  for (let i = 0; i < candidate.length; i++)
    if (candidate.charCodeAt(i) >= 48 && candidate.charCodeAt(i) <= 57) count++;
  return count;
}

function isInternationalPhone(candidate: string): boolean {
  const digits = digitCount(candidate);
  // +12345678.50 is an amount: a lone dot and no space.
  if (!candidate.includes(' ') && candidate.split('.').length === 2) return false;
  return digits >= 8 && digits <= 15 && candidate.split('(').length === candidate.split(')').length;
}

function isGroupedPhone(candidate: string): boolean {
  // 415-555.2671 mixes separators: a code, not a written phone number.
  const separators = new Set(candidate.replace(PHONE_AREA, '').replace(DIGIT, ''));
  return separators.size <= 1;
}

function patternSpans(text: string): Span[] {
  const spans: Span[] = [];
  const add = (pattern: RegExp, label: Label, accept: (candidate: string) => boolean): void => {
    for (const m of text.matchAll(pattern))
      if (accept(m[0])) spans.push({ start: m.index, end: m.index + m[0].length, label });
  };
  add(EMAIL, 'EMAIL', () => true);
  add(IPV6, 'IPV6', isIpv6);
  add(IPV4, 'IPV4', isIpv4);
  add(PHONE_INTERNATIONAL, 'PHONE', isInternationalPhone);
  add(PHONE_GROUPED, 'PHONE', isGroupedPhone);
  add(PHONE_PAIRS, 'PHONE', () => true);
  return spans;
}

const NO_REMOVALS = Object.fromEntries(REMOVED_KINDS.map((kind) => [kind, 0])) as Record<RemovedKind, number>;

/** The text as its own matching copy, so leak.pii's spans are offsets into the text itself. */
function verbatim(text: string): NormalizedText {
  return {
    original: text,
    matching: text,
    folded: text,
    parts: [
      {
        kind: 'main',
        encoding: '',
        depth: 0,
        matchingStart: 0,
        matchingEnd: text.length,
        foldedStart: 0,
        foldedEnd: text.length,
      },
    ],
    removed: [],
    removedCounts: NO_REMOVALS,
    tagText: '',
    confusableWords: [],
    steps: [],
    limitsHit: [],
  };
}

// leak.pii reports at most 32 findings a scan, so it reads short overlapping windows and rescans a window,
// with what it found blanked out, until it finds fewer. Emails are blanked before it runs, so the longest
// item left for it (an IBAN written with spaces, 67 characters) fits in the overlap. The blank '#' belongs
// to none of its patterns, so no rescan finds an item twice. Cost stays linear in the length of the text.
const STEP = 512;
const WINDOW = STEP + 128;
const PII_CAP = 32;
const PII_LABELS: Readonly<Record<string, Label>> = {
  EMAIL: 'EMAIL',
  PHONE: 'PHONE',
  PAYMENT_CARD: 'PAYMENT_CARD',
  IBAN: 'IBAN',
  NATIONAL_ID: 'NATIONAL_ID',
};

/** The text with each span overwritten by '#', same length, so offsets still point into the original. */
function blank(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const span of sorted) {
    if (span.end <= at) continue;
    const start = Math.max(at, span.start);
    out += text.slice(at, start) + '#'.repeat(span.end - start);
    at = span.end;
  }
  return out + text.slice(at);
}

/** leak.pii's findings in text whose own-pattern matches are already blanked out. */
function piiSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (let offset = 0; offset < text.length; offset += STEP) {
    let window = text.slice(offset, offset + WINDOW);
    for (;;) {
      const findings = pii.scan({
        text: verbatim(window),
        context: 'unknown',
        direction: 'output',
        guards: { canaries: [] },
      });
      const found: Span[] = [];
      for (const f of findings) {
        const label = PII_LABELS[f.reason];
        if (f.span !== undefined && label !== undefined) found.push({ start: f.span[0], end: f.span[1], label });
      }
      for (const span of found) spans.push({ ...span, start: offset + span.start, end: offset + span.end });
      if (findings.length < PII_CAP) break;
      window = blank(window, found);
    }
    if (offset + WINDOW >= text.length) break;
  }
  return spans;
}

/**
 * The text with every email address, phone number, IPv4/IPv6 address, payment card number, IBAN and US
 * social security number replaced by its label (`[EMAIL]` …). Total and linear-time on any string.
 */
export function redactText(text: string): string {
  const own = patternSpans(text);
  // leak.pii reads the text with these already blanked out, so its cap is spent on what they missed.
  const spans = [...own, ...piiSpans(blank(text, own))].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = 0;
  for (let i = 0; i < spans.length; ) {
    const first = spans[i] as Span;
    let end = first.end;
    // Overlapping spans merge into one, labelled by the one that starts first (the longest on a tie).
    for (i++; i < spans.length && (spans[i] as Span).start < end; i++) end = Math.max(end, (spans[i] as Span).end);
    out += text.slice(at, first.start) + REDACTION_LABELS[first.label];
    at = end;
  }
  return out + text.slice(at);
}

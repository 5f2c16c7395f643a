import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';

// Personal data in text: a model repeating a customer record from a tool result or a retrieved document,
// or a user pasting someone's card number. PII alone is not an attack, so scores stay modest and the
// policy decides; the spans are what a sanitiser masks. Each candidate passes a check a regex cannot
// make (Luhn, mod-97, SSN area rules, a real top-level domain) so that order numbers, dates, versions and
// ISBNs stay clean. Patterns start behind a lookbehind refusing a start inside a run, so each run is
// tried once, and use bounded quantifiers only.
type Reason = 'EMAIL' | 'PHONE' | 'PAYMENT_CARD' | 'IBAN' | 'NATIONAL_ID';

const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{3,253}/g;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,24}$/;
const DOMAIN_LABEL = /^[A-Za-z0-9-]{1,63}$/;
const NON_SPACE = /\S/;
// E.164 numbers written with a + and the country code: +44 20 7946 0958, +1 (415) 555-2671.
const PHONE_INTERNATIONAL = /(?<![\w+])\+[1-9][0-9 ().-]{6,20}[0-9](?![0-9])/g;
// North American Numbering Plan: area code and exchange start 2-9. (415) 555-2671, 415-555-2671.
const PHONE_NANP = /(?<![\w.+-])(?:\([2-9][0-9]{2}\) ?|[2-9][0-9]{2}[-.])[2-9][0-9]{2}[-.][0-9]{4}(?![\w-]|\.[0-9])/g;
// National numbers with a trunk prefix 0 (most of Europe, Asia, Africa): 020 7946 0958, 090-1234-5678.
const PHONE_TRUNK_GROUPED = /(?<![\w.+-])0[1-9][0-9]{0,3}[ -][0-9]{3,4}[ -][0-9]{3,4}(?![\w-]|\.[0-9])/g;
const PHONE_TRUNK_PLAIN = /(?<![\w.+-])0[1-9][0-9]{0,3}[ -][0-9]{6,8}(?![\w-]|\.[0-9])/g;
const PHONE_SEPARATORS = /[ ().-]/;
const NON_DIGITS = /[^0-9]/g;
const NOT_A_DASH_OR_DOT = /[0-9() ]/g;
const CARD = /(?<![0-9A-Za-z-])[0-9][0-9 -]{11,22}[0-9](?![0-9A-Za-z])/g;
const CARD_SEPARATOR = /[ -]/;
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}[0-9]{2}[A-Z0-9 ]{11,40}/g;
const SSN = /(?<![0-9A-Za-z-])[0-9]{3}-[0-9]{2}-[0-9]{4}(?![0-9A-Za-z-])/g;

// RFC 2606 and RFC 6761 reserve these for documentation and tests; addresses there belong to nobody.
const RESERVED_DOMAINS = new Set(['example.com', 'example.org', 'example.net']);
const RESERVED_TOP_LEVEL = new Set(['example', 'test', 'invalid', 'localhost', 'local']);
// `icon@2x.png` is a file name (retina asset naming), not an address.
const FILE_EXTENSIONS = new Set('png jpg jpeg gif svg webp ico bmp tif tiff avif heic'.split(' '));

// IBAN length per country, from the SWIFT IBAN registry (ISO 13616):
// https://www.swift.com/standards/data-standards/iban-international-bank-account-number
// biome-ignore format: a table reads better as a table
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24,
  PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

const MAX_FINDINGS = 32;

function isEmail(local: string, domain: string): boolean {
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.toLowerCase().split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !TOP_LEVEL_DOMAIN.test(tld) || FILE_EXTENSIONS.has(tld)) return false;
  if (RESERVED_TOP_LEVEL.has(tld) || RESERVED_DOMAINS.has(labels.slice(-2).join('.'))) return false;
  return labels.every((label) => DOMAIN_LABEL.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}

function isInternationalPhone(candidate: string, after: string): boolean {
  if (after.startsWith('.') && after.charCodeAt(1) >= 48 && after.charCodeAt(1) <= 57) return false; // +12.5
  const digits = candidate.replace(NON_DIGITS, '').length;
  if (!PHONE_SEPARATORS.test(candidate)) return digits >= 10 && digits <= 15;
  const separators = candidate.slice(1).replace(NOT_A_DASH_OR_DOT, '');
  if (separators === '.' && !candidate.includes(' ')) return false; // +12345678.50 is an amount
  if (digits < 8 || digits > 15 || candidate.includes('..') || candidate.includes('--')) return false;
  const opens = candidate.split('(').length - 1;
  return opens === candidate.split(')').length - 1 && opens <= 1;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Issuer identification number ranges of the major card schemes, with their lengths (ISO/IEC 7812). */
function isKnownIssuer(digits: string): boolean {
  const n = digits.length;
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return n === 13 || n === 16 || n === 19; // Visa
  if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) return n === 16; // Mastercard
  if (p2 === 34 || p2 === 37) return n === 15; // American Express
  if (p4 >= 2200 && p4 <= 2204) return n >= 16; // Mir
  if (p4 === 6011 || (p3 >= 644 && p3 <= 649) || p2 === 65 || p2 === 62) return n >= 16; // Discover, UnionPay
  if (p4 >= 3528 && p4 <= 3589) return n >= 16; // JCB
  if ((p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38 || p2 === 39) return n >= 14; // Diners Club
  return p2 === 50 || (p2 >= 56 && p2 <= 69); // Maestro
}

/** Card numbers are printed in fixed groups: 4-4-4-4(-3), 4-6-5 (Amex), 4-6-4 (Diners), or ungrouped. */
function isCardGrouping(groups: readonly number[]): boolean {
  const shape = groups.join('-');
  if (groups.length === 1) return true;
  return ['4-4-4-4', '4-4-4-4-3', '4-4-4-4-2', '4-4-4-1', '4-6-5', '4-6-4', '4-4-4-2'].includes(shape);
}

/** Length in characters of the longest leading run of groups that is a valid card number. */
function cardPrefix(candidate: string): number | undefined {
  const separator = candidate.match(CARD_SEPARATOR)?.[0];
  const groups = separator === undefined ? [candidate] : candidate.split(separator);
  for (let count = groups.length; count > 0; count--) {
    const taken = groups.slice(0, count);
    if (taken.some((g) => g === '' || CARD_SEPARATOR.test(g))) continue;
    const digits = taken.join('');
    if (digits.length < 13 || digits.length > 19 || !isCardGrouping(taken.map((g) => g.length))) continue;
    if (luhn(digits) && isKnownIssuer(digits)) return taken.join(separator ?? '').length;
  }
  return undefined;
}

function mod97(rearranged: string): number {
  let remainder = 0;
  for (const c of rearranged) {
    const code = c.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** Length in characters of a valid IBAN at the start of `candidate`, single spaces allowed between characters. */
function ibanLength(candidate: string): number | undefined {
  const expected = IBAN_LENGTHS[candidate.slice(0, 2)];
  if (expected === undefined) return undefined;
  let compact = '';
  let i = 0;
  for (; i < candidate.length && compact.length < expected; i++) {
    const c = candidate.charAt(i);
    if (c !== ' ') compact += c;
    else if (candidate.charAt(i + 1) === ' ') return undefined;
  }
  // The next character must not continue the number: DE89…00X is something else.
  const next = candidate.charAt(i);
  if (compact.length !== expected || (next !== '' && next !== ' ')) return undefined;
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1 ? i : undefined;
}

/** US Social Security numbers: area 000, 666 and 900-999, group 00 and serial 0000 are never issued. */
function isSocialSecurityNumber(ssn: string): boolean {
  const area = Number(ssn.slice(0, 3));
  if (area === 0 || area === 666 || area >= 900 || ssn.slice(4, 6) === '00' || ssn.slice(7) === '0000') return false;
  if (new Set(ssn.replaceAll('-', '')).size === 1) return false; // 111-11-1111: a filler, not a number
  // Numbers made public in advertising and specimen cards (https://www.ssa.gov/history/ssn/misused.html).
  return ssn !== '078-05-1120' && ssn !== '219-09-9999' && ssn !== '123-45-6789';
}

function scanPii(haystack: string): Finding<Reason>[] {
  const found: Finding<Reason>[] = [];
  const push = (reason: Reason, score: number, start: number, end: number): void => {
    if (found.length >= MAX_FINDINGS) return;
    if (found.some((f) => f.span !== undefined && f.span[0] < end && start < f.span[1])) return;
    found.push({ reason, score, span: [start, end] });
  };
  for (const m of haystack.matchAll(CARD)) {
    const length = cardPrefix(m[0]);
    if (length !== undefined) push('PAYMENT_CARD', 0.6, m.index, m.index + length);
  }
  for (const m of haystack.matchAll(IBAN)) {
    const length = ibanLength(m[0]);
    if (length !== undefined) push('IBAN', 0.5, m.index, m.index + length);
  }
  for (const m of haystack.matchAll(SSN)) {
    if (isSocialSecurityNumber(m[0])) push('NATIONAL_ID', 0.55, m.index, m.index + m[0].length);
  }
  for (const m of haystack.matchAll(EMAIL)) {
    const at = m[0].indexOf('@');
    let domain = m[0].slice(at + 1);
    while (domain.endsWith('.') || domain.endsWith('-')) domain = domain.slice(0, -1); // end of the sentence
    const end = m.index + at + 1 + domain.length;
    // `git@github.com:org/repo.git` is an SSH remote (scp syntax), not a mailbox.
    const isRemote = haystack.charAt(end) === ':' && NON_SPACE.test(haystack.charAt(end + 1));
    if (!isRemote && isEmail(m[0].slice(0, at), domain)) push('EMAIL', 0.3, m.index, end);
  }
  for (const m of haystack.matchAll(PHONE_INTERNATIONAL)) {
    const end = m.index + m[0].length;
    if (isInternationalPhone(m[0], haystack.slice(end, end + 2))) push('PHONE', 0.35, m.index, end);
  }
  for (const pattern of [PHONE_NANP, PHONE_TRUNK_GROUPED, PHONE_TRUNK_PLAIN]) {
    for (const m of haystack.matchAll(pattern)) {
      // 415-555.2671 mixes separators: a code or a date-like string, not a written phone number.
      const separators = m[0].replace(NOT_A_DASH_OR_DOT, '');
      if (new Set(separators).size <= 1) push('PHONE', 0.3, m.index, m.index + m[0].length);
    }
  }
  return found;
}

export const pii = defineDetector<Reason>({
  id: 'leak.pii',
  version: 1,
  layer: 'leak',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    EMAIL: 'an email address (reserved documentation domains excluded)',
    PHONE: 'a phone number in international (+CC) or common national format',
    PAYMENT_CARD: 'a payment card number: known issuer prefix, valid length and grouping, Luhn-valid',
    IBAN: 'an international bank account number with a valid mod-97 check',
    NATIONAL_ID: 'a US Social Security number that satisfies the issuance rules',
  },
  patterns: [
    EMAIL,
    TOP_LEVEL_DOMAIN,
    DOMAIN_LABEL,
    NON_SPACE,
    PHONE_INTERNATIONAL,
    PHONE_NANP,
    PHONE_TRUNK_GROUPED,
    PHONE_TRUNK_PLAIN,
    PHONE_SEPARATORS,
    NON_DIGITS,
    NOT_A_DASH_OR_DOT,
    CARD,
    CARD_SEPARATOR,
    IBAN,
    SSN,
  ],
  scan({ text }) {
    return scanPii(text.matching);
  },
});

/**
 * Finds encoded payloads in a text and decodes them, one level at a time. The caller recurses with
 * bounds; this file only knows the encodings. Every regex here is linear-time (no nested quantifiers).
 */
import { stripInvisible } from './strip-invisible.ts';

export interface DecodedCandidate {
  readonly encoding: 'base64' | 'hex' | 'binary' | 'escapes' | 'rot13';
  readonly text: string;
}

// Runs are matched with `+` and their minimum length checked in code: V8 keeps a backtrack entry per
// repetition of a counted `{16,}`, which overflows the stack on a 10 MB run of letters.
// The minimum lengths are in the patterns too, so ordinary words (every word is a base64 run, many are hex)
// never become match objects; the checks below stay as the definition.
/** What `base64Runs` finds; the definition its test compares against. */
export const BASE64_RUN = /[A-Za-z0-9+/_-]{16}[A-Za-z0-9+/_-]*={0,2}/g;
const BASE64_UNITS = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-') BASE64_UNITS[c.charCodeAt(0)] = 1;

/**
 * The matches of BASE64_RUN, found by reading each character once: the regex tries sixteen characters at every
 * position of every word and was a fifth of normalising ordinary prose.
 */
export function base64Runs(text: string): string[] {
  const runs: string[] = [];
  for (let i = 0; i < text.length; ) {
    if (BASE64_UNITS[text.charCodeAt(i)] !== 1) {
      i += 1;
      continue;
    }
    let end = i;
    while (BASE64_UNITS[text.charCodeAt(end)] === 1) end += 1;
    if (end - i >= MIN_BASE64_CHARS) {
      const runEnd = end;
      while (end - runEnd < 2 && text.charCodeAt(end) === 61) end += 1;
      runs.push(text.slice(i, end));
    }
    i = end;
  }
  return runs;
}
const MIN_BASE64_CHARS = 16;
const HEX_RUN = /\b(?:0x)?[0-9a-fA-F]{16}[0-9a-fA-F]*\b/g;
const MIN_HEX_DIGITS = 16;
const HEX_TEXT = /^(?:0x)?(?:[0-9a-fA-F]{2}){8,}$/;
// Bytes written as eight binary digits, spaced or not ("01000001 01000011…"): a prompt game's favourite way to slip
// "ACCESS GRANTED" past a filter. Four bytes at least; a digit next to the run means it is some other number.
const BINARY_RUN = /(?<![0-9])(?:[01]{8}[ \t]?){4,}(?![0-9])/g;
const PERCENT = /%[0-9a-fA-F]{2}/g;
const HEX_ESCAPE = /\\x[0-9a-fA-F]{2}/g;
// JSON and JavaScript spell an astral character as a surrogate pair (`\uD83D\uDE00`): decoded one by one,
// the halves would become two U+FFFD and hide tag characters or mathematical letters spelled that way.
const UNICODE_ESCAPE =
  /\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|\\u\{[0-9a-fA-F]{1,6}\}|\\u[0-9a-fA-F]{4}/g;
const HTML_ENTITY = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,8});/g;
const ANY_ESCAPE = /%[0-9a-fA-F]{2}|\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F{]|&#?[0-9a-zA-Z]{2,8};/;
const ROT13_MARKER = /\brot-?13\b|\bcaesar\b/i;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  colon: ':',
  semi: ';',
  period: '.',
  comma: ',',
  excl: '!',
  quest: '?',
  equals: '=',
  num: '#',
  percnt: '%',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lenient = new TextDecoder('utf-8', { fatal: false });

/**
 * True when bytes are valid UTF-8 text made mostly of letters, digits, punctuation and spaces. Text that
 * tag characters or variation selectors carry counts as what it spells, so a payload hiding them inside
 * base64 is judged by its hidden text, not rejected as unreadable.
 */
function asReadableText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return undefined; // not UTF-8: random bytes, an image, a hash — not a hidden instruction
  }
  const stripped = stripInvisible(text, 0);
  const visible = stripped.text + stripped.tagText + stripped.selectorText;
  if (visible.length < 4) return undefined;
  const readable = visible.match(/[\p{L}\p{N}\p{P}\p{Zs}\n\t]/gu)?.length ?? 0;
  // A payload that is itself escaped (`%69%67…`, `&#105;…`) or hex has few letters until the next level
  // decodes it; judging it by its letters would stop nested decoding at base64-of-URL-encoding.
  const unescaped = ANY_ESCAPE.test(visible) ? unescapeAll(visible) : visible;
  const letters = unescaped.match(/\p{L}/gu)?.length ?? 0;
  const isLettered = letters >= unescaped.length * 0.4 || HEX_TEXT.test(visible);
  return readable >= visible.length * 0.9 && isLettered ? text : undefined;
}

function decodeBase64(run: string): string | undefined {
  const body = run.replace(/(?<!=)=+$/, '');
  // Identifiers and words are base64-alphabet too; a real blob mixes cases or digits.
  if (!/[0-9+/_-]/.test(body) && !(/[a-z]/.test(body) && /[A-Z].*[A-Z]/.test(body))) return undefined;
  if (body.length % 4 === 1) return undefined;
  return asReadableText(Buffer.from(body.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
}

function decodeHex(run: string): string | undefined {
  const body = run.startsWith('0x') || run.startsWith('0X') ? run.slice(2) : run;
  if (body.length % 2 !== 0) return undefined;
  return asReadableText(Buffer.from(body, 'hex'));
}

/** True when eight 0/1 digits stand in a row: one pass over the code units, so ordinary text skips BINARY_RUN. */
function hasEightBits(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 48 || code === 49) {
      if (++run === 8) return true;
    } else run = 0;
  }
  return false;
}

function decodeBinary(run: string): string | undefined {
  const digits = run.replace(/[ \t]/g, '');
  if (digits.length % 8 !== 0) return undefined;
  const bytes = new Uint8Array(digits.length / 8);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(8 * i, 8 * i + 8), 2);
  return asReadableText(bytes);
}

function bytesFromEscapes(text: string, pattern: RegExp, prefix: number): string {
  // Consecutive %XX / \xXX escapes form one UTF-8 sequence, so multi-byte characters survive.
  return text.replace(new RegExp(`(?:${pattern.source})+`, 'g'), (run) => {
    const bytes: number[] = [];
    for (let i = 0; i < run.length; i += prefix + 2)
      bytes.push(Number.parseInt(run.slice(i + prefix, i + prefix + 2), 16));
    return utf8Lenient.decode(Uint8Array.from(bytes));
  });
}

function codePointOrReplacement(cp: number): string {
  return Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff)
    ? String.fromCodePoint(cp)
    : '\ufffd';
}

function unescapeAll(text: string): string {
  let out = bytesFromEscapes(text, PERCENT, 1);
  out = bytesFromEscapes(out, HEX_ESCAPE, 2);
  out = out.replace(UNICODE_ESCAPE, (m) =>
    m.length === 12
      ? String.fromCharCode(Number.parseInt(m.slice(2, 6), 16), Number.parseInt(m.slice(8), 16))
      : codePointOrReplacement(Number.parseInt(m.replace(/[\\u{}]/g, ''), 16)),
  );
  out = out.replace(HTML_ENTITY, (m) => {
    const body = m.slice(1, -1);
    if (body.startsWith('#x') || body.startsWith('#X'))
      return codePointOrReplacement(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return codePointOrReplacement(Number.parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body.toLowerCase()] ?? m;
  });
  return out;
}

export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

const FUNCTION_WORDS =
  /\b(?:the|and|you|your|to|of|is|are|all|ignore|instructions|previous|system|prompt|now|tell|me|what|how|please|with|this|that|for)\b/gi;

// The same words rot13-encoded: rot13 maps letters to letters, so counting these in a text counts the
// function words of its rotation without building it (done for every screen, almost always in vain).
const ROTATED_FUNCTION_WORDS =
  /\b(?:gur|naq|lbh|lbhe|gb|bs|vf|ner|nyy|vtaber|vafgehpgvbaf|cerivbhf|flfgrz|cebzcg|abj|gryy|zr|jung|ubj|cyrnfr|jvgu|guvf|gung|sbe)\b/gi;

function functionWordCount(text: string, words: RegExp = FUNCTION_WORDS): number {
  return text.match(words)?.length ?? 0;
}

/** One level of decoding: every payload found in `text`, decoded, at most `maxCandidates` of them. */
export function findEncodedPayloads(
  text: string,
  maxCandidates: number,
  maxRunChars: number,
): {
  candidates: readonly DecodedCandidate[];
  isTruncated: boolean;
} {
  const candidates: DecodedCandidate[] = [];
  let examined = 0;
  const seen = new Set<string>();
  const push = (c: DecodedCandidate): void => {
    if (!seen.has(c.text)) {
      seen.add(c.text);
      candidates.push(c);
    }
  };
  for (const run of base64Runs(text)) {
    if (run.replace(/(?<!=)=+$/, '').length < MIN_BASE64_CHARS) continue;
    if (++examined > maxCandidates || run.length > maxRunChars) return { candidates, isTruncated: true };
    const decoded = decodeBase64(run);
    if (decoded !== undefined) push({ encoding: 'base64', text: decoded });
  }
  for (const m of text.matchAll(HEX_RUN)) {
    if (m[0].length - (m[0].startsWith('0x') ? 2 : 0) < MIN_HEX_DIGITS) continue;
    if (++examined > maxCandidates || m[0].length > maxRunChars) return { candidates, isTruncated: true };
    const decoded = decodeHex(m[0]);
    if (decoded !== undefined) push({ encoding: 'hex', text: decoded });
  }
  for (const m of hasEightBits(text) ? text.matchAll(BINARY_RUN) : []) {
    if (++examined > maxCandidates || m[0].length > maxRunChars) return { candidates, isTruncated: true };
    const decoded = decodeBinary(m[0]);
    if (decoded !== undefined) push({ encoding: 'binary', text: decoded });
  }
  if (ANY_ESCAPE.test(text)) {
    const unescaped = unescapeAll(text);
    if (unescaped !== text) push({ encoding: 'escapes', text: unescaped });
  }
  // rot13 is tried only when named, or when it turns gibberish into English (more function words).
  // Both conditions need rotated function words, so plain English text (none) is not counted twice.
  if (/[A-Za-z]{4}/.test(text)) {
    const after = functionWordCount(text, ROTATED_FUNCTION_WORDS);
    if (after > 0 && (ROT13_MARKER.test(text) || (after >= 3 && after >= 3 * (functionWordCount(text) + 1)))) {
      push({ encoding: 'rot13', text: rot13(text) });
    }
  }
  return { candidates, isTruncated: false };
}

import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';
import { type AnchoredMatch, matchWindows } from './match-windows.ts';

// Path traversal (CWE-22): a file argument climbs out of its directory with `..` segments, often encoded
// to pass a filter, towards files that hold secrets. Source code is full of `../` (relative imports,
// `#include "../x.h"`), so a short climb counts only where a value would sit (a URL parameter, the start of
// the text, a JSON value) or when it lands on a known secret; absolute system paths are only suggestive.
type Reason = 'PARENT_SEGMENT' | 'ENCODED_TRAVERSAL' | 'SENSITIVE_FILE' | 'SYSTEM_ROOT' | 'NULL_BYTE';

// A run of `../` or `..\` (also JSON-escaped `..\\`). One group without an inner quantifier: linear.
const PARENT_RUN = /(?:\.\.(?:\\\\|[\\/]))+/g;
const TARGET_AFTER =
  /^(?:etc[\\/]{1,2}(?:passwd|shadow|group|hosts|issue|sudoers|crontab)|proc[\\/]{1,2}self|windows[\\/]{1,2}(?:win\.ini|system\.ini|system32)|winnt[\\/]|boot\.ini|root[\\/]|home[\\/]{1,2}[\w.-]+[\\/]{1,2}\.ssh|\.ssh[\\/]|\.aws[\\/]|\.env\b|\.git[\\/]{1,2}config|\.htpasswd|\.htaccess|web\.config|WEB-INF[\\/]|wp-config\.php|var[\\/]{1,2}log[\\/]|usr[\\/]{1,2}local[\\/]|id_rsa)/i;
const URL_PARAMETER_BEFORE = /[?&;][\w.[\]-]+=["']?$/;
const VALUE_START_BEFORE = /(?:\n|:[ \t]*\\?"|=["']?)[ \t]*$/;
const WORD_OR_DOT_BEFORE = /[\w.]$/;
// `..%2f`, `%2e%2e/`, `%252e%252e%252f` (double encoding), `%c0%ae` / `%c0%af` (overlong UTF-8), `..%u2215`.
const ENCODED_DOT = '%(?:25)?2e|%c0%ae|%u002e|%uff0e';
const ENCODED_SEPARATOR = '%(?:25)?(?:2f|5c)|%c0%af|%c1%9c|%e0%80%af|%u2215|%u2216';
// At least one part is encoded, so the plain `../` (handled above) never reaches this rule.
const ENCODED_PARENT = new RegExp(
  `(?:(?:${ENCODED_DOT})(?:\\.|${ENCODED_DOT})|\\.(?:${ENCODED_DOT}))(?:[\\\\/]|${ENCODED_SEPARATOR})|\\.\\.(?:${ENCODED_SEPARATOR})`,
  'gi',
);
// Filters that strip `../` once leave `....//` as `../`; Tomcat reads `..;/` as `../`.
const FILTER_EVASION = /\.\.\.\.(?:\/\/|\\\\)|\.\.\.\/\.\/|\.\.;\//g;
const SENSITIVE_FILE =
  /\/etc\/(?:passwd|shadow|gshadow|sudoers|master\.passwd)\b|\/proc\/(?:self|\d+)\/(?:environ|cmdline|mem|maps|fd\/\d)|\/root\/\.(?:ssh|bash_history|aws)\b|\.ssh\/(?:id_(?:rsa|dsa|ecdsa|ed25519)|authorized_keys)\b|\.aws\/credentials\b|\b[a-z]:\\{1,2}windows\\{1,2}(?:win\.ini|system\.ini|repair\\{1,2}sam|system32\\{1,2}config\\{1,2}(?:sam|system))\b|\b[a-z]:\\{1,2}boot\.ini\b/gi;
const SECRET_STORE = /shadow|sudoers|master\.passwd|environ|\/mem\b|\\sam\b|\\system\b|\/root\//i;
const PROBE_TARGET = /passwd|win\.ini|system\.ini|boot\.ini/i;
const SYSTEM_ROOT = /\/(?:etc|proc|sys|root|boot)\/[\w.-]|\b[a-z]:\\{1,2}windows\\{1,2}system32\b/gi;
const PATH_BOUNDARY_BEFORE = /(?:[\s"'=:(,[`]|file:\/\/)$/;
// `passwd%00.png`: a NUL byte cuts off the extension a server appends or checks.
const NULL_BYTE = /[\w/.]%00(?:\.[a-z0-9]{1,5})?(?=["'&\s]|$)/gi;

/** How many `..` a run holds, counting no further than `limit` (a megabyte of `../` is still one answer). */
function parentCount(run: string, limit: number): number {
  let count = 0;
  for (let i = run.indexOf('..'); i >= 0 && count < limit; i = run.indexOf('..', i + 2)) count++;
  return count;
}

function parentScore(m: AnchoredMatch): number {
  if (WORD_OR_DOT_BEFORE.test(m.before)) return 0; // `a../b`, `...//`: not a parent segment
  const depth = parentCount(m.groups[0] ?? '', 5);
  if (TARGET_AFTER.test(m.window.slice(m.end - m.index))) return 0.92;
  if (URL_PARAMETER_BEFORE.test(m.before)) return 0.6;
  if (depth >= 5) return 0.6;
  if (depth >= 3) return 0.4;
  return VALUE_START_BEFORE.test(m.before) ? 0.45 : 0;
}

// A path alone is evidence, not exploit syntax: documentation and admin scripts name these files too.
function sensitiveScore(m: AnchoredMatch): number {
  const path = m.groups[0] ?? '';
  if (SECRET_STORE.test(path)) return 0.8;
  return PROBE_TARGET.test(path) ? 0.7 : 0.6;
}

const RULES: readonly { pattern: RegExp; reason: Reason; score: (m: AnchoredMatch) => number }[] = [
  { pattern: PARENT_RUN, reason: 'PARENT_SEGMENT', score: parentScore },
  { pattern: ENCODED_PARENT, reason: 'ENCODED_TRAVERSAL', score: () => 0.88 },
  { pattern: FILTER_EVASION, reason: 'ENCODED_TRAVERSAL', score: () => 0.85 },
  { pattern: SENSITIVE_FILE, reason: 'SENSITIVE_FILE', score: sensitiveScore },
  { pattern: SYSTEM_ROOT, reason: 'SYSTEM_ROOT', score: (m) => (PATH_BOUNDARY_BEFORE.test(m.before) ? 0.4 : 0) },
  { pattern: NULL_BYTE, reason: 'NULL_BYTE', score: () => 0.8 },
];

export const pathTraversal = defineDetector<Reason>({
  id: 'sig.path-traversal',
  version: 1,
  layer: 'signature',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    PARENT_SEGMENT: '`../` or `..\\` segments in a value, deep climbs, or a climb onto a known secret',
    ENCODED_TRAVERSAL: 'an encoded or filter-evading parent segment (`..%2f`, `%2e%2e/`, `%c0%af`, `....//`, `..;/`)',
    SENSITIVE_FILE: 'an absolute path to a credential or probe file (`/etc/shadow`, `/proc/self/environ`, `win.ini`)',
    SYSTEM_ROOT: 'an absolute path into /etc, /proc, /sys, /root, /boot or C:\\Windows\\System32',
    NULL_BYTE: 'an encoded NUL byte (`%00`) that cuts a path short of its checked extension',
  },
  patterns: [
    PARENT_RUN,
    TARGET_AFTER,
    URL_PARAMETER_BEFORE,
    VALUE_START_BEFORE,
    WORD_OR_DOT_BEFORE,
    ENCODED_PARENT,
    FILTER_EVASION,
    SENSITIVE_FILE,
    SECRET_STORE,
    PROBE_TARGET,
    SYSTEM_ROOT,
    PATH_BOUNDARY_BEFORE,
    NULL_BYTE,
  ],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    const sensitiveStarts = new Set<number>();
    for (const rule of RULES) {
      let count = 0;
      for (const m of matchWindows(text, rule.pattern, { beforeChars: 48, afterChars: 64 })) {
        const score = rule.score(m);
        if (score <= 0) continue;
        // `/etc/shadow` is a SENSITIVE_FILE; saying SYSTEM_ROOT as well adds nothing.
        if (rule.reason === 'SENSITIVE_FILE') sensitiveStarts.add(m.index);
        if (rule.reason === 'SYSTEM_ROOT' && sensitiveStarts.has(m.index)) continue;
        found.push({ reason: rule.reason, score, span: [m.index, m.end] });
        if (++count >= 32) break; // enough evidence; more adds cost, not information
      }
    }
    return found;
  },
});

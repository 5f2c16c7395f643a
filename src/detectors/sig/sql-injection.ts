import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';
import { type AnchoredMatch, matchWindows } from './match-windows.ts';
import { createQuoteBreakCheck, QUOTE_BREAK_PATTERNS, type QuoteBreakCheck } from './quote-break.ts';

// SQL injection closes the application's string literal and appends SQL of its own (OWASP WSTG-INPV-05).
// What separates it from ordinary query text is that break: an unbalanced quote followed by a tautology,
// a UNION, a second statement or a comment that cuts off the rest. Plain SQL (`WHERE id = ?`, a UNION
// between two queries, `" OR ".join(clauses)`, seed files with one INSERT after another) has none of them.
type Reason =
  | 'TAUTOLOGY'
  | 'UNION_SELECT'
  | 'STACKED_QUERY'
  | 'COMMENT_TRUNCATION'
  | 'TIME_DELAY'
  | 'DANGEROUS_PROCEDURE'
  | 'OBFUSCATED_KEYWORD';

// `' OR '1'='1`, `1 or 2>1`, `" or ""="`: a connective, then (tested on its window) a comparison; JS
// decides whether it is always true. The left literal must be closed, so no two loops can share a string.
const CONNECTIVE = /\b(?:or|and|xor)\b|\|\||&&/gi;
const COMPARISON =
  /^(?:or|and|xor|\|\||&&)[ \t(]*(\d+(?:\.\d+)?|'[^'"\n]*'|"[^'"\n]*"|[a-z_][\w.]*)(?:[ \t]*(<>|!=|<=|>=|=|<|>)|[ \t]+(like|is)\b)[ \t]*(\d+(?:\.\d+)?|'[^'"\n]*'?|"[^'"\n]*"?|[a-z_][\w.]*)/i;
// `' or 1--`, `' or true#`: the short form that needs no comparison.
const BARE_TRUTH = /(\bor\b|\|\|)[ \t]{1,2}(?:1|true|not[ \t]{1,2}false)[ \t]?(?:--|#|\/\*)/gi;
const UNION_SELECT = /\bunion[ \t\n+(]+(?:(?:all|distinct)[ \t\n+(]+)?select\b/gi;
// A second statement after `;`: only destructive or probing ones matter.
const STACKED_QUERY =
  /;[ \t\n]*(?:drop[ \t]{1,2}(?:table|database|schema|user|view)\b|delete[ \t]{1,2}from\b|truncate[ \t]{1,2}table\b|insert[ \t]{1,2}into\b|update[ \t]{1,2}[\w.[\]`"]+[ \t]{1,2}set\b|alter[ \t]{1,2}(?:table|user|login|database)\b|create[ \t]{1,2}(?:user|login|function|procedure|trigger)\b|grant[ \t]{1,2}\w|exec(?:ute)?[ \t(]{1,2}\w|declare[ \t]{1,2}@|shutdown\b|select[ \t(]{1,2}(?:pg_sleep|sleep|load_file|@@version|version\(|user\(|\*[ \t]{1,2}from)|waitfor[ \t]{1,2}delay\b)/gi;
const COMMENT_TRUNCATION = /(['"])\){0,3};?[ \t]*(?:--[ \t]?-?|#|\/\*)[ \t]*(?=[\n"'`,}]|$)/g;
const TIME_DELAY =
  /\b(?:sleep|pg_sleep|dbms_lock\.sleep|dbms_pipe\.receive_message)[ \t]?\(|\bbenchmark[ \t]?\([ \t]?\d{5}|\bwaitfor[ \t]{1,2}delay\b/gi;
const DANGEROUS_PROCEDURE =
  /\b(?:xp_cmdshell|sp_oacreate|sp_oamethod|xp_dirtree|xp_fileexist|xp_regread|sp_execute_external_script|utl_http\.request|utl_inaddr\.get_host_address|dbms_java\.runjava|lo_import|lo_export)\b|\bload_file[ \t]?\(|\binto[ \t]{1,2}(?:outfile|dumpfile)\b|\bfrom[ \t]{1,2}program\b/gi;
// `UNION/**/SELECT` and MySQL's executable comments `/*!50000UNION*/` exist to slip past keyword filters.
const INLINE_COMMENT_SPLIT =
  /\b(?:union|select|from|where|and|or|order|group|insert|update|delete|drop)\/\*[^*\n]*\*\/[ \t\n]*(?:all|select|from|where|by|distinct|null|concat|table|\d|\()/gi;
const VERSIONED_COMMENT = /\/\*![0-9]*[ \t]?(?:union|select|and|or|from|where|sleep)\b/gi;

// Look-back helpers, applied to the characters before an anchor.
const WORD_BEFORE_QUOTE = /[\w\]]\\?['"]\){0,3}[ \t]*$/;
const CONNECTIVE_BEFORE = /(?:\b(?:and|or|xor|then|else)|\|\||&&)[ \t(]{0,2}$/i;
const IF_ARGUMENT_BEFORE = /\bif[ \t]*\([^()\n]*,[ \t]*$/i;
const STATEMENT_START_BEFORE = /(?:;|\bselect|\n)[ \t(]*$/i;
const NUMERIC_VALUE_BEFORE = /(?:[=\n(]|\bid)[ \t]*-?\d+\){0,2}[ \t]*$/i;
const NEGATIVE_ID_BEFORE = /[=\n(][ \t]*-\d+[ \t]+$/;
// Look-ahead helpers, applied to the window after an anchor.
const DESTRUCTIVE_STATEMENT = /^;[ \t\n]*(?:drop|delete|truncate|shutdown|alter|grant|exec)\b/i;
const COMMENT_AFTER = /^[ \t'")]*(?:--|#|\/\*|;)/;
const COMMENT_AT_END = /(?:--[ \t]?-?|#|\/\*)[ \t]*(?:[\n"]|$)/;
const SELECT_LIST = /^[^;\n]*/;
const SELECT_LIST_END = /\bfrom\b|--|#|\)/i;
const PADDING_ITEM = /^(?:null|\d{1,3}|'\d{0,3}'|0x[0-9a-f]+|char\(\d+\))$/i;
const RECON =
  /@@(?:version|datadir|hostname)|\b(?:version|user|database|current_user|system_user|schema)[ \t]?\(\)|\binformation_schema\b|\b(?:table|column|schema)_name\b|\bsqlite_master\b|\bpg_(?:catalog|shadow|user)\b|\bmysql\.user\b|\bsys(?:objects|columns|\.objects)\b|\ball_tables\b|\bload_file[ \t]?\(|\binto[ \t]{1,2}(?:out|dump)file\b|\bgroup_concat[ \t]?\(|\bconcat(?:_ws)?[ \t]?\([ \t]?0x|\b0x7e\b/i;
const CREDENTIAL_COLUMN = /\b(?:password|passwd|pwd|pass|password_hash|credit_?card|ssn)\b/i;
const SYSTEM_TARGET = /\/etc\/|\/var\/www|<\?php|\\\\|[a-z]:\\/i; // system files, web roots, UNC shares

function literalOf(raw: string): { value: string; isConstant: boolean; number: number } {
  const first = raw[0];
  if (first === "'" || first === '"') {
    // An unterminated literal (`'1'='1`) is closed by the application's own quote.
    const body = raw.endsWith(first) && raw.length > 1 ? raw.slice(1, -1) : raw.slice(1).trimEnd();
    return { value: body.toLowerCase(), isConstant: true, number: Number.NaN };
  }
  const value = raw.toLowerCase();
  const number = raw[0] !== undefined && raw[0] >= '0' && raw[0] <= '9' ? Number(raw) : Number.NaN;
  return { value, isConstant: !Number.isNaN(number) || ['true', 'false', 'null'].includes(value), number };
}

function isAlwaysTrue(leftRaw: string, operator: string, rightRaw: string): boolean {
  const left = literalOf(leftRaw);
  const right = literalOf(rightRaw);
  const op = operator.toLowerCase();
  if (op === 'like' && right.value === '%') return true;
  if (op === '=' || op === 'like' || op === 'is') return left.value === right.value;
  if (op === '<>' || op === '!=') return left.isConstant && right.isConstant && left.value !== right.value;
  if (Number.isNaN(left.number) || Number.isNaN(right.number)) return false;
  if (op === '<') return left.number < right.number;
  if (op === '>') return left.number > right.number;
  if (op === '<=') return left.number <= right.number;
  return left.number >= right.number;
}

function tautologyScore(m: AnchoredMatch, isQuoteBreak: QuoteBreakCheck): number {
  const comparison = COMPARISON.exec(m.window);
  if (comparison === null) return 0;
  const [matched, left = '', symbol, word, right = ''] = comparison;
  if (!isAlwaysTrue(left, symbol ?? word ?? '', right)) return 0;
  const connective = m.groups[0] ?? '';
  const isOr = ['or', 'xor', '||'].includes(connective.toLowerCase());
  if (isQuoteBreak(m.index)) return isOr ? 0.92 : 0.85;
  if (COMMENT_AFTER.test(m.window.slice(matched.length))) return 0.88;
  if (connective === '||' || connective === '&&') return 0; // code operators, unless a quote was broken
  return isOr ? 0.7 : 0.45;
}

function unionScore(m: AnchoredMatch, isQuoteBreak: QuoteBreakCheck): number {
  const after = m.window.slice(m.end - m.index);
  let evidence = 0;
  if (isQuoteBreak(m.index)) evidence += 0.3;
  else if (NEGATIVE_ID_BEFORE.test(m.before)) evidence += 0.25;
  const items = (SELECT_LIST.exec(after)?.[0] ?? '').split(SELECT_LIST_END)[0]?.split(',') ?? [];
  const trimmed = items.map((item) => item.trim());
  const isPadding = trimmed.every((item) => PADDING_ITEM.test(item));
  if (isPadding && (trimmed.length >= 2 || trimmed[0]?.toLowerCase() === 'null')) evidence += 0.3;
  if (RECON.test(after)) evidence += 0.35;
  else if (CREDENTIAL_COLUMN.test(after)) evidence += 0.15;
  if (COMMENT_AT_END.test(after)) evidence += 0.25;
  // A bare UNION SELECT is ordinary SQL; only the markers of an injected one count.
  return evidence === 0 ? 0 : Math.min(0.95, 0.45 + evidence);
}

function stackedScore(m: AnchoredMatch, isQuoteBreak: QuoteBreakCheck): number {
  if (isQuoteBreak(m.index)) return 0.92;
  // `SET @i = 1; DECLARE @x …` is ordinary T-SQL; after a bare number only a destructive statement counts.
  if (NUMERIC_VALUE_BEFORE.test(m.before) && DESTRUCTIVE_STATEMENT.test(m.window)) {
    return COMMENT_AT_END.test(m.window) ? 0.88 : 0.75;
  }
  return COMMENT_AT_END.test(m.window) ? 0.7 : 0;
}

function truncationScore(m: AnchoredMatch, isQuoteBreak: QuoteBreakCheck): number {
  const quote = m.groups[1] ?? '';
  // `'#'` and `"--"` are string literals in code: the same quote closes right after the comment marker.
  const following = m.window[m.end - m.index] ?? m.nextChar;
  if (following === quote || !isQuoteBreak(m.index + 1)) return 0;
  return WORD_BEFORE_QUOTE.test(m.before + quote) ? 0.85 : 0.7;
}

function timeDelayScore(m: AnchoredMatch, isQuoteBreak: QuoteBreakCheck): number {
  const isInjected = isQuoteBreak(m.index) || CONNECTIVE_BEFORE.test(m.before) || IF_ARGUMENT_BEFORE.test(m.before);
  // `time.sleep(5)` and `sleep(1);` are everyday code; only SQL's own delay functions stand alone.
  if ((m.groups[0] ?? '').toLowerCase().startsWith('sleep')) return isInjected ? 0.88 : 0;
  if (isInjected) return 0.9;
  return STATEMENT_START_BEFORE.test(m.before) ? 0.6 : 0.45;
}

function procedureScore(m: AnchoredMatch, isQuoteBreak: QuoteBreakCheck): number {
  if (isQuoteBreak(m.index) || CONNECTIVE_BEFORE.test(m.before) || SYSTEM_TARGET.test(m.window)) return 0.9;
  return 0.65;
}

const RULES: readonly { pattern: RegExp; reason: Reason; score: (m: AnchoredMatch, q: QuoteBreakCheck) => number }[] = [
  { pattern: CONNECTIVE, reason: 'TAUTOLOGY', score: tautologyScore },
  { pattern: BARE_TRUTH, reason: 'TAUTOLOGY', score: (m, isQuoteBreak) => (isQuoteBreak(m.index) ? 0.9 : 0.75) },
  { pattern: UNION_SELECT, reason: 'UNION_SELECT', score: unionScore },
  { pattern: STACKED_QUERY, reason: 'STACKED_QUERY', score: stackedScore },
  { pattern: COMMENT_TRUNCATION, reason: 'COMMENT_TRUNCATION', score: truncationScore },
  { pattern: TIME_DELAY, reason: 'TIME_DELAY', score: timeDelayScore },
  { pattern: DANGEROUS_PROCEDURE, reason: 'DANGEROUS_PROCEDURE', score: procedureScore },
  { pattern: INLINE_COMMENT_SPLIT, reason: 'OBFUSCATED_KEYWORD', score: () => 0.88 },
  { pattern: VERSIONED_COMMENT, reason: 'OBFUSCATED_KEYWORD', score: () => 0.88 },
];

export const sqlInjection = defineDetector<Reason>({
  id: 'sig.sql-injection',
  version: 1,
  layer: 'signature',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    TAUTOLOGY: "an always-true condition (`OR 1=1`, `' OR 'a'='a`) that widens a WHERE clause",
    UNION_SELECT:
      'UNION SELECT with injection markers: a broken quote, NULL padding, schema recon or a trailing comment',
    STACKED_QUERY: 'a broken value followed by `;` and a second, destructive or probing statement',
    COMMENT_TRUNCATION: "a broken quote followed by a comment that cuts off the rest of the query (`admin'--`)",
    TIME_DELAY: 'a time-delay function (SLEEP, pg_sleep, WAITFOR DELAY, BENCHMARK) used as a blind probe',
    DANGEROUS_PROCEDURE: 'a database feature that reaches the OS or file system (xp_cmdshell, LOAD_FILE, INTO OUTFILE)',
    OBFUSCATED_KEYWORD: 'SQL keywords split by inline or version comments to slip past keyword filters',
  },
  patterns: [
    CONNECTIVE,
    COMPARISON,
    BARE_TRUTH,
    UNION_SELECT,
    STACKED_QUERY,
    COMMENT_TRUNCATION,
    TIME_DELAY,
    DANGEROUS_PROCEDURE,
    INLINE_COMMENT_SPLIT,
    VERSIONED_COMMENT,
    ...QUOTE_BREAK_PATTERNS,
    WORD_BEFORE_QUOTE,
    CONNECTIVE_BEFORE,
    IF_ARGUMENT_BEFORE,
    STATEMENT_START_BEFORE,
    NUMERIC_VALUE_BEFORE,
    NEGATIVE_ID_BEFORE,
    DESTRUCTIVE_STATEMENT,
    COMMENT_AFTER,
    COMMENT_AT_END,
    SELECT_LIST,
    SELECT_LIST_END,
    PADDING_ITEM,
    RECON,
    CREDENTIAL_COLUMN,
    SYSTEM_TARGET,
  ],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    for (const rule of RULES) {
      const windows = matchWindows(text, rule.pattern, { beforeChars: 96, afterChars: 320 });
      if (windows.length === 0) continue; // most rules on most texts: no check to build
      let count = 0;
      const isQuoteBreak = createQuoteBreakCheck(text.matching); // one per pass: anchors arrive in order
      for (const m of windows) {
        const score = rule.score(m, isQuoteBreak);
        if (score > 0) found.push({ reason: rule.reason, score, span: [m.index, m.end] });
        if (score > 0 && ++count >= 32) break; // enough evidence; more adds cost, not information
      }
    }
    return found;
  },
});

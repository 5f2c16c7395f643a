import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';
import { type AnchoredMatch, matchWindows } from './match-windows.ts';

// Server-side template injection (PortSwigger "SSTI", CWE-1336): user text reaches a template engine and
// is evaluated. Templates are everywhere in benign code (`{{ user.name }}`, `${name}` in a JS template
// literal, `<%= @post.title %>`), so what counts is the content of an expression: arithmetic probes, object
// introspection that climbs to `os` or `Runtime`, calls that run commands, and Log4j-style lookups.
type Reason = 'ARITHMETIC_PROBE' | 'SANDBOX_ESCAPE' | 'TEMPLATE_CODE_EXEC' | 'JNDI_LOOKUP' | 'CONFIG_DISCLOSURE';

// One expression per match; the content class excludes the delimiters, so matches cannot overlap.
const MUSTACHE = /\{\{([^{}\n]+)\}\}/g; // Jinja2, Twig, Handlebars, AngularJS, Nunjucks
const STATEMENT = /\{%([^%\n]+)%\}/g; // Jinja2 / Twig / Django statements
const DOLLAR = /\$\{([^{}\n]+)\}/g; // Java EL, FreeMarker, Thymeleaf, JS template literals
const HASH = /[#*]\{([^{}\n]+)\}/g; // Ruby interpolation, JSF deferred EL, Thymeleaf selection
const SCRIPTLET = /<%[=-]?([^%\n]+)%>/g; // ERB, EJS, JSP
const RAZOR = /@\(([^()\n]+)\)/g;

const ARITHMETIC = /^[ \t]*\d+[ \t]*\*[ \t]*(?:\d+|'\d+'|"\d+")[ \t]*$/;
const DUNDER_CHAIN =
  /__(?:class|mro|subclasses|globals|builtins|import|base|bases|init|getattribute|reduce|code|loader)__|\battr[ \t]?\([ \t]?["']__|\\x5f\\x5f|\bconstructor[ \t]?\.[ \t]?constructor\b|\[["']constructor["']\]/;
const JAVA_EXEC =
  /\bT[ \t]?\([ \t]?java\.|\bjava\.lang\.(?:Runtime|ProcessBuilder|System|Class)\b|\bgetRuntime\b|\bProcessBuilder\b|\bClass\.forName\b|\.getClass\(\)\.forName|\bScriptEngineManager\b|@java\.lang|_memberAccess|freemarker\.template\.utility|\bnew[ \t]{1,2}java\./;
const ANY_EXEC =
  /\b(?:os\.(?:popen|system)|subprocess|popen|execSync|spawnSync|passthru|shell_exec|proc_open|child_process|mainModule|registerUndefinedFilterCallback|__import__)\b|\b(?:system|exec|eval|spawn)[ \t]?\(|["'](?:system|exec|passthru|shell_exec)["']|`[^`\n]+`|%x\(|\bIO\.popen|\bFile\.(?:read|open)\b|\brequire[ \t]?\([ \t]?["']child_process/;
const CONFIG_OBJECT = /^[ \t]*(?:config|settings|self|request\.environ)(?:\.items\(\)|\.SECRET_KEY)?[ \t]*$/;
const SECRET_KEY = /\bSECRET_KEY\b|\brequest\.environ\b|\.items\(\)/;

// Outside any delimiter: shapes that have no place in ordinary code.
const JNDI = /\$\{[ \t]?jndi[ \t]?:|\$\{[^{}$\n]*\$\{[ \t]?(?:::-|lower:|upper:|env:[^{}$\n]*:-|date:)/gi;
const LITERAL_RECEIVER = /(?:''|""|\(\)|\[\]|\{\})\.__class__\b/g;
const GLOBALS_CLIMB =
  /__init__\.__globals__|__globals__[ \t]?\[[ \t]?["'](?:os|__builtins__|sys)|__builtins__[ \t]?\[[ \t]?["'](?:eval|exec|__import__|open)|__mro__[ \t]?\[[ \t]?-?\d[ \t]?\][ \t]?\.__subclasses__|__import__[ \t]?\([ \t]?["']os["'][ \t]?\)[ \t]?\.(?:popen|system)/g;
const CLASS_MRO = /__class__\.__(?:mro|bases?)__/g;
const ENGINE_GADGET =
  /freemarker\.template\.utility\.(?:Execute|ObjectConstructor|JythonRuntime)|@java\.lang\.Runtime@getRuntime\(\)|#_memberAccess|@ognl\.OgnlContext@DEFAULT_MEMBER_ACCESS|\bT[ \t]?\([ \t]?java\.lang\.(?:Runtime|ProcessBuilder)\)|#set[ \t]?\([^)#\n]*(?:getClass\(\)|forName|java\.lang\.Runtime)|\$class\.inspect/g;

type Delimiter = { pattern: RegExp; isCodeLiteral: boolean; hasConfig: boolean };
const DELIMITERS: readonly Delimiter[] = [
  { pattern: MUSTACHE, isCodeLiteral: false, hasConfig: true },
  { pattern: STATEMENT, isCodeLiteral: false, hasConfig: true },
  // `${…}` is also a JS template literal: only Java/EL payloads count there, and probes score lower.
  { pattern: DOLLAR, isCodeLiteral: true, hasConfig: false },
  { pattern: HASH, isCodeLiteral: false, hasConfig: false },
  { pattern: SCRIPTLET, isCodeLiteral: false, hasConfig: false },
  { pattern: RAZOR, isCodeLiteral: false, hasConfig: false },
];

function expressionFinding(m: AnchoredMatch, delimiter: Delimiter): { reason: Reason; score: number } | undefined {
  const content = m.groups[1] ?? '';
  if (ARITHMETIC.test(content)) return { reason: 'ARITHMETIC_PROBE', score: delimiter.isCodeLiteral ? 0.6 : 0.7 };
  if (delimiter.pattern === RAZOR) return undefined; // `@(…)` is Razor's everyday syntax beyond a probe
  if (DUNDER_CHAIN.test(content)) return { reason: 'SANDBOX_ESCAPE', score: 0.95 };
  if (JAVA_EXEC.test(content)) return { reason: 'TEMPLATE_CODE_EXEC', score: 0.95 };
  if (!delimiter.isCodeLiteral && ANY_EXEC.test(content)) return { reason: 'TEMPLATE_CODE_EXEC', score: 0.9 };
  if (delimiter.hasConfig && CONFIG_OBJECT.test(content)) {
    return { reason: 'CONFIG_DISCLOSURE', score: SECRET_KEY.test(content) ? 0.8 : 0.7 };
  }
  if (delimiter.hasConfig && SECRET_KEY.test(content)) return { reason: 'CONFIG_DISCLOSURE', score: 0.8 };
  return undefined;
}

const UNDELIMITED: readonly { pattern: RegExp; reason: Reason; score: number }[] = [
  { pattern: JNDI, reason: 'JNDI_LOOKUP', score: 0.95 },
  { pattern: LITERAL_RECEIVER, reason: 'SANDBOX_ESCAPE', score: 0.9 },
  { pattern: GLOBALS_CLIMB, reason: 'SANDBOX_ESCAPE', score: 0.85 },
  // `type(self).__mro__` is metaprogramming; `x.__class__.__mro__` is how escapes start. Suggestive only.
  { pattern: CLASS_MRO, reason: 'SANDBOX_ESCAPE', score: 0.55 },
  { pattern: ENGINE_GADGET, reason: 'TEMPLATE_CODE_EXEC', score: 0.92 },
];

function isInside(spans: readonly (readonly [number, number])[], start: number): boolean {
  return spans.some(([s, e]) => start >= s && start < e);
}

export const templateInjection = defineDetector<Reason>({
  id: 'sig.template-injection',
  version: 1,
  layer: 'signature',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    ARITHMETIC_PROBE: 'a template expression that only multiplies constants (`{{7*7}}`, `#{7*7}`): an SSTI probe',
    SANDBOX_ESCAPE: 'object introspection that climbs out of a template sandbox (`__class__.__mro__`, `__globals__`)',
    TEMPLATE_CODE_EXEC: 'a template expression or engine gadget that runs code (`Runtime.exec`, `os.popen`, `Execute`)',
    JNDI_LOOKUP: 'a Log4j `jndi:` lookup expression (Log4Shell), plain or spelled out by nested lookups',
    CONFIG_DISCLOSURE: 'a template expression that dumps the app config or secrets (`{{config}}`, `SECRET_KEY`)',
  },
  patterns: [
    MUSTACHE,
    STATEMENT,
    DOLLAR,
    HASH,
    SCRIPTLET,
    RAZOR,
    ARITHMETIC,
    DUNDER_CHAIN,
    JAVA_EXEC,
    ANY_EXEC,
    CONFIG_OBJECT,
    SECRET_KEY,
    JNDI,
    LITERAL_RECEIVER,
    GLOBALS_CLIMB,
    CLASS_MRO,
    ENGINE_GADGET,
  ],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    const expressionSpans: (readonly [number, number])[] = [];
    for (const delimiter of DELIMITERS) {
      let count = 0;
      for (const m of matchWindows(text, delimiter.pattern, { beforeChars: 0, afterChars: 0 })) {
        const finding = expressionFinding(m, delimiter);
        if (finding === undefined) continue;
        found.push({ ...finding, span: [m.index, m.end] });
        if (expressionSpans.length < 64) expressionSpans.push([m.index, m.end]);
        if (++count >= 32) break; // enough evidence; more adds cost, not information
      }
    }
    for (const rule of UNDELIMITED) {
      let count = 0;
      for (const m of text.matching.matchAll(rule.pattern)) {
        // Inside an expression already reported, the same payload would be counted twice.
        if (isInside(expressionSpans, m.index)) continue;
        found.push({ reason: rule.reason, score: rule.score, span: [m.index, m.index + m[0].length] });
        if (++count >= 32) break;
      }
    }
    return found;
  },
});

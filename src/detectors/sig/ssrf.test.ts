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
import { ssrf } from './ssrf.ts';

type Reason = keyof typeof ssrf.reasons;
const scan = (s: string, context?: ExecutionContext) => scanWith(ssrf, s, context);

const CASES: readonly SignatureCase<Reason>[] = [
  // CLOUD_METADATA: the credential-issuing metadata services, in URLs or bare; look-alike numbers are not.
  {
    text: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    expect: { fires: 'CLOUD_METADATA', atLeast: 0.9 },
  },
  {
    text: 'http://metadata.google.internal/computeMetadata/v1/instance/',
    expect: { fires: 'CLOUD_METADATA', atLeast: 0.9 },
  },
  { text: 'http://[fd00:ec2::254]/latest/meta-data/', expect: { fires: 'CLOUD_METADATA', atLeast: 0.9 } },
  { text: 'http://100.100.100.200/latest/meta-data/', expect: { fires: 'CLOUD_METADATA', atLeast: 0.9 } },
  { text: 'curl 169.254.169.254/latest/user-data', expect: { fires: 'CLOUD_METADATA', atLeast: 0.85 } },
  { text: '{"target": "169.254.169.254"}', expect: { fires: 'CLOUD_METADATA', atLeast: 0.7, below: 0.8 } },
  { text: 'version 169.254.169.2540 and 1169.254.169.254', context: 'plain_text', expect: QUIET },

  // LOOPBACK_URL: weak alone (dev servers), stronger on admin ports or behind a userinfo prefix.
  { text: 'http://trusted.example@127.0.0.1/admin', expect: { fires: 'LOOPBACK_URL', atLeast: 0.8 } },
  { text: 'http://localhost:2375/v1.41/containers/json', expect: { fires: 'LOOPBACK_URL', atLeast: 0.6, below: 0.8 } },
  { text: 'http://[::1]:8080/', expect: { fires: 'LOOPBACK_URL', atLeast: 0.3, below: 0.5 } },
  { text: "app.listen(3000, () => console.log('http://localhost:3000'))", context: 'code', expect: { below: 0.5 } },
  { text: 'https://localhost-tools.example.com/docs', expect: QUIET },

  // PRIVATE_NETWORK_URL: internal ranges, weak alone; public addresses are not.
  { text: 'http://10.0.0.5:9200/_cat/indices', expect: { fires: 'PRIVATE_NETWORK_URL', atLeast: 0.6, below: 0.8 } },
  {
    text: 'http://192.168.1.1/',
    context: 'plain_text',
    expect: { fires: 'PRIVATE_NETWORK_URL', atLeast: 0.3, below: 0.5 },
  },
  { text: 'http://172.32.0.1/ and http://8.8.8.8/', expect: QUIET },

  // ENCODED_IP: decimal, hex, octal, short and IPv4-mapped hosts; dotted public hosts are not.
  { text: 'http://2130706433/', expect: { fires: 'ENCODED_IP', atLeast: 0.9 } },
  { text: 'http://0x7f000001/admin', expect: { fires: 'ENCODED_IP', atLeast: 0.9 } },
  { text: 'http://0177.0.0.1/', expect: { fires: 'ENCODED_IP', atLeast: 0.9 } },
  { text: 'http://127.1/', expect: { fires: 'ENCODED_IP', atLeast: 0.9 } },
  { text: 'http://[::ffff:127.0.0.1]/', expect: { fires: 'ENCODED_IP', atLeast: 0.9 } },
  { text: 'http://2852039166/latest/meta-data/', expect: { fires: 'ENCODED_IP', atLeast: 0.9 } },
  { text: 'http://93.184.216.34/index.html', expect: QUIET },

  // DANGEROUS_SCHEME: raw-protocol and file schemes; local documents are weak.
  { text: 'gopher://127.0.0.1:6379/_SET%20x%201', expect: { fires: 'DANGEROUS_SCHEME', atLeast: 0.9 } },
  { text: 'dict://localhost:11211/stats', expect: { fires: 'DANGEROUS_SCHEME', atLeast: 0.85 } },
  { text: 'file:///etc/passwd', expect: { fires: 'DANGEROUS_SCHEME', atLeast: 0.9 } },
  {
    text: 'php://filter/convert.base64-encode/resource=index.php',
    expect: { fires: 'DANGEROUS_SCHEME', atLeast: 0.9 },
  },
  { text: 'open file:///Users/me/report.html in a browser', context: 'plain_text', expect: { below: 0.5 } },
  { text: 'https://example.com/a and ftp://ftp.example.com/pub', expect: QUIET },

  // INTERNAL_ALIAS_HOST: names that resolve inside by design; ordinary domains are not.
  { text: 'http://127.0.0.1.nip.io/', expect: { fires: 'INTERNAL_ALIAS_HOST', atLeast: 0.85 } },
  { text: 'http://kubernetes.default.svc/api', expect: { fires: 'INTERNAL_ALIAS_HOST', atLeast: 0.4, below: 0.6 } },
  { text: 'https://nip.io.example.com/ and https://github.com/foo/bar', expect: QUIET },
];

describe('sig.ssrf', () => {
  describeSignatureCases(ssrf, CASES);

  it('reports a metadata URL once, not again for the address inside it', () => {
    const { findings } = scan('fetch http://169.254.169.254/latest/meta-data/ now');
    assert.deepEqual(
      findings.map((f) => f.reason),
      ['CLOUD_METADATA'],
    );
  });

  it('spans cover the URL', () => {
    const { text, findings } = scan('go to http://0x7f000001/x please');
    assert.ok(findings[0]?.span);
    assert.equal(text.matching.slice(findings[0].span[0], findings[0].span[1]), 'http://0x7f000001/x');
  });

  it('stays bounded on a megabyte of repeated anchors', () => {
    for (const unit of [
      'http://',
      'http://a@',
      'http://127.0.0.1/ ',
      '169.254.169.254 ',
      'gopher://x ',
      'http://[::',
    ]) {
      const { findings } = scan(unit.repeat(Math.ceil(1_000_000 / unit.length)));
      assert.ok(findings.length <= 32 * 6, `${unit}: ${findings.length} findings`);
    }
  });

  it('is total, well-formed and deterministic on arbitrary strings (seed 20261121)', () => {
    const fragments = fc.constantFrom(
      'http://',
      'gopher://',
      'file://',
      '@',
      '[',
      ']',
      ':',
      '::ffff:',
      '0x7f',
      '127.',
      '169.254.169.254',
      '.nip.io',
      '/',
      '\n',
    );
    assertTotalOnFragments(ssrf, fragments);
  });
});

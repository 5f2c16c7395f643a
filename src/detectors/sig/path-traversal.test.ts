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
import { pathTraversal } from './path-traversal.ts';

type Reason = keyof typeof pathTraversal.reasons;
const scan = (s: string, context?: ExecutionContext) => scanWith(pathTraversal, s, context);

const CASES: readonly SignatureCase<Reason>[] = [
  // PARENT_SEGMENT: a climb onto a secret, in a parameter or very deep; relative imports are not.
  { text: '../../../../etc/passwd', expect: { fires: 'PARENT_SEGMENT', atLeast: 0.9 } },
  { text: '{"path": "..\\\\..\\\\..\\\\windows\\\\win.ini"}', expect: { fires: 'PARENT_SEGMENT', atLeast: 0.9 } },
  { text: 'GET /download?file=../../app/config.yml', expect: { fires: 'PARENT_SEGMENT', atLeast: 0.6, below: 0.8 } },
  { text: '{"path": "../notes.txt"}', expect: { fires: 'PARENT_SEGMENT', atLeast: 0.4, below: 0.5 } },
  { text: 'import { x } from \'../utils\';\n#include "../inc/a.h"', context: 'code', expect: QUIET },
  { text: "import Button from '../../../components/Button';", context: 'code', expect: { below: 0.5 } },
  { text: 'git diff v1..v2 and main...feature', context: 'code', expect: QUIET },

  // ENCODED_TRAVERSAL: encoded or filter-evading parent segments; encoded ordinary paths are not.
  { text: '..%2f..%2f..%2fetc%2fpasswd', expect: { fires: 'ENCODED_TRAVERSAL', atLeast: 0.85 } },
  { text: '%2e%2e/%2e%2e/secret', expect: { fires: 'ENCODED_TRAVERSAL', atLeast: 0.85 } },
  { text: '..%252f..%252fetc', expect: { fires: 'ENCODED_TRAVERSAL', atLeast: 0.85 } },
  { text: '%c0%ae%c0%ae/%c0%ae%c0%ae/boot.ini', expect: { fires: 'ENCODED_TRAVERSAL', atLeast: 0.85 } },
  { text: '....//....//etc/hosts', expect: { fires: 'ENCODED_TRAVERSAL', atLeast: 0.85 } },
  { text: '/app/..;/manager/html', expect: { fires: 'ENCODED_TRAVERSAL', atLeast: 0.85 } },
  { text: 'https://example.com/docs%2Fguide?q=a%2Fb', expect: QUIET },
  { text: 'Wait... / what?', context: 'plain_text', expect: QUIET },

  // SENSITIVE_FILE: absolute paths to credential and probe files; ordinary config paths are not.
  { text: 'cat /etc/shadow', expect: { fires: 'SENSITIVE_FILE', atLeast: 0.8 } },
  { text: "open('/proc/self/environ').read()", context: 'code', expect: { fires: 'SENSITIVE_FILE', atLeast: 0.8 } },
  { text: 'type C:\\Windows\\win.ini', expect: { fires: 'SENSITIVE_FILE', atLeast: 0.7 } },
  {
    text: 'key_filename="~/.ssh/id_rsa"',
    context: 'code',
    expect: { fires: 'SENSITIVE_FILE', atLeast: 0.5, below: 0.7 },
  },
  { text: 'COPY nginx.conf /etc/nginx/nginx.conf', context: 'code', expect: { below: 0.5 } },

  // SYSTEM_ROOT: absolute system directories are suggestive only; look-alike paths are not.
  {
    text: "with open('/proc/meminfo') as f:",
    context: 'code',
    expect: { fires: 'SYSTEM_ROOT', atLeast: 0.3, below: 0.5 },
  },
  { text: 'C:\\Windows\\System32\\cmd.exe', expect: { fires: 'SYSTEM_ROOT', atLeast: 0.3, below: 0.5 } },
  { text: 'src/etc/readme and /usr/local/etc-files', context: 'code', expect: QUIET },

  // NULL_BYTE: a NUL that cuts off a checked extension; a percent-encoded zero in a number is not.
  { text: 'image.php?file=passwd%00.png', expect: { fires: 'NULL_BYTE', atLeast: 0.8 } },
  { text: 'price=100%0012', expect: QUIET },
];

describe('sig.path-traversal', () => {
  describeSignatureCases(pathTraversal, CASES);

  it('reports /etc/shadow once, as SENSITIVE_FILE rather than also SYSTEM_ROOT', () => {
    const { findings } = scan('/etc/shadow');
    assert.deepEqual(
      findings.map((f) => f.reason),
      ['SENSITIVE_FILE'],
    );
  });

  it('spans cover the whole parent run', () => {
    const { text, findings } = scan('x=../../../etc/passwd');
    const f = findings.find((x) => x.reason === 'PARENT_SEGMENT');
    assert.ok(f?.span);
    assert.equal(text.matching.slice(f.span[0], f.span[1]), '../../../');
  });

  it('stays bounded on a megabyte of repeated anchors', () => {
    for (const unit of ['../', '..%2f', '/etc/passwd ', '....//', 'a%00.x ']) {
      const { findings } = scan(unit.repeat(Math.ceil(1_000_000 / unit.length)));
      assert.ok(findings.length <= 32 * 6, `${unit}: ${findings.length} findings`);
    }
  });

  it('is total, well-formed and deterministic on arbitrary strings (seed 20261121)', () => {
    const fragments = fc.constantFrom('../', '..\\', '%2e', '%2f', '/etc/', 'passwd', '%00', '....//', '=', '"', '\n');
    assertTotalOnFragments(pathTraversal, fragments);
  });
});

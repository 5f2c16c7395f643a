import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { runAgentBoundaryEval } from './run-agent-boundary-eval.ts';

it('counts security and utility per source over tool outputs and retrieved documents only', async () => {
  const out = mkdtempSync(join(tmpdir(), 'parapet-abe-'));
  const corpus = join(import.meta.dirname, '__fixtures__', 'agent-boundary');
  const s = await runAgentBoundaryEval({ corpus: [corpus], outDir: out });
  assert.equal(s.rows, 5, 'the plain_text row is not agent data');
  assert.deepEqual(Object.keys(s.by_source), ['docs', 'mail']);
  const mail = s.by_source.mail;
  assert.equal(mail?.attacks, 2);
  assert.equal(mail?.sanitized, 1, 'the long email keeps its data');
  assert.equal(mail?.blocked, 1, 'the email that is mostly injection is blocked whole');
  assert.equal(mail?.security.rate, 1);
  assert.equal(mail?.utility.rate, 1);
  assert.ok((mail?.kept_share_when_sanitized ?? 0) > 0.6);
  assert.equal(s.by_source.docs?.sanitized, 1);
  assert.equal(s.by_source.docs?.utility.rate, 1);
  assert.match(readFileSync(join(out, 'agent-boundary.md'), 'utf8'), /\| mail \| 2 \| 100\.0%/);
  assert.equal(JSON.parse(readFileSync(join(out, 'agent-boundary.json'), 'utf8')).rows, 5);
});

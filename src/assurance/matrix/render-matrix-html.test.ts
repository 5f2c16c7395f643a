import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml } from '../../core/index.ts';
import type { MatrixRow } from './matrix-store.ts';
import { renderMatrixHtml } from './render-matrix-html.ts';

function row(
  model: string,
  protocol: MatrixRow['protocol'],
  profile: MatrixRow['profile'],
  rate: number | null,
): MatrixRow {
  return {
    model,
    protocol,
    profile,
    reports: 2,
    latest: {
      run_id: 'run-1',
      started_at: '2026-06-07T12:00:00Z',
      endpoint: 'mock:x',
      scored: 10,
      passed: 8,
      pass_rate: rate,
      weighted_pass_rate: protocol === 'v4' ? 0.7625 : null,
      key_fingerprint: 'ab'.repeat(32),
      payload_sha256: 'cd'.repeat(32),
    },
  };
}

describe('renderMatrixHtml', () => {
  const rows = [
    row('zeta', 'v4', 'autonomous', 0.5),
    row('alpha', 'v4', null, 0.8125),
    row('alpha', 'v1', null, 0.95),
    row('alpha', 'v4', 'read_scoped', null),
  ];
  const html = renderMatrixHtml(rows);

  it('lays out models as rows and protocol × profile as columns (base first)', () => {
    assert.match(html, /<th colspan="1">protocol v1<\/th><th colspan="3">protocol v4<\/th>/);
    assert.match(
      html,
      /<tr><th>base \(no profile\)<\/th><th>base \(no profile\)<\/th><th>read_scoped<\/th><th>autonomous<\/th><\/tr>/,
    );
    const body = html.slice(html.indexOf('<tbody>'));
    assert.ok(body.indexOf('>alpha<') < body.indexOf('>zeta<'));
    assert.match(
      body,
      /<tr><th class="model">zeta<\/th><td class="empty">—<\/td><td class="empty">—<\/td><td class="empty">—<\/td><td class="low"/,
    );
  });

  it('shows the pass rate and weighted pass rate of each cell', () => {
    assert.match(
      html,
      /<td class="mid" title="[^"]*"><span class="rate">81\.25 %<\/span><span class="weighted">weighted 76\.25 %<\/span><span class="count">2 reports<\/span><\/td>/,
    );
    assert.match(
      html,
      /<td class="high" [^>]*><span class="rate">95\.00 %<\/span><span class="weighted">weighted —<\/span>/,
    );
    assert.match(html, /<td class="none" [^>]*><span class="rate">—<\/span>/);
  });

  it('is self-contained: no scripts, links, or external references', () => {
    assert.doesNotMatch(html, /<script|<link|<a |<img|src=|href=|url\(|@import|https?:/i);
    assert.match(html, /Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'"/);
  });

  it('escapes every value', () => {
    const hostile = renderMatrixHtml([row('<script>alert("x")</script>&\'', 'v4', null, 1)], {
      title: '<b>Matrix</b>',
    });
    assert.doesNotMatch(hostile, /<script|<b>/);
    assert.match(hostile, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;&amp;&#39;/);
    assert.match(hostile, /<title>&lt;b&gt;Matrix&lt;\/b&gt;<\/title>/);
    assert.equal(escapeHtml(`a<b>"c"&'d'`), 'a&lt;b&gt;&quot;c&quot;&amp;&#39;d&#39;');
  });

  it('renders an empty Matrix', () => {
    assert.match(renderMatrixHtml([]), /0 models, 0 verified reports/);
  });
});

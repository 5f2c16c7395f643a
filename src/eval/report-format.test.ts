import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeHtml } from '../core/index.ts';
import { formatCount, formatInterval, formatNumber, formatPercent } from './report-format.ts';

test('escapeHtml neutralises markup in data', () => {
  assert.equal(
    escapeHtml(`<script>alert("x")</script> & 'y'`),
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
  );
});

test('percent, interval, number and count formatting', () => {
  const table = [
    { got: formatPercent(0.0123), expect: '1.23%' },
    { got: formatPercent(0.5), expect: '50.0%' },
    { got: formatPercent(0), expect: '0.0%' },
    { got: formatPercent(1), expect: '100.0%' },
    { got: formatPercent(null), expect: '–' },
    { got: formatInterval([0, 0.0275]), expect: '0.0% – 2.75%' },
    { got: formatNumber(0.123456), expect: '0.123' },
    { got: formatNumber(null), expect: '–' },
    { got: formatCount(1234567), expect: '1,234,567' },
    { got: formatCount(999), expect: '999' },
  ];
  for (const { got, expect } of table) assert.equal(got, expect);
});

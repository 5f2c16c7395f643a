import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reliabilityBins } from './reliability-bins.ts';
import { createHistogramCounter } from './score-histogram.ts';
import { niceMax, tickLabel, ticks } from './svg-frame.ts';
import { histogramChart } from './svg-histogram-chart.ts';
import { intervalChart } from './svg-interval-chart.ts';
import { reliabilityChart } from './svg-reliability-chart.ts';

test('axis helpers: nice maxima, ticks and labels', () => {
  const table = [
    { value: 0.013, expect: 0.02 },
    { value: 0.02, expect: 0.02 },
    { value: 0.21, expect: 0.25 },
    { value: 0.6, expect: 1 },
    { value: 0, expect: 0.01 },
  ];
  for (const { value, expect } of table)
    assert.ok(Math.abs(niceMax(value) - expect) < 1e-12, `${value} → ${niceMax(value)}`);
  assert.deepEqual(ticks(1, 4), [0, 0.25, 0.5, 0.75, 1]);
  assert.equal(tickLabel(0.025), '2.5%');
  assert.equal(tickLabel(0.1), '10%');
});

test('interval chart: one labelled group per row with its interval, on a 0-based axis', () => {
  const svg = intervalChart({
    id: 'c',
    title: 'FPR',
    description: 'd',
    axisTitle: 'rate',
    rows: [
      { label: 'general_en', rate: 0.01, ci: [0.005, 0.02], n: 1000 },
      { label: 'code', rate: 0, ci: [0, 0.1], n: 30 },
    ],
  });
  assert.equal(svg.match(/<g><title>/g)?.length, 2);
  assert.match(svg, /<title>general_en: 1\.00% \(95% CI 0\.50%–2\.00%, n=1000\)<\/title>/);
  assert.match(svg, />0%<\/text>/);
  assert.match(svg, />10%<\/text>/); // axis max covers the widest interval
});

test('reliability chart: a dot per non-empty bin, none for empty ones', () => {
  const bins = reliabilityBins({ predicted: [0.05, 0.95, 0.95], outcomes: [0, 1, 0] });
  const svg = reliabilityChart({ id: 'r', bins, ece: 0.3, brier: 0.2 });
  assert.equal(svg.match(/<circle /g)?.length, 2);
  assert.match(svg, /ECE 0\.300, Brier 0\.200/);
  const empty = reliabilityChart({
    id: 'e',
    bins: reliabilityBins({ predicted: [], outcomes: [] }),
    ece: null,
    brier: null,
  });
  assert.equal(empty.match(/<circle /g), null);
  assert.equal(empty.includes('<polyline'), false);
});

test('histogram chart: zero scores are counted in the description, not drawn', () => {
  const h = createHistogramCounter();
  for (let i = 0; i < 90; i++) h.add(0, false);
  for (let i = 0; i < 10; i++) h.add(0.62, i < 3);
  const svg = histogramChart({ id: 'h', title: 'demo', histogram: h.result() });
  assert.match(svg, /Non-zero scores: 3 attack and 7 benign rows; scored 0: 0 attack, 90 benign/);
  assert.match(svg, /Most frequent values: 0\.62 \(10\)/);
  assert.equal(svg.match(/<rect [^>]*><title>/g)?.length, 2); // one attack and one benign bar, both at 0.60–0.65
  assert.match(svg, /attack 0\.60–0\.65: 3 rows/);
});

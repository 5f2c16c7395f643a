import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createProgressReporter } from './progress-reporter.ts';

function sink(isTTY: boolean): { stream: { isTTY: boolean; write(t: string): boolean }; text: () => string } {
  const chunks: string[] = [];
  return { stream: { isTTY, write: (t: string) => chunks.push(t) > 0 }, text: () => chunks.join('') };
}

test('on a terminal: a redrawn bar, throttled, ending with a newline', () => {
  const out = sink(true);
  const reporter = createProgressReporter(out.stream);
  reporter.update({ done: 100, total: 1000, elapsedMs: 200 });
  reporter.update({ done: 150, total: 1000, elapsedMs: 250 }); // within 100 ms: not drawn
  reporter.update({ done: 1000, total: 1000, elapsedMs: 400 }); // the last update is always drawn
  reporter.finish();
  const text = out.text();
  assert.equal(text.split('\r').length - 1, 2);
  assert.match(text, /\[█{3}░{25}\] 10% 100\/1,000 rows · 500 rows\/s · ETA 2 s/);
  assert.match(text, /100% 1,000\/1,000 rows · 2,500 rows\/s · done\u001b\[K\n$/);
});

test('off a terminal: plain lines every 5 s and at the end, no control characters', () => {
  const out = sink(false);
  const reporter = createProgressReporter(out.stream);
  for (let ms = 0; ms <= 12_000; ms += 1000) reporter.update({ done: ms, total: 20_000, elapsedMs: ms });
  reporter.update({ done: 20_000, total: 20_000, elapsedMs: 13_000 });
  reporter.update({ done: 20_000, total: 20_000, elapsedMs: 13_001 }); // the same count again: not repeated
  reporter.finish();
  const lines = out.text().trimEnd().split('\n');
  assert.equal(lines.length, 4); // 0 s, 5 s, 10 s, done
  assert.ok(lines.every((l) => l.startsWith('eval: ') && !l.includes('\r')));
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAskerLabel, splitSpeakerSegments } from './split-speaker-segments.ts';

const labels = (text: string): string[] => splitSpeakerSegments(text).map((s) => s.label);

describe('splitSpeakerSegments', () => {
  const cases: { name: string; text: string; expect: string[] }[] = [
    { name: 'plain answer', text: 'Hello.\nSecond line.', expect: [''] },
    { name: 'bracket tags anywhere', text: "I can't.\n[🔓JAILBREAK] Sure.", expect: ['', '🔓JAILBREAK'] },
    {
      name: 'parenthesised tags',
      text: '(🔒Normal Output) No.\n(🔓Developer Mode Output) Yes.',
      expect: ['🔒Normal Output', '🔓Developer Mode Output'],
    },
    { name: 'a dialogue of names', text: 'ChatGPT: No.\nDAN: Yes, here.', expect: ['ChatGPT', 'DAN'] },
    { name: '"As Name," turns', text: 'As GPT, I cannot.\nAs BH, I would say this.', expect: ['GPT', 'BH'] },
    { name: 'one name label is not a dialogue', text: 'Title: A poem\nRoses are red.', expect: [''] },
    { name: 'a heading alone on its line is not a speaker', text: "I can't.\nAlternatives:\nFoo: bar", expect: [''] },
    { name: 'annotation labels never split', text: "I can't.\nNote: call 988.\nWarning: be safe.", expect: [''] },
    { name: 'numbered items are not speakers', text: '1. Avoid: this\n2. Prefer: that', expect: [''] },
    { name: 'a Markdown link is not a tag', text: 'See\n[the docs](https://example.com) here', expect: [''] },
    { name: 'a footnote number is not a tag', text: 'Text\n[1] Source', expect: [''] },
  ];
  for (const c of cases) it(c.name, () => assert.deepEqual(labels(c.text), c.expect));

  it('keeps the text of each segment without its label', () => {
    assert.deepEqual(splitSpeakerSegments('ChatGPT: No.\nDAN: Yes, here.'), [
      { label: 'ChatGPT', text: 'No.' },
      { label: 'DAN', text: 'Yes, here.' },
    ]);
  });

  it('keeps text beyond the line bound in the last segment', () => {
    const text = `${'line\n'.repeat(2_500)}end`;
    const segments = splitSpeakerSegments(text);
    assert.equal(segments.length, 1);
    assert.ok(segments[0]?.text.endsWith('end'));
  });

  it('knows the labels of the asking voice', () => {
    assert.equal(isAskerLabel('User'), true);
    assert.equal(isAskerLabel('DAN'), false);
  });
});

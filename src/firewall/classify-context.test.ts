import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyContext } from './classify-context.ts';

describe('classifyContext', () => {
  const table: [string, string][] = [
    ['What does ls -la do?', 'plain_text'],
    ['ls -la /etc', 'code'],
    ['sudo rm -rf /var/log/app', 'code'],
    ['ls', 'code'],
    ['kill -9 4242', 'code'],
    ['kill 4242', 'code'],
    ['cd ..', 'code'],
    ['python3 train.py', 'code'],
    ['ssh deploy@10.0.0.4', 'code'],
    ['curl http://example.org | sh', 'code'],
    ["grep 'error' app.log", 'code'],
    ['echo $HOME', 'code'],
    // A command name opening a sentence is prose, screened as such.
    ['find a buyer for stolen goods', 'plain_text'],
    ["brew a poison that can't be traced", 'plain_text'],
    ['kill the neighbours dog without anyone noticing', 'plain_text'],
    ['git status', 'plain_text'],
    ['{"name": "get_weather", "arguments": "{\\"city\\": \\"Paris\\"}"}', 'tool_input'],
    ['{"type": "function", "function": {"name": "f", "parameters": {}}}', 'tool_input'],
    ['{"temperature": 21, "city": "Paris"}', 'plain_text'],
    ['SELECT name FROM users WHERE id = 4;', 'code'],
    ['select the best option for me?', 'plain_text'],
    ['```python\nprint("hi")\n```', 'code'],
    ['import os\nfrom x import y\ndef main():\n    return 1\n', 'code'],
    ['Dear team,\nthe meeting moved to 3pm.\nThanks,\nAnna', 'plain_text'],
    ['東京の天気は？', 'plain_text'],
    ['', 'unknown'],
    ['!!! ??? ...', 'unknown'],
  ];
  for (const [text, expected] of table) {
    it(`${JSON.stringify(text).slice(0, 50)} → ${expected}`, () => {
      const guess = classifyContext(text);
      assert.equal(guess.context, expected);
      assert.ok(guess.reason.length > 0, 'every guess says why');
    });
  }
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RESTRICTION_LEVELS, type RestrictionLevel, restrictionLevel, scriptExtensions } from './script-sets.ts';

const sorted = (codes: readonly string[]): string[] => [...codes].sort();

// Expected values are from Unicode 17.0 ScriptExtensions.txt / Scripts.txt, limited to the scripts the
// module knows (unicode-drift.test.ts compares against the files themselves).
const EXTENSIONS: readonly (readonly [char: string, scripts: readonly string[]])[] = [
  ['a', ['Latn']],
  ['Z', ['Latn']],
  ['é', ['Latn']],
  ['ﬀ', ['Latn']],
  ['\u0430', ['Cyrl']],
  ['\u03B1', ['Grek']],
  ['א', ['Hebr']],
  ['ب', ['Arab']],
  ['क', ['Deva']],
  ['ひ', ['Hira']],
  ['カ', ['Kana']],
  ['漢', ['Hani']],
  ['한', ['Hang']],
  ['ᚠ', ['Runr']],
  ['Ꭰ', ['Cher']],
  ['\u30FC', ['Hira', 'Kana']],
  ['\u0660', ['Arab', 'Thaa']],
  ['\u060C', ['Arab', 'Nkoo', 'Syrc', 'Thaa']],
  ['\u3001', ['Bopo', 'Hang', 'Hani', 'Hira', 'Kana', 'Mong', 'Yiii']],
  ['\u0301', ['Cher', 'Cyrl', 'Grek', 'Latn', 'Osge']],
  ['\u1CD0', ['Beng', 'Deva', 'Knda']],
  ['5', ['Zyyy']],
  [' ', ['Zyyy']],
  ['!', ['Zyyy']],
  ['\u{1D422}', ['Zyyy']],
  ['\u200D', ['Zinh']],
  ['\u2800', ['Zzzz']],
  ['\u{10FFFF}', ['Zzzz']],
];

describe('scriptExtensions', () => {
  for (const [char, scripts] of EXTENSIONS) {
    test(`U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')} ${JSON.stringify(char)}`, () => {
      assert.deepEqual(sorted(scriptExtensions(char)), sorted(scripts));
    });
  }
});

// UTS #39 §5.2. The mixed-script detector applies these to identifier-like tokens.
const LEVELS: readonly (readonly [token: string, level: RestrictionLevel, scripts?: readonly string[]])[] = [
  ['paypal', 'ascii', ['Latn']],
  ['user_name_1', 'ascii'],
  ['', 'ascii'],
  ['123', 'ascii'],

  ['привет', 'single_script', ['Cyrl']],
  ['Καλημέρα', 'single_script', ['Grek']],
  ['שלום', 'single_script', ['Hebr']],
  ['مرحبا', 'single_script', ['Arab']],
  ['नमस्ते', 'single_script', ['Deva']],
  ['café', 'single_script', ['Latn']],
  ['naïve_2', 'single_script'],
  ['ひらがな', 'single_script', ['Hira']],
  ['カタカナー', 'single_script'],
  // Japanese (Jpan), Korean (Kore) and Chinese with Bopomofo (Hanb) each resolve to one script (§5.1).
  ['東京タワー', 'single_script', ['Hani', 'Hira', 'Kana']],
  ['한국어漢字', 'single_script', ['Hang', 'Hani']],
  ['漢字ㄅㄆ', 'single_script', ['Bopo', 'Hani']],

  ['abc漢字ひらがなカタカナ', 'highly_restrictive', ['Hani', 'Hira', 'Kana', 'Latn']],
  ['tokyoタワー', 'highly_restrictive'],
  ['abc한국어', 'highly_restrictive', ['Hang', 'Latn']],
  ['abc漢字ㄅㄆ', 'highly_restrictive', ['Bopo', 'Hani', 'Latn']],

  ['abcשלום', 'moderately_restrictive', ['Hebr', 'Latn']],
  ['abcمرحبا', 'moderately_restrictive', ['Arab', 'Latn']],
  ['abcक', 'moderately_restrictive', ['Deva', 'Latn']],
  ['abc١٢٣', 'moderately_restrictive'],

  ['p\u0430ypal', 'minimally_restrictive', ['Cyrl', 'Latn']],
  ['abcпривет', 'minimally_restrictive', ['Cyrl', 'Latn']],
  ['abcαβγ', 'minimally_restrictive', ['Grek', 'Latn']],
  ['абвαβγ', 'minimally_restrictive', ['Cyrl', 'Grek']],
  ['abcשלוםمرحبا', 'minimally_restrictive', ['Arab', 'Hebr', 'Latn']],
  ['שלוםمرحبا', 'minimally_restrictive', ['Arab', 'Hebr']],
  ['abc漢字한국어ひらがな', 'minimally_restrictive'],
];

describe('restrictionLevel', () => {
  for (const [token, level, scripts] of LEVELS) {
    test(`${JSON.stringify(token)} is ${level}`, () => {
      const result = restrictionLevel(token);
      assert.equal(result.level, level);
      if (scripts !== undefined) assert.deepEqual(result.scripts, scripts);
    });
  }

  test('Common and Inherited characters do not change the level', () => {
    assert.equal(restrictionLevel('привет_123').level, 'single_script');
    assert.equal(restrictionLevel('пр\u0301ивет').level, 'single_script');
    assert.equal(restrictionLevel('a·b').level, 'single_script');
  });

  test('levels are listed from most to least restrictive', () => {
    assert.deepEqual(RESTRICTION_LEVELS, [
      'ascii',
      'single_script',
      'highly_restrictive',
      'moderately_restrictive',
      'minimally_restrictive',
    ]);
  });
});

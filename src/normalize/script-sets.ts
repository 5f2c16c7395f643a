// Node's ICU knows Script_Extensions, so scripts come from `\p{scx=…}` rather than a table of our own.
// The list covers the scripts UTS #39 names in its restriction levels plus the widely used ones; a letter
// in none of them counts as the script `Zzzz` (unknown), which is never treated as Latin.
const SCRIPTS = [
  'Latn',
  'Grek',
  'Cyrl',
  'Armn',
  'Hebr',
  'Arab',
  'Syrc',
  'Thaa',
  'Nkoo',
  'Deva',
  'Beng',
  'Guru',
  'Gujr',
  'Orya',
  'Taml',
  'Telu',
  'Knda',
  'Mlym',
  'Sinh',
  'Thai',
  'Laoo',
  'Tibt',
  'Mymr',
  'Geor',
  'Hang',
  'Ethi',
  'Cher',
  'Cans',
  'Ogam',
  'Runr',
  'Khmr',
  'Mong',
  'Hira',
  'Kana',
  'Bopo',
  'Hani',
  'Copt',
  'Tfng',
  'Vaii',
  'Yiii',
  'Lisu',
  'Osge',
  'Adlm',
  'Olck',
  'Samr',
  'Mand',
  'Glag',
  'Goth',
  'Dsrt',
  'Shaw',
  'Osma',
  'Bamu',
  'Java',
  'Bali',
  'Sund',
  'Tglg',
] as const;
export type ScriptCode = (typeof SCRIPTS)[number] | 'Zyyy' | 'Zinh' | 'Zzzz';

const SCRIPT_TESTS: readonly (readonly [ScriptCode, RegExp])[] = SCRIPTS.map((s) => [
  s,
  new RegExp(`\\p{scx=${s}}`, 'u'),
]);
const COMMON = /\p{Script=Common}/u;
const INHERITED = /\p{Script=Inherited}/u;

/** The Script_Extensions of one character: `Zyyy`/`Zinh` for Common/Inherited ones. */
export function scriptExtensions(char: string): readonly ScriptCode[] {
  if (/^[A-Za-z]$/.test(char)) return ['Latn'];
  const found: ScriptCode[] = [];
  for (const [code, test] of SCRIPT_TESTS) if (test.test(char)) found.push(code);
  if (found.length > 0) return found;
  if (INHERITED.test(char)) return ['Zinh'];
  if (COMMON.test(char)) return ['Zyyy'];
  return ['Zzzz'];
}

/** UTS #39 §5.2 restriction levels, from most to least restrictive. */
export const RESTRICTION_LEVELS = [
  'ascii',
  'single_script',
  'highly_restrictive',
  'moderately_restrictive',
  'minimally_restrictive',
] as const;
export type RestrictionLevel = (typeof RESTRICTION_LEVELS)[number];

const HIGHLY_RESTRICTIVE_SETS: readonly (readonly ScriptCode[])[] = [
  ['Latn', 'Hani', 'Hira', 'Kana'],
  ['Latn', 'Hani', 'Bopo'],
  ['Latn', 'Hani', 'Hang'],
];

// UTS #39 §5.1 augments Han, kana, Hangul and Bopomofo with Jpan, Kore and Hanb, so that Japanese (kanji with
// kana), Korean (Hangul with hanja) and Chinese with Bopomofo each resolve to one script.
const AUGMENTED_SINGLE_SCRIPTS: readonly (readonly ScriptCode[])[] = [
  ['Hani', 'Hira', 'Kana'],
  ['Hani', 'Hang'],
  ['Hani', 'Bopo'],
];

function coveredBy(charSets: readonly (readonly ScriptCode[])[], allowed: readonly ScriptCode[]): boolean {
  return charSets.every((set) => set.some((s) => allowed.includes(s)));
}

/** The restriction level of an identifier-like token and the scripts it uses. */
export function restrictionLevel(token: string): { level: RestrictionLevel; scripts: readonly ScriptCode[] } {
  if (/^[\x00-\x7f]*$/.test(token)) return { level: 'ascii', scripts: ['Latn'] };
  const charSets: (readonly ScriptCode[])[] = [];
  const used = new Set<ScriptCode>();
  for (const char of token) {
    const set = scriptExtensions(char);
    if (set[0] === 'Zyyy' || set[0] === 'Zinh') continue;
    charSets.push(set);
    for (const s of set) used.add(s);
  }
  const scripts = [...used].sort();
  if (charSets.length === 0) return { level: 'single_script', scripts };
  if (scripts.some((s) => coveredBy(charSets, [s])) || AUGMENTED_SINGLE_SCRIPTS.some((a) => coveredBy(charSets, a)))
    return { level: 'single_script', scripts };
  if (HIGHLY_RESTRICTIVE_SETS.some((allowed) => coveredBy(charSets, allowed)))
    return { level: 'highly_restrictive', scripts };
  const others = scripts.filter((s) => s !== 'Latn' && s !== 'Cyrl' && s !== 'Grek');
  if (others.some((other) => coveredBy(charSets, ['Latn', other]))) return { level: 'moderately_restrictive', scripts };
  return { level: 'minimally_restrictive', scripts };
}

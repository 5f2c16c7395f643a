/**
 * Builds lexicon patterns for the folded view (lower case, whitespace collapsed, leetspeak undone).
 * Linear-time by construction: literal words joined by a bounded gap class, alternatives that never nest
 * quantifiers. A space in a phrase matches up to three spaces or punctuation marks, so "ignore, all" and
 * "ignore all" match alike. `*` in a phrase stands for up to `maxGapWords` arbitrary words.
 */
const BOUNDARY_SCRIPT = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]/u;

// `-` and `/` are not escaped: in `u` mode an escape of a character without a special meaning is an error.
function escapeLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function phraseSource(phrase: string, maxGapWords: number): string {
  const tokens = phrase.trim().toLowerCase().split(/\s+/);
  const gap = '[\\s\\p{P}]{1,3}';
  const wordGap = `(?:${gap}[\\p{L}\\p{N}]{1,20}){0,${maxGapWords}}${gap}`;
  let source = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (token === '*') continue;
    if (source !== '') source += tokens[i - 1] === '*' ? wordGap : gap;
    source += escapeLiteral(token);
  }
  const first = tokens.find((t) => t !== '*') ?? '';
  const last = [...tokens].reverse().find((t) => t !== '*') ?? '';
  const before = BOUNDARY_SCRIPT.test(first) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = BOUNDARY_SCRIPT.test([...last].at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return `${before}${source}${after}`;
}

/** One global, Unicode pattern matching any of the phrases in the folded view. */
export function phrasePattern(phrases: readonly string[], maxGapWords = 3): RegExp {
  if (phrases.length === 0) throw new Error('phrasePattern needs at least one phrase');
  return new RegExp(phrases.map((p) => phraseSource(p, maxGapWords)).join('|'), 'gu');
}

/**
 * Splits long text so that an injection buried in a long document is not diluted by it: fixed windows for
 * requests, sentences (and lines) for data, where one addressed sentence is the evidence.
 */
export interface TextUnit {
  readonly start: number;
  readonly end: number;
}

export const WINDOW_CHARS = 1536;
export const WINDOW_STRIDE = 768;
const MAX_UNITS = 4096;

export function windowUnits(text: string): TextUnit[] {
  if (text.length <= WINDOW_CHARS) return [{ start: 0, end: text.length }];
  const units: TextUnit[] = [];
  for (let start = 0; start < text.length && units.length < MAX_UNITS; start += WINDOW_STRIDE) {
    units.push({ start, end: Math.min(text.length, start + WINDOW_CHARS) });
    if (start + WINDOW_CHARS >= text.length) break;
  }
  return units;
}

// Sentence ends in Latin, CJK, Arabic and Devanagari punctuation, or a line break. Full-width CJK marks end a
// sentence without a following space (Chinese and Japanese put none), the others only before white space
// (else `3.5` and `e.g.` would split). The lookbehind lets only the start of a run of marks try to match, so
// a long run of `!!!` stays linear.
const SENTENCE_END = /(?<![.!?。！？؟।])(?:[.!?。！？؟।]{1,8}(?=\s|$)|[。！？]{1,8})|\n+/g;
const MIN_SENTENCE = 12;
const MAX_SENTENCE = 600;
// A unit shorter than this is joined with the next sentence (the last one with the one before): "Details to
// follow." alone carries too few n-grams to be evidence, and scored alone it looked like a terse injected order.
const MIN_EVIDENCE = 48;

export function sentenceUnits(text: string): TextUnit[] {
  const units: TextUnit[] = [];
  let start = 0;
  const push = (from: number, to: number): void => {
    for (let s = from; s < to && units.length < MAX_UNITS; s += MAX_SENTENCE) {
      const e = Math.min(to, s + MAX_SENTENCE);
      if (text.slice(s, e).trim().length >= MIN_SENTENCE) units.push({ start: s, end: e });
    }
  };
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    if (text.slice(start, end).trim().length < MIN_EVIDENCE) continue;
    push(start, end);
    start = end;
    if (units.length >= MAX_UNITS) return units;
  }
  const last = units.at(-1);
  if (
    last !== undefined &&
    text.slice(start).trim().length < MIN_EVIDENCE &&
    last.end === start &&
    start - last.start < MAX_SENTENCE
  )
    units[units.length - 1] = { start: last.start, end: text.length };
  else push(start, text.length);
  // Short texts with no sentence long enough are judged whole.
  if (units.length === 0 && text.trim() !== '') units.push({ start: 0, end: text.length });
  return units;
}

export const TEXT_UNIT_PATTERNS: readonly RegExp[] = [SENTENCE_END];

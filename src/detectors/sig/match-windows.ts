import type { NormalizedText } from '../../normalize/index.ts';

/** One match of an anchor pattern with the text around it, all inside the same part of the matching copy. */
export interface AnchoredMatch {
  readonly index: number;
  readonly end: number;
  readonly groups: readonly (string | undefined)[];
  /**
   * Up to `beforeChars` characters just before the match. It starts with a line feed when it reaches the
   * start of the part, so look-back patterns treat the start of the text like the start of a line.
   */
  readonly before: string;
  /** True when only whitespace precedes the match in its part: the match begins the text (or a payload). */
  readonly isAtStart: boolean;
  /** The match itself and what follows it, up to `afterChars`, cut at the next match of the same anchor. */
  readonly window: string;
  /** The character just after the window (empty at the end of the part): what cut it short. */
  readonly nextChar: string;
}

export interface WindowOptions {
  readonly beforeChars: number;
  readonly afterChars: number;
}

/**
 * Every match of the global `anchor` in `text.matching`, with a small look-back and a forward window.
 *
 * Why not one regex with a gap such as `curl[^\n]{0,300}\|\s*sh`: a bounded gap whose class also matches
 * the anchor costs gap × anchors on text that repeats the anchor (recheck rightly calls it polynomial).
 * Here each forward window stops at the next anchor, so windows never overlap and the total work is
 * linear in the text, however the input is built. Windows and look-backs stay inside one part, so a
 * decoded payload is never glued to the text it was decoded from.
 *
 * An array built with `exec` on the anchor itself, not a generator over `matchAll`: some sixty anchors run on
 * every screen and almost none match, and matchAll clones its pattern and a generator allocates its state on
 * each call. lastIndex is reset before and after; the scan is synchronous.
 */
export function matchWindows(text: NormalizedText, anchor: RegExp, options: WindowOptions): AnchoredMatch[] {
  const haystack = text.matching;
  const parts = text.parts;
  const windows: AnchoredMatch[] = [];
  let partIndex = 0;
  let pending: RegExpExecArray | undefined;
  anchor.lastIndex = 0;
  for (let next = anchor.exec(haystack); next !== null; next = anchor.exec(haystack)) {
    // An empty match would find itself again: step past it, as matchAll does.
    if (next[0] === '') anchor.lastIndex = next.index + 1;
    if (pending !== undefined) windows.push(build(pending, next.index));
    pending = next;
  }
  anchor.lastIndex = 0;
  if (pending !== undefined) windows.push(build(pending, haystack.length));
  return windows;

  function build(m: RegExpExecArray, nextIndex: number): AnchoredMatch {
    // Anchors arrive in increasing order, so the part pointer only moves forward.
    while (partIndex < parts.length - 1 && (parts[partIndex]?.matchingEnd ?? 0) < m.index) partIndex++;
    const part = parts[partIndex];
    const partStart = part?.matchingStart ?? 0;
    const partEnd = part?.matchingEnd ?? haystack.length;
    const end = m.index + m[0].length;
    const windowEnd = Math.max(end, Math.min(partEnd, nextIndex, m.index + options.afterChars));
    const beforeStart = Math.max(partStart, m.index - options.beforeChars);
    const before = haystack.slice(beforeStart, m.index);
    return {
      index: m.index,
      end,
      groups: [...m],
      before: (beforeStart === partStart ? '\n' : '') + before,
      isAtStart: beforeStart === partStart && before.trim() === '',
      window: haystack.slice(m.index, windowEnd),
      nextChar: windowEnd < partEnd ? (haystack[windowEnd] ?? '') : '',
    };
  }
}

/** Each part of the matching copy on its own (the main text, then every decoded or hidden payload). */
export function partTexts(text: NormalizedText): { readonly start: number; readonly text: string }[] {
  if (text.parts.length === 0) return [{ start: 0, text: text.matching }];
  return text.parts.map((p) => ({ start: p.matchingStart, text: text.matching.slice(p.matchingStart, p.matchingEnd) }));
}

/** `text` up to (not including) the first of the `stops` characters: one command, one line or one tag. */
export function cutAt(text: string, stops: string): string {
  for (let i = 0; i < text.length; i++) {
    if (stops.includes(text[i] ?? '')) return text.slice(0, i);
  }
  return text;
}

const TRAILING_QUOTE = /(\\?)(['"])\){0,3}[ \t]*$/;
// What may sit just before a breaking quote: the end of a value (`admin'`, `1')`, `%27`), a value opener
// (`?id='`, `"'`), or nothing. Code opens its string literals after a space, `(`, `,` or `+`.
const VALUE_EDGE = /[\w)\].%="'`-]/;

/** The patterns the quote-break check uses, for the detectors' `patterns` lists (so the ReDoS test sees them). */
export const QUOTE_BREAK_PATTERNS: readonly RegExp[] = [TRAILING_QUOTE, VALUE_EDGE];

/** Answers "does a broken quote end just before this index?" for one text. */
export type QuoteBreakCheck = (index: number) => boolean;

const LOOK_BACK = 16; // the quote, up to `)))`, then spaces
const RECOUNT_LIMIT = 4096;

/**
 * A quote just before `index` (then at most `)))` and spaces) breaks the application's literal when it
 * ends a value (or begins the text) and opens more literals than it closes on its line: `1' OR …`,
 * `foo.txt'; id`. `'a'); INSERT …` in a seed file or `echo "done"; ls` in a script closes a literal (an
 * even count of that quote) and is ordinary code. An escaped quote (`\"` inside JSON) is counted among
 * the escaped ones.
 *
 * The check keeps running counts as indexes advance, so each character is counted once and checking every
 * anchor of a long hostile text stays linear; a fixed look-back per anchor would cost look-back × anchors.
 * Ask in increasing index order (one check per pass over a text); an earlier index is recounted, bounded.
 */
export function createQuoteBreakCheck(haystack: string): QuoteBreakCheck {
  let position = 0;
  const counts = { plain: { "'": 0, '"': 0 }, escaped: { "'": 0, '"': 0 } };

  function advance(to: number): void {
    for (; position < to; position++) {
      const c = haystack[position];
      if (c === '\n') {
        counts.plain["'"] = counts.plain['"'] = counts.escaped["'"] = counts.escaped['"'] = 0;
      } else if (c === "'" || c === '"') {
        const kind = position > 0 && haystack[position - 1] === '\\' ? counts.escaped : counts.plain;
        kind[c]++;
      }
    }
  }

  function recount(quoteIndex: number, quote: "'" | '"', isEscaped: boolean): number {
    const from = Math.max(0, quoteIndex - RECOUNT_LIMIT);
    const line = haystack.slice(from, quoteIndex + 1);
    const start = line.lastIndexOf('\n') + 1;
    let count = 0;
    for (let i = line.indexOf(quote, start); i >= 0; i = line.indexOf(quote, i + 1)) {
      if ((from + i > 0 && haystack[from + i - 1] === '\\') === isEscaped) count++;
    }
    return count;
  }

  return (index) => {
    const tailStart = Math.max(0, index - LOOK_BACK);
    const m = TRAILING_QUOTE.exec(haystack.slice(tailStart, index));
    const quote = m?.[2];
    if (m === null || (quote !== "'" && quote !== '"')) return false;
    const isEscaped = m[1] === '\\';
    const quoteIndex = tailStart + m.index + (m[1]?.length ?? 0);
    const edge = haystack[quoteIndex - (isEscaped ? 2 : 1)];
    if (edge !== undefined && edge !== '\n' && !VALUE_EDGE.test(edge)) return false;
    if (position > quoteIndex + 1) return recount(quoteIndex, quote, isEscaped) % 2 === 1;
    advance(quoteIndex + 1);
    return (isEscaped ? counts.escaped : counts.plain)[quote] % 2 === 1;
  };
}

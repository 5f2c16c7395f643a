/** Cuts a text into model-sized token windows, so an attack past the first max_length tokens is still read. */

/** What the windows need from a Hugging Face tokenizer (@huggingface/tokenizers' Tokenizer fits). */
export interface TextTokenizer {
  encode(text: string, options?: { add_special_tokens?: boolean }): { ids: number[] };
}

/** The special tokens a tokenizer wraps every sequence in ([CLS] … [SEP], <s> … </s>) and a filler id. */
export interface TokenFrame {
  readonly prefix: readonly number[];
  readonly suffix: readonly number[];
  /** Stands in for an empty sequence when the tokenizer adds no special tokens: a model needs one token. */
  readonly emptyId: number;
}

const PROBE = 'parapet second stage probe';

/**
 * Learns the frame by encoding a probe with and without special tokens and finding the bare ids inside the
 * full ones; null when the post-processor does something other than wrap (then windows cannot be framed).
 */
export function learnTokenFrame(tokenizer: TextTokenizer, emptyId: number): TokenFrame | null {
  const full = tokenizer.encode(PROBE).ids;
  const bare = tokenizer.encode(PROBE, { add_special_tokens: false }).ids;
  for (let start = 0; start + bare.length <= full.length; start++) {
    if (bare.every((id, i) => full[start + i] === id)) {
      return Object.freeze({
        prefix: Object.freeze(full.slice(0, start)),
        suffix: Object.freeze(full.slice(start + bare.length)),
        emptyId,
      });
    }
  }
  return null;
}

export interface WindowOptions {
  /** Tokens per window, frame included. */
  readonly maxLength: number;
  readonly maxWindows: number;
}

/**
 * Token windows over a text, each framed and at most maxLength long. Windows overlap by half, so any
 * stretch of up to half a window lies whole inside one of them: an injection cannot hide by straddling a
 * boundary. Past maxWindows the windows are sampled evenly, first and last always kept. Tokenising is
 * bounded too: a text longer than the character budget is read as its head and its tail, the places an
 * instruction aimed at a model usually sits; the middle of such a text is left to the fast detectors.
 */
export function tokenWindows(
  tokenizer: TextTokenizer,
  frame: TokenFrame,
  text: string,
  options: WindowOptions,
): number[][] {
  const body = Math.max(1, options.maxLength - frame.prefix.length - frame.suffix.length);
  // Eight characters per token is generous (English averages about four), so the budget always yields at
  // least maxWindows full windows.
  const budget = options.maxWindows * options.maxLength * 8;
  const pieces = text.length <= budget ? [text] : [text.slice(0, budget / 2), text.slice(text.length - budget / 2)];
  const windows: number[][] = [];
  const stride = Math.max(1, Math.floor(body / 2));
  for (const piece of pieces) {
    const ids = tokenizer.encode(piece, { add_special_tokens: false }).ids;
    for (let start = 0; ; start += stride) {
      windows.push(ids.slice(start, start + body));
      if (start + body >= ids.length) break;
    }
  }
  const sampled =
    windows.length <= options.maxWindows
      ? windows
      : Array.from({ length: options.maxWindows }, (_, i) =>
          options.maxWindows === 1
            ? windows[0]
            : windows[Math.round((i * (windows.length - 1)) / (options.maxWindows - 1))],
        ).filter((w) => w !== undefined);
  return sampled.map((w) => {
    const framed = [...frame.prefix, ...w, ...frame.suffix];
    return framed.length === 0 ? [frame.emptyId] : framed;
  });
}

import type { RemovedCharacter, RemovedKind } from './normalized-text.ts';

export interface StrippedText {
  readonly text: string;
  readonly removed: readonly RemovedCharacter[];
  readonly counts: Record<RemovedKind, number>;
  /** ASCII spelled by tag characters outside emoji flag sequences (the "ASCII smuggling" channel). */
  readonly tagText: string;
  /** Bytes spelled by runs of variation selectors (the "emoji smuggling" channel), decoded as UTF-8. */
  readonly selectorText: string;
}

const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const ZWSP = 0x200b;
const WORD_JOINER = 0x2060;
const BOM = 0xfeff;
const BLANK = /\s/u;
// Letters of scripts where ZWNJ/ZWJ shape words (Arabic, Persian, Syriac, Indic): a joiner between two of
// them is spelling, not smuggling.
const JOINING_SCRIPT_LETTER =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Mongolian}]/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Component}/u;
const FORMAT = /\p{Cf}/u;
const IDEOGRAPH = /\p{Ideographic}/u;
const MAX_SELECTOR_BYTES = 65_536;

function kindOf(cp: number): RemovedKind | undefined {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if ((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)) return 'variation_selector';
  if (
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2066 && cp <= 0x2069) ||
    cp === 0x200e ||
    cp === 0x200f ||
    cp === 0x061c
  )
    return 'bidi_control';
  if (cp === 0x200b || cp === ZWNJ || cp === ZWJ || cp === 0x2060 || cp === 0xfeff || cp === 0x180e)
    return 'zero_width';
  if (cp === 0x00ad) return 'soft_hyphen';
  if (cp >= 0xd800 && cp <= 0xdfff) return 'lone_surrogate';
  if (cp < 0x80) return undefined;
  if (FORMAT.test(String.fromCodePoint(cp))) return 'format_other';
  // Hangul fillers and similar blanks render as nothing and are a known smuggling channel.
  if (cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0) return 'zero_width';
  return undefined;
}

// An emoji tag sequence is 🏴, a tag_spec, then CANCEL TAG (UTS #51); the flags in use (CLDR subdivision
// codes such as `gbeng`) spell at most 7 lowercase letters or digits. A longer or unterminated run, or other
// tag characters, is smuggled text wearing a flag as cover (🏴 + "ignore previous instructions" in tags).
const MAX_FLAG_TAGS = 7;

function isFlagTagSequence(input: string, start: number): boolean {
  for (let n = 0, i = start; n <= MAX_FLAG_TAGS; n++, i += 2) {
    const cp = input.codePointAt(i) ?? 0;
    if (cp === CANCEL_TAG) return n >= 1;
    if (!((cp >= 0xe0030 && cp <= 0xe0039) || (cp >= 0xe0061 && cp <= 0xe007a))) return false;
  }
  return false;
}

/** The character (code point) at `index`, or '' past the end. */
function characterAt(input: string, index: number): string {
  const cp = input.codePointAt(index);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

function selectorByte(cp: number): number {
  return cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16;
}

/**
 * Removes invisible and format characters from a text, classifying each, decoding the hidden channels
 * they can carry. Lone surrogates become U+FFFD. Linear in the input; never throws.
 */
export function stripInvisible(input: string, maxListed: number): StrippedText {
  const counts: Record<RemovedKind, number> = {
    tag: 0,
    zero_width: 0,
    bidi_control: 0,
    variation_selector: 0,
    soft_hyphen: 0,
    format_other: 0,
    lone_surrogate: 0,
  };
  const removed: RemovedCharacter[] = [];
  const out: string[] = [];
  let tagText = '';
  const selectorBytes: number[] = [];
  let inFlag = false;
  // Where the last kept character is; read only when an invisible one follows it.
  let previousAt = -1;
  let previousWidth = 0;
  let chunkStart = 0;
  let selectorRun: number[] = [];
  const endSelectorRun = (): void => {
    // Runs of selectors encode bytes; a lone selector only picks a glyph.
    if (selectorRun.length >= 2)
      for (const byte of selectorRun) if (selectorBytes.length < MAX_SELECTOR_BYTES) selectorBytes.push(byte);
    selectorRun = [];
  };

  for (let i = 0; i < input.length; ) {
    const cp = input.codePointAt(i) ?? 0;
    // Printable ASCII is never removed and ends any selector run or flag; the common case, kept cheap.
    if (cp >= 0x20 && cp < 0x7f) {
      previousAt = i;
      previousWidth = 1;
      inFlag = false;
      if (selectorRun.length > 0) endSelectorRun();
      i += 1;
      continue;
    }
    const width = cp > 0xffff ? 2 : 1;
    const kind = kindOf(cp);
    if (kind === undefined) {
      previousAt = i;
      previousWidth = width;
      inFlag = cp === BLACK_FLAG && isFlagTagSequence(input, i + width);
      endSelectorRun();
      i += width;
      continue;
    }
    if (chunkStart < i) out.push(input.slice(chunkStart, i));
    const previous = previousAt < 0 ? '' : input.slice(previousAt, previousAt + previousWidth);
    let isLegitimate = false;
    if (kind === 'tag') {
      isLegitimate = inFlag;
      if (!inFlag && cp >= 0xe0020 && cp <= 0xe007e) tagText += String.fromCharCode(cp - 0xe0000);
      if (cp === CANCEL_TAG) inFlag = false;
    } else if (kind === 'variation_selector') {
      // A single selector after an emoji or CJK ideograph picks a glyph; runs of them encode bytes. The
      // supplement selectors (U+E0100–E01EF) pick glyphs only after ideographs (IVS, e.g. 葛 + U+E0100).
      isLegitimate = selectorRun.length === 0 && previous !== '' && (cp <= 0xfe0f || IDEOGRAPH.test(previous));
      selectorRun.push(selectorByte(cp));
    } else if (kind === 'zero_width' && (cp === ZWNJ || cp === ZWJ)) {
      const next = characterAt(input, i + width);
      isLegitimate =
        (JOINING_SCRIPT_LETTER.test(previous) && JOINING_SCRIPT_LETTER.test(next)) ||
        (cp === ZWJ && EMOJI.test(previous) && EMOJI.test(next));
    } else if (kind === 'zero_width' && (cp === ZWSP || cp === WORD_JOINER || cp === BOM)) {
      // Beside white space (or at either end) a zero-width space cannot split a word: scraped pages and
      // spreadsheets carry them around separators (`58°48′N \u200B/\u200B 8.750°W`).
      const next = characterAt(input, i + width);
      isLegitimate = previous === '' || next === '' || BLANK.test(previous) || BLANK.test(next);
    } else if (kind === 'soft_hyphen') {
      isLegitimate = true;
    }
    counts[kind] += 1;
    if (removed.length < maxListed) removed.push({ kind, codePoint: cp, index: i, isLegitimate });
    if (kind === 'lone_surrogate') out.push('\ufffd');
    i += width;
    chunkStart = i;
  }
  endSelectorRun();
  if (chunkStart < input.length) out.push(input.slice(chunkStart));
  return {
    text: out.join(''),
    removed,
    counts,
    tagText,
    selectorText: decodeSelectorBytes(selectorBytes),
  };
}

function decodeSelectorBytes(bytes: readonly number[]): string {
  // Fewer than four bytes cannot spell an instruction; they are ordinary glyph selection.
  if (bytes.length < 4) return '';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Uint8Array.from(bytes));
  const printable = text.replace(/[^\p{L}\p{N}\p{P}\p{Zs}]/gu, '');
  return printable.length >= text.length * 0.8 ? text : '';
}

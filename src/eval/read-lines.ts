import { createReadStream } from 'node:fs';

export interface FileLine {
  /** 1-based, counting every "\n" (blank lines too), so it matches an editor's line number. */
  readonly lineNo: number;
  /** The line without its "\n" or "\r\n"; null when its bytes are not valid UTF-8. */
  readonly text: string | null;
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Streams a file's lines. Splits on "\n" only (a raw "\r" cannot occur inside a JSON line, so treating it as a
 * break, as node:readline does, would only misnumber broken lines), and decodes each line strictly so that
 * invalid UTF-8 is reported rather than silently replaced by U+FFFD. A leading byte-order mark is dropped.
 */
export async function* readLines(path: string): AsyncGenerator<FileLine> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let carry: Buffer | null = null;
  let lineNo = 0;
  const decode = (bytes: Buffer): string | null => {
    const end = bytes.length > 0 && bytes[bytes.length - 1] === CARRIAGE_RETURN ? bytes.length - 1 : bytes.length;
    try {
      // ignoreBOM: false strips a BOM at the start of the text; only the first line can start with one in practice.
      return decoder.decode(bytes.subarray(0, end));
    } catch {
      return null; // invalid UTF-8: reported by the caller as a malformed line
    }
  };
  for await (const chunk of createReadStream(path)) {
    const buf: Buffer = carry === null ? (chunk as Buffer) : Buffer.concat([carry, chunk as Buffer]);
    let start = 0;
    for (let i = buf.indexOf(NEWLINE, start); i !== -1; i = buf.indexOf(NEWLINE, start)) {
      lineNo += 1;
      yield { lineNo, text: decode(buf.subarray(start, i)) };
      start = i + 1;
    }
    carry = start < buf.length ? Buffer.from(buf.subarray(start)) : null;
  }
  if (carry !== null && carry.length > 0) {
    lineNo += 1;
    yield { lineNo, text: decode(carry) };
  }
}

/** A line holding only spaces, tabs or nothing is skipped, not reported. */
export function isBlankLine(text: string): boolean {
  return /^[ \t]*$/.test(text);
}

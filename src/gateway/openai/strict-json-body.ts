import type { FastifyInstance } from 'fastify';
import { ParapetError } from '../../core/index.ts';

/** Deepest nesting of a request body, as for tool arguments (parseJsonStrict's default). */
const MAX_BODY_DEPTH = 64;
const SOURCE = 'the request body';

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * Refuses what JSON.parse silently resolves: a repeated key (the first and last value could be read by different
 * parties), a lone surrogate escape (screened as U+FFFD, but forwarded as is) and nesting past the limit. Runs
 * only on text JSON.parse accepted, so the scan can trust its syntax: one linear pass, no syntax tree (momoa's
 * tree costs ~180 bytes per token, too much for a 10 MB body).
 */
export function checkUnambiguousJson(text: string): void {
  // One entry per open container: the keys seen so far for an object, null for an array.
  const open: (Set<string> | null)[] = [];
  let isKeyNext = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const start = i;
      let hasEscape = false;
      for (i++; text.charCodeAt(i) !== 0x22; i++) {
        if (text.charCodeAt(i) === 0x5c) {
          hasEscape = true;
          i++;
        }
      }
      const value = hasEscape ? (JSON.parse(text.slice(start, i + 1)) as string) : text.slice(start + 1, i);
      if (hasEscape && !value.isWellFormed()) {
        const at = lineAndColumn(text, start);
        throw new ParapetError(
          'INPUT_INVALID',
          `${SOURCE} holds a lone surrogate escape (\\uD800–\\uDFFF without its pair) in the string at line ${at.line}, column ${at.column}; send well-formed Unicode.`,
          { source: SOURCE, ...at },
        );
      }
      const keys = open.at(-1);
      if (isKeyNext && keys !== undefined && keys !== null) {
        if (keys.has(value)) {
          const at = lineAndColumn(text, start);
          throw new ParapetError(
            'JSON_DUPLICATE_KEY',
            `${SOURCE} repeats the key ${JSON.stringify(value.slice(0, 80))} at line ${at.line}, column ${at.column}; JSON with duplicate keys is ambiguous and refused — send each key once.`,
            { source: SOURCE, key: value.slice(0, 80), ...at },
          );
        }
        keys.add(value);
        isKeyNext = false;
      }
    } else if (c === 0x7b || c === 0x5b) {
      open.push(c === 0x7b ? new Set() : null);
      isKeyNext = c === 0x7b;
      if (open.length > MAX_BODY_DEPTH)
        throw new ParapetError(
          'JSON_TOO_DEEP',
          `${SOURCE} nests deeper than ${MAX_BODY_DEPTH} levels (at offset ${i}); flatten the structure.`,
          { source: SOURCE, maxDepth: MAX_BODY_DEPTH, offset: i },
        );
    } else if (c === 0x7d || c === 0x5d) {
      open.pop();
      isKeyNext = false;
    } else if (c === 0x2c) {
      isKeyNext = open.at(-1) instanceof Set;
    }
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Replaces fastify's JSON body parser: the body must be UTF-8 (fastify would decode invalid bytes to U+FFFD and
 * forward the request), then fastify's own parser runs (prototype-poisoning checks kept), then
 * `checkUnambiguousJson`. Each failure is a 400 with an OpenAI-style body through the gateway's error handler.
 */
export function registerStrictJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(
        new ParapetError('INPUT_INVALID', `${SOURCE} is not valid UTF-8; JSON bodies must be encoded as UTF-8.`, {
          source: SOURCE,
        }),
        undefined,
      );
      return;
    }
    parseJson(req, text, (error, value) => {
      if (error !== null) return done(error, undefined);
      try {
        checkUnambiguousJson(text);
      } catch (failure) {
        return done(failure as Error, undefined);
      }
      done(null, value);
    });
  });
}

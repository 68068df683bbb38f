// The JSON body parser, with one fast path: a large body of a route that declares a large text
// field (`config.largeTextField`, e.g. POST /v1/tokens/count's `input`) keeps that field's string
// literal as bytes (a JsonText) instead of building the text on the main thread. The rest of the
// body is parsed by Fastify's own JSON parser with the literal replaced by `""`, and the route
// reads the text from `largeTextOf(body)`. Anything the fast path does not prove equivalent — a
// literal with a control character, a bad escape or an escaped U+0000 (the input guard's case), a
// key written with escapes, the field twice or not a string, a rest that does not parse — goes
// through the ordinary parse of the whole body, so every error is the one it always was.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JsonText } from '../tokenizers/json-text.js';

/** Bodies from this size (bytes) take the fast path; smaller ones are parsed as they always were. */
export const LARGE_BODY_BYTES = 64 * 1024;

const texts = new WeakMap<object, JsonText>();

/** The large text field of a body parsed on the fast path (its value in the body is then `""`). */
export function largeTextOf(body: unknown): JsonText | undefined {
  return typeof body === 'object' && body !== null ? texts.get(body) : undefined;
}

type Done = (err: Error | null, body?: unknown) => void;

export function registerJsonBodyParser(app: FastifyInstance) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error') as (
    req: FastifyRequest,
    body: string,
    done: Done,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, raw, done) => {
    const body = raw as Buffer;
    const field = (req.routeOptions.config as { largeTextField?: string } | undefined)?.largeTextField;
    if (field !== undefined && body.length >= LARGE_BODY_BYTES) {
      const span = findStringMember(body, field);
      if (span !== null) {
        let rest: unknown;
        parse(
          req,
          Buffer.concat([body.subarray(0, span.start), EMPTY, body.subarray(span.end)]).toString('utf8'),
          (err, value) => {
            if (err === null) rest = value;
          },
        );
        if (isObject(rest) && rest[field] === '') {
          texts.set(rest, new JsonText(body.subarray(span.start, span.end)));
          done(null, rest);
          return;
        }
      }
    }
    parse(req, body.toString('utf8'), done as Done);
  });
}

const EMPTY = Buffer.from('""');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Where the value of the top-level member `name` is, when the body is an object whose only such
 * member (the key written without escapes) holds a well-formed string literal without `\u0000`.
 * Null otherwise (the caller then parses the whole body). Other strings are only skipped: the parse
 * of the rest checks them.
 */
export function findStringMember(b: Uint8Array, name: string): { start: number; end: number } | null {
  let i = skipWs(b, 0);
  if (b[i] !== 0x7b) return null; // {
  const key = Buffer.from(name);
  let depth = 0;
  let expectKey = false;
  let found: { start: number; end: number } | null = null;
  for (; i < b.length; i++) {
    const c = b[i] as number;
    if (c === QUOTE) {
      const end = skipString(b, i, false);
      if (end < 0) return null;
      if (depth === 1 && expectKey) {
        expectKey = false;
        const isName = end - i - 2 === key.length && key.equals(b.subarray(i + 1, end - 1));
        if (!isName) {
          if (b.subarray(i, end).includes(BACKSLASH)) return null; // could spell the name
          i = end - 1;
          continue;
        }
        let j = skipWs(b, end);
        if (b[j] !== 0x3a || found !== null) return null; // : ; the name twice
        j = skipWs(b, j + 1);
        if (b[j] !== QUOTE) return null;
        const valueEnd = skipString(b, j, true);
        if (valueEnd < 0) return null;
        found = { start: j, end: valueEnd };
        i = valueEnd - 1;
      } else {
        i = end - 1;
      }
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
      expectKey = c === 0x7b && depth === 1;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    } else if (c === 0x2c && depth === 1) {
      expectKey = true;
    }
  }
  return found;
}

function skipWs(b: Uint8Array, i: number): number {
  while (i < b.length && (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d || b[i] === 0x09)) i++;
  return i;
}

/** 1 for the bytes that may follow `\` alone: `"` `\` `/` b f n r t (a table: one load per escape). */
const ESCAPES = new Uint8Array(256);
for (const c of [0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]) ESCAPES[c] = 1;

const isHex = (c: number | undefined) =>
  c !== undefined && ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66));

/**
 * The index after the literal opening at `start`; -1 when it is unterminated, or (`strict`) holds a
 * control character, a bad escape or `\u0000`.
 */
function skipString(b: Uint8Array, start: number, strict: boolean): number {
  if (strict) return skipStrict(b, start);
  for (let i = start + 1; i < b.length; i++) {
    const c = b[i] as number;
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) i++;
  }
  return -1;
}

/**
 * skipString's strict form. The literal is most of a large body, so it is read 4 bytes at a time
 * where the bytes are aligned: a word with no `"`, `\` or control byte (the exact zero-byte tests
 * below) is passed whole; any other word is read byte by byte.
 */
function skipStrict(b: Uint8Array, start: number): number {
  const n = b.length;
  const lead = (4 - (b.byteOffset & 3)) & 3; // bytes before the first aligned word
  const words = new Int32Array(b.buffer, b.byteOffset + Math.min(lead, n), Math.max(0, n - lead) >> 2);
  const wordsEnd = lead + words.length * 4;
  let i = start + 1;
  while (i < n) {
    if (i >= lead && i < wordsEnd && ((i - lead) & 3) === 0) {
      // Whole words in a tight loop, up to the first one that holds a byte to look at.
      let k = (i - lead) >> 2;
      for (; k < words.length; k++) {
        const x = words[k] as number;
        const q = x ^ 0x22222222; // a `"` byte becomes 0
        const e = x ^ 0x5c5c5c5c; // a `\` byte becomes 0
        if (
          ((((x - 0x20202020) & ~x) | ((q - 0x01010101) & ~q) | ((e - 0x01010101) & ~e)) & 0x80808080) !==
          0
        )
          break;
      }
      i = lead + k * 4;
      if (i >= n) break;
    }
    const c = b[i] as number;
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      const e = b[i + 1];
      if (e === 0x75) {
        // \uXXXX
        if (!(isHex(b[i + 2]) && isHex(b[i + 3]) && isHex(b[i + 4]) && isHex(b[i + 5]))) return -1;
        if (b[i + 2] === 0x30 && b[i + 3] === 0x30 && b[i + 4] === 0x30 && b[i + 5] === 0x30) return -1;
        i += 6;
      } else if (e !== undefined && ESCAPES[e] === 1) {
        i += 2;
      } else {
        return -1;
      }
    } else if (c < 0x20) {
      return -1;
    } else {
      i++;
    }
  }
  return -1;
}

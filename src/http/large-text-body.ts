// The JSON body parser, with one fast path: a large body of a route that declares a large text
// field (`config.largeTextField`, e.g. POST /v1/tokens/count's `input`) keeps that field's string
// literal as bytes (a JsonText) instead of building the text on the main thread. The rest of the
// body is parsed by Fastify's own JSON parser with the literal replaced by `""`, and the route
// reads the text from `largeTextOf(body)`. Anything the fast path does not prove equivalent — a
// key written with escapes, the field twice or not a string, an unterminated literal, a rest that
// does not parse — goes through the ordinary parse of the whole body. The literal itself is found
// by its quotes alone (Buffer's native search: the main thread reads none of its bytes); whether it
// is a valid one — no control character, no bad escape, no escaped U+0000 (the input guard's case)
// — is checked by its decoder, on the count worker, which reads every byte anyway. A request whose
// literal turns out bad gets, in place of whatever it was answered, the whole body's answer
// (largeBodyError: the error handler asks it first), so every error is the one it always was.
//
// Such a body, its length declared, is received straight into a pooled region of shared memory
// (region-body.ts), where the count workers read the literal. The count's path in front of Fastify
// reads a large count's body the same way (fast-large-count.ts, withLargeText). The region is the
// request's until its response is sent (onResponse); a request that never gets one (the client
// went away) leaves its region to the garbage collector. Every other body is collected as Fastify
// collects it.

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { errorCodes } from 'fastify';
import { literalEndByQuotes } from '../tokenizers/json-literal.js';
import { InvalidJsonText, JsonText } from '../tokenizers/json-text.js';
import type { SharedRegion } from '../tokenizers/shared-region.js';
import { nulInBody } from './input-guard.js';
import { receiveBody, regionFor } from './region-body.js';

/** Bodies from this size (bytes) take the fast path; smaller ones are parsed as they always were. */
export const LARGE_BODY_BYTES = 64 * 1024;

const texts = new WeakMap<object, JsonText>();
/** The region each request's body was received into, released once its response is sent. */
const regions = new WeakMap<FastifyRequest, SharedRegion>();

/**
 * Large bodies the count's path in front of Fastify read into a region and then handed to Fastify
 * (fast-large-count.ts): parsed here from that region, not read again nor copied.
 */
const handedOver = new WeakMap<object, { bytes: Buffer; region: SharedRegion }>();

/** Fastify's parser is to take `bytes`, received into `region`, as the body of the request `raw`. */
export function handOverLargeBody(raw: object, bytes: Buffer, region: SharedRegion): void {
  handedOver.set(raw, { bytes, region });
}

/** Per request on the fast path: the answer its whole body would get, if its literal is a bad one. */
const wholeBodies = new WeakMap<FastifyRequest, () => Error | null>();

/**
 * The error a request on the fast path answers with in place of any other, when its literal is not
 * a valid one (the strict read runs here, on an answer not yet decoded: an error's path): the one
 * the parse of its whole body gives, as it always did — before any hook, validation or handler
 * could have answered otherwise. Null for every other request.
 */
export function largeBodyError(request: FastifyRequest): Error | null {
  const text = largeTextOf(request.body);
  if (text === undefined || text.valid()) return null;
  return wholeBodies.get(request)?.() ?? null;
}

/**
 * The handler's answer, once the body's large text (if any) is known to be a valid literal: decoded
 * by the count (no second read), else read here — an answer that needed no count (a model without
 * a tokenizer) must not hide a bad literal. A bad one throws: the error handler answers with
 * largeBodyError's error. The count's path in front of Fastify (fast-large-count.ts serveLargeCount)
 * runs the same check inline, in its one step after the count, and hands a bad one to Fastify.
 */
export function checkedAnswer<T>(body: unknown, answer: Promise<T>): Promise<T> {
  const text = largeTextOf(body);
  if (text === undefined) return answer;
  return answer.then((value) => {
    if (!text.valid()) throw new InvalidJsonText();
    return value;
  });
}

/**
 * Gives `body` (an object whose large text field holds `""`, the rest of a large body parsed) that
 * field's literal: `literal`, a view of `region` when the body was received into one. The count's
 * path in front of Fastify (fast-large-count.ts) reads its bodies so too.
 */
export function withLargeText(body: object, literal: Uint8Array, region: SharedRegion | null): void {
  texts.set(body, new JsonText(literal, region));
}

/** The large text field of a body parsed on the fast path (its value in the body is then `""`). */
export function largeTextOf(body: unknown): JsonText | undefined {
  return typeof body === 'object' && body !== null ? texts.get(body) : undefined;
}

type Done = (err: Error | null, body?: unknown) => void;

const largeTextField = (config: unknown) =>
  (config as { largeTextField?: string } | undefined)?.largeTextField;

export function registerJsonBodyParser(app: FastifyInstance) {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error') as (
    req: FastifyRequest,
    body: string,
    done: Done,
  ) => void;
  // A large-text route gives its body's region back when its response is sent.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (largeTextField(route.config) === undefined) return;
    const list = route.onResponse === undefined ? [] : [route.onResponse].flat();
    route.onResponse = [
      ...list,
      (request, _reply, done) => {
        regions.get(request)?.release();
        done();
      },
    ];
  });

  /**
   * What the body gets where its whole is parsed (its literal not a valid one): the parse's error,
   * or, for a literal holding `\u0000`, the input guard's 400 (its next step); null when neither.
   */
  const wholeBodyError = (req: FastifyRequest, body: Buffer): Error | null => {
    let error: Error | null = null;
    let value: unknown;
    parse(req, body.toString('utf8'), (err, parsed) => {
      error = err;
      value = parsed;
    });
    return error ?? nulInBody(value) ?? null;
  };

  const parseBody = (req: FastifyRequest, body: Buffer, field: string | undefined, done: Done) => {
    if (field !== undefined && body.length >= LARGE_BODY_BYTES) {
      const split = splitLargeText(body, field);
      if (split !== null) {
        let rest: unknown;
        parse(req, split.rest, (err, value) => {
          if (err === null) rest = value;
        });
        if (isObject(rest) && rest[field] === '') {
          withLargeText(rest, split.literal, regions.get(req) ?? null);
          // The literal is checked where it is decoded (json-text.ts), or at the answer if it never is
          // (largeBodyError, checkedAnswer): a bad one then gets the whole body's answer.
          wholeBodies.set(req, () => wholeBodyError(req, body));
          done(null, rest);
          return;
        }
      }
    }
    const text = body.toString('utf8');
    // The whole body is a string now: its region is not read again.
    regions.get(req)?.release();
    parse(req, text, done);
  };

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (req, payload, done) => {
    const field = largeTextField(req.routeOptions.config);
    const limit = req.routeOptions.bodyLimit;
    const declared = Number(req.headers['content-length']);
    // What Fastify's own collection does (lib/content-type-parser.js, rawBody), in its order.
    if (declared > limit) {
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(), undefined);
      return;
    }
    const read = payload === req.raw ? handedOver.get(req.raw) : undefined;
    if (read !== undefined) {
      handedOver.delete(req.raw);
      regions.set(req, read.region);
      try {
        parseBody(req, read.bytes, field, done);
      } catch (error) {
        read.region.release();
        done(error as Error, undefined);
      }
      return;
    }
    // A region only for the payload itself (no preParsing stream in its place: its length is the
    // declared one), and only within the memory budget.
    const region =
      field !== undefined && payload === req.raw && declared >= LARGE_BODY_BYTES ? regionFor(declared) : null;
    if (region !== null) regions.set(req, region);
    receiveBody(req.raw, payload, declared, limit, region, (err, body) => {
      if (err !== null || body === undefined) {
        region?.release();
        done(err, undefined);
        return;
      }
      try {
        parseBody(req, body, field, done);
      } catch (error) {
        region?.release();
        done(error as Error, undefined);
      }
    });
  });
}

const EMPTY = Buffer.from('""');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * A large body split for its fast parse: the text of the rest, the `field` literal written `""` in
 * its place, and that literal's bytes (findStringMember's span); null where it finds none.
 */
export function splitLargeText(body: Buffer, field: string): { rest: string; literal: Buffer } | null {
  const span = findStringMember(body, field);
  if (span === null) return null;
  return {
    rest: Buffer.concat([body.subarray(0, span.start), EMPTY, body.subarray(span.end)]).toString('utf8'),
    literal: body.subarray(span.start, span.end),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Where the value of the top-level member `name` is, when the body is an object whose only such
 * member (the key written without escapes) holds a terminated string literal, found by its quotes
 * alone (literalEndByQuotes: its decoder checks it, or largeBodyError's strict read where it is
 * never decoded). Null otherwise (the caller then parses the whole body). Other strings are only
 * skipped: the parse of the rest checks them.
 */
export function findStringMember(bytes: Uint8Array, name: string): { start: number; end: number } | null {
  const b = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let i = skipWs(b, 0);
  if (b[i] !== 0x7b) return null; // {
  const key = Buffer.from(name);
  let depth = 0;
  let expectKey = false;
  let found: { start: number; end: number } | null = null;
  for (; i < b.length; i++) {
    const c = b[i] as number;
    if (c === QUOTE) {
      const end = skipString(b, i);
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
        const valueEnd = literalEndByQuotes(b, j);
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

/** The index after the literal opening at `start`, escapes skipped unread; -1 when unterminated. */
function skipString(b: Uint8Array, start: number): number {
  for (let i = start + 1; i < b.length; i++) {
    const c = b[i] as number;
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) i++;
  }
  return -1;
}

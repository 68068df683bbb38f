// Receiving a large body of a declared length straight into a pooled region of shared memory
// (tokenizers/shared-region.ts), where the count workers read its text: no concatenation of its
// chunks into a fresh buffer, no second copy for the workers; each chunk, once copied, is freed at
// the body's end rather than at V8's next collection (spent-chunks.ts). Both readers of a large count
// use it: the JSON body parser (large-text-body.ts) and the count's path in front of Fastify
// (fast-large-count.ts). Without a region (none given), the chunks are collected and concatenated.

import { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { errorCodes } from 'fastify';
import { SharedRegion } from '../tokenizers/shared-region.js';
import { freeBuffers, ownBuffer } from './spent-chunks.js';

/** The alignment of the chunks' places in a region (V8 copies into shared memory by words). */
export const ALIGN = 8;

/** A region for a body of `declared` bytes (ALIGN - 1 more: it may start that far in); null past the budget. */
export const regionFor = (declared: number) => SharedRegion.acquire(declared + ALIGN - 1);

type Payload = Readable & { receivedEncodedLength?: number };
export type Received = (err: (Error & { statusCode?: number }) | null, body?: Buffer) => void;

/**
 * Reads `payload` to its end, then `done(null, body)`: a view of `region` when given, else the
 * chunks concatenated. An error as Fastify's own collection gives it (lib/content-type-parser.js,
 * rawBody), in its order: more than `limit` bytes (a zip bomb, however long it said it was), a stream
 * error (status 400 unless it has a 4xx or 5xx one), a length other than the declared one. `req` is
 * the request the payload is of: only a request Node's HTTP server parsed has its chunks freed (each
 * a copy its parser made for the listeners alone; another stream, e.g. an injected request's, may
 * hand out a buffer its caller still holds).
 */
export function receiveBody(
  req: unknown,
  payload: Payload,
  declared: number,
  limit: number,
  region: SharedRegion | null,
  done: Received,
): void {
  const into = region === null ? null : Buffer.from(region.buffer);
  const chunks: Buffer[] = [];
  /** The chunks copied into the region, freed at the body's end (spent-chunks.ts). */
  const spent: ArrayBuffer[] = [];
  const freeing = into !== null && req instanceof IncomingMessage;
  let received = 0;
  /**
   * Where in the region the body starts: chosen at the first chunk so that the chunks after it
   * land at multiples of ALIGN. A chunk is a buffer of its own (Node copies each body chunk out of
   * the TLS record), so its bytes start aligned; the copy into shared memory is then V8's word by
   * word one, not its byte-by-byte one for unaligned ends (~6× the CPU: bench/RESULTS.md, mb34).
   * The first chunk holds what the record had left after the request's head, so its length is
   * not a multiple of 8; the records after it are whole (16 KB) until the last.
   */
  let shift = -1;

  const stop = () => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onEnd);
    // Every chunk in it has been emitted to each 'data' listener: none reads it again.
    freeBuffers(spent);
    spent.length = 0;
  };
  function onData(data: Buffer | string) {
    // A custom preParsing stream may still emit strings.
    const chunk = typeof data === 'string' ? Buffer.from(data) : data;
    const at = received;
    received += chunk.length;
    const encoded = payload.receivedEncodedLength ?? 0;
    // The body must not exceed the limit (a zip bomb), however long it said it was.
    if (received > limit || encoded > limit) {
      stop();
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    if (into === null) chunks.push(chunk);
    // Past its declared length the body is refused at its end; until then it fits its region.
    else if (received <= declared) {
      if (shift < 0) shift = (ALIGN - (chunk.length % ALIGN)) % ALIGN;
      into.set(chunk, shift + at);
      const own = freeing ? ownBuffer(chunk) : null;
      if (own !== null) spent.push(own);
    }
  }
  function onEnd(err?: Error & { statusCode?: number }) {
    stop();
    if (err != null) {
      if (!(typeof err.statusCode === 'number' && err.statusCode >= 400)) err.statusCode = 400;
      done(err);
      return;
    }
    if (!Number.isNaN(declared) && (payload.receivedEncodedLength || received) !== declared) {
      done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      return;
    }
    // (No chunk, no shift: an empty body.)
    const start = Math.max(shift, 0);
    done(null, into === null ? Buffer.concat(chunks, received) : into.subarray(start, start + received));
  }
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onEnd);
  payload.resume();
}

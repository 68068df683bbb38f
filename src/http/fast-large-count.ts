import type { IncomingMessage } from 'node:http';
import type { SharedRegion } from '../tokenizers/shared-region.js';
import type { Admitted, BodyRoute, LargeBody, Parse, Read } from './fast-body.js';
import { checkedBody, fastBody, largeFailed, largeGone, largeRead } from './fast-body.js';
import {
  checkedAnswer,
  handOverLargeBody,
  LARGE_BODY_BYTES,
  splitLargeText,
  withLargeText,
} from './large-text-body.js';
import { receiveBody, regionFor } from './region-body.js';

// A large count (POST /v1/tokens/count, a JSON body of 64 KB or more with its length given) in front
// of Fastify (issue 29: a 1 MB count's main thread). At 40 counts a second Fastify's per-request JS
// never gets hot: its routing, hooks, body parser and reply pipeline ran at V8's baseline tiers and
// cost ~0.5 ms per count, a third of the main thread's part of a 1 MB count over a bare server's
// receive (bench/RESULTS.md, cjkm39). The count's fast path (fast-count.ts: auth, limits, the log line
// and metrics as Fastify's hooks run them) reads such a body as the JSON body parser does
// (large-text-body.ts): into a region of shared memory, the `input` literal found by its quotes and
// left there for the count worker, the rest of the body parsed and validated by the route's own
// validator. Whatever the parser would not take that way (no region left, a body the literal cannot
// be found in, a rest the validator refuses, a count that throws, a literal found bad) goes to
// Fastify with the bytes read, in their region (handOverLargeBody: its JSON body parser takes them
// from there, no copy): its answer, 4xx bodies included, is then the one sent, as ever.

/** The field of the count's body that keeps its literal as bytes (the route's `largeTextField`). */
const FIELD = 'input';

/** The region each large body being served was received into, until it is answered or handed over. */
const regions = new WeakMap<IncomingMessage, SharedRegion>();

/** A count's large body (fastPost's LargeBody): received into a region of its declared length. */
export const largeCountBody: LargeBody = {
  takes: (req, bodyLimit) => fastBody(req, bodyLimit, LARGE_BODY_BYTES),
  read(admitted: Admitted, req: Read) {
    const declared = Number(req.headers['content-length']);
    const region = regionFor(declared);
    // The regions' memory budget is spent: Fastify reads it, into no region.
    if (region === null) return largeFailed(admitted);
    // Node's parser ends the body at its declared length: it is its own limit.
    receiveBody(req, req, declared, declared, region, (err, body) => {
      if (err !== null || body === undefined) {
        region.release();
        if (req.complete) largeFailed(admitted);
        else largeGone(admitted);
        return;
      }
      regions.set(req, region);
      largeRead(admitted, body);
    });
  },
};

/** The region of a large body read here (served by serveLargeCount); undefined for a small one. */
export const largeRegionOf = (req: IncomingMessage) => regions.get(req);

/**
 * Serves a large count read here: its body checked as the route would get it (the literal left in
 * its region, `""` in its place), counted by `count`, and answered by `send` once the literal is
 * known to be a valid one; anything else goes to Fastify (`fastify`) with the bytes in their region.
 */
export function serveLargeCount(
  admitted: Admitted,
  route: BodyRoute,
  req: Read,
  region: SharedRegion,
  parse: Parse,
  count: (body: unknown) => unknown | Promise<unknown> | null,
  send: (result: unknown) => void | Promise<void>,
  fastify: (admitted: Admitted) => void,
): void | Promise<void> {
  regions.delete(req);
  const bytes = admitted.read;
  const handOver = () => {
    // Fastify's parser takes the body from its region, which the request holds until its response.
    handOverLargeBody(req, bytes, region);
    fastify(admitted);
  };
  const body = checkedLargeBody(route, parse, bytes, region);
  let counting: unknown;
  try {
    counting = body === undefined ? null : count(body);
  } catch {
    return handOver();
  }
  if (counting === null) return handOver();
  // A literal found bad when decoded (or, with no count, read here) gets the whole body's answer.
  return checkedAnswer(body, Promise.resolve(counting)).then((result) => {
    // Counted: no worker reads the region any more (each held its own reference while it read).
    region.release();
    return send(result);
  }, handOver);
}

/**
 * The body as the route's handler gets it from the JSON body parser (large-text-body.ts) for these
 * bytes: the rest parsed and checked (checkedBody) with `""` for the literal, which the body then
 * holds as bytes (largeTextOf); undefined where the parser would parse the whole body instead, or
 * Fastify would refuse the rest.
 */
function checkedLargeBody(
  route: BodyRoute,
  parse: Parse,
  bytes: Buffer,
  region: SharedRegion,
): object | undefined {
  const split = splitLargeText(bytes, FIELD);
  if (split === null) return undefined;
  const body = checkedBody(route, parse, split.rest, true) as Record<string, unknown> | undefined;
  if (typeof body !== 'object' || body === null || body[FIELD] !== '') return undefined;
  withLargeText(body, split.literal, region);
  return body;
}

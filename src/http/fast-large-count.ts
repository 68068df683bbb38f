import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestContext } from '../lib/request-context.js';
import type { JsonText } from '../tokenizers/json-text.js';
import type { SharedRegion } from '../tokenizers/shared-region.js';
import type { Admitted, BodyRoute, LargeBody, Parse, Read } from './fast-body.js';
import { checkedBody, fastBody, largeFailed, largeGone, largeRead, sendJson } from './fast-body.js';
import type { FrontDeps } from './fast-path.js';
import {
  handOverLargeBody,
  LARGE_BODY_BYTES,
  largeTextOf,
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

/** What a large count is served with: the fast path's steps, the route's JSON parser and count. */
export interface LargeCountDeps extends FrontDeps {
  parse: Parse;
  /** The route handler's count of a checked body (CountDeps.count): a promise, or null for Fastify. */
  count: (ctx: RequestContext, body: unknown) => unknown | Promise<unknown> | null;
}

/**
 * Serves a large count read here: its body checked as the route would get it (the literal left in
 * its region, `""` in its place), counted, and answered (sendCount) once the literal is known to be a
 * valid one; anything else goes to Fastify (`fastify`) with the bytes in their region. The count's
 * answer is handled in one step (checkedAnswer's check, the region's release and the answer): at
 * 25–40 counts a second this code runs cold, and each promise hop or closure made per request costs.
 */
export function serveLargeCount(
  admitted: Admitted,
  route: BodyRoute,
  req: Read,
  res: ServerResponse,
  region: SharedRegion,
  deps: LargeCountDeps,
  fastify: (admitted: Admitted) => void,
): void | Promise<void> {
  regions.delete(req);
  const body = checkedLargeBody(route, deps.parse, admitted.read, region);
  let counting: unknown;
  try {
    counting = body === undefined ? null : deps.count(admitted.ctx, body);
  } catch {
    return handOver(admitted, req, region, fastify);
  }
  if (counting === null) return handOver(admitted, req, region, fastify);
  const text = largeTextOf(body) as JsonText;
  return Promise.resolve(counting).then(
    (result) => {
      // A literal found bad when decoded (or, with no count, read here: checkedAnswer's check) gets
      // the whole body's answer.
      if (!text.valid()) return handOver(admitted, req, region, fastify);
      // Counted: no worker reads the region any more (each held its own reference while it read).
      region.release();
      return sendCount(deps, req, res, admitted, route, result);
    },
    () => handOver(admitted, req, region, fastify),
  );
}

/** Fastify answers: its parser takes the body from its region, which the request holds until its response. */
function handOver(
  admitted: Admitted,
  req: Read,
  region: SharedRegion,
  fastify: (admitted: Admitted) => void,
) {
  handOverLargeBody(req, admitted.read, region);
  fastify(admitted);
}

/** A count's answer, serialized by the route's own serializer (the small count's too: fast-count.ts). */
export function sendCount(
  deps: FrontDeps,
  req: Read,
  res: ServerResponse,
  a: Admitted,
  route: BodyRoute,
  result: unknown,
) {
  return sendJson(deps, req, res, a, route.serialize(result), route.route);
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

import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, compressBody, pickEncoding, varyOnEncoding } from '../http/compression.js';
import { noneMatchHit } from '../http/conditional-get.js';
import type { FastAnswer, FastRoute, Probe } from '../http/fast-path.js';
import { type ByWorkspace, createByWorkspace } from '../lib/by-workspace.js';
import { createLru, createRecency, olderHalf } from '../lib/lru.js';
import { type RequestContext, requireRead } from '../lib/request-context.js';
import type { Tagged } from './revision.js';
import { withEtag } from './routes.js';

/** Bytes kept at most, plain and compressed together; the least recently used go first. */
export const DELIVERY_CACHE_BYTES = 64 * 1024 * 1024;
/** URLs the fast path knows at most, weighed by their length (+ 256 for the rest of the route). */
const ROUTES_KEPT_BYTES = 16 * 1024 * 1024;
/** The query parameters a remembered URL may have: none names a credential (auth reads headers). */
const FAST_QUERY = new Set(['expand', 'resolve']);
const JSON_TYPE = 'application/json; charset=utf-8';
type Coding = NonNullable<ReturnType<typeof pickEncoding>>;

interface Entry {
  /** The ETag of the answer (the prompt's, or the labelled version's). */
  etag: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  size: number;
  /** When it was last put at the end of the map (lib/lru.ts createRecency). */
  placedAt: number;
  /** The fast path's answers of these bytes, by coding, made at their first use (answerOf). */
  answers?: Partial<Record<'plain' | Coding, FastAnswer>>;
}

/**
 * A remembered URL's last hit in a workspace (DeliveryRoute.last): the revision and the key it was
 * kept under. The key is that same string again (its hash already computed), not a new one built
 * per request; the entry is looked up by it, so nothing evicted is held here.
 */
interface LastHit {
  revision: string;
  key: string;
  /**
   * The ETag of the answer kept under `key`: the same for any answer ever kept there (one is kept
   * only when the revision held still around its read), so a 304 at this revision needs no entry.
   */
  etag: string;
  /** `find`'s 304 for that ETag, with the fast path's answer: made once, not per request. */
  notModified: NotModified;
}

/** A 304 for `etag`; `fast` is the fast path's answer, when made ahead (a LastHit's). */
interface NotModified {
  kind: 'not-modified';
  etag: string;
  fast?: FastAnswer;
}

/** A 304 of the fast path for `etag`: the route's own header, no body. */
const notModifiedAnswer = (etag: string): FastAnswer => ({
  status: 304,
  headers: ['etag', etag],
  body: null,
});

/** One prompt read (issue 29): how to find its ETag cheaply, and how to read it in full. */
export interface Delivery<T> {
  /**
   * The prompt's revision as `"<id>.<revision>"`, from one indexed query (prompt-revisions.repo.ts),
   * or undefined when there is no such prompt (the read then runs and says why). Every change to a
   * prompt, its versions or its labels bumps it in its own transaction (the kernel's lockParent),
   * so it stands for every read of the prompt, a labelled version's too. null: this read depends
   * on more than the prompt (resolved includes), so it is not kept.
   */
  probe: Probe | null;
  // (The probe is kept for the fast path by the request's URL: it must not hold the request.)
  /**
   * The read answers with the probed revision as its ETag (the prompt's own reads, not a labelled
   * version's): a matching If-None-Match is then a 304 from the probe alone, kept answer or not.
   */
  etagIsRevision?: boolean;
  /**
   * What the bytes depend on besides the workspace and the ETag (the kind of read, its expand), or
   * null when they depend on more than the ETag covers (analyses: they complete without a new
   * revision), so they are not kept.
   */
  variant: string | null;
  read: () => Promise<Tagged<T>>;
}

/**
 * The prompt reads applications make on their request path, answered from memory when the prompt's
 * revision says nothing changed. Every answer starts with the caller's access checks (auth ran
 * before the handler; `requireRead` here), then the probe: the prompt's current revision (which
 * every write of the prompt, its versions and its labels bumps in its transaction; the prompts'
 * probe skips its query while the database's change stamp holds), and the answer (its ETag and bytes) is kept by
 * workspace + variant + that revision. A write on this or any other instance makes the old entries
 * unreachable at once (the next query sees the new revision); they leave by LRU. An answer is
 * stored only when the revision was the same before and after the full read, so no entry holds a
 * body newer or older than its key. If-None-Match is answered 304 from the kept answer's ETag.
 */
export function createDeliveryCache({ maxBytes = DELIVERY_CACHE_BYTES } = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // A hit moves its entry to the end only from the older half of the order, as lib/lru.ts does: a
  // delete + set on every hit leaves holes the Map's table is rebuilt to reclaim.
  const recency = createRecency();

  const evict = () => {
    while (bytes > maxBytes && entries.size > 0) {
      const oldest = entries.keys().next().value as string;
      bytes -= (entries.get(oldest) as Entry).size;
      entries.delete(oldest);
    }
  };
  const get = (key: string) => {
    const entry = entries.get(key);
    // Most recently used last: Map keeps insertion order, so the first key is the LRU one. Moved
    // only from the older half of what the cache can hold (as lib/lru.ts: a cache far from full
    // moves nothing).
    if (entry) recency.touch(entries, key, entry, olderHalf(entries.size, bytes, maxBytes));
    return entry;
  };
  const put = (key: string, etag: string, plain: Buffer): Entry => {
    const entry: Entry = { etag, plain, size: plain.length + key.length, placedAt: recency.place() };
    // Two reads of one key that missed together each put theirs: the later one replaces the other
    // (and its bytes are no longer counted).
    const replaced = entries.get(key);
    if (replaced !== undefined) {
      bytes -= replaced.size;
      entries.delete(key);
    }
    entries.set(key, entry);
    bytes += entry.size;
    evict();
    return entry;
  };

  /** The bytes of `entry` for this Accept-Encoding: plain when small, else the coding picked. */
  const bytesFor = (entry: Entry, acceptEncoding: string | undefined) => {
    if (entry.plain.length < COMPRESS_MIN_BYTES) return { vary: false, coding: null, body: entry.plain };
    const coding = pickEncoding(acceptEncoding);
    return { vary: true, coding, body: coding === null ? entry.plain : entry[coding] };
  };

  async function send(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry) {
    reply.header('etag', entry.etag).type(JSON_TYPE);
    const { vary, coding, body } = bytesFor(entry, request.headers['accept-encoding']);
    if (vary) varyOnEncoding(reply);
    if (coding === null) return reply.send(entry.plain);
    let coded = body;
    if (!coded) {
      coded = await compressBody(coding, entry.plain);
      // Kept only if the entry is still there (not evicted meanwhile), and counted.
      if (entries.get(key) === entry && !entry[coding]) {
        entry[coding] = coded;
        entry.size += coded.length;
        bytes += coded.length;
        evict();
      }
    }
    reply.header('content-encoding', coding);
    return reply.send(coded);
  }

  type Found =
    | NotModified
    | { kind: 'hit'; key: string; entry: Entry }
    | { kind: 'read'; key: string | null; revision: string | undefined };

  /**
   * What the kept answers say of a read in `ws`: a 304, a kept answer, or a read to make. At once
   * when the probe answers at once (its revision known current without a query).
   */
  function find(ws: string, d: Keepable, ifNoneMatch: string | undefined): Found | Promise<Found> {
    if (d.probe === null) return { kind: 'read', key: null, revision: undefined };
    const revision = d.probe(ws);
    return revision instanceof Promise
      ? revision.then((r) => findAt(ws, d, ifNoneMatch, r))
      : findAt(ws, d, ifNoneMatch, revision);
  }

  /** `find` once the probe has given the prompt's current revision. */
  function findAt(
    ws: string,
    d: Keepable,
    ifNoneMatch: string | undefined,
    revision: string | undefined,
  ): Found {
    if (revision === undefined) return { kind: 'read', key: null, revision };
    if (d.etagIsRevision && ifNoneMatch !== undefined && noneMatchHit(ifNoneMatch, revision)) {
      return { kind: 'not-modified', etag: revision };
    }
    if (d.variant === null) return { kind: 'read', key: null, revision };
    // A remembered URL read again in the same workspace at the same revision: the key is the one
    // it had (built from exactly these), no new string to build and hash.
    const last = d.last?.get(ws);
    const reuse = last !== undefined && last.revision === revision;
    // A 304 sends no body: the ETag kept with the last hit at this revision answers it, without
    // looking the entry up (the entry's place in the LRU order is left as it is).
    if (reuse && ifNoneMatch !== undefined && noneMatchHit(ifNoneMatch, last.etag)) return last.notModified;
    const key = reuse ? last.key : `${ws}\n${d.variant}\n${revision}`;
    const hit = get(key);
    if (!hit) return { kind: 'read', key, revision };
    if (!reuse) {
      const notModified: NotModified = {
        kind: 'not-modified',
        etag: hit.etag,
        fast: notModifiedAnswer(hit.etag),
      };
      d.last?.set(ws, { revision, key, etag: hit.etag, notModified });
    }
    if (ifNoneMatch !== undefined && noneMatchHit(ifNoneMatch, hit.etag)) {
      return { kind: 'not-modified', etag: hit.etag };
    }
    return { kind: 'hit', key, entry: hit };
  }

  /**
   * The fast path's answer for what `find` found (fast.answer): a LastHit's 304 and a kept entry's
   * answer in each coding are made once and given again (nothing of them is changed by the fast
   * path: it copies the headers into the answer's own list).
   */
  const answerOf = (found: Found, headers: IncomingHttpHeaders): FastAnswer | null => {
    if (found.kind === 'not-modified') return found.fast ?? notModifiedAnswer(found.etag);
    if (found.kind !== 'hit') return null;
    const { entry } = found;
    const { vary, coding, body } = bytesFor(entry, headers['accept-encoding']);
    if (!body) return null; // not yet in this coding: Fastify's path compresses and keeps it
    const made = entry.answers?.[coding ?? 'plain'];
    if (made !== undefined) return made;
    const out = ['etag', entry.etag, 'content-type', JSON_TYPE];
    if (vary) out.push('vary', 'Accept-Encoding');
    if (coding !== null) out.push('content-encoding', coding);
    out.push('content-length', String(body.length));
    const answer: FastAnswer = { status: 200, headers: out, body };
    entry.answers ??= {};
    entry.answers[coding ?? 'plain'] = answer;
    return answer;
  };

  // The URLs answered from kept answers, with what the fast path needs to answer them again
  // (http/fast-path.ts): the route, its config and query as Fastify found them (so the URL passed
  // routing and validation), and the read's probe and variant. Only URLs that were answered are
  // kept (a guessed one cannot fill it), and only for GET without a credential in the query.
  const routes = createLru<DeliveryRoute>({ max: ROUTES_KEPT_BYTES, weigh: (url) => url.length + 256 });
  const remember = (request: FastifyRequest, d: Keepable) => {
    if (request.method !== 'GET' || routes.get(request.url) !== undefined) return;
    const query = (request.query ?? {}) as Record<string, unknown>;
    for (const name in query) if (!FAST_QUERY.has(name)) return;
    routes.set(request.url, {
      route: request.routeOptions.url ?? '',
      config: request.routeOptions.config as FastifyContextConfig,
      query,
      probe: d.probe,
      etagIsRevision: d.etagIsRevision === true,
      variant: d.variant,
      last: createByWorkspace<LastHit>(),
    });
  };

  return {
    /**
     * Answers a prompt read: 304 when If-None-Match holds the current ETag, the kept bytes when
     * there are some for it, else the full read (kept when its ETag held still around it).
     */
    async deliver<T>(request: FastifyRequest, reply: FastifyReply, d: Delivery<T>): Promise<unknown> {
      const ws = requireRead(request.ctx).workspaceId;
      const found = await find(ws, d, request.headers['if-none-match']);
      if (found.kind === 'not-modified') {
        remember(request, d);
        return reply.header('etag', found.etag).code(304).send();
      }
      if (found.kind === 'hit') {
        remember(request, d);
        return send(request, reply, found.key, found.entry);
      }
      if (found.key === null) return withEtag(reply, await d.read());
      const result = await d.read();
      const plain = Buffer.from(reply.serialize(result.body) as string);
      if ((await (d.probe as Probe)(ws)) !== found.revision) {
        // Changed during the read: answered, not kept (the conditional-get hook sees this ETag).
        reply.header('etag', result.etag);
        return reply.type(JSON_TYPE).send(plain);
      }
      remember(request, d);
      return send(request, reply, found.key, put(found.key, result.etag, plain));
    },

    /** The fast path's side (http/fast-path.ts): the URLs it may answer, and their answers. */
    fast: {
      routeOf: (url: string): DeliveryRoute | undefined => routes.get(url),
      /**
       * The answer Fastify would give from what is kept (the same headers and bytes as `send` and
       * the 304s above), after the same read check; null when it would read (or compress) first.
       * At once when the probe answers at once.
       */
      answer(route: DeliveryRoute, ctx: RequestContext, headers: IncomingHttpHeaders) {
        const ws = requireRead(ctx).workspaceId;
        const found = find(ws, route, headers['if-none-match']);
        return found instanceof Promise ? found.then((f) => answerOf(f, headers)) : answerOf(found, headers);
      },
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
export type DeliveryCache = ReturnType<typeof createDeliveryCache>;

/** What `find` reads of a delivery. */
type Keepable = Pick<Delivery<unknown>, 'probe' | 'etagIsRevision' | 'variant'> & {
  last?: ByWorkspace<LastHit>;
};
/** A URL the fast path may answer: the route Fastify found for it, and the read's probe. */
export interface DeliveryRoute extends FastRoute {
  probe: Probe | null;
  etagIsRevision: boolean;
  variant: string | null;
  /** The last kept answer this URL was given, by workspace: find's shortcut. */
  last: ByWorkspace<LastHit>;
}

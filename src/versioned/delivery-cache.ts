import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, compressBody, pickEncoding, varyOnEncoding } from '../http/compression.js';
import { noneMatchHit } from '../http/conditional-get.js';
import { requireRead } from '../lib/request-context.js';
import type { Tagged } from './revision.js';
import { withEtag } from './routes.js';

/** Bytes kept at most, plain and compressed together; the least recently used go first. */
export const DELIVERY_CACHE_BYTES = 64 * 1024 * 1024;

interface Entry {
  /** The ETag of the answer (the prompt's, or the labelled version's). */
  etag: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  size: number;
}

/** One prompt read (issue 29): how to find its ETag cheaply, and how to read it in full. */
export interface Delivery<T> {
  /**
   * The prompt's revision as `"<id>.<revision>"`, from one indexed query (prompt-revisions.repo.ts),
   * or undefined when there is no such prompt (the read then runs and says why). Every change to a
   * prompt, its versions or its labels bumps it in its own transaction (the kernel's lockParent),
   * so it stands for every read of the prompt, a labelled version's too. null: this read depends
   * on more than the prompt (resolved includes), so it is not kept.
   */
  probe: ((ws: string) => Promise<string | undefined>) | null;
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
 * revision says nothing changed. Correctness does not rest on invalidation messages: every answer
 * starts with the caller's access checks (auth ran before the handler; `requireRead` here), then
 * one indexed query for the prompt's current revision (which every write of the prompt, its
 * versions and its labels bumps in its transaction), and the answer (its ETag and bytes) is kept by
 * workspace + variant + that revision. A write on this or any other instance makes the old entries
 * unreachable at once (the next query sees the new revision); they leave by LRU. An answer is
 * stored only when the revision was the same before and after the full read, so no entry holds a
 * body newer or older than its key. If-None-Match is answered 304 from the kept answer's ETag.
 */
export function createDeliveryCache({ maxBytes = DELIVERY_CACHE_BYTES } = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const evict = () => {
    while (bytes > maxBytes && entries.size > 0) {
      const oldest = entries.keys().next().value as string;
      bytes -= (entries.get(oldest) as Entry).size;
      entries.delete(oldest);
    }
  };
  const get = (key: string) => {
    const entry = entries.get(key);
    if (entry) {
      // Most recently used last: Map keeps insertion order, so the first key is the LRU one.
      entries.delete(key);
      entries.set(key, entry);
    }
    return entry;
  };
  const put = (key: string, etag: string, plain: Buffer): Entry => {
    const entry: Entry = { etag, plain, size: plain.length + key.length };
    entries.set(key, entry);
    bytes += entry.size;
    evict();
    return entry;
  };

  async function send(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry) {
    reply.header('etag', entry.etag).type('application/json; charset=utf-8');
    if (entry.plain.length < COMPRESS_MIN_BYTES) return reply.send(entry.plain);
    varyOnEncoding(reply);
    const coding = pickEncoding(request.headers['accept-encoding']);
    if (coding === null) return reply.send(entry.plain);
    let coded = entry[coding];
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

  return {
    /**
     * Answers a prompt read: 304 when If-None-Match holds the current ETag, the kept bytes when
     * there are some for it, else the full read (kept when its ETag held still around it).
     */
    async deliver<T>(request: FastifyRequest, reply: FastifyReply, d: Delivery<T>): Promise<unknown> {
      const ws = requireRead(request.ctx).workspaceId;
      if (d.probe === null || d.variant === null) return withEtag(reply, await d.read());
      const revision = await d.probe(ws);
      if (revision === undefined) return withEtag(reply, await d.read());
      const key = `${ws}\n${d.variant}\n${revision}`;
      const hit = get(key);
      if (hit) {
        const ifNoneMatch = request.headers['if-none-match'];
        if (ifNoneMatch !== undefined && noneMatchHit(ifNoneMatch, hit.etag)) {
          return reply.header('etag', hit.etag).code(304).send();
        }
        return send(request, reply, key, hit);
      }
      const result = await d.read();
      const plain = Buffer.from(reply.serialize(result.body) as string);
      if ((await d.probe(ws)) !== revision) {
        // Changed during the read: answered, not kept (the conditional-get hook sees this ETag).
        reply.header('etag', result.etag);
        return reply.type('application/json; charset=utf-8').send(plain);
      }
      return send(request, reply, key, put(key, result.etag, plain));
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
export type DeliveryCache = ReturnType<typeof createDeliveryCache>;

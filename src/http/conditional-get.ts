import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

/** `If-None-Match` on the GETs that answer with an ETag (declared for the OpenAPI document). */
export const IfNoneMatchHeaders = Type.Object({
  'if-none-match': Type.Optional(
    Type.String({
      description:
        'ETags from earlier responses (or `*`): when one still matches, the answer is 304 with no body.',
    }),
  ),
});

/** 304 in the OpenAPI document of a GET that honours If-None-Match. */
export const NotModified = Type.Null({
  description: 'Not modified: the ETag sent in If-None-Match is current.',
});

/**
 * Whether `header` (an If-None-Match value) matches `etag`, by the weak comparison RFC 9110 §13.1.2
 * prescribes for it: `W/` is ignored on both sides; `*` matches any current representation.
 */
export function noneMatchHit(header: string, etag: string): boolean {
  if (header === etag) return true; // the usual case: the one ETag sent back as it came
  const current = etag.replace(/^W\//, '');
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === current;
  });
}

/**
 * Conditional GETs in one place: a 200 to a GET or HEAD that carries an ETag becomes a 304 with no
 * body when the request's If-None-Match still matches it. The handler has run (the ETag is that of
 * the representation it just read), so a 304 is never staler than a 200 would be; the point is the
 * bytes not sent. Registered before compression, which then has nothing to do.
 */
export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const header = request.headers['if-none-match'];
    const etag = reply.getHeader('etag');
    if (
      header === undefined ||
      typeof etag !== 'string' ||
      reply.statusCode !== 200 ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !noneMatchHit(header, etag)
    ) {
      done(null, payload);
      return;
    }
    // A streamed body (a file download) is dropped unread.
    if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function') {
      (payload as { destroy: () => void }).destroy();
    }
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    done(null, null);
  });
}

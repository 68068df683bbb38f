import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this a compressed body saves less than the headers and the CPU cost (bench/RESULTS.md). */
export const COMPRESS_MIN_BYTES = 1024;
/** Text we produce; binary downloads (images, PDFs, octet-stream) are already compressed or opaque. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|yaml|javascript))/i;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// Brotli's default quality (11) costs ~20× gzip's CPU; quality 4 is about gzip's cost and still
// smaller (measured on the prompt list and the OpenAPI document, bench/RESULTS.md).
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The body in `coding`, in the zlib thread pool (brotli at quality 4, gzip at its default). */
export function compressBody(coding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  return coding === 'br' ? brotliAsync(body, BROTLI) : gzipAsync(body);
}

/** The coding the client prefers among br and gzip (q-values honoured; q=0 refuses), or null. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = of('br');
  const gz = Math.max(of('gzip'), q.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/**
 * Compresses whole bodies (JSON, the OpenAPI document, text) of at least COMPRESS_MIN_BYTES when
 * the client accepts gzip or br, in the zlib thread pool (not on the event loop). Streams, partial
 * content and bodies already encoded pass through untouched. ETags stay as the routes set them:
 * they identify the resource's revision, and If-Match must keep matching whatever the coding.
 */
export function registerCompression(app: FastifyInstance): void {
  // Written with `done`: most bodies pass through untouched, and an async hook costs a promise
  // (and this one a Buffer copy of every string body) on every response.
  app.addHook('onSend', (request, reply, payload, done) => {
    const body = compressible(reply, payload);
    if (body === null) return done(null, payload);
    varyOnEncoding(reply);
    const coding = pickEncoding(request.headers['accept-encoding']);
    // Passed on as the bytes already made, compressed or not: Fastify then takes the length from the
    // buffer and the socket writes it as is. Handing the string on had it measured and encoded again,
    // which for a page of 50 prompts (85 KB) cost more CPU than the rest of its serialization.
    if (coding === null) return done(null, body);
    compressBody(coding, body).then((out) => {
      reply.header('content-encoding', coding);
      reply.removeHeader('content-length');
      done(null, out);
    }, done);
  });
}

/** The body depends on Accept-Encoding from here on, whether or not this client gets it coded. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, Accept-Encoding`);
}

/** The body as bytes when it is a whole, not yet encoded, compressible one of COMPRESS_MIN_BYTES or more. */
function compressible(reply: FastifyReply, payload: unknown): Buffer | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  // UTF-8 takes at most 3 bytes per UTF-16 unit: a short string is below the minimum uncounted.
  if (typeof payload === 'string' && payload.length * 3 < COMPRESS_MIN_BYTES) return null;
  if (reply.statusCode === 206 || reply.hasHeader('content-encoding')) return null;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return null;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  return body.length < COMPRESS_MIN_BYTES ? null : body;
}

/**
 * What the GET fast path (fast-path.ts) reads of a request's headers: the few it needs, by the
 * names `req.headers` has them, so auth (`credential`), the request id and the delivery cache read
 * them as they read `req.headers`. A type, not an interface: it is an `IncomingHttpHeaders`.
 */
export type GetHeaders = {
  'x-api-key': string | undefined;
  'x-request-id': string | undefined;
  'x-workspace-id': string | undefined;
  'x-api-client': string | undefined;
  'if-none-match': string | undefined;
  'accept-encoding': string | undefined;
};

/**
 * Header lines (names and values, `rawHeaders` entries) a request may have and still be read here;
 * more go to Fastify. Far below Node's own cut (2,000 entries, `maxHeaderPairs`), so every line
 * read here is one `req.headers` has too.
 */
const MAX_RAW = 256;

/** Node's way with a repeated header of these names (`_addHeaderLine`): the values joined by ", ". */
const joined = (was: string | undefined, value: string) => (was === undefined ? value : `${was}, ${value}`);

/** A raw header name (any case) is `lower` (lower case); its length already checked. */
const is = (name: string, lower: string) => name === lower || name.toLowerCase() === lower;

/**
 * The headers the GET fast path reads, from `req.rawHeaders` in one pass (no object keyed by every
 * header name, no keyed store per header): each value as `req.headers` gives it (a repeated
 * X-Api-Key, X-Workspace-Id, If-None-Match… joined by ", ", as Node joins them). null when the
 * request announces a body (Content-Length, Transfer-Encoding or Content-Type, in any case: Fastify's
 * hooks decide what to do with it) or has more than MAX_RAW entries: those go to Fastify.
 */
export function getHeaders(raw: readonly string[]): GetHeaders | null {
  if (raw.length > MAX_RAW) return null;
  const out: GetHeaders = {
    'x-api-key': undefined,
    'x-request-id': undefined,
    'x-workspace-id': undefined,
    'x-api-client': undefined,
    'if-none-match': undefined,
    'accept-encoding': undefined,
  };
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    const value = raw[i + 1] as string;
    switch (name.length) {
      case 9:
        if (is(name, 'x-api-key')) out['x-api-key'] = joined(out['x-api-key'], value);
        break;
      case 12:
        if (is(name, 'x-request-id')) out['x-request-id'] = joined(out['x-request-id'], value);
        else if (is(name, 'x-api-client')) out['x-api-client'] = joined(out['x-api-client'], value);
        else if (is(name, 'content-type')) return null;
        break;
      case 13:
        if (is(name, 'if-none-match')) out['if-none-match'] = joined(out['if-none-match'], value);
        break;
      case 14:
        if (is(name, 'x-workspace-id')) out['x-workspace-id'] = joined(out['x-workspace-id'], value);
        else if (is(name, 'content-length')) return null;
        break;
      case 15:
        if (is(name, 'accept-encoding')) out['accept-encoding'] = joined(out['accept-encoding'], value);
        break;
      case 17:
        if (is(name, 'transfer-encoding')) return null;
        break;
    }
  }
  return out;
}

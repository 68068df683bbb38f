/**
 * Which methods a path has, from the routes as registered: a request with another method on a
 * known API path answers 405 with `Allow` (RFC 9110 §15.5.6) instead of the 404 of an unknown
 * path. Only `/v1/…` paths: outside it the console answers GET for any path.
 */
export interface RouteIndex {
  /** The methods registered for this concrete path (`HEAD` with `GET`), sorted; empty if none. */
  allowed(path: string): string[];
}

const segmentPattern = (segment: string) =>
  segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function createRouteIndex(routes: readonly { method: string; url: string }[]): RouteIndex {
  // Built on the first miss: every route is registered by then, and a service that never sees a
  // wrong method never pays for it.
  let index: { re: RegExp; methods: Set<string> }[] | null = null;
  const build = () => {
    const byUrl = new Map<string, Set<string>>();
    for (const { method, url } of routes) {
      if (!url.startsWith('/v1/') || url.includes('*')) continue;
      const methods = byUrl.get(url) ?? new Set<string>();
      methods.add(method);
      if (method === 'GET') methods.add('HEAD');
      byUrl.set(url, methods);
    }
    return [...byUrl].map(([url, methods]) => ({
      re: new RegExp(`^${url.split('/').map(segmentPattern).join('/')}/?$`),
      methods,
    }));
  };
  return {
    allowed(path) {
      if (!path.startsWith('/v1/')) return [];
      index ??= build();
      const out = new Set<string>();
      for (const { re, methods } of index) if (re.test(path)) for (const m of methods) out.add(m);
      return [...out].sort();
    },
  };
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { unauthenticated } from './route-config.js';

/**
 * The web console's page: scripts and styles only from our own origin (Vite emits them as files,
 * never inline), API calls only to our own origin, no framing, no <base>, forms post only here.
 * style-src-attr is not relaxed: the console sets no `style=` attribute (docs/console.md).
 */
export const CONSOLE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** Hashed file names change with their content, so a browser may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const NOT_BUILT =
  'The web console is not built: run `npm run build` (or `npm install`, which builds it), then restart.';

interface Asset {
  body: Buffer;
  type: string;
}

/** Reads the built console (index.html and assets/*) once, at start: nothing on disk per request. */
function loadConsole(dir: string): { index: Buffer; assets: Map<string, Asset> } | null {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const assets = new Map<string, Asset>();
  const assetDir = join(dir, 'assets');
  if (existsSync(assetDir)) {
    for (const name of readdirSync(assetDir)) {
      const type = TYPES[extname(name)];
      if (type) assets.set(name, { body: readFileSync(join(assetDir, name)), type });
    }
  }
  return { index: readFileSync(indexFile), assets };
}

/**
 * Serves the web console (dist/console, built by `npm run build`) at `/`: the page for `/` and for
 * any other GET outside the API (the console's own paths, reloaded or bookmarked), its hashed assets
 * under /assets/. No auth: the page holds no data; it calls the public API with the key the user
 * types. Kept out of the OpenAPI document (`hide`), so the isolation and fuzz suites never see it.
 */
export function registerConsole(root: FastifyInstance, dir: string) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const built = loadConsole(dir);
  const config = unauthenticated;
  const schema = { hide: true };

  const page = (reply: FastifyReply) => {
    if (!built) {
      return reply.code(503).header('content-type', 'text/plain; charset=utf-8').send(NOT_BUILT);
    }
    return reply
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-security-policy': CONSOLE_CSP,
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
      })
      .send(built.index);
  };

  app.get('/', { config, schema }, (_request, reply) => page(reply));
  const params = Type.Object({ file: Type.String() });
  app.get('/assets/:file', { config, schema: { ...schema, params } }, (request, reply) => {
    const asset = built?.assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    return reply
      .headers({ 'content-type': asset.type, 'cache-control': IMMUTABLE, 'referrer-policy': 'no-referrer' })
      .send(asset.body);
  });
  // The console's client-side paths (/prompts/…): the same page. The API's own unknown paths keep
  // the API's 404 body, so a client typo under /v1 never gets HTML.
  app.get('/*', { config, schema }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/v1' || path.startsWith('/v1/') || path.startsWith('/assets/')) return reply.callNotFound();
    return page(reply);
  });
}

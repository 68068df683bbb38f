import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { finishOpenApiDocument } from './openapi-document.js';
import { openApiRouteTransform } from './openapi-route-transform.js';
import { unauthenticated } from './route-config.js';

/** The document's tags, in this order, each with its description. */
const TAGS: Record<string, string> = {
  Tokens: 'Token counting and prices',
  Account: 'The account owner manages workspaces, keys and client ids',
  Users: 'The account owner invites, disables and re-enables users',
  Sessions: 'Sign-in by e-mail and password, invitations, your own sessions',
  'Single sign-on': "OpenID Connect sign-in: the owner's configuration, the redirect and the callback",
  Operator: 'Accounts and limits, for whoever runs the service',
  Contexts: 'Reusable texts and files (PDF, DOCX, text, images) with versions and token counts',
  'Context items': 'The same operations and objects as Contexts, under /v1/context/items',
  'Context packs': 'Ordered selections of context versions with their combined token_info',
  Service: 'Health and the API description',
  AI: "LLM models for analyses: the built-in analyzer, platform models and the account's own AI providers",
  Prompts: 'Prompts of a workspace: containers of versions',
  'Prompt versions': 'Versions of a prompt: content, variables and token_info',
  'Scoring criteria': 'Criteria that versions are scored against',
  Analysis: 'Scoring, risk, balance and heatmap of versions (stored) or of sent content; improve',
  Generation: 'Generate prompts and scoring criteria from a use case',
  MCP: 'The Model Context Protocol endpoint for AI agents (docs/mcp.md)',
};

/**
 * The OpenAPI 3.1 document is generated from the same TypeBox schemas the routes validate and
 * serialize with; routes are collected as they register, so this must run before them.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Promptkeep API',
        version,
        description:
          'Token counting and pricing for many AI models, and prompt management in workspaces. ' +
          'Every error uses the body {status_code, title, message, trace_id, event_id}. ' +
          'Authentication (spec, "Auth"): the API key in the X-Api-Key header (or the api-key query ' +
          'parameter), the API client id in X-Api-Client (or api-client) when the account requires ' +
          'one, and in the prompt area the workspace in X-Workspace-Id (or workspace-id); each query ' +
          'parameter wins over its header.',
        license: { name: 'MIT', identifier: 'MIT' },
        // The project has no public address yet: add `url` or `email` here when it has one.
        contact: { name: 'Promptkeep maintainers' },
      },
      servers: [{ url: '/' }],
      components: {
        // Only the key is a security scheme, in its header: a generator sends every scheme an
        // operation lists, so a query twin would put the key in URLs (logs, proxies). The api-key
        // query parameter, the client id and the workspace are parameters of the operations
        // (openapi-route-transform.ts).
        securitySchemes: {
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: 'An API key of the account (pk_…); the api-key query parameter overrides it.',
          },
          adminKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'PROMPTKEEP_ADMIN_KEY' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: '__Host-pk_session',
            description:
              "A signed-in user's session (POST /v1/auth/sign-in). It also works, instead of a key, on every " +
              'account and workspace operation; requests that change state then need the Origin of this ' +
              'service and the X-CSRF-Token header (docs/security.md, "Sessions").',
          },
        },
      },
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    },
    transform: openApiRouteTransform,
    transformObject: (document) =>
      finishOpenApiDocument('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });

  // The document is built once (swagger caches it), so its bytes and their ETag are too; a client
  // that revalidates with If-None-Match gets a 304 without the body (over 500 KB).
  let served: { body: string; etag: string } | undefined;
  const document = () => {
    if (!served) {
      const body = JSON.stringify(app.swagger());
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      served = { body, etag: `"${hash}"` };
    }
    return served;
  };
  app.get(
    '/v1/openapi.json',
    {
      config: unauthenticated,
      schema: { tags: ['Service'], summary: 'This OpenAPI 3.1 document', hide: true },
    },
    async (request, reply) => {
      const { body, etag } = document();
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}

/** If-None-Match (RFC 9110 §13.1.2): `*` or a list of tags, compared weakly. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

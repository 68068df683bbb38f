import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, KEY_SECURITY } from '../../http/schema-kit.js';
import { CountRequest, CountResult, Model, ModelsQuery } from './tokens.schemas.js';
import type { TokensService } from './tokens.service.js';

const config = { auth: 'account', scope: 'read', limits: 'tokens' } as const;
const tags = ['Tokens'];
const security = KEY_SECURITY;

export function registerTokensRoutes(root: FastifyInstance, service: TokensService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/tokens/models',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'List models with their price per input token',
        querystring: ModelsQuery,
        response: { 200: Type.Array(Model), ...errorResponses() },
      },
    },
    async (req, reply) => {
      if (req.query.author === undefined && req.query.name === undefined) {
        // Bytes serialized once from this very schema's value; Fastify sends Buffers as they are.
        return reply.type('application/json; charset=utf-8').send(service.allModelsJson(req.ctx) as never);
      }
      return service.listModels(req.ctx, req.query);
    },
  );

  app.get(
    '/v1/tokens/authors',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'List model authors',
        querystring: Type.Object(AuthQuery),
        response: { 200: Type.Array(Type.String()), ...errorResponses() },
      },
    },
    (req) => service.authors(req.ctx),
  );

  app.post(
    '/v1/tokens/count',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Count tokens and price a text for several models',
        querystring: Type.Object(AuthQuery),
        body: CountRequest,
        response: { 200: Type.Array(CountResult), ...errorResponses(413) },
      },
    },
    (req) => service.count(req.ctx, req.body),
  );
}

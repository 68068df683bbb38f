import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, KEY_SECURITY } from '../../http/common-schemas.js';
import { HEADERS, withHeaders } from '../../http/openapi-headers.js';
import { answerPage, type ListKey, PageQuery, pageRequest, sendPage } from '../../http/paging.js';
import { tokenCounting } from '../../http/route-config.js';
import { CATALOG_AS_OF_HEADER, CountRequest, CountResult, Model, ModelsQuery } from './tokens.schemas.js';
import type { TokensService } from './tokens.service.js';

const tags = ['Tokens'];
const MODEL_LIST: ListKey = { list: 'token-models', shape: ['number'] };
const AUTHOR_LIST: ListKey = { list: 'token-authors', shape: ['number'] };
const security = KEY_SECURITY;

export function registerTokensRoutes(root: FastifyInstance, service: TokensService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/tokens/models',
    {
      config: tokenCounting,
      schema: {
        tags,
        security,
        summary: 'List models with their prices, context window and how they are counted',
        description: `The \`${CATALOG_AS_OF_HEADER}\` response header gives the date (YYYY-MM-DD) the catalog's prices are true for.`,
        querystring: ModelsQuery,
        response: {
          200: withHeaders(Type.Array(Model), { 'X-Catalog-As-Of': HEADERS.catalogAsOf }),
          ...errorResponses(),
        },
      },
    },
    async (req, reply) => {
      reply.header(CATALOG_AS_OF_HEADER, service.catalogAsOf);
      const { author, name, limit, after } = req.query;
      const plain = author === undefined && name === undefined && limit === undefined && after === undefined;
      if (plain && service.fitsOnePage) {
        // Bytes serialized once from this very schema's value; Fastify sends Buffers as they are.
        return reply
          .type('application/json; charset=utf-8')
          .send(service.allModelsJson({ ctx: req.ctx }) as never);
      }
      const page = pageRequest(req.query, MODEL_LIST);
      return sendPage(
        req,
        reply,
        service.modelsPage({ ctx: req.ctx, author, name, page }),
        MODEL_LIST,
        page.limit,
      );
    },
  );

  app.get(
    '/v1/tokens/authors',
    {
      config: tokenCounting,
      schema: {
        tags,
        security,
        summary: 'List model authors',
        querystring: Type.Object({ ...AuthQuery, ...PageQuery }),
        response: { 200: Type.Array(Type.String()), ...errorResponses() },
      },
    },
    (req, reply) => answerPage(req, reply, AUTHOR_LIST, (page) => service.authors({ ctx: req.ctx, page })),
  );

  app.post(
    '/v1/tokens/count',
    {
      config: tokenCounting,
      schema: {
        tags,
        security,
        summary: 'Count tokens and price a text for several models',
        querystring: Type.Object(AuthQuery),
        body: CountRequest,
        response: { 200: Type.Array(CountResult), ...errorResponses(413) },
      },
    },
    (req) => service.count({ ctx: req.ctx, input: req.body.input, models: req.body.models }),
  );
}

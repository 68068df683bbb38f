import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, KEY_SECURITY } from '../../http/common-schemas.js';
import { checkedAnswer, largeTextOf } from '../../http/large-text-body.js';
import { HEADERS, withHeaders } from '../../http/openapi-headers.js';
import { answerPage, type ListKey, PageQuery, pageRequest, sendPage } from '../../http/paging.js';
import { tokenCounting } from '../../http/route-config.js';
import type { RequestContext } from '../../lib/request-context.js';
import { TokenCatalog } from './token-catalog.schemas.js';
import {
  CATALOG_AS_OF_HEADER,
  CountQuery,
  CountRequest,
  CountResult,
  Model,
  ModelsQuery,
} from './tokens.schemas.js';
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

  app.get(
    '/v1/tokens/catalog',
    {
      config: tokenCounting,
      schema: {
        tags,
        security,
        summary: 'What the catalog is built from and how much of it is counted exactly',
        description:
          'The as-of date, every source with its installed version, each tokenizer and the models it counts, ' +
          'coverage by count source and by maker, and the method and measured error of estimates.',
        querystring: Type.Object(AuthQuery),
        response: { 200: TokenCatalog, ...errorResponses() },
      },
    },
    (req) => service.describe({ ctx: req.ctx }),
  );

  app.post(
    '/v1/tokens/count',
    {
      // A large body's `input` stays bytes, counted on a worker (src/http/large-text-body.ts).
      config: { ...tokenCounting, largeTextField: 'input' },
      schema: {
        tags,
        security,
        summary: 'Count tokens and price a text (or a whole chat request) for several models',
        querystring: CountQuery,
        body: CountRequest,
        response: { 200: Type.Array(CountResult), ...errorResponses(413) },
      },
    },
    // A large input's literal is checked where it is decoded: its answer waits for that.
    (req) => checkedAnswer(req.body, service.count(countArgs(req.ctx, req.body, req.query))),
  );
}

/**
 * What POST /v1/tokens/count asks the service for a checked body and query: the route's handler
 * and the fast path (src/http/fast-count.ts, which passes no query) both call this.
 */
export function countArgs(ctx: RequestContext, body: CountRequest, query: CountQuery) {
  return {
    ctx,
    input: largeTextOf(body) ?? body.input,
    models: body.models,
    estimate: body.estimate ?? query.estimate === 'true',
    messages: body.messages,
    tools: body.tools,
    expected_output_tokens: body.expected_output_tokens,
  };
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, KEY_SECURITY, NoContent } from '../../http/common-schemas.js';
import { answerPage, PageQuery } from '../../http/paging.js';
import { accountOwner, accountRead } from '../../http/route-config.js';
import { compareKeys, pageInMemory } from '../../lib/paging.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AiModel, ModelInput, Provider, ProviderInput, ProviderModel, ProviderPatch } from './ai.schemas.js';
import type { AiProvidersService } from './ai-providers.service.js';

const PROVIDER_LIST = { list: 'providers', shape: ['string', 'string'] } as const;
const PROVIDER_MODEL_LIST = { list: 'provider-models', shape: ['string', 'string'] } as const;
const AI_MODEL_LIST = {
  list: 'ai-models',
  shape: ['number', 'number', 'string', 'string', 'string', 'string'],
} as const;
const pagedQuery = Type.Object({ ...AuthQuery, ...PageQuery });
/**
 * The models list's order: the built-in analyzer, the platform models in the operator's order
 * (their position), then the account's by provider name and id, then model name. The key carries
 * all of it, so a cursor stays valid when an account model is added or removed.
 */
function keyedModels(models: AiModel[]) {
  const rank = { builtin: 0, platform: 1, provider: 2 } as const;
  const keyed = models.map((m, at) => ({
    m,
    key: [
      rank[m.source],
      m.source === 'provider' ? 0 : at,
      m.provider_name ?? '',
      m.provider_id ?? '',
      m.name,
      m.model_id,
    ] as const,
  }));
  return keyed.sort((x, y) => compareKeys(x.key, y.key));
}
const base = { tags: ['AI'], security: KEY_SECURITY, querystring: Type.Object(AuthQuery) };

const Id = Type.String({ minLength: 1, maxLength: 128 });
const ProviderParams = Type.Object({ providerId: Id });
const ModelParams = Type.Object({ providerId: Id, modelId: Id });

/** The account's own AI providers (owner keys) and the list of usable models (any key). */
export function registerAiRoutes(
  root: FastifyInstance,
  // The models list comes from the analysis module's model resolver (it knows the built-in analyzer).
  deps: {
    providers: AiProvidersService;
    resolver: { listModels(i: { ctx: RequestContext }): Promise<AiModel[]> };
  },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const { providers } = deps;

  app.get(
    '/v1/ai/models',
    {
      config: accountRead,
      schema: {
        ...base,
        summary:
          "Models the caller may name in settings: built-in, platform and the account's provider models",
        querystring: pagedQuery,
        response: { 200: Type.Array(AiModel), ...errorResponses() },
      },
    },
    (req, reply) =>
      answerPage(req, reply, AI_MODEL_LIST, async (page) => {
        const models = keyedModels(await deps.resolver.listModels({ ctx: req.ctx }));
        const { items, next } = pageInMemory(models, page, (k) => k.key);
        return { items: items.map((k) => k.m), next };
      }),
  );

  app.post(
    '/v1/account/providers',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Add an AI provider (its secrets are stored encrypted and never returned)',
        body: ProviderInput,
        response: { 201: Provider, ...errorResponses(409) },
      },
    },
    async (req, reply) => reply.code(201).send(await providers.create({ ctx: req.ctx, input: req.body })),
  );
  app.get(
    '/v1/account/providers',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: "List the account's AI providers, by name",
        querystring: pagedQuery,
        response: { 200: Type.Array(Provider), ...errorResponses() },
      },
    },
    (req, reply) => answerPage(req, reply, PROVIDER_LIST, (page) => providers.list({ ctx: req.ctx, page })),
  );
  app.get(
    '/v1/account/providers/:providerId',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Get an AI provider',
        params: ProviderParams,
        response: { 200: Provider, ...errorResponses(404) },
      },
    },
    (req) => providers.get({ ctx: req.ctx, providerId: req.params.providerId }),
  );
  app.patch(
    '/v1/account/providers/:providerId',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary:
          'Change a provider: rotate its key or secrets, change its base URL or options, rename it (null removes a field)',
        params: ProviderParams,
        body: ProviderPatch,
        response: { 200: Provider, ...errorResponses(404) },
      },
    },
    (req) => providers.update({ ctx: req.ctx, providerId: req.params.providerId, patch: req.body }),
  );
  app.delete(
    '/v1/account/providers/:providerId',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Delete a provider and its models',
        params: ProviderParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      await providers.remove({ ctx: req.ctx, providerId: req.params.providerId });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/v1/account/providers/:providerId/models',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Add a model of the provider; its model_id is what settings.model_id names',
        params: ProviderParams,
        body: ModelInput,
        response: { 201: ProviderModel, ...errorResponses(404, 409) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await providers.addModel({ ctx: req.ctx, providerId: req.params.providerId, name: req.body.name }),
        ),
  );
  app.get(
    '/v1/account/providers/:providerId/models',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'List the models of an AI provider, by name',
        params: ProviderParams,
        querystring: pagedQuery,
        response: { 200: Type.Array(ProviderModel), ...errorResponses(404) },
      },
    },
    (req, reply) =>
      answerPage(req, reply, PROVIDER_MODEL_LIST, (page) =>
        providers.listModels({ ctx: req.ctx, providerId: req.params.providerId, page }),
      ),
  );
  app.delete(
    '/v1/account/providers/:providerId/models/:modelId',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Remove a model of an AI provider',
        params: ModelParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      await providers.removeModel({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );
}

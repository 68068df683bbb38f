import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { noContent } from '../../http/no-content.js';
import { answerPage } from '../../http/paging.js';
import { accountSchemas } from '../../http/resource-schemas.js';
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
const route = accountSchemas(['AI']);
const ONE = '/v1/account/providers/:providerId';
const MODELS = `${ONE}/models`;

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
      schema: route.list({
        summary:
          "Models the caller may name in settings: built-in, platform and the account's provider models",
        item: AiModel,
      }),
    },
    (req, reply) =>
      answerPage(req, reply, AI_MODEL_LIST, async (page) => {
        const models = keyedModels(await deps.resolver.listModels({ ctx: req.ctx }));
        const { items, next } = pageInMemory(models, page, (k) => k.key);
        return { items: items.map((k) => k.m), next };
      }),
  );

  const create = route.created({
    summary: 'Add an AI provider (its secrets are stored encrypted and never returned)',
    body: ProviderInput,
    response: Provider,
    errors: [409],
  });
  app.post('/v1/account/providers', { config: accountOwner, schema: create }, async (req, reply) =>
    reply.code(201).send(await providers.create({ ctx: req.ctx, input: req.body })),
  );
  const list = route.list({ summary: "List the account's AI providers, by name", item: Provider });
  app.get('/v1/account/providers', { config: accountOwner, schema: list }, (req, reply) =>
    answerPage(req, reply, PROVIDER_LIST, (page) => providers.list({ ctx: req.ctx, page })),
  );
  const get = route.read({ summary: 'Get an AI provider', params: ProviderParams, response: Provider });
  app.get(ONE, { config: accountOwner, schema: get }, (req) =>
    providers.get({ ctx: req.ctx, providerId: req.params.providerId }),
  );
  const update = route.updated({
    summary:
      'Change a provider: rotate its key or secrets, change its base URL or options, rename it (null removes a field)',
    params: ProviderParams,
    body: ProviderPatch,
    response: Provider,
  });
  app.patch(ONE, { config: accountOwner, schema: update }, (req) =>
    providers.update({ ctx: req.ctx, providerId: req.params.providerId, patch: req.body }),
  );
  const remove = route.deleted({ summary: 'Delete a provider and its models', params: ProviderParams });
  app.delete(ONE, { config: accountOwner, schema: remove }, (req, reply) =>
    noContent(reply, providers.remove({ ctx: req.ctx, providerId: req.params.providerId })),
  );

  const addModel = route.created({
    summary: 'Add a model of the provider; its model_id is what settings.model_id names',
    params: ProviderParams,
    body: ModelInput,
    response: ProviderModel,
    errors: [409],
  });
  app.post(MODELS, { config: accountOwner, schema: addModel }, async (req, reply) =>
    reply
      .code(201)
      .send(
        await providers.addModel({ ctx: req.ctx, providerId: req.params.providerId, name: req.body.name }),
      ),
  );
  const listModels = route.list({
    summary: 'List the models of an AI provider, by name',
    params: ProviderParams,
    item: ProviderModel,
  });
  app.get(MODELS, { config: accountOwner, schema: listModels }, (req, reply) =>
    answerPage(req, reply, PROVIDER_MODEL_LIST, (page) =>
      providers.listModels({ ctx: req.ctx, providerId: req.params.providerId, page }),
    ),
  );
  const removeModel = route.deleted({ summary: 'Remove a model of an AI provider', params: ModelParams });
  app.delete(`${MODELS}/:modelId`, { config: accountOwner, schema: removeModel }, (req, reply) =>
    noContent(reply, providers.removeModel({ ctx: req.ctx, ...req.params })),
  );
}

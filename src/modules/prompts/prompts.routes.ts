import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, IdParams } from '../../http/common-schemas.js';
import { answerPage, PageQuery } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import {
  conditional,
  IfMatchHeaders,
  IfNoneMatchHeaders,
  parentList,
  responses,
  versionedSchema,
  withEtag,
} from '../../versioned/index.js';
import {
  Prompt,
  PromptInput,
  PromptListQuery,
  PromptName,
  PromptPatch,
  PromptQuery,
} from './prompts.schemas.js';
import type { PromptsService } from './prompts.service.js';

const params = IdParams('promptId');
const schema = versionedSchema(['Prompts']);
const PROMPT_LIST = parentList('prompts');
const ALL = '/v1/prompts';
const ONE = '/v1/prompts/:promptId';

/** Prompts (spec: Prompts table). Single-prompt responses carry an ETag; PATCH and DELETE honour If-Match. */
export function registerPromptRoutes(root: FastifyInstance, service: PromptsService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    ALL,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'List prompts, sorted by name (case-insensitive), then by creation',
        querystring: Type.Object({ ...PromptListQuery.properties, ...PageQuery }),
        response: { 200: Type.Array(Prompt), ...errorResponses() },
      },
    },
    (req, reply) =>
      answerPage(req, reply, PROMPT_LIST, (page) =>
        service.list({ ctx: req.ctx, expand: req.query.expand, name: req.query.name, page }),
      ),
  );
  app.post(
    ALL,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Create a prompt; with content, its first version (primary)',
        body: PromptInput,
        response: responses.created(Prompt, 413),
      },
    },
    async (req, reply) => withEtag(reply.code(201), await service.create({ ctx: req.ctx, input: req.body })),
  );
  app.get(
    ONE,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'Get a prompt with its primary version (all versions with expand=versions)',
        params,
        querystring: PromptQuery,
        headers: IfNoneMatchHeaders,
        response: responses.read(Prompt, 404),
      },
    },
    async (req, reply) =>
      withEtag(reply, await service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand })),
  );
  app.get(
    '/v1/prompts-by-name/:name',
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'Get the prompt of this name, as GET /v1/prompts/{promptId} does',
        operationId: 'getPromptByName',
        description:
          'Names are matched exactly (percent-encode them); when several prompts share a name, the oldest is used.',
        params: Type.Object({ name: PromptName }),
        querystring: PromptQuery,
        headers: IfNoneMatchHeaders,
        response: responses.read(Prompt, 404),
      },
    },
    async (req, reply) =>
      withEtag(reply, await service.getByName({ ctx: req.ctx, ...req.params, expand: req.query.expand })),
  );
  app.patch(
    ONE,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Rename a prompt or change its use case (content changes through versions)',
        params,
        headers: IfMatchHeaders,
        body: PromptPatch,
        response: responses.updated(Prompt),
      },
    },
    async (req, reply) =>
      withEtag(reply, await service.update({ ...conditional(req), ...req.params, input: req.body })),
  );
  app.delete(
    ONE,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Delete a prompt, its versions and their analyses',
        params,
        headers: IfMatchHeaders,
        response: responses.deleted(),
      },
    },
    async (req, reply) => {
      await service.remove({ ...conditional(req), ...req.params });
      return reply.code(204).send(null);
    },
  );
}

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
  responses,
  versionedSchema,
  versionList,
  withEtag,
} from '../../versioned/index.js';
import type { PromptVersionsService } from './prompt-versions.service.js';
import { Version, VersionInput, VersionPatch, VersionQuery } from './prompts.schemas.js';

const promptParams = IdParams('promptId');
const versionParams = IdParams('promptId', 'versionId');
const schema = versionedSchema(['Prompt versions']);
const VERSION_LIST = versionList('prompt-versions');
const ALL = '/v1/prompts/:promptId/versions';
const ONE = `${ALL}/:versionId`;

/** Versions of a prompt (spec: Prompt versions). Single-version responses carry an ETag. */
export function registerPromptVersionRoutes(root: FastifyInstance, service: PromptVersionsService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    ALL,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'List the versions of a prompt, most recently updated first',
        params: promptParams,
        querystring: Type.Object({ ...VersionQuery.properties, ...PageQuery }),
        response: { 200: Type.Array(Version), ...errorResponses(404) },
      },
    },
    (req, reply) =>
      answerPage(req, reply, VERSION_LIST, (page) =>
        service.list({ ctx: req.ctx, ...req.params, expand: req.query.expand, page }),
      ),
  );
  app.post(
    ALL,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Create a version (primary if it is the first, or if is_primary is true)',
        params: promptParams,
        body: VersionInput,
        response: responses.created(Version, 404, 413),
      },
    },
    async (req, reply) =>
      withEtag(reply.code(201), await service.create({ ctx: req.ctx, ...req.params, input: req.body })),
  );
  app.get(
    ONE,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'Get a version',
        params: versionParams,
        querystring: VersionQuery,
        headers: IfNoneMatchHeaders,
        response: responses.read(Version, 404),
      },
    },
    async (req, reply) =>
      withEtag(reply, await service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand })),
  );
  app.patch(
    ONE,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Change a version: name, content (with variables) or make it primary',
        params: versionParams,
        headers: IfMatchHeaders,
        body: VersionPatch,
        response: responses.updated(Version, 409, 413),
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
        summary: 'Delete a version (the primary only when it is the last one)',
        params: versionParams,
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

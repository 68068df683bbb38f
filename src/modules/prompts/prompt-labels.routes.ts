import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, IdParams, NoContent, WorkspaceQuery } from '../../http/common-schemas.js';
import { answerPage, type ListKey, PageQuery } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import { IfNoneMatchHeaders, responses, versionedSchema, withEtag } from '../../versioned/index.js';
import type { PromptLabelsService } from './prompt-labels.service.js';
import {
  LabelName,
  PromptLabel,
  PromptLabelInput,
  PromptName,
  Version,
  VersionQuery,
} from './prompts.schemas.js';

const promptParams = IdParams('promptId');
const labelParams = Type.Object({ ...promptParams.properties, label: LabelName });
const byNameParams = Type.Object({ name: PromptName, label: LabelName });
const LABEL_LIST: ListKey = { list: 'prompt-labels', shape: ['string'] };
const schema = versionedSchema(['Prompt labels']);
const ALL = '/v1/prompts/:promptId/labels';
const ONE = `${ALL}/:label`;

/**
 * Labels of a prompt (named pointers to versions beyond the primary) and the reads applications
 * make: a version by label, by prompt id or by prompt name. `primary` reads the primary version.
 * A label has no revision of its own: PUT and DELETE take no If-Match.
 */
export function registerPromptLabelRoutes(root: FastifyInstance, service: PromptLabelsService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    ALL,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'List the labels of a prompt, by name',
        operationId: 'listPromptLabels',
        params: promptParams,
        querystring: Type.Object({ ...WorkspaceQuery, ...PageQuery }),
        response: { 200: Type.Array(PromptLabel), ...errorResponses(404) },
      },
    },
    (req, reply) =>
      answerPage(req, reply, LABEL_LIST, (page) => service.list({ ctx: req.ctx, ...req.params, page })),
  );
  app.put(
    ONE,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Point a label at a version of the prompt (created, or moved atomically)',
        operationId: 'setPromptLabel',
        description:
          'At most one version per label per prompt. The version must belong to the prompt (else 404). `primary` is reserved (400).',
        params: labelParams,
        body: PromptLabelInput,
        response: { 200: PromptLabel, ...errorResponses(404) },
      },
    },
    (req) => service.set({ ctx: req.ctx, ...req.params, versionId: req.body.version_id }),
  );
  app.delete(
    ONE,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Remove a label (the version stays)',
        operationId: 'deletePromptLabel',
        params: labelParams,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    async (req, reply) => {
      await service.remove({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );
  app.get(
    ONE,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'Get the version a label points at (`primary`: the primary version)',
        operationId: 'getPromptLabel',
        params: labelParams,
        querystring: VersionQuery,
        headers: IfNoneMatchHeaders,
        response: responses.read(Version, 404),
      },
    },
    async (req, reply) =>
      withEtag(reply, await service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand })),
  );
  app.get(
    '/v1/prompts-by-name/:name/labels/:label',
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary:
          'Get the version a label of the prompt of this name points at (`primary`: its primary version)',
        operationId: 'getPromptLabelByName',
        description:
          'Names are matched exactly (percent-encode them); when several prompts share a name, the oldest is used.',
        params: byNameParams,
        querystring: VersionQuery,
        headers: IfNoneMatchHeaders,
        response: responses.read(Version, 404),
      },
    },
    async (req, reply) =>
      withEtag(reply, await service.getByName({ ctx: req.ctx, ...req.params, expand: req.query.expand })),
  );
}

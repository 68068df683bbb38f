import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../http/common-schemas.js';
import type { ListKey } from '../../http/paging.js';
import { versionedRoutes } from '../../http/versioned-routes.js';
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
const labelList: ListKey = { list: 'prompt-labels', shape: ['string'] };

/**
 * Labels of a prompt (named pointers to versions beyond the primary) and the reads applications
 * make: a version by label, by prompt id or by prompt name. `primary` reads the primary version.
 */
export function registerPromptLabelRoutes(app: FastifyInstance, service: PromptLabelsService) {
  const routes = versionedRoutes(app, ['Prompt labels']);
  const all = '/v1/prompts/:promptId/labels';
  const one = `${all}/:label`;

  routes.list(
    all,
    {
      summary: 'List the labels of a prompt, by name',
      operationId: 'listPromptLabels',
      params: promptParams,
      item: PromptLabel,
      cursor: labelList,
    },
    (req, page) => service.list({ ctx: req.ctx, ...req.params, page }),
  );
  routes.put(
    one,
    {
      summary: 'Point a label at a version of the prompt (created, or moved atomically)',
      description:
        'At most one version per label per prompt. The version must belong to the prompt (else 404). `primary` is reserved (400).',
      operationId: 'setPromptLabel',
      params: labelParams,
      body: PromptLabelInput,
      response: PromptLabel,
    },
    (req) => service.set({ ctx: req.ctx, ...req.params, versionId: req.body.version_id }),
  );
  routes.remove(
    one,
    {
      summary: 'Remove a label (the version stays)',
      operationId: 'deletePromptLabel',
      params: labelParams,
      unconditional: true,
    },
    (req) => service.remove({ ctx: req.ctx, ...req.params }),
  );
  routes.get(
    one,
    {
      summary: 'Get the version a label points at (`primary`: the primary version)',
      operationId: 'getPromptLabel',
      params: labelParams,
      querystring: VersionQuery,
      response: Version,
    },
    (req) => service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
  );
  routes.get(
    '/v1/prompts-by-name/:name/labels/:label',
    {
      summary:
        'Get the version a label of the prompt of this name points at (`primary`: its primary version)',
      description:
        'Names are matched exactly (percent-encode them); when several prompts share a name, the oldest is used.',
      operationId: 'getPromptLabelByName',
      params: byNameParams,
      querystring: VersionQuery,
      response: Version,
    },
    (req) => service.getByName({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
  );
}

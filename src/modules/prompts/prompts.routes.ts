import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../http/common-schemas.js';
import { parentList, versionedRoutes } from '../../http/versioned-routes.js';
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

/** Prompts (spec: Prompts table). Single-prompt responses carry an ETag; PATCH and DELETE honour If-Match. */
export function registerPromptRoutes(app: FastifyInstance, service: PromptsService) {
  const routes = versionedRoutes(app, ['Prompts']);
  const one = '/v1/prompts/:promptId';

  routes.list(
    '/v1/prompts',
    {
      summary: 'List prompts, sorted by name (case-insensitive), then by creation',
      querystring: PromptListQuery,
      item: Prompt,
      cursor: parentList('prompts'),
    },
    (req, page) => service.list({ ctx: req.ctx, expand: req.query.expand, name: req.query.name, page }),
  );
  routes.create(
    '/v1/prompts',
    {
      summary: 'Create a prompt; with content, its first version (primary)',
      body: PromptInput,
      response: Prompt,
      errors: [413],
    },
    (req) => service.create({ ctx: req.ctx, input: req.body }),
  );
  routes.get(
    one,
    {
      summary: 'Get a prompt with its primary version (all versions with expand=versions)',
      params,
      querystring: PromptQuery,
      response: Prompt,
    },
    (req) => service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
  );
  routes.get(
    '/v1/prompts-by-name/:name',
    {
      summary: 'Get the prompt of this name, as GET /v1/prompts/{promptId} does',
      description:
        'Names are matched exactly (percent-encode them); when several prompts share a name, the oldest is used.',
      operationId: 'getPromptByName',
      params: Type.Object({ name: PromptName }),
      querystring: PromptQuery,
      response: Prompt,
    },
    (req) => service.getByName({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
  );
  routes.update(
    one,
    {
      summary: 'Rename a prompt or change its use case (content changes through versions)',
      params,
      body: PromptPatch,
      response: Prompt,
    },
    (req, write) => service.update({ ...write, ...req.params }),
  );
  routes.remove(one, { summary: 'Delete a prompt, its versions and their analyses', params }, (req, write) =>
    service.remove({ ...write, ...req.params }),
  );
}

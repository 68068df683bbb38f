import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { versionedRoutes, versionList } from '../../http/versioned-routes.js';
import type { PromptVersionsService } from './prompt-versions.service.js';
import { Version, VersionInput, VersionPatch, VersionQuery } from './prompts.schemas.js';

const promptParams = IdParams('promptId');
const versionParams = IdParams('promptId', 'versionId');

/** Versions of a prompt (spec: Prompt versions). Single-version responses carry an ETag. */
export function registerPromptVersionRoutes(app: FastifyInstance, service: PromptVersionsService) {
  const routes = versionedRoutes(app, ['Prompt versions']);
  const all = '/v1/prompts/:promptId/versions';
  const one = `${all}/:versionId`;

  routes.list(
    all,
    {
      summary: 'List the versions of a prompt, most recently updated first',
      params: promptParams,
      querystring: VersionQuery,
      item: Version,
      cursor: versionList('prompt-versions'),
    },
    (req, page) => service.list({ ctx: req.ctx, ...req.params, expand: req.query.expand, page }),
  );
  routes.create(
    all,
    {
      summary: 'Create a version (primary if it is the first, or if is_primary is true)',
      params: promptParams,
      body: VersionInput,
      response: Version,
      errors: [413],
    },
    (req) => service.create({ ctx: req.ctx, ...req.params, input: req.body }),
  );
  routes.get(
    one,
    { summary: 'Get a version', params: versionParams, querystring: VersionQuery, response: Version },
    (req) => service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
  );
  routes.update(
    one,
    {
      summary: 'Change a version: name, content (with variables) or make it primary',
      params: versionParams,
      body: VersionPatch,
      response: Version,
      errors: [409, 413],
    },
    (req, write) => service.update({ ...write, ...req.params }),
  );
  routes.remove(
    one,
    { summary: 'Delete a version (the primary only when it is the last one)', params: versionParams },
    (req, write) => service.remove({ ...write, ...req.params }),
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { versionedRouteTable, versionList } from '../../versioned/index.js';
import type { PromptVersionsService } from './prompt-versions.service.js';
import { ChatVersionInput, Version, VersionInput, VersionPatch, VersionQuery } from './prompts.schemas.js';

const promptParams = IdParams('promptId');
const versionParams = IdParams('promptId', 'versionId');
const on = versionedRouteTable(['Prompt versions']);
const VERSION_LIST = versionList('prompt-versions');
const ALL = '/v1/prompts/:promptId/versions';
const ONE = `${ALL}/:versionId`;

/** Versions of a prompt (spec: Prompt versions). Single-version responses carry an ETag. */
export function registerPromptVersionRoutes(root: FastifyInstance, service: PromptVersionsService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.route(
    on.list(
      ALL,
      VERSION_LIST,
      {
        summary: 'List the versions of a prompt, most recently updated first',
        params: promptParams,
        querystring: VersionQuery,
        item: Version,
      },
      (req, page) => service.list({ ctx: req.ctx, ...req.params, expand: req.query.expand, page }),
    ),
  );
  app.route(
    on.created(
      ALL,
      {
        summary: 'Create a version (primary if it is the first, or if is_primary is true)',
        params: promptParams,
        body: VersionInput,
        response: Version,
        errors: [413],
      },
      (req) => service.create({ ctx: req.ctx, ...req.params, input: req.body }),
    ),
  );
  app.route(
    on.created(
      `${ALL}/chat`,
      {
        summary: 'Create a chat version: role messages and message placeholders (docs/chat-versions.md)',
        params: promptParams,
        body: ChatVersionInput,
        response: Version,
        errors: [413],
      },
      (req) => service.createChat({ ctx: req.ctx, ...req.params, input: req.body }),
    ),
  );
  app.route(
    on.read(
      ONE,
      { summary: 'Get a version', params: versionParams, querystring: VersionQuery, response: Version },
      (req) => service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
    ),
  );
  app.route(
    on.updated(
      ONE,
      {
        summary: 'Change a version: name, content or messages (with variables), config, or make it primary',
        params: versionParams,
        body: VersionPatch,
        response: Version,
        errors: [409, 413],
      },
      (req, write) => service.update({ ...write, ...req.params, input: req.body }),
    ),
  );
  app.route(
    on.deleted(
      ONE,
      { summary: 'Delete a version (the primary only when it is the last one)', params: versionParams },
      (req, write) => service.remove({ ...write, ...req.params }),
    ),
  );
}

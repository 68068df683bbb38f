import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { answerPage } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import { conditional, versionedSchemas, versionList, withEtag } from '../../versioned/index.js';
import type { PromptVersionsService } from './prompt-versions.service.js';
import { ChatVersionInput, Version, VersionInput, VersionPatch, VersionQuery } from './prompts.schemas.js';

const promptParams = IdParams('promptId');
const versionParams = IdParams('promptId', 'versionId');
const route = versionedSchemas(['Prompt versions']);
const VERSION_LIST = versionList('prompt-versions');
const ALL = '/v1/prompts/:promptId/versions';
const ONE = `${ALL}/:versionId`;

/** Versions of a prompt (spec: Prompt versions). Single-version responses carry an ETag. */
export function registerPromptVersionRoutes(root: FastifyInstance, service: PromptVersionsService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  const list = route.list({
    summary: 'List the versions of a prompt, most recently updated first',
    params: promptParams,
    querystring: VersionQuery,
    item: Version,
  });
  app.get(ALL, { config: workspaceRead, schema: list }, (req, reply) =>
    answerPage(req, reply, VERSION_LIST, (page) =>
      service.list({ ctx: req.ctx, ...req.params, expand: req.query.expand, page }),
    ),
  );

  const create = route.created({
    summary: 'Create a version (primary if it is the first, or if is_primary is true)',
    params: promptParams,
    body: VersionInput,
    response: Version,
    errors: [413],
  });
  app.post(ALL, { config: workspaceWrite, schema: create }, async (req, reply) =>
    withEtag(reply.code(201), await service.create({ ctx: req.ctx, ...req.params, input: req.body })),
  );

  const createChat = route.created({
    summary: 'Create a chat version: role messages and message placeholders (docs/chat-versions.md)',
    params: promptParams,
    body: ChatVersionInput,
    response: Version,
    errors: [413],
  });
  app.post(`${ALL}/chat`, { config: workspaceWrite, schema: createChat }, async (req, reply) =>
    withEtag(reply.code(201), await service.createChat({ ctx: req.ctx, ...req.params, input: req.body })),
  );

  const get = route.read({
    summary: 'Get a version',
    params: versionParams,
    querystring: VersionQuery,
    response: Version,
  });
  app.get(ONE, { config: workspaceRead, schema: get }, async (req, reply) =>
    withEtag(reply, await service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand })),
  );

  const update = route.updated({
    summary: 'Change a version: name, content or messages (with variables), config, or make it primary',
    params: versionParams,
    body: VersionPatch,
    response: Version,
    errors: [409, 413],
  });
  app.patch(ONE, { config: workspaceWrite, schema: update }, async (req, reply) =>
    withEtag(reply, await service.update({ ...conditional(req), ...req.params, input: req.body })),
  );

  const remove = route.deleted({
    summary: 'Delete a version (the primary only when it is the last one)',
    params: versionParams,
  });
  app.delete(ONE, { config: workspaceWrite, schema: remove }, async (req, reply) => {
    await service.remove({ ...conditional(req), ...req.params });
    return reply.code(204).send(null);
  });
}

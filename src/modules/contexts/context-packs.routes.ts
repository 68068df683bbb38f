import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { answerPage } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import { conditional, parentList, versionedSchemas, versionList, withEtag } from '../../versioned/index.js';
import {
  Pack,
  PackInput,
  PackPatch,
  PackVersion,
  PackVersionInput,
  PackVersionPatch,
} from './context-packs.schemas.js';
import type { ContextPacksService } from './context-packs.service.js';
import { ContextQuery } from './contexts.schemas.js';

const packParams = IdParams('contextPackId');
const versionParams = IdParams('contextPackId', 'versionId');
const route = versionedSchemas(['Context packs']);
const PACK_LIST = parentList('context-packs');
const VERSION_LIST = versionList('context-pack-versions');
const BASE = '/v1/context/packs';
const ONE = `${BASE}/:contextPackId`;
const VERSIONS = `${ONE}/versions`;
const VERSION = `${VERSIONS}/:versionId`;
const ids = (p: { contextPackId: string; versionId: string }) => ({
  packId: p.contextPackId,
  versionId: p.versionId,
});

/** Context packs and their versions (spec: /v1/context/packs…). Single-object responses carry an ETag. */
export function registerContextPackRoutes(root: FastifyInstance, service: ContextPacksService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  const list = route.list({
    summary: 'List context packs, sorted by name (case-insensitive)',
    querystring: ContextQuery,
    item: Pack,
  });
  app.get(BASE, { config: workspaceRead, schema: list }, (req, reply) =>
    answerPage(req, reply, PACK_LIST, (page) =>
      service.list({ ctx: req.ctx, expand: req.query.expand, page }),
    ),
  );

  const create = route.created({
    summary: 'Create a context pack (with items: and its first, primary, version)',
    body: PackInput,
    response: Pack,
  });
  app.post(BASE, { config: workspaceWrite, schema: create }, async (req, reply) =>
    withEtag(reply.code(201), await service.create({ ctx: req.ctx, input: req.body })),
  );

  const get = route.read({
    summary: 'Get a context pack (its primary version; all with expand=versions)',
    params: packParams,
    querystring: ContextQuery,
    response: Pack,
  });
  app.get(ONE, { config: workspaceRead, schema: get }, async (req, reply) =>
    withEtag(
      reply,
      await service.get({ ctx: req.ctx, packId: req.params.contextPackId, expand: req.query.expand }),
    ),
  );

  const update = route.updated({
    summary: 'Rename a context pack or change its description',
    params: packParams,
    body: PackPatch,
    response: Pack,
  });
  app.patch(ONE, { config: workspaceWrite, schema: update }, async (req, reply) =>
    withEtag(
      reply,
      await service.update({ ...conditional(req), packId: req.params.contextPackId, input: req.body }),
    ),
  );

  const remove = route.deleted({
    summary: 'Delete a context pack and its versions (the contexts stay)',
    params: packParams,
  });
  app.delete(ONE, { config: workspaceWrite, schema: remove }, async (req, reply) => {
    await service.remove({ ...conditional(req), packId: req.params.contextPackId });
    return reply.code(204).send(null);
  });

  // ---- versions ----
  const listVersions = route.list({
    summary: 'List the versions of a context pack, most recently updated first',
    params: packParams,
    item: PackVersion,
  });
  app.get(VERSIONS, { config: workspaceRead, schema: listVersions }, (req, reply) =>
    answerPage(req, reply, VERSION_LIST, (page) =>
      service.listVersions({ ctx: req.ctx, packId: req.params.contextPackId, page }),
    ),
  );

  const createVersion = route.created({
    summary: 'Create a pack version (primary if it is the first, or if is_primary is true)',
    params: packParams,
    body: PackVersionInput,
    response: PackVersion,
  });
  app.post(VERSIONS, { config: workspaceWrite, schema: createVersion }, async (req, reply) =>
    withEtag(
      reply.code(201),
      await service.createVersion({ ctx: req.ctx, packId: req.params.contextPackId, input: req.body }),
    ),
  );

  const getVersion = route.read({
    summary: 'Get a pack version with its items resolved and their combined token_info',
    params: versionParams,
    response: PackVersion,
  });
  app.get(VERSION, { config: workspaceRead, schema: getVersion }, async (req, reply) =>
    withEtag(reply, await service.getVersion({ ctx: req.ctx, ...ids(req.params) })),
  );

  const updateVersion = route.updated({
    summary: 'Change a pack version: items, name, or make it primary',
    params: versionParams,
    body: PackVersionPatch,
    response: PackVersion,
  });
  app.patch(VERSION, { config: workspaceWrite, schema: updateVersion }, async (req, reply) =>
    withEtag(
      reply,
      await service.updateVersion({ ...conditional(req), ...ids(req.params), input: req.body }),
    ),
  );

  const removeVersion = route.deleted({
    summary: 'Delete a pack version (the primary only when it is the last one)',
    params: versionParams,
  });
  app.delete(VERSION, { config: workspaceWrite, schema: removeVersion }, async (req, reply) => {
    await service.deleteVersion({ ...conditional(req), ...ids(req.params) });
    return reply.code(204).send(null);
  });
}

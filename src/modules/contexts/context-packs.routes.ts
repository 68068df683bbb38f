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
  versionList,
  withEtag,
} from '../../versioned/index.js';
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
const schema = versionedSchema(['Context packs']);
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

  app.get(
    BASE,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'List context packs, sorted by name (case-insensitive)',
        querystring: Type.Object({ ...ContextQuery.properties, ...PageQuery }),
        response: { 200: Type.Array(Pack), ...errorResponses() },
      },
    },
    (req, reply) =>
      answerPage(req, reply, PACK_LIST, (page) =>
        service.list({ ctx: req.ctx, expand: req.query.expand, page }),
      ),
  );
  app.post(
    BASE,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Create a context pack (with items: and its first, primary, version)',
        body: PackInput,
        response: responses.created(Pack),
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
        summary: 'Get a context pack (its primary version; all with expand=versions)',
        params: packParams,
        querystring: ContextQuery,
        headers: IfNoneMatchHeaders,
        response: responses.read(Pack, 404),
      },
    },
    async (req, reply) =>
      withEtag(
        reply,
        await service.get({ ctx: req.ctx, packId: req.params.contextPackId, expand: req.query.expand }),
      ),
  );
  app.patch(
    ONE,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Rename a context pack or change its description',
        params: packParams,
        headers: IfMatchHeaders,
        body: PackPatch,
        response: responses.updated(Pack),
      },
    },
    async (req, reply) =>
      withEtag(
        reply,
        await service.update({ ...conditional(req), packId: req.params.contextPackId, input: req.body }),
      ),
  );
  app.delete(
    ONE,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Delete a context pack and its versions (the contexts stay)',
        params: packParams,
        headers: IfMatchHeaders,
        response: responses.deleted(),
      },
    },
    async (req, reply) => {
      await service.remove({ ...conditional(req), packId: req.params.contextPackId });
      return reply.code(204).send(null);
    },
  );

  // ---- versions ----
  app.get(
    VERSIONS,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'List the versions of a context pack, most recently updated first',
        params: packParams,
        querystring: Type.Object({ ...schema.querystring.properties, ...PageQuery }),
        response: { 200: Type.Array(PackVersion), ...errorResponses(404) },
      },
    },
    (req, reply) =>
      answerPage(req, reply, VERSION_LIST, (page) =>
        service.listVersions({ ctx: req.ctx, packId: req.params.contextPackId, page }),
      ),
  );
  app.post(
    VERSIONS,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Create a pack version (primary if it is the first, or if is_primary is true)',
        params: packParams,
        body: PackVersionInput,
        response: responses.created(PackVersion, 404),
      },
    },
    async (req, reply) =>
      withEtag(
        reply.code(201),
        await service.createVersion({ ctx: req.ctx, packId: req.params.contextPackId, input: req.body }),
      ),
  );
  app.get(
    VERSION,
    {
      config: workspaceRead,
      schema: {
        ...schema,
        summary: 'Get a pack version with its items resolved and their combined token_info',
        params: versionParams,
        headers: IfNoneMatchHeaders,
        response: responses.read(PackVersion, 404),
      },
    },
    async (req, reply) => withEtag(reply, await service.getVersion({ ctx: req.ctx, ...ids(req.params) })),
  );
  app.patch(
    VERSION,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Change a pack version: items, name, or make it primary',
        params: versionParams,
        headers: IfMatchHeaders,
        body: PackVersionPatch,
        response: responses.updated(PackVersion),
      },
    },
    async (req, reply) =>
      withEtag(
        reply,
        await service.updateVersion({ ...conditional(req), ...ids(req.params), input: req.body }),
      ),
  );
  app.delete(
    VERSION,
    {
      config: workspaceWrite,
      schema: {
        ...schema,
        summary: 'Delete a pack version (the primary only when it is the last one)',
        params: versionParams,
        headers: IfMatchHeaders,
        response: responses.deleted(),
      },
    },
    async (req, reply) => {
      await service.deleteVersion({ ...conditional(req), ...ids(req.params) });
      return reply.code(204).send(null);
    },
  );
}

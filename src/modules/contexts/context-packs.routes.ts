import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { parentList, versionedRouteTable, versionList } from '../../versioned/index.js';
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
const on = versionedRouteTable(['Context packs']);
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
  const packId = (p: { contextPackId: string }) => p.contextPackId;

  app.route(
    on.list(
      BASE,
      PACK_LIST,
      {
        summary: 'List context packs, sorted by name (case-insensitive)',
        querystring: ContextQuery,
        item: Pack,
      },
      (req, page) => service.list({ ctx: req.ctx, expand: req.query.expand, page }),
    ),
  );
  app.route(
    on.created(
      BASE,
      {
        summary: 'Create a context pack (with items: and its first, primary, version)',
        body: PackInput,
        response: Pack,
      },
      (req) => service.create({ ctx: req.ctx, input: req.body }),
    ),
  );
  app.route(
    on.read(
      ONE,
      {
        summary: 'Get a context pack (its primary version; all with expand=versions)',
        params: packParams,
        querystring: ContextQuery,
        response: Pack,
      },
      (req) => service.get({ ctx: req.ctx, packId: packId(req.params), expand: req.query.expand }),
    ),
  );
  app.route(
    on.updated(
      ONE,
      {
        summary: 'Rename a context pack or change its description',
        params: packParams,
        body: PackPatch,
        response: Pack,
      },
      (req, write) => service.update({ ...write, packId: packId(req.params), input: req.body }),
    ),
  );
  app.route(
    on.deleted(
      ONE,
      { summary: 'Delete a context pack and its versions (the contexts stay)', params: packParams },
      (req, write) => service.remove({ ...write, packId: packId(req.params) }),
    ),
  );

  // ---- versions ----
  app.route(
    on.list(
      VERSIONS,
      VERSION_LIST,
      {
        summary: 'List the versions of a context pack, most recently updated first',
        params: packParams,
        item: PackVersion,
      },
      (req, page) => service.listVersions({ ctx: req.ctx, packId: packId(req.params), page }),
    ),
  );
  app.route(
    on.created(
      VERSIONS,
      {
        summary: 'Create a pack version (primary if it is the first, or if is_primary is true)',
        params: packParams,
        body: PackVersionInput,
        response: PackVersion,
      },
      (req) => service.createVersion({ ctx: req.ctx, packId: packId(req.params), input: req.body }),
    ),
  );
  app.route(
    on.read(
      VERSION,
      {
        summary: 'Get a pack version with its items resolved and their combined token_info',
        params: versionParams,
        response: PackVersion,
      },
      (req) => service.getVersion({ ctx: req.ctx, ...ids(req.params) }),
    ),
  );
  app.route(
    on.updated(
      VERSION,
      {
        summary: 'Change a pack version: items, name, or make it primary',
        params: versionParams,
        body: PackVersionPatch,
        response: PackVersion,
      },
      (req, write) => service.updateVersion({ ...write, ...ids(req.params), input: req.body }),
    ),
  );
  app.route(
    on.deleted(
      VERSION,
      { summary: 'Delete a pack version (the primary only when it is the last one)', params: versionParams },
      (req, write) => service.deleteVersion({ ...write, ...ids(req.params) }),
    ),
  );
}

import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { parentList, versionedRoutes, versionList } from '../../http/versioned-routes.js';
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
const BASE = '/v1/context/packs';
const ONE = `${BASE}/:contextPackId`;
const VERSIONS = `${ONE}/versions`;
const VERSION = `${VERSIONS}/:versionId`;
const ids = (p: { contextPackId: string; versionId: string }) => ({
  packId: p.contextPackId,
  versionId: p.versionId,
});

/** Context packs and their versions (spec: /v1/context/packs…). Single-object responses carry an ETag. */
export function registerContextPackRoutes(app: FastifyInstance, service: ContextPacksService) {
  const routes = versionedRoutes(app, ['Context packs']);

  routes.list(
    BASE,
    {
      summary: 'List context packs, sorted by name (case-insensitive)',
      querystring: ContextQuery,
      item: Pack,
      cursor: parentList('context-packs'),
    },
    (req, page) => service.list({ ctx: req.ctx, expand: req.query.expand, page }),
  );
  routes.create(
    BASE,
    {
      summary: 'Create a context pack (with items: and its first, primary, version)',
      body: PackInput,
      response: Pack,
    },
    (req) => service.create({ ctx: req.ctx, input: req.body }),
  );
  routes.get(
    ONE,
    {
      summary: 'Get a context pack (its primary version; all with expand=versions)',
      params: packParams,
      querystring: ContextQuery,
      response: Pack,
    },
    (req) => service.get({ ctx: req.ctx, packId: req.params.contextPackId, expand: req.query.expand }),
  );
  routes.update(
    ONE,
    {
      summary: 'Rename a context pack or change its description',
      params: packParams,
      body: PackPatch,
      response: Pack,
    },
    (req, write) => service.update({ ...write, packId: req.params.contextPackId }),
  );
  routes.remove(
    ONE,
    { summary: 'Delete a context pack and its versions (the contexts stay)', params: packParams },
    (req, write) => service.remove({ ...write, packId: req.params.contextPackId }),
  );

  // ---- versions ----
  routes.list(
    VERSIONS,
    {
      summary: 'List the versions of a context pack, most recently updated first',
      params: packParams,
      item: PackVersion,
      cursor: versionList('context-pack-versions'),
    },
    (req, page) => service.listVersions({ ctx: req.ctx, packId: req.params.contextPackId, page }),
  );
  routes.create(
    VERSIONS,
    {
      summary: 'Create a pack version (primary if it is the first, or if is_primary is true)',
      params: packParams,
      body: PackVersionInput,
      response: PackVersion,
    },
    (req) => service.createVersion({ ctx: req.ctx, packId: req.params.contextPackId, input: req.body }),
  );
  routes.get(
    VERSION,
    {
      summary: 'Get a pack version with its items resolved and their combined token_info',
      params: versionParams,
      response: PackVersion,
    },
    (req) => service.getVersion({ ctx: req.ctx, ...ids(req.params) }),
  );
  routes.update(
    VERSION,
    {
      summary: 'Change a pack version: items, name, or make it primary',
      params: versionParams,
      body: PackVersionPatch,
      response: PackVersion,
    },
    (req, write) => service.updateVersion({ ...write, ...ids(req.params) }),
  );
  routes.remove(
    VERSION,
    { summary: 'Delete a pack version (the primary only when it is the last one)', params: versionParams },
    (req, write) => service.deleteVersion({ ...write, ...ids(req.params) }),
  );
}

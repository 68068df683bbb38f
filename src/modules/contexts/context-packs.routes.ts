import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { conditional, errorResponses, IfMatchHeaders, NoContent, sendTagged } from '../../http/schema-kit.js';
import {
  Pack,
  PackInput,
  PackPatch,
  PackVersion,
  PackVersionInput,
  PackVersionPatch,
} from './context-packs.schemas.js';
import type { ContextPacksService } from './context-packs.service.js';
import { plainQuery, read, security, write } from './context-paths.routes.js';
import { ContextQuery } from './contexts.schemas.js';

const tags = ['Context packs'];
const IdString = Type.String({ minLength: 1, maxLength: 128 });
const packParams = Type.Object({ contextPackId: IdString });
const versionParams = Type.Object({ contextPackId: IdString, versionId: IdString });
const BASE = '/v1/context/packs';
const ONE = `${BASE}/:contextPackId`;
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
      config: read,
      schema: {
        tags,
        security,
        summary: 'List context packs, sorted by name (case-insensitive)',
        querystring: ContextQuery,
        response: { 200: Type.Array(Pack), ...errorResponses() },
      },
    },
    (req) => service.list({ ctx: req.ctx, expand: req.query.expand }),
  );

  app.post(
    BASE,
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a context pack (with items: and its first, primary, version)',
        querystring: plainQuery,
        body: PackInput,
        response: { 201: Pack, ...errorResponses() },
      },
    },
    async (req, reply) => sendTagged(reply, await service.create({ ctx: req.ctx, input: req.body }), 201),
  );

  app.get(
    ONE,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Get a context pack (its primary version; all with expand=versions)',
        params: packParams,
        querystring: ContextQuery,
        response: { 200: Pack, ...errorResponses(404) },
      },
    },
    async (req, reply) =>
      sendTagged(
        reply,
        await service.get({
          ctx: req.ctx,
          packId: req.params.contextPackId,
          expand: req.query.expand,
        }),
      ),
  );

  app.patch(
    ONE,
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Rename a context pack or change its description',
        params: packParams,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        body: PackPatch,
        response: { 200: Pack, ...errorResponses(404, 412) },
      },
    },
    async (req, reply) =>
      sendTagged(reply, await service.update({ ...conditional(req), packId: req.params.contextPackId })),
  );

  app.delete(
    ONE,
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Delete a context pack and its versions (the contexts stay)',
        params: packParams,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...errorResponses(404, 412) },
      },
    },
    async (req, reply) => {
      await service.remove({ ...conditional(req), packId: req.params.contextPackId });
      return reply.code(204).send(null);
    },
  );

  // ---- versions ----
  app.get(
    `${ONE}/versions`,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'List the versions of a context pack, most recently updated first',
        params: packParams,
        querystring: plainQuery,
        response: { 200: Type.Array(PackVersion), ...errorResponses(404) },
      },
    },
    (req) => service.listVersions({ ctx: req.ctx, packId: req.params.contextPackId }),
  );

  app.post(
    `${ONE}/versions`,
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a pack version (primary if it is the first, or if is_primary is true)',
        params: packParams,
        querystring: plainQuery,
        body: PackVersionInput,
        response: { 201: PackVersion, ...errorResponses(404) },
      },
    },
    async (req, reply) =>
      sendTagged(
        reply,
        await service.createVersion({
          ctx: req.ctx,
          packId: req.params.contextPackId,
          input: req.body,
        }),
        201,
      ),
  );

  app.get(
    `${ONE}/versions/:versionId`,
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Get a pack version with its items resolved and their combined token_info',
        params: versionParams,
        querystring: plainQuery,
        response: { 200: PackVersion, ...errorResponses(404) },
      },
    },
    async (req, reply) => sendTagged(reply, await service.getVersion({ ctx: req.ctx, ...ids(req.params) })),
  );

  app.patch(
    `${ONE}/versions/:versionId`,
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Change a pack version: items, name, or make it primary',
        params: versionParams,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        body: PackVersionPatch,
        response: { 200: PackVersion, ...errorResponses(404, 412) },
      },
    },
    async (req, reply) =>
      sendTagged(reply, await service.updateVersion({ ...conditional(req), ...ids(req.params) })),
  );

  app.delete(
    `${ONE}/versions/:versionId`,
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Delete a pack version (the primary only when it is the last one)',
        params: versionParams,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...errorResponses(404, 412) },
      },
    },
    async (req, reply) => {
      await service.deleteVersion({ ...conditional(req), ...ids(req.params) });
      return reply.code(204).send(null);
    },
  );
}

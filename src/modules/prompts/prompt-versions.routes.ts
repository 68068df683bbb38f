import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { workspaceRead as read, workspaceWrite as write } from '../../http/route-config.js';
import {
  conditional,
  errorResponses,
  IfMatchHeaders,
  NoContent,
  sendTagged,
  WORKSPACE_SECURITY,
  WorkspaceQuery,
} from '../../http/schema-kit.js';
import type { PromptVersionsService } from './prompt-versions.service.js';
import { Version, VersionInput, VersionPatch, VersionQuery } from './prompts.schemas.js';

const tags = ['Prompt versions'];
const security = WORKSPACE_SECURITY;
const IdString = Type.String({ minLength: 1, maxLength: 128 });
const promptParams = Type.Object({ promptId: IdString });
const versionParams = Type.Object({ promptId: IdString, versionId: IdString });
const plainQuery = Type.Object(WorkspaceQuery);

/** Versions of a prompt (spec: Prompt versions). Single-version responses carry an ETag. */
export function registerPromptVersionRoutes(root: FastifyInstance, service: PromptVersionsService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/prompts/:promptId/versions',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'List the versions of a prompt, most recently updated first',
        params: promptParams,
        querystring: VersionQuery,
        response: { 200: Type.Array(Version), ...errorResponses(404) },
      },
    },
    (req) => service.list({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
  );

  app.post(
    '/v1/prompts/:promptId/versions',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a version (primary if it is the first, or if is_primary is true)',
        params: promptParams,
        querystring: plainQuery,
        body: VersionInput,
        response: { 201: Version, ...errorResponses(404, 413) },
      },
    },
    async (req, reply) =>
      sendTagged(
        reply,
        await service.create({
          ctx: req.ctx,
          ...req.params,
          input: req.body,
        }),
        201,
      ),
  );

  app.get(
    '/v1/prompts/:promptId/versions/:versionId',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Get a version',
        params: versionParams,
        querystring: VersionQuery,
        response: { 200: Version, ...errorResponses(404) },
      },
    },
    async (req, reply) =>
      sendTagged(reply, await service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand })),
  );

  app.patch(
    '/v1/prompts/:promptId/versions/:versionId',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Change a version: name, content (with variables) or make it primary',
        params: versionParams,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        body: VersionPatch,
        response: { 200: Version, ...errorResponses(404, 409, 412, 413) },
      },
    },
    async (req, reply) => sendTagged(reply, await service.update({ ...conditional(req), ...req.params })),
  );

  app.delete(
    '/v1/prompts/:promptId/versions/:versionId',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Delete a version (the primary only when it is the last one)',
        params: versionParams,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        response: { 204: NoContent, ...errorResponses(404, 412) },
      },
    },
    async (req, reply) => {
      await service.remove({ ...conditional(req), ...req.params });
      return reply.code(204).send(null);
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { workspaceRead as read, workspaceWrite as write } from '../../http/route-config.js';
import {
  conditional,
  errorResponses,
  IdParams,
  IfMatchHeaders,
  NoContent,
  sendTagged,
  WORKSPACE_SECURITY,
  WorkspaceQuery,
} from '../../http/schema-kit.js';
import { Prompt, PromptInput, PromptListQuery, PromptPatch, PromptQuery } from './prompts.schemas.js';
import type { PromptsService } from './prompts.service.js';

const tags = ['Prompts'];
const security = WORKSPACE_SECURITY;
const params = IdParams('promptId');
const plainQuery = Type.Object(WorkspaceQuery);

/** Prompts (spec: Prompts table). Single-prompt responses carry an ETag; PATCH and DELETE honour If-Match. */
export function registerPromptRoutes(root: FastifyInstance, service: PromptsService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/prompts',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'List prompts, sorted by name (case-insensitive), then by creation',
        querystring: PromptListQuery,
        response: { 200: Type.Array(Prompt), ...errorResponses() },
      },
    },
    (req) => service.list({ ctx: req.ctx, expand: req.query.expand, name: req.query.name }),
  );

  app.post(
    '/v1/prompts',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Create a prompt; with content, its first version (primary)',
        querystring: plainQuery,
        body: PromptInput,
        response: { 201: Prompt, ...errorResponses(413) },
      },
    },
    async (req, reply) => sendTagged(reply, await service.create({ ctx: req.ctx, input: req.body }), 201),
  );

  app.get(
    '/v1/prompts/:promptId',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'Get a prompt with its primary version (all versions with expand=versions)',
        params,
        querystring: PromptQuery,
        response: { 200: Prompt, ...errorResponses(404) },
      },
    },
    async (req, reply) =>
      sendTagged(
        reply,
        await service.get({
          ctx: req.ctx,
          ...req.params,
          expand: req.query.expand,
        }),
      ),
  );

  app.patch(
    '/v1/prompts/:promptId',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Rename a prompt or change its use case (content changes through versions)',
        params,
        querystring: plainQuery,
        headers: IfMatchHeaders,
        body: PromptPatch,
        response: { 200: Prompt, ...errorResponses(404, 412) },
      },
    },
    async (req, reply) => sendTagged(reply, await service.update({ ...conditional(req), ...req.params })),
  );

  app.delete(
    '/v1/prompts/:promptId',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Delete a prompt, its versions and their analyses',
        params,
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

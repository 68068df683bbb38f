import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  errorResponses,
  IdParams,
  NoContent,
  WORKSPACE_SECURITY,
  WorkspaceQuery,
} from '../../http/common-schemas.js';
import { answerPage, type ListKey, PageQuery } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import { Project, ProjectDeleteQuery, ProjectInput, ProjectPatch, ProjectQuery } from './projects.schemas.js';
import type { ProjectsService } from './projects.service.js';

const base = { tags: ['Projects'], security: WORKSPACE_SECURITY, querystring: Type.Object(WorkspaceQuery) };
const params = IdParams('projectId');
const PROJECT_LIST: ListKey = { list: 'projects', shape: ['string', 'string'] };
const ALL = '/v1/projects';
const ONE = '/v1/projects/:projectId';

/**
 * Projects: named folders of prompts (issue 24; the spec names them but shows none of their
 * operations). A prompt joins one with `project_id` on its create or PATCH.
 */
export function registerProjectRoutes(root: FastifyInstance, service: ProjectsService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    ALL,
    {
      config: workspaceRead,
      schema: {
        ...base,
        summary: 'List projects, sorted by name (case-insensitive)',
        querystring: Type.Object({ ...WorkspaceQuery, ...PageQuery }),
        response: { 200: Type.Array(Project), ...errorResponses() },
      },
    },
    (req, reply) => answerPage(req, reply, PROJECT_LIST, (page) => service.list({ ctx: req.ctx, page })),
  );
  app.post(
    ALL,
    {
      config: workspaceWrite,
      schema: {
        ...base,
        summary: 'Create a project',
        description: 'Its name is unique in the workspace, compared case-insensitively (409 otherwise).',
        body: ProjectInput,
        response: { 201: Project, ...errorResponses(409) },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create({ ctx: req.ctx, input: req.body })),
  );
  app.get(
    ONE,
    {
      config: workspaceRead,
      schema: {
        ...base,
        summary: 'Get a project (its prompts with expand=prompts)',
        params,
        querystring: ProjectQuery,
        response: { 200: Project, ...errorResponses(404) },
      },
    },
    (req) => service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
  );
  app.patch(
    ONE,
    {
      config: workspaceWrite,
      schema: {
        ...base,
        summary: 'Rename a project or change its brief',
        params,
        body: ProjectPatch,
        response: { 200: Project, ...errorResponses(404, 409) },
      },
    },
    (req) => service.update({ ctx: req.ctx, ...req.params, input: req.body }),
  );
  app.delete(
    ONE,
    {
      config: workspaceWrite,
      schema: {
        ...base,
        summary: 'Delete a project (409 while it holds prompts, unless move_prompts=true)',
        params,
        querystring: ProjectDeleteQuery,
        response: { 204: NoContent, ...errorResponses(404, 409) },
      },
    },
    async (req, reply) => {
      await service.remove({ ctx: req.ctx, ...req.params, movePrompts: req.query.move_prompts === 'true' });
      return reply.code(204).send(null);
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { noContent } from '../../http/no-content.js';
import { answerPage, type ListKey } from '../../http/paging.js';
import { workspaceSchemas } from '../../http/resource-schemas.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import { Project, ProjectDeleteQuery, ProjectInput, ProjectPatch, ProjectQuery } from './projects.schemas.js';
import type { ProjectsService } from './projects.service.js';

const route = workspaceSchemas(['Projects']);
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

  const list = route.list({ summary: 'List projects, sorted by name (case-insensitive)', item: Project });
  app.get(ALL, { config: workspaceRead, schema: list }, (req, reply) =>
    answerPage(req, reply, PROJECT_LIST, (page) => service.list({ ctx: req.ctx, page })),
  );

  const create = route.created({
    summary: 'Create a project',
    description: 'Its name is unique in the workspace, compared case-insensitively (409 otherwise).',
    body: ProjectInput,
    response: Project,
    errors: [409],
  });
  app.post(ALL, { config: workspaceWrite, schema: create }, async (req, reply) =>
    reply.code(201).send(await service.create({ ctx: req.ctx, input: req.body })),
  );

  const get = route.read({
    summary: 'Get a project (its prompts with expand=prompts)',
    params,
    querystring: ProjectQuery,
    response: Project,
  });
  app.get(ONE, { config: workspaceRead, schema: get }, (req) =>
    service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
  );

  const update = route.updated({
    summary: 'Rename a project or change its brief',
    params,
    body: ProjectPatch,
    response: Project,
    errors: [409],
  });
  app.patch(ONE, { config: workspaceWrite, schema: update }, (req) =>
    service.update({ ctx: req.ctx, ...req.params, input: req.body }),
  );

  const remove = route.deleted({
    summary: 'Delete a project (409 while it holds prompts, unless move_prompts=true)',
    params,
    querystring: ProjectDeleteQuery,
    errors: [409],
  });
  app.delete(ONE, { config: workspaceWrite, schema: remove }, (req, reply) =>
    noContent(
      reply,
      service.remove({ ctx: req.ctx, ...req.params, movePrompts: req.query.move_prompts === 'true' }),
    ),
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, IdParams, WORKSPACE_SECURITY, WorkspaceQuery } from '../../http/common-schemas.js';
import { workspaceRead } from '../../http/route-config.js';
import {
  DependenciesQuery,
  DiffQuery,
  PromptDependency,
  PromptDependent,
  RenderRequest,
  RenderResult,
  VersionDiff,
} from './prompt-delivery.schemas.js';
import type { PromptDependenciesService } from './prompt-dependencies.service.js';
import type { PromptDiffService } from './prompt-diff.service.js';
import type { PromptRenderService } from './prompt-render.service.js';

const params = IdParams('promptId');
// Under the existing Prompts tag (openapi.ts declares the tags; redocly wants each one declared).
const tags = ['Prompts'];

/**
 * Render and diff (issue 13 §3). Both only read, so both need the read scope — render too, though
 * a POST (its values travel in a JSON body). Neither sends an ETag: their answers are computed.
 */
export function registerPromptDeliveryRoutes(
  root: FastifyInstance,
  services: { render: PromptRenderService; diff: PromptDiffService; dependencies: PromptDependenciesService },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/v1/prompts/:promptId/render',
    {
      config: workspaceRead,
      schema: {
        operationId: 'renderPrompt',
        tags,
        security: WORKSPACE_SECURITY,
        summary: "Fill a version's remaining variables (the primary's, a label's or a given version's)",
        description:
          'Returns the text and its token info for a model. Includes ({{> name}}, {{> name@label}}, ' +
          '{{> name@ver_…}}) are resolved first, in the workspace (a cycle is a 400, a piece no longer there a ' +
          '422, each named). Every placeholder left, the pieces’ included, needs a value (else 400 naming ' +
          'each missing one); values are plain text; unknown keys are ignored. Read scope: nothing is stored.',
        params,
        querystring: Type.Object(WorkspaceQuery),
        body: RenderRequest,
        response: { 200: RenderResult, ...errorResponses(404, 413, 422) },
      },
    },
    (req) => services.render.render({ ctx: req.ctx, ...req.params, input: req.body }),
  );
  app.get(
    '/v1/prompts/:promptId/diff',
    {
      config: workspaceRead,
      schema: {
        operationId: 'diffPromptVersions',
        tags,
        security: WORKSPACE_SECURITY,
        summary: 'Compare two versions of a prompt: unified diff, tokens, cost, score and risk',
        params,
        querystring: DiffQuery,
        response: { 200: VersionDiff, ...errorResponses(404) },
      },
    },
    (req) => services.diff.diff({ ctx: req.ctx, ...req.params, from: req.query.from, to: req.query.to }),
  );
  app.get(
    '/v1/prompts/:promptId/dependencies',
    {
      config: workspaceRead,
      schema: {
        operationId: 'listPromptDependencies',
        tags,
        security: WORKSPACE_SECURITY,
        summary: 'The includes of a version (the primary by default), each with what it names now',
        params,
        querystring: DependenciesQuery,
        response: { 200: Type.Array(PromptDependency), ...errorResponses(404) },
      },
    },
    (req) =>
      services.dependencies.dependencies({ ctx: req.ctx, ...req.params, versionId: req.query.version_id }),
  );
  app.get(
    '/v1/prompts/:promptId/dependents',
    {
      config: workspaceRead,
      schema: {
        operationId: 'listPromptDependents',
        tags,
        security: WORKSPACE_SECURITY,
        summary: 'The versions that include this prompt (any label or version of it), with their labels',
        description: 'Not paged: every including version of the workspace, by prompt name, newest first.',
        params,
        querystring: Type.Object(WorkspaceQuery),
        response: { 200: Type.Array(PromptDependent), ...errorResponses(404) },
      },
    },
    (req) => services.dependencies.dependents({ ctx: req.ctx, ...req.params }),
  );
}

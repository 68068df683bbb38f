import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, WORKSPACE_SECURITY, WorkspaceQuery } from '../../http/common-schemas.js';
import { answerPage, type ListKey } from '../../http/paging.js';
import { workspaceSchemas } from '../../http/resource-schemas.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import {
  analysisTags,
  emptyBodyAllowed,
  IdString,
  modelErrors,
  sendMetered,
  versionParams,
} from './analysis.routes.js';
import { RunRequest, RunResult, RunsQuery, StoredRun } from './playground.schemas.js';
import type { PlaygroundService } from './playground.service.js';
import { ExperimentRequest, ExperimentResult } from './playground-experiment.schemas.js';
import type { ExperimentService } from './playground-experiment.service.js';

const RUN_LIST: ListKey = { list: 'prompt-runs', shape: ['string'] };
const promptParams = Type.Object({ promptId: IdString });
const runParams = Type.Object({ promptId: IdString, runId: IdString });

/**
 * The playground's routes (issue 25 §3): run a version (a POST that may call a model: write scope),
 * and read the stored runs (read scope).
 */
export function registerPlaygroundRoutes(
  root: FastifyInstance,
  services: { playground: PlaygroundService; experiments: ExperimentService },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const { playground, experiments } = services;
  const route = workspaceSchemas(analysisTags);

  app.post(
    '/v1/prompts/:promptId/versions/:versionId/run',
    {
      config: workspaceWrite,
      preValidation: emptyBodyAllowed,
      schema: {
        tags: analysisTags,
        security: WORKSPACE_SECURITY,
        operationId: 'runVersion',
        summary: 'Run a version through a model (the playground): its output, usage and latency',
        params: versionParams,
        querystring: Type.Object(WorkspaceQuery),
        body: RunRequest,
        response: { 200: RunResult, ...errorResponses(404, 413, 422, ...modelErrors) },
      },
    },
    async (req, reply) =>
      sendMetered(reply, 200, await playground.run({ ctx: req.ctx, ...req.params, input: req.body })),
  );

  app.post(
    '/v1/prompts/:promptId/experiments',
    {
      config: workspaceWrite,
      schema: {
        tags: analysisTags,
        security: WORKSPACE_SECURITY,
        operationId: 'runExperiment',
        summary:
          'Run 2 to 4 versions on the same inputs (a small experiment): a side-by-side table, every cell stored as a run',
        params: promptParams,
        querystring: Type.Object(WorkspaceQuery),
        body: ExperimentRequest,
        response: { 200: ExperimentResult, ...errorResponses(404, 413) },
      },
    },
    async (req, reply) =>
      sendMetered(reply, 200, await experiments.run({ ctx: req.ctx, ...req.params, input: req.body })),
  );

  const list = route.list({
    summary: 'The stored runs of a prompt, newest first (runs kept with store: true, and experiment cells)',
    operationId: 'listPromptRuns',
    params: promptParams,
    querystring: Type.Object({ ...WorkspaceQuery, ...RunsQuery.properties }),
    item: StoredRun,
  });
  app.get('/v1/prompts/:promptId/runs', { config: workspaceRead, schema: list }, (req, reply) => {
    const { version_id, experiment_id } = req.query;
    const query = { version_id, experiment_id };
    return answerPage(req, reply, RUN_LIST, (page) =>
      playground.list({ ctx: req.ctx, promptId: req.params.promptId, query, page }),
    );
  });

  const one = route.read({
    summary: 'A stored run of a prompt',
    operationId: 'getPromptRun',
    params: runParams,
    response: StoredRun,
  });
  app.get('/v1/prompts/:promptId/runs/:runId', { config: workspaceRead, schema: one }, (req) =>
    playground.get({ ctx: req.ctx, ...req.params }),
  );
}

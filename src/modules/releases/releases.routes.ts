import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { answerPage, type ListKey } from '../../http/paging.js';
import { workspaceSchemas } from '../../http/resource-schemas.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import {
  ApproveInput,
  DecisionInput,
  Release,
  ReleaseInput,
  ReleaseListQuery,
  ReleaseSettings,
  ReleaseSettingsInput,
} from './releases.schemas.js';
import type { ReleasesService } from './releases.service.js';

const route = workspaceSchemas(['Releases']);
const RELEASE_LIST: ListKey = { list: 'releases', shape: ['string'] };
const promptParams = IdParams('promptId');
const releaseParams = IdParams('promptId', 'releaseId');
const ALL = '/v1/prompts/:promptId/releases';
const ONE = `${ALL}/:releaseId`;
const SETTINGS = '/v1/workspace/release-settings';

/**
 * Safe releases (issue 23; docs/releases.md): the workspace's protected labels and gates, release
 * requests per prompt, and the workspace's list of them.
 */
export function registerReleaseRoutes(root: FastifyInstance, service: ReleasesService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  const getSettings = route.read({
    summary: "The workspace's release settings: protected labels, gates, self-approval",
    operationId: 'getReleaseSettings',
    response: ReleaseSettings,
  });
  app.get(SETTINGS, { config: workspaceRead, schema: getSettings }, (req) =>
    service.getSettings({ ctx: req.ctx }),
  );
  const putSettings = route.updated({
    summary: "Replace the workspace's release settings (the workspace admin or an owner key)",
    operationId: 'putReleaseSettings',
    body: ReleaseSettingsInput,
    response: ReleaseSettings,
  });
  app.put(SETTINGS, { config: workspaceWrite, schema: putSettings }, (req) =>
    service.putSettings({ ctx: req.ctx, input: req.body }),
  );

  const workspaceList = route.list({
    summary: 'List the release requests of the workspace, newest first',
    operationId: 'listReleases',
    querystring: ReleaseListQuery,
    item: Release,
  });
  app.get('/v1/releases', { config: workspaceRead, schema: workspaceList }, (req, reply) =>
    answerPage(req, reply, RELEASE_LIST, (page) =>
      service.list({ ctx: req.ctx, ...(req.query.state ? { state: req.query.state } : {}), page }),
    ),
  );

  const promptList = route.list({
    summary: 'List the release requests of a prompt, newest first',
    operationId: 'listPromptReleases',
    params: promptParams,
    querystring: ReleaseListQuery,
    item: Release,
  });
  app.get(ALL, { config: workspaceRead, schema: promptList }, (req, reply) =>
    answerPage(req, reply, RELEASE_LIST, (page) =>
      service.list({
        ctx: req.ctx,
        promptId: req.params.promptId,
        ...(req.query.state ? { state: req.query.state } : {}),
        page,
      }),
    ),
  );

  const create = route.created({
    summary: 'Ask to point a label at a version (a release request; the gates are checked now)',
    operationId: 'createRelease',
    description:
      "Records the version's content hash, where the label points now and the gate results. 409 when the label already points at the version or the same request is open.",
    params: promptParams,
    body: ReleaseInput,
    response: Release,
    errors: [409],
  });
  app.post(ALL, { config: workspaceWrite, schema: create }, async (req, reply) =>
    reply.code(201).send(await service.request({ ctx: req.ctx, ...req.params, input: req.body })),
  );

  const get = route.read({
    summary: 'Get a release request',
    operationId: 'getRelease',
    params: releaseParams,
    response: Release,
  });
  app.get(ONE, { config: workspaceRead, schema: get }, (req) => service.get({ ctx: req.ctx, ...req.params }));

  // Generic in the body, so each decision's handler reads its own body type.
  const decision = <B extends typeof DecisionInput | typeof ApproveInput>(
    summary: string,
    operationId: string,
    body: B,
    description: string,
  ) =>
    route.updated({
      summary,
      operationId,
      description,
      params: releaseParams,
      body,
      response: Release,
      errors: [409, 422],
    });
  const approve = decision(
    'Approve a release request: the label moves (the workspace admin or an owner key)',
    'approveRelease',
    ApproveInput,
    'The gates are checked again: a failing gate answers 422 unless override_reason is given. 409 when the version or the label changed since the request (it stays open), or when it is no longer open. The requester may not approve unless the workspace allows self-approval.',
  );
  app.post(`${ONE}/approve`, { config: workspaceWrite, schema: approve }, (req) =>
    service.approve({ ctx: req.ctx, ...req.params, input: req.body }),
  );
  // Rejecting and withdrawing take the same body and answer alike.
  const closings = [
    ['reject', 'Reject a release request (the workspace admin or an owner key)'],
    ['withdraw', 'Withdraw a release request (its requester or the workspace admin)'],
  ] as const;
  for (const [action, summary] of closings) {
    const schema = decision(summary, `${action}Release`, DecisionInput, '409 when it is no longer open.');
    app.post(`${ONE}/${action}`, { config: workspaceWrite, schema }, (req) =>
      service[action]({ ctx: req.ctx, ...req.params, input: req.body }),
    );
  }
}

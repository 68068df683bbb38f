import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../http/common-schemas.js';
import { workspaceRead } from '../../http/route-config.js';
import type { DeliveryCache } from '../../versioned/index.js';
import { parentList, versionedRouteTable } from '../../versioned/index.js';
import { PROMPT_EXPAND, parseExpand } from './expand.js';
import type { PromptRevisionsRepo } from './prompt-revisions.repo.js';
import {
  Prompt,
  PromptInput,
  PromptListQuery,
  PromptName,
  PromptPatch,
  PromptQuery,
} from './prompts.schemas.js';
import type { PromptsService } from './prompts.service.js';

const promptParams = IdParams('promptId');
const on = versionedRouteTable(['Prompts']);
const route = on.schemas;
const PROMPT_LIST = parentList('prompts');
const ALL = '/v1/prompts';
const ONE = '/v1/prompts/:promptId';

/** Prompts (spec: Prompts table). Single-prompt responses carry an ETag; PATCH and DELETE honour If-Match. */
export function registerPromptRoutes(
  root: FastifyInstance,
  service: PromptsService,
  delivery: { cache: DeliveryCache; revisions: PromptRevisionsRepo },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  // The bytes of a prompt read depend on its ETag only without analyses (they complete without a
  // new revision): those reads are answered from the delivery cache (delivery-cache.ts).
  const variantOf = (expand: string | undefined) => {
    const wanted = parseExpand(expand, PROMPT_EXPAND);
    return wanted.kinds.length > 0 ? null : `prompt:${wanted.versions ? 'versions' : ''}`;
  };

  app.route(
    on.list(
      ALL,
      PROMPT_LIST,
      {
        summary: 'List prompts, sorted by name (case-insensitive), then by creation',
        querystring: PromptListQuery,
        item: Prompt,
      },
      (req, page) =>
        service.list({
          ctx: req.ctx,
          expand: req.query.expand,
          name: req.query.name,
          projectId: req.query.project_id,
          page,
        }),
    ),
  );
  app.route(
    on.created(
      ALL,
      {
        summary: 'Create a prompt; with content, its first version (primary)',
        body: PromptInput,
        response: Prompt,
        errors: [413],
      },
      (req) => service.create({ ctx: req.ctx, input: req.body }),
    ),
  );

  // A prompt, by id or by name: answered as Prompt, with its expand query.
  const onePrompt = { querystring: PromptQuery, response: Prompt };
  const get = route.read({
    summary: 'Get a prompt with its primary version (all versions with expand=versions)',
    params: promptParams,
    ...onePrompt,
  });
  app.get(ONE, { config: workspaceRead, schema: get }, (req, reply) => {
    const { promptId } = req.params; // the probe is kept by URL for the fast path: it holds no request
    return delivery.cache.deliver(req, reply, {
      probe: delivery.revisions.promptProbe(promptId),
      etagIsRevision: true,
      variant: variantOf(req.query.expand),
      read: () => service.get({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
    });
  });

  const byName = route.read({
    summary: 'Get the prompt of this name, as GET /v1/prompts/{promptId} does',
    operationId: 'getPromptByName',
    description:
      'Names are matched exactly (percent-encode them); when several prompts share a name, the oldest is used.',
    params: Type.Object({ name: PromptName }),
    ...onePrompt,
  });
  app.get('/v1/prompts-by-name/:name', { config: workspaceRead, schema: byName }, (req, reply) => {
    const { name } = req.params;
    return delivery.cache.deliver(req, reply, {
      probe: delivery.revisions.promptByNameProbe(name),
      etagIsRevision: true,
      variant: variantOf(req.query.expand),
      read: () => service.getByName({ ctx: req.ctx, ...req.params, expand: req.query.expand }),
    });
  });

  app.route(
    on.updated(
      ONE,
      {
        summary: 'Rename a prompt, change its use case or project (content changes through versions)',
        params: promptParams,
        body: PromptPatch,
        response: Prompt,
      },
      (req, write) => service.update({ ...write, ...req.params, input: req.body }),
    ),
  );
  app.route(
    on.deleted(
      ONE,
      { summary: 'Delete a prompt, its versions and their analyses', params: promptParams },
      (req, write) => service.remove({ ...write, ...req.params }),
    ),
  );
}

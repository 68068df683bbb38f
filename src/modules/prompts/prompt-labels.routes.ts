import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, IdParams, NoContent } from '../../http/common-schemas.js';
import { noContent } from '../../http/no-content.js';
import { answerPage, type ListKey } from '../../http/paging.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { Delivery, DeliveryCache } from '../../versioned/index.js';
import { type Tagged, versionedSchema, versionedSchemas } from '../../versioned/index.js';
import { parseExpand, VERSION_EXPAND } from './expand.js';
import type { PromptLabelsService } from './prompt-labels.service.js';
import type { PromptRevisionsRepo } from './prompt-revisions.repo.js';
import {
  LabelledVersionQuery,
  LabelMove,
  LabelName,
  PromptLabel,
  PromptLabelInput,
  PromptName,
  Version,
  type VersionView,
} from './prompts.schemas.js';

const promptParams = IdParams('promptId');
const labelParams = Type.Object({ ...promptParams.properties, label: LabelName });
const byNameParams = Type.Object({ name: PromptName, label: LabelName });
const LABEL_LIST: ListKey = { list: 'prompt-labels', shape: ['string'] };
const HISTORY_LIST: ListKey = { list: 'prompt-label-history', shape: ['string'] };
const TAGS = ['Prompt labels'];
const route = versionedSchemas(TAGS);
const ALL = '/v1/prompts/:promptId/labels';
const ONE = `${ALL}/:label`;
const BY_NAME =
  'Names are matched exactly (percent-encode them); when several prompts share a name, the oldest is used.';

/**
 * Labels of a prompt (named pointers to versions beyond the primary) and the reads applications
 * make: a version by label, by prompt id or by prompt name. `primary` reads the primary version.
 * A label has no revision of its own: PUT and DELETE take no If-Match.
 */
export function registerPromptLabelRoutes(
  root: FastifyInstance,
  service: PromptLabelsService,
  delivery: { cache: DeliveryCache; revisions: PromptRevisionsRepo },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  /**
   * A labelled read through the delivery cache (delivery-cache.ts): kept by the prompt's revision,
   * which every label move and version change bumps; not with resolve=true (the ETag covers the
   * included pieces, found by the full read), nor with analyses (they complete without a new
   * revision).
   */
  const labelled = <P extends { label: string }>(
    req: { ctx: RequestContext; params: P; query: { expand?: string; resolve?: 'true' | 'false' } },
    prompt: { id: string } | { name: string },
    read: (
      args: P & { ctx: RequestContext; expand?: string; resolve: boolean },
    ) => Promise<Tagged<VersionView>>,
  ): Delivery<VersionView> => {
    const resolve = req.query.resolve === 'true';
    const { kinds } = parseExpand(req.query.expand, VERSION_EXPAND);
    return {
      probe: resolve
        ? null
        : 'id' in prompt
          ? delivery.revisions.promptProbe(prompt.id)
          : delivery.revisions.promptByNameProbe(prompt.name),
      variant: kinds.length > 0 ? null : `label\n${req.params.label}`,
      read: () => read({ ...req.params, ctx: req.ctx, expand: req.query.expand, resolve }),
    };
  };

  const list = route.list({
    summary: 'List the labels of a prompt, by name',
    operationId: 'listPromptLabels',
    params: promptParams,
    item: PromptLabel,
  });
  app.get(ALL, { config: workspaceRead, schema: list }, (req, reply) =>
    answerPage(req, reply, LABEL_LIST, (page) => service.list({ ctx: req.ctx, ...req.params, page })),
  );

  const set = {
    ...versionedSchema(TAGS),
    summary: 'Point a label at a version of the prompt (created, or moved atomically)',
    operationId: 'setPromptLabel',
    description:
      'At most one version per label per prompt. The version must belong to the prompt (else 404). `primary` is reserved (400). A protected label (docs/releases.md) needs the workspace admin role or an owner key (else 403: ask through POST /v1/prompts/{promptId}/releases).',
    params: labelParams,
    body: PromptLabelInput,
    response: { 200: PromptLabel, ...errorResponses(404) },
  };
  app.put(ONE, { config: workspaceWrite, schema: set }, (req) =>
    service.set({ ctx: req.ctx, ...req.params, versionId: req.body.version_id }),
  );

  const remove = {
    ...versionedSchema(TAGS),
    summary: 'Remove a label (the version stays)',
    operationId: 'deletePromptLabel',
    params: labelParams,
    response: { 204: NoContent, ...errorResponses(404) },
  };
  app.delete(ONE, { config: workspaceWrite, schema: remove }, (req, reply) =>
    noContent(reply, service.remove({ ctx: req.ctx, ...req.params })),
  );

  const get = route.read({
    summary: 'Get the version a label points at (`primary`: the primary version)',
    operationId: 'getPromptLabel',
    params: labelParams,
    querystring: LabelledVersionQuery,
    response: Version,
  });
  app.get(ONE, { config: workspaceRead, schema: get }, (req, reply) =>
    delivery.cache.deliver(req, reply, labelled(req, { id: req.params.promptId }, service.get)),
  );

  const history = route.list({
    summary: "A label's moves, newest first (who, when, from which version to which, the release)",
    operationId: 'listPromptLabelHistory',
    description:
      'Every creation, move and removal of the label, direct or by an approved release request (docs/releases.md). `primary` (the primary version) has one too: its switches.',
    params: labelParams,
    item: LabelMove,
  });
  app.get(`${ONE}/history`, { config: workspaceRead, schema: history }, (req, reply) =>
    answerPage(req, reply, HISTORY_LIST, (page) => service.history({ ctx: req.ctx, ...req.params, page })),
  );

  const byName = route.read({
    summary: 'Get the version a label of the prompt of this name points at (`primary`: its primary version)',
    operationId: 'getPromptLabelByName',
    description: BY_NAME,
    params: byNameParams,
    querystring: LabelledVersionQuery,
    response: Version,
  });
  app.get(
    '/v1/prompts-by-name/:name/labels/:label',
    { config: workspaceRead, schema: byName },
    (req, reply) =>
      delivery.cache.deliver(req, reply, labelled(req, { name: req.params.name }, service.getByName)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type ChangeRecorder, monotonicIds } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import { createDeliveryCache, createVersionedResource, DELIVERY_CACHE_BYTES } from '../../versioned/index.js';
import type { AnalysesRepo } from '../analysis/index.js';
import type { TokenInfoService } from '../tokens/token-info.service.js';
import type { TokensService } from '../tokens/tokens.service.js';
import { createLabelHistoryRepo } from './label-history.repo.js';
import { moveRow } from './label-moves.js';
import { type LabelProtectionSource, NOTHING_PROTECTED } from './label-protection.js';
import { createLineDiffRunner, type LineDiffRunner } from './line-diff-pool.js';
import { createProjectsRepo } from './projects.repo.js';
import { registerProjectRoutes } from './projects.routes.js';
import { createProjectsService } from './projects.service.js';
import { registerPromptDeliveryRoutes } from './prompt-delivery.routes.js';
import { createPromptDependenciesService } from './prompt-dependencies.service.js';
import { createPromptDiffService } from './prompt-diff.service.js';
import { createIncludeLookup } from './prompt-includes.js';
import { createLabelLookup, PRIMARY_LABEL } from './prompt-label-lookup.js';
import { createPromptLabelsRepo } from './prompt-labels.repo.js';
import { registerPromptLabelRoutes } from './prompt-labels.routes.js';
import { createPromptLabelsService } from './prompt-labels.service.js';
import { createPromptRenderService } from './prompt-render.service.js';
import { createRenderSources } from './prompt-render-sources.js';
import { type ChangeStamp, createPromptRevisionsRepo } from './prompt-revisions.repo.js';
import { registerPromptVersionRoutes } from './prompt-versions.routes.js';
import { createPromptVersionsService } from './prompt-versions.service.js';
import { createPromptRepo } from './prompts.repo.js';
import { registerPromptRoutes } from './prompts.routes.js';
import { createPromptsService } from './prompts.service.js';

export interface PromptsModuleDeps {
  kysely: Kysely<Database>;
  /** The audit log's writer (src/db/changes.ts); every write records its row in its transaction. */
  record?: ChangeRecorder;
  analyses: AnalysesRepo;
  tokenInfo: Pick<TokenInfoService, 'compute' | 'computeRequest' | 'model'>;
  ids: IdGenerator;
  clock: Clock;
  /** The largest version content, in UTF-8 bytes. */
  maxContentBytes: number;
  /** Which labels each workspace protects (the releases module's settings); none when absent. */
  protection?: LabelProtectionSource;
  /** The database's change stamp (`Db.changeStamp`): revisions known current without a query. */
  changeStamp?: ChangeStamp;
}

/** The prompts and prompt-versions services over one repo (tests build them apart from the routes). */
export function createPromptServices(deps: PromptsModuleDeps) {
  const repo = createPromptRepo(deps.kysely);
  const history = createLabelHistoryRepo(deps.kysely);
  const moveId = monotonicIds(deps.ids, 'lmv');
  const resource = createVersionedResource({
    tables: repo.tables,
    ids: deps.ids,
    clock: deps.clock,
    prefixes: { parent: 'prm', version: 'ver' },
    nouns: { parent: 'Prompt', version: 'Version', rule: 'prompt' },
    ...(deps.record ? { audit: { record: deps.record, kind: 'prompt' } } : {}),
    // A primary switch is a move of the pseudo-label `primary` in the label history (issue 23 §3).
    onMakePrimary: async (trx, ctx, { parentId, versionId }) => {
      const from = await history.primaryOf(trx, ctx.workspaceId, parentId);
      const move = { promptId: parentId, label: PRIMARY_LABEL, from, to: versionId, releaseId: null };
      await history.insert(trx, moveRow(ctx, move, moveId(), deps.clock.now().toISOString()));
    },
  });
  const labels = createPromptLabelsRepo(deps.kysely);
  const versionByLabel = createLabelLookup(resource, labels);
  const includes = createIncludeLookup(resource, labels, versionByLabel);
  const revisions = createPromptRevisionsRepo(deps.kysely, deps.changeStamp);
  const content = { tokenInfo: deps.tokenInfo, maxContentBytes: deps.maxContentBytes, includes };
  const projectsRepo = createProjectsRepo(deps.kysely);
  const serviceDeps = {
    repo,
    resource,
    labels,
    sources: { analyses: deps.analyses, labels },
    content,
    projects: projectsRepo,
    history,
    moveId,
    protection: deps.protection ?? NOTHING_PROTECTED,
    record: deps.record,
  };
  const prompts = createPromptsService(serviceDeps);
  return {
    prompts,
    /** The prompts' revisions, one indexed query each (the delivery cache's and render's probe). */
    revisions,
    projects: createProjectsService({
      repo: projectsRepo,
      prompts,
      ids: deps.ids,
      clock: deps.clock,
      record: deps.record,
    }),
    versions: createPromptVersionsService(serviceDeps),
    labels: createPromptLabelsService(serviceDeps),
    /** Render and diff (read-only views over the same repo); render counts through `tokens`. */
    delivery: ({ tokens, lineDiff }: PromptDeliveryDeps & { lineDiff: LineDiffRunner }) => ({
      render: createPromptRenderService({
        sources: createRenderSources({ resource, versionByLabel, revisions }),
        includes,
        tokens,
        defaultModel: deps.tokenInfo.model,
      }),
      dependencies: createPromptDependenciesService({ repo, resource, labels, includes }),
      diff: createPromptDiffService({
        resource,
        analyses: deps.analyses,
        tokenInfo: deps.tokenInfo,
        diff: lineDiff,
      }),
    }),
  };
}

/** What render needs besides the prompts' own deps: counting and pricing for any catalog model. */
export interface PromptDeliveryDeps {
  tokens: Pick<TokensService, 'count' | 'listModels'>;
  /** Bytes of prompt reads kept in memory (delivery-cache.ts; 0: none); DELIVERY_CACHE_BYTES when absent. */
  deliveryCacheBytes?: number;
}

/**
 * Builds the prompt services and registers their routes (called by app.ts); analysis uses `versions`,
 * the MCP endpoint the readers, render and diff.
 */
export function registerPromptsModule(app: FastifyInstance, deps: PromptsModuleDeps & PromptDeliveryDeps) {
  const { prompts, projects, versions, labels, delivery, revisions } = createPromptServices(deps);
  // One cache for the prompt reads of this instance (delivery-cache.ts: checked against the database).
  const cache = {
    cache: createDeliveryCache({ maxBytes: deps.deliveryCacheBytes ?? DELIVERY_CACHE_BYTES }),
    revisions,
  };
  registerPromptRoutes(app, prompts, cache);
  registerProjectRoutes(app, projects);
  registerPromptVersionRoutes(app, versions);
  registerPromptLabelRoutes(app, labels, cache);
  const lineDiff = createLineDiffRunner({ inlineMaxChars: 64 * 1024 });
  app.addHook('onClose', () => lineDiff.close());
  const { render, diff, dependencies } = delivery({ ...deps, lineDiff });
  registerPromptDeliveryRoutes(app, { render, diff, dependencies });
  return { prompts, projects, versions, labels, render, diff, deliveryCache: cache.cache };
}

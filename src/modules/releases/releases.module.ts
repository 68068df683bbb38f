import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type ChangeRecorder, monotonicIds } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { ModelResolver, TokenLimits } from '../analysis/index.js';
import type { CriteriaService } from '../criteria/criteria.service.js';
import type { PromptLabelsService } from '../prompts/prompt-labels.service.js';
import type { PromptVersionsService } from '../prompts/prompt-versions.service.js';
import { dropReleaseEvents, type ReleaseEventSink } from './release-events.js';
import type { GateEngine } from './release-gates.js';
import { createReleasesRepo } from './releases.repo.js';
import { registerReleaseRoutes } from './releases.routes.js';
import { createReleasesService } from './releases.service.js';

export interface ReleasesModuleDeps {
  kysely: Kysely<Database>;
  record?: ChangeRecorder;
  ids: IdGenerator;
  clock: Clock;
  /** Where release events go after their commit (webhooks, later); dropped by default. */
  emit?: ReleaseEventSink;
}

/**
 * The releases module in two steps, because the prompts module reads its settings (which labels
 * are protected) and it acts through the prompts services: `createReleaseSettingsReader` before
 * the prompts module, `registerReleasesModule` after it.
 */
export function createReleaseSettingsReader(kysely: Kysely<Database>) {
  const repo = createReleasesRepo(kysely);
  return async (ws: string) => {
    const row = await repo.settings(ws);
    return {
      labels: row ? (JSON.parse(row.protected_labels) as string[]) : [],
      primary: row?.protect_primary === 1,
    };
  };
}

export function registerReleasesModule(
  app: FastifyInstance,
  deps: ReleasesModuleDeps & {
    versions: Pick<PromptVersionsService, 'get'>;
    labels: Pick<PromptLabelsService, 'get' | 'list' | 'applyRelease'>;
    criteria: Pick<CriteriaService, 'getForScoring'>;
    engine: GateEngine;
    /** The analysis module's resolver: a policy's `analyzer.settings` → a model. */
    models: Pick<ModelResolver, 'resolve'>;
    limits: TokenLimits;
  },
) {
  const service = createReleasesService({
    repo: createReleasesRepo(deps.kysely),
    versions: deps.versions,
    labels: deps.labels,
    criteria: deps.criteria,
    engine: deps.engine,
    models: deps.models,
    limits: deps.limits,
    record: deps.record,
    transaction: (run) => deps.kysely.transaction().execute(run),
    emit: deps.emit ?? dropReleaseEvents,
    nextId: monotonicIds(deps.ids, 'rel'),
    clock: deps.clock,
  });
  registerReleaseRoutes(app, service);
  return { releases: service };
}

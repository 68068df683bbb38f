import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type ChangeRecorder, monotonicIds } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import { dropReleaseEvents, type ReleaseEventSink } from './release-events.js';
import { createReleasesRepo } from './releases.repo.js';
import { registerReleaseRoutes } from './releases.routes.js';
import { createReleasesService, type ReleasesDeps } from './releases.service.js';

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
  // The other modules' services the releases act through, as the service declares them.
  deps: ReleasesModuleDeps &
    Pick<ReleasesDeps, 'versions' | 'labels' | 'criteria' | 'engine' | 'models' | 'meter'>,
) {
  const service = createReleasesService({
    repo: createReleasesRepo(deps.kysely),
    versions: deps.versions,
    labels: deps.labels,
    criteria: deps.criteria,
    engine: deps.engine,
    models: deps.models,
    meter: deps.meter,
    record: deps.record,
    transaction: (run) => deps.kysely.transaction().execute(run),
    emit: deps.emit ?? dropReleaseEvents,
    nextId: monotonicIds(deps.ids, 'rel'),
    clock: deps.clock,
  });
  registerReleaseRoutes(app, service);
  return { releases: service };
}

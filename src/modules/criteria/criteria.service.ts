import type { ChangeRecorder } from '../../db/changes.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { Page, PageRequest } from '../../lib/paging.js';
import {
  type RequestContext,
  requireRead,
  requireWrite,
  type WorkspaceContext,
} from '../../lib/request-context.js';
import { parentsWithVersions } from '../../versioned/index.js';
import type { CriteriaRepo, CriteriaRow, CriterionRow } from './criteria.repo.js';
import type {
  CriteriaInput,
  CriteriaPatch,
  CriterionInput,
  CriterionPatch,
  CriterionView,
  ScoringCriteriaView,
} from './criteria.schemas.js';
import { criteriaChanges, type Trx } from './criteria-changes.js';
import { cleanCriteriaName, cleanCriterion, duplicateSlug } from './criteria-input.js';
import { DEFAULT_CRITERIA_NAME, DEFAULT_CRITERION_SET } from './default-criteria.js';

/**
 * The built-in Default criteria: virtual, the same id in every workspace, never stored. Reads resolve
 * it in the request's workspace like any other id; writes get 403.
 */
export const DEFAULT_CRITERIA_ID = 'sca_default';
const defaultCriterionId = (slug: string) => `scn_default_${slug}`;

const DEFAULT_VIEW: ScoringCriteriaView = Object.freeze({
  criteria_id: DEFAULT_CRITERIA_ID,
  name: DEFAULT_CRITERIA_NAME,
  use_case: null,
  is_default: true,
  criterion_set: DEFAULT_CRITERION_SET.map((c) => ({ criterion_id: defaultCriterionId(c.slug), ...c })),
});

const readOnly = () =>
  forbidden('The built-in Default scoring criteria are read-only; create your own criteria to change them.');

const presentCriterion = (r: CriterionRow): CriterionView => ({
  criterion_id: r.id,
  slug: r.slug,
  label: r.label,
  description: r.description,
  questions: r.questions,
  weight: r.weight,
});

type Ctx = { ctx: RequestContext };
const idsOf = (rows: { id: string }[]) => rows.map((r) => r.id);
const presentCriteria = (r: CriteriaRow, set: CriterionRow[]): ScoringCriteriaView => ({
  criteria_id: r.id,
  name: r.name,
  use_case: r.use_case,
  is_default: false,
  criterion_set: set.map(presentCriterion),
});

/** Which criterion of which criteria a call names. */
type CriterionRef = { ctx: RequestContext; criteriaId: string; criterionId: string };

/**
 * Scoring criteria and their criterion (scoring uses them by id and slug). Every write records its
 * audit row (`criteria.*`, `criterion.*`: criteria-changes.ts) in its own transaction.
 */
export function createCriteriaService(deps: {
  repo: CriteriaRepo;
  ids: IdGenerator;
  clock: Clock;
  record?: ChangeRecorder | undefined;
}) {
  const { repo, ids, clock } = deps;
  const now = () => clock.now().toISOString();
  const { criteriaChange, criterionChange, criteriaCreated } = criteriaChanges(deps.record);

  async function load(ws: string, criteriaId: string): Promise<ScoringCriteriaView> {
    if (criteriaId === DEFAULT_CRITERIA_ID) return DEFAULT_VIEW;
    const [row, set] = await Promise.all([
      repo.findCriteria(ws, criteriaId),
      repo.criterionOf(ws, criteriaId),
    ]);
    if (!row) throw notFound('Scoring criteria');
    return presentCriteria(row, set);
  }

  /** Runs criterion changes under the criteria's row lock; a racing duplicate slug is still a 400. */
  async function underCriteria<T>(
    ctx: WorkspaceContext,
    criteriaId: string,
    slug: string | undefined,
    at: string,
    fn: (trx: Trx) => Promise<T>,
  ) {
    if (criteriaId === DEFAULT_CRITERIA_ID) throw readOnly();
    try {
      return await repo.transaction(async (trx) => {
        const parent = await repo.touchCriteria(trx, ctx.workspaceId, criteriaId, {
          updated: now(),
          updated_by: ctx.actor.name,
          updated_by_id: ctx.actor.id,
        });
        if (!parent) throw notFound('Scoring criteria');
        return fn(trx);
      });
    } catch (error) {
      if (slug !== undefined && isUniqueViolation(error)) throw duplicateSlug(at, slug);
      throw error;
    }
  }

  return {
    /** By name, then creation; the built-in Default ends the last page (after a full one, alone). */
    async list({ ctx, page }: Ctx & { page: PageRequest }): Promise<Page<ScoringCriteriaView>> {
      const { workspaceId: ws } = requireRead(ctx);
      const rows = (await repo.listCriteria(ws, page)).slice(0, page.limit);
      const last = rows.length < page.limit ? null : rows[rows.length - 1];
      const criterion = await repo.listCriterion(ws, idsOf(rows));
      const items = parentsWithVersions(rows, criterion, (c) => c.criteria_id, presentCriteria);
      if (!last) return { items: [...items, DEFAULT_VIEW], next: null };
      return { items, next: [last.name_key, last.created, last.id] };
    },

    get({ ctx, criteriaId }: { ctx: RequestContext; criteriaId: string }): Promise<ScoringCriteriaView> {
      const { workspaceId: ws } = requireRead(ctx);
      return load(ws, criteriaId);
    },

    /** For scoring: the named criteria, or the built-in Default when no id is given. */
    getForScoring({ ctx, criteriaId }: { ctx: RequestContext; criteriaId?: string }) {
      const { workspaceId: ws } = requireRead(ctx);
      return load(ws, criteriaId ?? DEFAULT_CRITERIA_ID).then(
        ({ criteria_id, name, use_case, criterion_set }) => ({
          criteria_id,
          name,
          use_case,
          criterion_set,
        }),
      );
    },

    async create({ ctx, ...input }: { ctx: RequestContext } & CriteriaInput): Promise<ScoringCriteriaView> {
      const wctx = requireWrite(ctx);
      const name = cleanCriteriaName(input.name) as string;
      const set = (input.criterion_set ?? []).map((c, i) => cleanCriterion(c, `body.criterion_set.${i}`));
      const seen = new Set<string>();
      set.forEach((c, i) => {
        if (seen.has(c.slug)) throw duplicateSlug(`body.criterion_set.${i}`, c.slug);
        seen.add(c.slug);
      });
      const at = now();
      const by = ctx.actor.name;
      const row: CriteriaRow = {
        id: ids.next('sca'),
        workspace_id: wctx.workspaceId,
        name,
        name_key: name.toLowerCase(),
        use_case: input.use_case ?? null,
        created: at,
        created_by: by,
        created_by_id: ctx.actor.id,
        updated: at,
        updated_by: by,
        updated_by_id: ctx.actor.id,
      };
      const criterion: CriterionRow[] = set.map((c, position) => ({
        id: ids.next('scn'),
        workspace_id: wctx.workspaceId,
        criteria_id: row.id,
        ...c,
        position,
        created: at,
        updated: at,
      }));
      await repo.transaction(async (trx) => {
        await repo.insertCriteria(trx, row);
        if (criterion.length) await repo.insertCriterion(trx, criterion);
        await criteriaCreated(trx, wctx, row, criterion);
      });
      return presentCriteria(row, criterion);
    },

    /** PUT and PATCH: name and/or use_case (null clears it); what is not given stays. */
    async update({ ctx, criteriaId, ...input }: { ctx: RequestContext; criteriaId: string } & CriteriaPatch) {
      const wctx = requireWrite(ctx);
      const ws = wctx.workspaceId;
      if (criteriaId === DEFAULT_CRITERIA_ID) throw readOnly();
      const name = cleanCriteriaName(input.name);
      const set: Partial<CriteriaRow> = {
        updated: now(),
        updated_by: ctx.actor.name,
        updated_by_id: ctx.actor.id,
      };
      if (name !== undefined) Object.assign(set, { name, name_key: name.toLowerCase() });
      if (input.use_case !== undefined) set.use_case = input.use_case;
      const row = await repo.transaction(async (trx) => {
        const before = await repo.findCriteria(ws, criteriaId, trx);
        const after = await repo.updateCriteria(ws, criteriaId, set, trx);
        if (!after) throw notFound('Scoring criteria');
        await criteriaChange(trx, wctx, 'update', criteriaId, before, after);
        return after;
      });
      return presentCriteria(row, await repo.criterionOf(ws, criteriaId));
    },

    async remove({ ctx, criteriaId }: { ctx: RequestContext; criteriaId: string }): Promise<void> {
      const wctx = requireWrite(ctx);
      if (criteriaId === DEFAULT_CRITERIA_ID) throw readOnly();
      await repo.transaction(async (trx) => {
        const before = await repo.findCriteria(wctx.workspaceId, criteriaId, trx);
        if ((await repo.deleteCriteria(wctx.workspaceId, criteriaId, trx)) === 0)
          throw notFound('Scoring criteria');
        await criteriaChange(trx, wctx, 'delete', criteriaId, before, undefined);
      });
    },

    // ---- criterion ----

    async getCriterion({ ctx, criteriaId, criterionId }: CriterionRef): Promise<CriterionView> {
      const { workspaceId: ws } = requireRead(ctx);
      if (criteriaId === DEFAULT_CRITERIA_ID) {
        const found = DEFAULT_VIEW.criterion_set.find((c) => c.criterion_id === criterionId);
        if (!found) throw notFound('Criterion');
        return found;
      }
      const row = await repo.findCriterion(ws, criteriaId, criterionId);
      if (!row) throw notFound('Criterion');
      return presentCriterion(row);
    },

    async addCriterion({
      ctx,
      criteriaId,
      ...input
    }: { ctx: RequestContext; criteriaId: string } & CriterionInput): Promise<CriterionView> {
      const wctx = requireWrite(ctx);
      const ws = wctx.workspaceId;
      const c = cleanCriterion(input, 'body');
      return underCriteria(wctx, criteriaId, c.slug, 'body', async (trx) => {
        if (await repo.slugTaken(trx, ws, criteriaId, c.slug, null)) throw duplicateSlug('body', c.slug);
        const at = now();
        const row: CriterionRow = {
          id: ids.next('scn'),
          workspace_id: ws,
          criteria_id: criteriaId,
          ...c,
          position: await repo.nextPosition(trx, ws, criteriaId),
          created: at,
          updated: at,
        };
        await repo.insertCriterion(trx, [row]);
        await criterionChange(trx, wctx, 'create', row.id, undefined, row);
        return presentCriterion(row);
      });
    },

    /** PUT (every field) and PATCH (some fields). */
    async updateCriterion({ ctx, criteriaId, criterionId, ...input }: CriterionRef & CriterionPatch) {
      const wctx = requireWrite(ctx);
      const ws = wctx.workspaceId;
      const c = cleanCriterion(input, 'body');
      return underCriteria(wctx, criteriaId, c.slug, 'body', async (trx) => {
        if (c.slug !== undefined && (await repo.slugTaken(trx, ws, criteriaId, c.slug, criterionId))) {
          throw duplicateSlug('body', c.slug);
        }
        const before = await repo.findCriterion(ws, criteriaId, criterionId, trx);
        const row = await repo.updateCriterion(trx, ws, criteriaId, criterionId, { ...c, updated: now() });
        if (!row) throw notFound('Criterion');
        await criterionChange(trx, wctx, 'update', criterionId, before, row);
        return presentCriterion(row);
      });
    },

    async removeCriterion({ ctx, criteriaId, criterionId }: CriterionRef): Promise<void> {
      const wctx = requireWrite(ctx);
      await underCriteria(wctx, criteriaId, undefined, 'body', async (trx) => {
        const before = await repo.findCriterion(wctx.workspaceId, criteriaId, criterionId, trx);
        if ((await repo.deleteCriterion(trx, wctx.workspaceId, criteriaId, criterionId)) === 0)
          throw notFound('Criterion');
        await criterionChange(trx, wctx, 'delete', criterionId, before, undefined);
      });
    },
  };
}
export type CriteriaService = ReturnType<typeof createCriteriaService>;

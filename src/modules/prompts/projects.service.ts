import { type ChangeRecorder, contentOf } from '../../db/changes.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.js';
import { parseExpandParam } from '../../http/expand-param.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, DomainError, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { optionalName, optionalText, requireName } from '../../lib/names.js';
import type { Page, PageRequest } from '../../lib/paging.js';
import {
  type RequestContext,
  requireRead,
  requireWrite,
  type WorkspaceContext,
} from '../../lib/request-context.js';
import type { Q } from '../../versioned/index.js';
import type { ProjectRow, ProjectsRepo } from './projects.repo.js';
import {
  PROJECT_EXPAND,
  PROJECT_EXPAND_MAX_PROMPTS,
  type ProjectInputBody,
  type ProjectPatchBody,
  type ProjectView,
} from './projects.schemas.js';
import type { PromptsService } from './prompts.service.js';

type Ctx = { ctx: RequestContext };

export const presentProject = (r: ProjectRow): ProjectView => ({
  project_id: r.id,
  workspace_id: r.workspace_id,
  created: r.created,
  created_by: r.created_by,
  created_by_id: r.created_by_id,
  updated: r.updated,
  updated_by: r.updated_by,
  updated_by_id: r.updated_by_id,
  name: r.name,
  brief: r.brief,
});

/** What the audit log hashes of a project (content changes). */
const PROJECT_CONTENT = ['name', 'brief'] as const;

const duplicateName = (name: string) =>
  new DomainError('conflict', `A project named '${name}' already exists in this workspace.`);
const holdsPrompts = (n: number) =>
  new DomainError(
    'conflict',
    `The project holds ${n} prompt(s): move them out first, or delete with move_prompts=true to move them to no project.`,
  );

/**
 * Projects: named folders of prompts in a workspace (a prompt is in at most one). The name is
 * unique in the workspace by index; deleting a project that holds prompts is refused (409) unless
 * `move_prompts` asks to move them out, in the same transaction (docs/prompts.md, "Projects").
 */
export function createProjectsService(deps: {
  repo: ProjectsRepo;
  prompts: Pick<PromptsService, 'list'>;
  ids: IdGenerator;
  clock: Clock;
  record?: ChangeRecorder | undefined;
}) {
  const { repo, ids, clock } = deps;
  /** The audit row of a project write (`project.create|update|delete`), in its transaction. */
  const change = (
    q: Q,
    ctx: WorkspaceContext,
    verb: string,
    id: string,
    before?: ProjectRow,
    after?: ProjectRow,
  ) =>
    deps.record?.(q, ctx, {
      action: `project.${verb}`,
      resourceType: 'project',
      resourceId: id,
      workspaceId: ctx.workspaceId,
      before: contentOf(before, PROJECT_CONTENT),
      after: contentOf(after, PROJECT_CONTENT),
    });
  const now = () => clock.now().toISOString();
  /** Who changed it and when, as every authored row records it. */
  const stamp = (actor: { id: string; name: string }) => ({
    updated: now(),
    updated_by: actor.name,
    updated_by_id: actor.id,
  });

  async function insertOrConflict<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName(name);
      throw error;
    }
  }

  return {
    /** By name (case-insensitive). */
    async list({ ctx, page }: Ctx & { page: PageRequest }): Promise<Page<ProjectView>> {
      const w = requireRead(ctx);
      const rows = await repo.list(w.workspaceId, page);
      const items = rows.slice(0, page.limit);
      const last = rows.length > page.limit ? items[items.length - 1] : undefined;
      return { items: items.map(presentProject), next: last ? [last.name_key, last.id] : null };
    },

    async get({ ctx, projectId, expand }: Ctx & { projectId: string; expand?: string | undefined }) {
      const w = requireRead(ctx);
      const wanted = parseExpandParam(expand, PROJECT_EXPAND);
      const row = await repo.find(w.workspaceId, projectId);
      if (!row) throw notFound('Project');
      const view = presentProject(row);
      if (!wanted.has('prompts')) return view;
      const { items } = await deps.prompts.list({
        ctx,
        projectId,
        page: { limit: PROJECT_EXPAND_MAX_PROMPTS, after: null },
      });
      return { ...view, prompts: items };
    },

    async create({ ctx, input }: Ctx & { input: ProjectInputBody }): Promise<ProjectView> {
      const w = requireWrite(ctx);
      const name = requireName(input.name, 'body.name');
      const at = now();
      const row: ProjectRow = {
        id: ids.next('prj'),
        workspace_id: w.workspaceId,
        name,
        name_key: name.toLowerCase(),
        brief: optionalText(input.brief, 'body.brief') ?? null,
        created: at,
        created_by: w.actor.name,
        created_by_id: w.actor.id,
        updated: at,
        updated_by: w.actor.name,
        updated_by_id: w.actor.id,
      };
      await insertOrConflict(name, () =>
        repo.transaction(async (trx) => {
          await repo.insert(row, trx);
          await change(trx, w, 'create', row.id, undefined, row);
        }),
      );
      return presentProject(row);
    },

    /** Name and/or brief (null clears it); what is not given stays. */
    async update({ ctx, projectId, input }: Ctx & { projectId: string; input: ProjectPatchBody }) {
      const w = requireWrite(ctx);
      const set: Partial<ProjectRow> = stamp(w.actor);
      const name = optionalName(input.name, 'body.name');
      if (name !== undefined) Object.assign(set, { name, name_key: name.toLowerCase() });
      if (input.brief !== undefined) set.brief = optionalText(input.brief, 'body.brief');
      const row = await insertOrConflict(name ?? '', () =>
        repo.transaction(async (trx) => {
          const before = await repo.find(w.workspaceId, projectId, trx);
          const after = await repo.update(w.workspaceId, projectId, set, trx);
          if (!before || !after) throw notFound('Project');
          await change(trx, w, 'update', projectId, before, after);
          return after;
        }),
      );
      return presentProject(row);
    },

    /** Refused while the project holds prompts (409), unless `movePrompts` moves them out first. */
    async remove({ ctx, projectId, movePrompts }: Ctx & { projectId: string; movePrompts: boolean }) {
      const w = requireWrite(ctx);
      const ws = w.workspaceId;
      try {
        await repo.transaction(async (trx) => {
          const before = await repo.find(ws, projectId, trx);
          if (!before) throw notFound('Project');
          if (movePrompts) {
            await repo.detachPrompts(trx, ws, projectId, stamp(w.actor));
          } else {
            const held = await repo.promptCount(trx, ws, projectId);
            if (held > 0) throw holdsPrompts(held);
          }
          await repo.delete(trx, ws, projectId);
          await change(trx, w, 'delete', projectId, before, undefined);
        });
      } catch (error) {
        // A prompt moved into the project meanwhile: the foreign key refuses the delete.
        if (isForeignKeyViolation(error))
          throw holdsPrompts(await repo.promptCount(undefined, ws, projectId));
        throw error;
      }
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;

/** The refusal of a project id no project of the workspace has (another workspace's included). */
export const unknownProject = (field: string, projectId: string) =>
  badRequest(`${field}: no project '${projectId}' in this workspace.`);

/**
 * The project a prompt's body names (`project_id`), checked in the request's workspace: a project
 * of another workspace is refused exactly as one that does not exist (nothing tells them apart).
 * null and undefined pass through.
 */
export async function checkProjectRef<T extends string | null | undefined>(
  repo: Pick<ProjectsRepo, 'find'>,
  ws: string,
  projectId: T,
  field: string,
): Promise<T> {
  if (typeof projectId === 'string' && !(await repo.find(ws, projectId))) {
    throw unknownProject(field, projectId);
  }
  return projectId;
}

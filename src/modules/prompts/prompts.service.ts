import type { Static } from 'typebox';
import type { ChangeRecorder } from '../../db/changes.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import { badRequest, notFound } from '../../lib/domain-error.js';
import { optionalName, requireName } from '../../lib/names.js';
import type { Page, PageRequest } from '../../lib/paging.js';
import { type RequestContext, requireRead, requireWrite } from '../../lib/request-context.js';
import {
  type ConditionalWrite,
  pageOfParents,
  parentsWithVersions,
  type Tagged,
  tagged,
  type VersionedResource,
} from '../../versioned/index.js';
import { type Expand, PROMPT_EXPAND, parseExpand } from './expand.js';
import type { LabelHistoryRepo } from './label-history.repo.js';
import type { LabelProtectionSource } from './label-protection.js';
import type { ProjectsRepo } from './projects.repo.js';
import { checkProjectRef, unknownProject } from './projects.service.js';
import { type PromptContentDeps, preparePromptContent, type VersionBody } from './prompt-content.js';
import type { PromptLabelsRepo } from './prompt-labels.repo.js';
import { presentPrompt, presentVersion, presentVersions, type VersionSources } from './prompts.present.js';
import type { PromptRepo, PromptRow, PromptVersionRow } from './prompts.repo.js';
import type {
  PromptInput,
  PromptListQuery,
  PromptPatch,
  PromptQuery,
  PromptView,
} from './prompts.schemas.js';

/** What the prompts and prompt-versions services are built from (prompts.module.ts). */
export interface PromptsDeps {
  repo: PromptRepo;
  resource: PromptResource;
  /** Stored analyses and labels, read to present versions. */
  sources: VersionSources;
  labels: PromptLabelsRepo;
  content: PromptContentDeps;
  projects: Pick<ProjectsRepo, 'find'>;
  /** Label history (issue 23 §3): every move, written in the move's transaction. */
  history: LabelHistoryRepo;
  /** Ids of history rows, in the order this instance made them (db/changes.ts, monotonicIds). */
  moveId: () => string;
  /** Which labels (and whether the primary) the workspace protects (issue 23 §1). */
  protection: LabelProtectionSource;
  /** The audit log's writer (src/db/changes.ts), for the writes not made by the kernel (labels). */
  record?: ChangeRecorder | undefined;
}
/** The versioned-resource helper over the prompt tables. */
export type PromptResource = VersionedResource<PromptRow, PromptVersionRow, 'prompt_id'>;

type Patch = Static<typeof PromptPatch>;
type Query = Pick<Static<typeof PromptListQuery>, 'expand' | 'name'> & { projectId?: string | undefined };

/** A write naming a project that went away meanwhile: the foreign key refused it. */
async function orUnknownProject<T>(projectId: string | null | undefined, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (typeof projectId === 'string' && isForeignKeyViolation(error)) {
      throw unknownProject('body.project_id', projectId);
    }
    throw error;
  }
}

/**
 * The first version a create body asks for: text (content), chat (type chat and messages) or none.
 * Content and messages do not mix: a chat version's content is its messages' flattening.
 */
function firstVersionBody(input: Static<typeof PromptInput>): VersionBody | null {
  const config = input.config;
  if (input.type === 'chat') {
    if (input.content !== undefined) {
      throw badRequest('body.content: a chat version is written as body.messages, not content.');
    }
    if (input.messages === undefined) throw badRequest('body.messages: is required with type chat.');
    return { type: 'chat', messages: input.messages, config };
  }
  if (input.messages !== undefined) throw badRequest('body.messages: is only accepted with type chat.');
  return input.content === undefined ? null : { type: 'text', content: input.content, config };
}

/** Prompts: the containers of versions. Every call is scoped to the context's workspace. */
export function createPromptsService({ repo, resource, sources, labels, content, projects }: PromptsDeps) {
  /** The prompt with its primary version (or all versions), analyses as expanded. */
  async function view(ws: string, row: PromptRow, versions: PromptVersionRow[], kinds: Expand['kinds']) {
    return presentPrompt(row, await presentVersions(sources, ws, versions, kinds));
  }
  async function viewWithPrimary(ws: string, row: PromptRow): Promise<Tagged<PromptView>> {
    return tagged(row, await view(ws, row, await repo.tables.versionsOf(ws, row.id, true), []));
  }

  async function get({
    ctx,
    promptId,
    expand,
  }: { ctx: RequestContext; promptId: string } & Pick<Static<typeof PromptQuery>, 'expand'>): Promise<
    Tagged<PromptView>
  > {
    const w = requireRead(ctx);
    const wanted = parseExpand(expand, PROMPT_EXPAND);
    const found = await repo.findPromptWithVersions(w.workspaceId, promptId, !wanted.versions);
    if (!found) throw notFound('Prompt');
    return tagged(found.prompt, await view(w.workspaceId, found.prompt, found.versions, wanted.kinds));
  }

  return {
    /**
     * A page of prompts with their primaries (one query); with expand=versions, a page of prompts,
     * then the versions of that page's prompts only (a second query).
     */
    async list({ ctx, expand, name, projectId, page }: { ctx: RequestContext; page: PageRequest } & Query) {
      const w = requireRead(ctx);
      const wanted = parseExpand(expand, PROMPT_EXPAND);
      const ws = w.workspaceId;
      // `none`: the prompts in no project (ids start with prj_, so no project is called that).
      const filter = { name, project: projectId === 'none' ? null : projectId };
      let prompts: Page<PromptRow>;
      let versionRows: PromptVersionRow[];
      if (wanted.versions) {
        prompts = pageOfParents(await repo.listPrompts(ws, filter, page), page.limit);
        versionRows = await repo.tables.versionsOfParents(
          ws,
          prompts.items.map((p) => p.id),
          false,
        );
      } else {
        const rows = await repo.listPromptsWithPrimary(ws, filter, page);
        prompts = pageOfParents(
          rows.map((r) => r.prompt),
          page.limit,
        );
        versionRows = rows.slice(0, page.limit).flatMap((r) => (r.primary ? [r.primary] : []));
      }
      const versions = await presentVersions(sources, ws, versionRows, wanted.kinds);
      const items = parentsWithVersions(prompts.items, versions, (v) => v.prompt_id, presentPrompt);
      return { items, next: prompts.next };
    },

    get,

    /** As `get`, the prompt named exactly `name` (names are not unique: the oldest of them). */
    async getByName({
      ctx,
      name,
      expand,
    }: { ctx: RequestContext; name: string } & Pick<Static<typeof PromptQuery>, 'expand'>) {
      const prompt = await labels.promptByName(requireRead(ctx).workspaceId, name);
      if (!prompt) throw notFound('Prompt');
      return get({ ctx, promptId: prompt.id, expand });
    },

    /** Spec create rules 1–3: with content, a first version that is primary; variables substituted first. */
    async create({
      ctx,
      input,
    }: {
      ctx: RequestContext;
      input: Static<typeof PromptInput>;
    }): Promise<Tagged<PromptView>> {
      const w = requireWrite(ctx);
      const name = requireName(input.name, 'body.name');
      const versionName = optionalName(input.version_name, 'body.version_name') ?? null;
      const body = firstVersionBody(input);
      if (body === null) {
        if (input.variables !== undefined)
          throw badRequest('body.variables: is only accepted together with content.');
        if (input.version_name !== undefined) {
          throw badRequest('body.version_name: is only accepted together with content.');
        }
        if (input.config !== undefined)
          throw badRequest('body.config: is only accepted together with content.');
      }
      const projectId = await checkProjectRef(projects, w.workspaceId, input.project_id, 'body.project_id');
      const columns =
        body === null
          ? null
          : await preparePromptContent(content, body, input.variables, {
              ws: w.workspaceId,
              promptId: null,
              name,
            });
      const { parent, versions } = await orUnknownProject(projectId, () =>
        resource.createParent({
          ctx: w,
          name,
          columns: { use_case: input.use_case ?? null, project_id: projectId ?? null },
          ...(columns ? { version: { name: versionName, columns } } : {}),
        }),
      );
      // A new version has no labels and no analyses: presented without reading either.
      return tagged(
        parent,
        presentPrompt(
          parent,
          versions.map((v) => presentVersion(v)),
        ),
      );
    },

    /**
     * Name, use case and project only (rule 4: content changes through a version). If-Match makes it
     * conditional.
     */
    async update({ promptId, input, ...write }: ConditionalWrite & { promptId: string; input: Patch }) {
      const ws = requireWrite(write.ctx).workspaceId;
      await checkProjectRef(projects, ws, input.project_id, 'body.project_id');
      const row = await orUnknownProject(input.project_id, () =>
        resource.patchParent({ ...write, parentId: promptId, set: input }),
      );
      return viewWithPrimary(row.workspace_id, row);
    },

    /** Deletes the prompt, its versions and their analyses. */
    async remove({ promptId, ...write }: ConditionalWrite & { promptId: string }) {
      await resource.deleteParent({ ...write, parentId: promptId });
    },
  };
}
export type PromptsService = ReturnType<typeof createPromptsService>;

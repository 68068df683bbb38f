import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { optionalText } from '../../lib/names.js';
import { assertScope, assertWorkspace, type RequestContext } from '../../lib/request-context.js';
import { etagOf, expectedRevision, precondition } from '../../lib/revision.js';
import type { AnalysesRepo } from '../analysis/analyses.repo.js';
import { PROMPT_EXPAND, parseExpand } from './expand.js';
import { presentPrompt, presentVersions } from './present.js';
import type { PromptRepo, PromptRow, VersionRow } from './prompts.repo.js';
import type { PromptView } from './prompts.schemas.js';
import { type ContentDeps, prepareContent } from './version-content.js';

export interface PromptsDeps extends ContentDeps {
  repo: PromptRepo;
  analyses: AnalysesRepo;
  ids: IdGenerator;
  clock: Clock;
}

export interface PromptInput {
  name: string;
  use_case?: string | null;
  content?: string;
  version_name?: string | null;
  variables?: Record<string, string>;
}

/** A single resource with the ETag of the revision it was read at. */
export interface Tagged<T> {
  etag: string;
  body: T;
}

/** Prompts: the containers of versions. Every call is scoped to the context's workspace. */
export function createPromptsService(deps: PromptsDeps) {
  const { repo, analyses, ids, clock } = deps;

  /** The prompt with its primary version (or all versions), analyses as expanded. */
  async function view(
    ws: string,
    row: PromptRow,
    versions: VersionRow[],
    kinds: Parameters<typeof presentVersions>[3],
  ) {
    return presentPrompt(row, await presentVersions(analyses, ws, versions, kinds));
  }

  return {
    async list(ctx: RequestContext, query: { expand?: string; name?: string }): Promise<PromptView[]> {
      assertScope(ctx, 'read');
      assertWorkspace(ctx);
      const expand = parseExpand(query.expand, PROMPT_EXPAND);
      const ws = ctx.workspaceId;
      const [prompts, versionRows] = await Promise.all([
        repo.listPrompts(ws, query.name),
        repo.listVersions(ws, query.name, !expand.versions),
      ]);
      const versions = await presentVersions(analyses, ws, versionRows, expand.kinds);
      const byPrompt = new Map<string, typeof versions>();
      for (const v of versions) {
        const list = byPrompt.get(v.prompt_id);
        if (list) list.push(v);
        else byPrompt.set(v.prompt_id, [v]);
      }
      return prompts.map((p) => presentPrompt(p, byPrompt.get(p.id) ?? []));
    },

    async get(
      ctx: RequestContext,
      promptId: string,
      query: { expand?: string },
    ): Promise<Tagged<PromptView>> {
      assertScope(ctx, 'read');
      assertWorkspace(ctx);
      const expand = parseExpand(query.expand, PROMPT_EXPAND);
      const ws = ctx.workspaceId;
      const found = await repo.findPromptWithVersions(ws, promptId, !expand.versions);
      if (!found) throw notFound('Prompt');
      const { prompt, versions } = found;
      return {
        etag: etagOf(prompt.id, prompt.revision),
        body: await view(ws, prompt, versions, expand.kinds),
      };
    },

    /** Spec create rules 1–3: with content, a first version that is primary; variables substituted first. */
    async create(ctx: RequestContext, input: PromptInput): Promise<Tagged<PromptView>> {
      assertScope(ctx, 'write');
      assertWorkspace(ctx);
      const name = optionalText(input.name, 'body.name');
      const versionName = optionalText(input.version_name, 'body.version_name');
      if (input.content === undefined) {
        if (input.variables !== undefined)
          throw badRequest('body.variables: is only accepted together with content.');
        if (input.version_name !== undefined) {
          throw badRequest('body.version_name: is only accepted together with content.');
        }
      }
      const prepared =
        input.content === undefined ? null : await prepareContent(deps, input.content, input.variables);
      const at = clock.now().toISOString();
      const by = ctx.actor.name;
      const prompt: PromptRow = {
        id: ids.next('prm'),
        workspace_id: ctx.workspaceId,
        name,
        name_key: name.toLowerCase(),
        use_case: input.use_case ?? null,
        revision: 1,
        created: at,
        created_by: by,
        updated: at,
        updated_by: by,
      };
      const versions: VersionRow[] = prepared
        ? [
            {
              id: ids.next('ver'),
              workspace_id: ctx.workspaceId,
              prompt_id: prompt.id,
              name: versionName ?? null,
              is_primary: 1,
              content: prepared.content,
              variables: prepared.variables,
              token_info: prepared.tokenInfo,
              revision: 1,
              created: at,
              created_by: by,
              updated: at,
              updated_by: by,
            },
          ]
        : [];
      await repo.transaction(async (trx) => {
        await repo.insertPrompts(trx, [prompt]);
        if (versions.length) await repo.insertVersions(trx, versions);
      });
      return {
        etag: etagOf(prompt.id, prompt.revision),
        body: await view(ctx.workspaceId, prompt, versions, []),
      };
    },

    /** Name and use case only (rule 4: content changes through a version). If-Match makes it conditional. */
    async update(
      ctx: RequestContext,
      promptId: string,
      patch: { name?: string; use_case?: string | null },
      ifMatch?: string,
    ): Promise<Tagged<PromptView>> {
      assertScope(ctx, 'write');
      assertWorkspace(ctx);
      const ws = ctx.workspaceId;
      const name = optionalText(patch.name, 'body.name');
      let revision: number | null = null;
      if (ifMatch !== undefined) {
        const current = await repo.findPrompt(ws, promptId);
        if (!current) throw notFound('Prompt');
        revision = expectedRevision(ifMatch, current.id, current.revision);
      }
      const set: Partial<PromptRow> = { updated: clock.now().toISOString(), updated_by: ctx.actor.name };
      if (name !== undefined) Object.assign(set, { name, name_key: name.toLowerCase() });
      if (patch.use_case !== undefined) set.use_case = patch.use_case;
      const row = await repo.updatePrompt(ws, promptId, set, revision);
      if (!row) {
        if (revision !== null && (await repo.findPrompt(ws, promptId))) throw precondition();
        throw notFound('Prompt');
      }
      const versions = await repo.versionsOf(ws, promptId, true);
      return { etag: etagOf(row.id, row.revision), body: await view(ws, row, versions, []) };
    },

    /** Deletes the prompt, its versions and their analyses. */
    async remove(ctx: RequestContext, promptId: string, ifMatch?: string): Promise<void> {
      assertScope(ctx, 'write');
      assertWorkspace(ctx);
      const ws = ctx.workspaceId;
      let revision: number | null = null;
      if (ifMatch !== undefined) {
        const current = await repo.findPrompt(ws, promptId);
        if (!current) throw notFound('Prompt');
        revision = expectedRevision(ifMatch, current.id, current.revision);
      }
      if ((await repo.deletePrompt(ws, promptId, revision)) === 0) {
        if (revision !== null && (await repo.findPrompt(ws, promptId))) throw precondition();
        throw notFound('Prompt');
      }
    },
  };
}
export type PromptsService = ReturnType<typeof createPromptsService>;

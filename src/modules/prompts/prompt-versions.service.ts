import type { Static } from 'typebox';
import { optionalName } from '../../lib/names.js';
import type { PageRequest } from '../../lib/paging.js';
import { type RequestContext, requireRead, requireWrite } from '../../lib/request-context.js';
import { type ConditionalWrite, type Tagged, tagged } from '../../versioned/index.js';
import { parseExpand, VERSION_EXPAND } from './expand.js';
import { assertMaySwitchPrimary } from './label-protection.js';
import { preparePromptContent } from './prompt-content.js';
import { presentVersion, presentVersions } from './prompts.present.js';
import type { PromptVersionRow } from './prompts.repo.js';
import type { VersionInput, VersionPatch, VersionQuery, VersionView } from './prompts.schemas.js';
import type { PromptsDeps } from './prompts.service.js';

type VersionIds = { promptId: string; versionId: string };
type Ids = { ctx: RequestContext } & VersionIds;
type Patch = Static<typeof VersionPatch>;
type Expand = Pick<Static<typeof VersionQuery>, 'expand'>;

/** Versions of a prompt: the shared versioned-resource rules, with prompt content (variables, token_info). */
export function createPromptVersionsService({ resource, sources, content, protection }: PromptsDeps) {
  /** A version just changed, with its labels (analyses are not expanded on writes). */
  async function result(row: PromptVersionRow): Promise<Tagged<VersionView>> {
    const [body] = await presentVersions(sources, row.workspace_id, [row], []);
    return tagged(row, body as VersionView);
  }

  return {
    async list({
      ctx,
      promptId,
      expand,
      page,
    }: { ctx: RequestContext; promptId: string; page: PageRequest } & Expand) {
      const w = requireRead(ctx);
      const { kinds } = parseExpand(expand, VERSION_EXPAND);
      const { items, next } = await resource.versionsPage(w.workspaceId, promptId, page);
      return { items: await presentVersions(sources, w.workspaceId, items, kinds), next };
    },

    async get({ ctx, promptId, versionId, expand }: Ids & Expand): Promise<Tagged<VersionView>> {
      const w = requireRead(ctx);
      const { kinds } = parseExpand(expand, VERSION_EXPAND);
      const row = await resource.requireVersion(w.workspaceId, promptId, versionId);
      const [body] = await presentVersions(sources, w.workspaceId, [row], kinds);
      return tagged(row, body as VersionView);
    },

    /** The prompt's first version is primary; a later one only when the body asks (is_primary: true). */
    async create({
      ctx,
      promptId,
      input,
    }: {
      ctx: RequestContext;
      promptId: string;
      input: Static<typeof VersionInput>;
    }): Promise<Tagged<VersionView>> {
      const w = requireWrite(ctx);
      if (input.is_primary === true) await assertMaySwitchPrimary(protection, w);
      const name = optionalName(input.name, 'body.name') ?? null;
      const parent = await resource.requireParent(w.workspaceId, promptId); // 404 before any content work
      const owner = { ws: w.workspaceId, promptId, name: parent.name };
      const columns = await preparePromptContent(content, input.content, input.variables, owner);
      const row = await resource.addVersion({
        ctx: w,
        parentId: promptId,
        name,
        isPrimary: input.is_primary,
        content: { columns },
      });
      // A new version has no labels and no analyses: presented without reading either.
      return tagged(row, presentVersion(row));
    },

    /** Name, content (with variables: substituted in the new content, or in the current one) or primary. */
    async update({ promptId, input, ...write }: VersionIds & ConditionalWrite & { input: Patch }) {
      const w = requireWrite(write.ctx); // the scope check comes before the body's rules
      if (input.is_primary === true) await assertMaySwitchPrimary(protection, w);
      const name = optionalName(input.name, 'body.name');
      const row = await resource.patchVersion({
        ...write,
        parentId: promptId,
        isPrimary: input.is_primary,
        prepare: async (current) => {
          const changes = input.content !== undefined || input.variables !== undefined;
          const columns = changes
            ? await preparePromptContent(
                content,
                input.content ?? current.content,
                input.variables,
                async () => {
                  const ws = current.workspace_id;
                  return { ws, promptId, name: (await resource.requireParent(ws, promptId)).name };
                },
              )
            : {};
          return { columns: { ...columns, ...(name === undefined ? {} : { name }) } };
        },
      });
      return result(row);
    },

    /** The primary version goes only when it is the last one (else make another primary first). */
    async remove({ promptId, ...write }: VersionIds & ConditionalWrite) {
      await resource.deleteVersion({ ...write, parentId: promptId });
    },

    // ---- for the analysis area (which stores results through the analyses repo) ----

    /** The version an analysis runs on (404 like any other read); read scope. */
    async findForAnalysis({ ctx, promptId, versionId }: Ids) {
      const w = requireRead(ctx);
      const row = await resource.requireVersion(w.workspaceId, promptId, versionId);
      return { version_id: row.id, prompt_id: row.prompt_id, content: row.content, updated: row.updated };
    },
  };
}
export type PromptVersionsService = ReturnType<typeof createPromptVersionsService>;

import type { Static, TSchema } from 'typebox';
import { badRequest } from '../../lib/domain-error.js';
import { optionalName } from '../../lib/names.js';
import type { PageRequest } from '../../lib/paging.js';
import { type RequestContext, requireRead, requireWrite } from '../../lib/request-context.js';
import { type ConditionalWrite, type Tagged, tagged } from '../../versioned/index.js';
import { parseExpand, VERSION_EXPAND } from './expand.js';
import { assertMaySwitchPrimary } from './label-protection.js';
import { preparePromptContent, type VersionBody } from './prompt-content.js';
import { presentVersion, presentVersions } from './prompts.present.js';
import type { PromptVersionRow } from './prompts.repo.js';
import type {
  ChatVersionInput,
  VersionInput,
  VersionPatch,
  VersionQuery,
  VersionView,
} from './prompts.schemas.js';
import type { PromptsDeps } from './prompts.service.js';

type VersionIds = { promptId: string; versionId: string };
type Ids = { ctx: RequestContext } & VersionIds;
type Patch = Static<typeof VersionPatch>;
type Expand = Pick<Static<typeof VersionQuery>, 'expand'>;
type Create<T extends TSchema> = { ctx: RequestContext; promptId: string; input: Static<T> };

/** What a PATCH rewrites of the version's content (null: nothing), in the version's own type. */
function changedBody(current: PromptVersionRow, input: Patch): VersionBody | null {
  if (input.content === undefined && input.variables === undefined && input.messages === undefined) {
    if (input.config === undefined) return null;
  }
  const config =
    input.config !== undefined ? input.config : current.config === null ? null : JSON.parse(current.config);
  if (current.type === 'chat') {
    if (input.content !== undefined) {
      throw badRequest("body.content: a chat version's content is its messages; change body.messages.");
    }
    return { type: 'chat', messages: input.messages ?? JSON.parse(current.messages ?? '[]'), config };
  }
  if (input.messages !== undefined) {
    throw badRequest('body.messages: only a chat version has messages (POST …/versions/chat makes one).');
  }
  return { type: 'text', content: input.content ?? current.content, config };
}

/** Versions of a prompt: the shared versioned-resource rules, with prompt content (variables, token_info). */
export function createPromptVersionsService({ resource, sources, content, protection }: PromptsDeps) {
  /** A version just changed, with its labels (analyses are not expanded on writes). */
  async function result(row: PromptVersionRow): Promise<Tagged<VersionView>> {
    const [body] = await presentVersions(sources, row.workspace_id, [row], []);
    return tagged(row, body as VersionView);
  }

  /** A new version of `promptId` from `body` (first: primary; later: when the input asks). */
  async function add(
    ctx: RequestContext,
    promptId: string,
    input: {
      name?: string | null | undefined;
      variables?: Record<string, string> | undefined;
      is_primary?: boolean | undefined;
    },
    body: VersionBody,
  ): Promise<Tagged<VersionView>> {
    const w = requireWrite(ctx);
    if (input.is_primary === true) await assertMaySwitchPrimary(protection, w);
    const name = optionalName(input.name, 'body.name') ?? null;
    const parent = await resource.requireParent(w.workspaceId, promptId); // 404 before any content work
    const owner = { ws: w.workspaceId, promptId, name: parent.name };
    const columns = await preparePromptContent(content, body, input.variables, owner);
    const row = await resource.addVersion({
      ctx: w,
      parentId: promptId,
      name,
      isPrimary: input.is_primary,
      content: { columns },
    });
    // A new version has no labels and no analyses: presented without reading either.
    return tagged(row, presentVersion(row));
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
    async create({ ctx, promptId, input }: Create<typeof VersionInput>): Promise<Tagged<VersionView>> {
      return add(ctx, promptId, input, { type: 'text', content: input.content, config: input.config });
    },

    /** POST …/versions/chat: as `create`, a chat version (messages; content is their flattening). */
    async createChat({
      ctx,
      promptId,
      input,
    }: Create<typeof ChatVersionInput>): Promise<Tagged<VersionView>> {
      return add(ctx, promptId, input, { type: 'chat', messages: input.messages, config: input.config });
    },

    /**
     * Name, content or messages (with variables: substituted in the new ones, or in the current
     * ones), config (null clears it) or primary. Content belongs to text versions, messages to chat
     * versions: a version keeps its type.
     */
    async update({ promptId, input, ...write }: VersionIds & ConditionalWrite & { input: Patch }) {
      const w = requireWrite(write.ctx); // the scope check comes before the body's rules
      if (input.is_primary === true) await assertMaySwitchPrimary(protection, w);
      const name = optionalName(input.name, 'body.name');
      const row = await resource.patchVersion({
        ...write,
        parentId: promptId,
        isPrimary: input.is_primary,
        prepare: async (current) => {
          const body = changedBody(current, input);
          const columns = body
            ? await preparePromptContent(content, body, input.variables, async () => {
                const ws = current.workspace_id;
                return { ws, promptId, name: (await resource.requireParent(ws, promptId)).name };
              })
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

    /** The prompt exists in the caller's workspace (404 like any other read); read scope. */
    async requirePrompt({ ctx, promptId }: { ctx: RequestContext; promptId: string }) {
      const w = requireRead(ctx);
      await resource.requireParent(w.workspaceId, promptId);
    },
  };
}
export type PromptVersionsService = ReturnType<typeof createPromptVersionsService>;

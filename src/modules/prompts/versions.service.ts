import { DomainError, notFound } from '../../lib/domain-error.js';
import { optionalText } from '../../lib/names.js';
import { checkDeletable, primaryOnCreate, primaryOnPatch } from '../../lib/primary-rules.js';
import { assertScope, assertWorkspace, type RequestContext } from '../../lib/request-context.js';
import { etagOf, expectedRevision, precondition } from '../../lib/revision.js';
import { parseExpand, VERSION_EXPAND } from './expand.js';
import { presentVersion, presentVersions } from './present.js';
import type { VersionRow } from './prompts.repo.js';
import type { VersionView } from './prompts.schemas.js';
import type { PromptsDeps, Tagged } from './prompts.service.js';
import { type PreparedContent, prepareContent } from './version-content.js';

export interface VersionInput {
  name?: string | null;
  content: string;
  variables?: Record<string, string>;
  is_primary?: boolean;
}
export interface VersionPatch {
  name?: string | null;
  content?: string;
  variables?: Record<string, string>;
  is_primary?: boolean;
}

// A PATCH without If-Match reads, prepares the content outside the transaction (token counting is
// slow), then writes only if the version did not change meanwhile; else it starts again.
const MAX_ATTEMPTS = 5;

/** Versions of a prompt. Changes that touch the primary flag hold the prompt's row lock. */
export function createVersionsService(deps: PromptsDeps) {
  const { repo, analyses, ids, clock } = deps;
  const tagged = (row: VersionRow, body: VersionView = presentVersion(row)): Tagged<VersionView> => ({
    etag: etagOf(row.id, row.revision),
    body,
  });

  async function patchOnce(
    ctx: RequestContext & { workspaceId: string },
    promptId: string,
    versionId: string,
    patch: VersionPatch,
    ifMatch: string | undefined,
  ) {
    const ws = ctx.workspaceId;
    const current = await repo.findVersion(ws, promptId, versionId);
    if (!current) throw notFound('Version');
    expectedRevision(ifMatch, current.id, current.revision);
    let prepared: PreparedContent | null = null;
    if (patch.content !== undefined || patch.variables !== undefined) {
      prepared = await prepareContent(deps, patch.content ?? current.content, patch.variables);
    }
    const name = optionalText(patch.name, 'body.name');
    return repo.transaction(async (trx) => {
      if (!(await repo.lockPrompt(trx, ws, promptId))) throw notFound('Version');
      const locked = await repo.lockedVersion(trx, ws, promptId, versionId);
      if (!locked) throw notFound('Version');
      if (locked.revision !== current.revision) return null;
      const makePrimary = primaryOnPatch(locked.is_primary === 1, patch.is_primary);
      const set: Partial<VersionRow> = { updated: clock.now().toISOString(), updated_by: ctx.actor.name };
      if (name !== undefined) set.name = name;
      if (prepared)
        Object.assign(set, {
          content: prepared.content,
          variables: prepared.variables,
          token_info: prepared.tokenInfo,
        });
      if (makePrimary) {
        await repo.demotePrimary(trx, ws, promptId);
        set.is_primary = 1;
      }
      return (await repo.updateVersion(trx, ws, versionId, set, locked.revision)) ?? null;
    });
  }

  return {
    async list(ctx: RequestContext, promptId: string, query: { expand?: string }): Promise<VersionView[]> {
      assertScope(ctx, 'read');
      assertWorkspace(ctx);
      const { kinds } = parseExpand(query.expand, VERSION_EXPAND);
      const ws = ctx.workspaceId;
      const rows = await repo.versionsOf(ws, promptId, false);
      // No versions: an empty prompt, or no prompt at all (checked only then).
      if (rows.length === 0 && !(await repo.findPrompt(ws, promptId))) throw notFound('Prompt');
      return presentVersions(analyses, ws, rows, kinds);
    },

    async get(ctx: RequestContext, promptId: string, versionId: string, query: { expand?: string }) {
      assertScope(ctx, 'read');
      assertWorkspace(ctx);
      const { kinds } = parseExpand(query.expand, VERSION_EXPAND);
      const row = await repo.findVersion(ctx.workspaceId, promptId, versionId);
      if (!row) throw notFound('Version');
      const [body] = await presentVersions(analyses, ctx.workspaceId, [row], kinds);
      return tagged(row, body);
    },

    /** The prompt's first version is primary; a later one only when the body asks (is_primary: true). */
    async create(ctx: RequestContext, promptId: string, input: VersionInput): Promise<Tagged<VersionView>> {
      assertScope(ctx, 'write');
      assertWorkspace(ctx);
      const ws = ctx.workspaceId;
      const name = optionalText(input.name, 'body.name');
      const prepared = await prepareContent(deps, input.content, input.variables);
      const at = clock.now().toISOString();
      const row = await repo.transaction(async (trx) => {
        if (!(await repo.lockPrompt(trx, ws, promptId))) throw notFound('Prompt');
        const existing = await repo.versionCount(trx, ws, promptId);
        const primary = primaryOnCreate(existing > 0, input.is_primary);
        if (primary && existing > 0) await repo.demotePrimary(trx, ws, promptId);
        const row: VersionRow = {
          id: ids.next('ver'),
          workspace_id: ws,
          prompt_id: promptId,
          name: name ?? null,
          is_primary: primary ? 1 : 0,
          content: prepared.content,
          variables: prepared.variables,
          token_info: prepared.tokenInfo,
          revision: 1,
          created: at,
          created_by: ctx.actor.name,
          updated: at,
          updated_by: ctx.actor.name,
        };
        await repo.insertVersions(trx, [row]);
        return row;
      });
      return tagged(row);
    },

    async update(
      ctx: RequestContext,
      promptId: string,
      versionId: string,
      patch: VersionPatch,
      ifMatch?: string,
    ): Promise<Tagged<VersionView>> {
      assertScope(ctx, 'write');
      assertWorkspace(ctx);
      for (let attempt = 1; ; attempt++) {
        const row = await patchOnce(ctx, promptId, versionId, patch, ifMatch);
        if (row) return tagged(row);
        // Changed between the read and the write: with If-Match that is a stale tag.
        if (ifMatch !== undefined) throw precondition();
        if (attempt >= MAX_ATTEMPTS) {
          throw new DomainError('conflict', 'The version is being changed by other requests; try again.');
        }
      }
    },

    /** The primary version goes only when it is the last one (else make another primary first). */
    async remove(ctx: RequestContext, promptId: string, versionId: string, ifMatch?: string): Promise<void> {
      assertScope(ctx, 'write');
      assertWorkspace(ctx);
      const ws = ctx.workspaceId;
      await repo.transaction(async (trx) => {
        if (!(await repo.lockPrompt(trx, ws, promptId))) throw notFound('Version');
        const row = await repo.lockedVersion(trx, ws, promptId, versionId);
        if (!row) throw notFound('Version');
        expectedRevision(ifMatch, row.id, row.revision);
        // The count is only needed (and read) for the primary.
        if (row.is_primary === 1) checkDeletable(true, await repo.versionCount(trx, ws, promptId), 'prompt');
        await repo.deleteVersion(trx, ws, versionId);
      });
    },

    // ---- for the analysis area (which stores results through the analyses repo) ----

    /** The version an analysis runs on (404 like any other read); read scope. */
    async findForAnalysis(ctx: RequestContext, promptId: string, versionId: string) {
      assertScope(ctx, 'read');
      assertWorkspace(ctx);
      const row = await repo.findVersion(ctx.workspaceId, promptId, versionId);
      if (!row) throw notFound('Version');
      return { version_id: row.id, prompt_id: row.prompt_id, content: row.content, updated: row.updated };
    },
  };
}
export type VersionsService = ReturnType<typeof createVersionsService>;

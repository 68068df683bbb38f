import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { optionalText, requireText } from '../../lib/names.js';
import type { RequestContext } from '../../lib/request-context.js';
import { etagOf } from '../../lib/revision.js';
import { parseExpand } from '../prompts/expand.js';
import type { ContentPreparer, NewContent } from './context-content.js';
import { presentContext } from './contexts.present.js';
import type { ContextsRepo, ContextVersionRow } from './contexts.repo.js';
import { newVersionRow, reader, stampOf, writeIfCurrent, writer } from './service-kit.js';

interface Deps {
  repo: ContextsRepo;
  content: ContentPreparer;
  ids: IdGenerator;
  clock: Clock;
}

interface NewContext {
  name: string;
  description?: string | null;
  version_name?: string | null;
}
interface ContextChange {
  name?: string;
  description?: string | null;
}

const CONTEXT_EXPAND = ['versions'] as const;

/**
 * Contexts: reusable texts or files, each with versions (see context-versions.service). Every
 * response of one context carries its ETag; PATCH and DELETE honour If-Match.
 */
export function createContextsService({ repo, content, ids, clock }: Deps) {
  async function load(ws: string, contextId: string, allVersions: boolean) {
    const row = await repo.findContext(ws, contextId);
    if (!row) throw notFound('Context');
    const versions = await repo.versionsOf(ws, contextId, !allVersions);
    return { body: presentContext(row, versions), etag: etagOf(row.id, row.revision) };
  }

  return {
    /** Every context of the workspace by name, each with its primary version (or all). Two queries. */
    async list({ ctx, expand }: { ctx: RequestContext; expand?: string }) {
      const w = reader(ctx);
      const all = parseExpand(expand, CONTEXT_EXPAND).versions;
      const [rows, versions] = await Promise.all([
        repo.listContexts(w.workspaceId),
        repo.listVersions(w.workspaceId, !all),
      ]);
      const byContext = new Map<string, ContextVersionRow[]>();
      for (const v of versions) {
        const list = byContext.get(v.context_id);
        if (list) list.push(v);
        else byContext.set(v.context_id, [v]);
      }
      return rows.map((row) => presentContext(row, byContext.get(row.id) ?? []));
    },

    async get({ ctx, contextId, expand }: { ctx: RequestContext; contextId: string; expand?: string }) {
      const w = reader(ctx);
      return load(w.workspaceId, contextId, parseExpand(expand, CONTEXT_EXPAND).versions);
    },

    /** Creates a context with its first (primary) version; the content work happens first. */
    async create({ ctx, input }: { ctx: RequestContext; input: NewContext & NewContent }) {
      const w = writer(ctx);
      const name = requireText(input.name, 'body.name');
      const versionName = optionalText(input.version_name, 'body.version_name') ?? null;
      const prepared = await content.prepare(input);
      const contextId = ids.next('ctx');
      const { updated, updated_by } = stampOf(clock, w);
      const version = newVersionRow({ ids, clock }, w, {
        contextId,
        name: versionName,
        isPrimary: true,
        prepared,
      });
      await repo.transaction(async (trx) => {
        await repo.insertContext(trx, {
          id: contextId,
          workspace_id: w.workspaceId,
          name,
          name_key: name.toLowerCase(),
          description: input.description ?? null,
          revision: 1,
          created: updated,
          created_by: updated_by,
          updated,
          updated_by,
        });
        await repo.insertVersion(trx, version, prepared.data);
      });
      return load(w.workspaceId, contextId, false);
    },

    async update(args: { ctx: RequestContext; contextId: string; input: ContextChange; ifMatch?: string }) {
      const { contextId, input } = args;
      const w = writer(args.ctx);
      const current = await repo.findContext(w.workspaceId, contextId);
      await writeIfCurrent(current, args.ifMatch, 'Context', async (expected) => {
        const name = input.name === undefined ? undefined : requireText(input.name, 'body.name');
        const set = {
          ...stampOf(clock, w),
          ...(name === undefined ? {} : { name, name_key: name.toLowerCase() }),
          ...(input.description === undefined ? {} : { description: input.description }),
        };
        return (await repo.updateContext(w.workspaceId, contextId, set, expected)) !== undefined;
      });
      return load(w.workspaceId, contextId, false);
    },

    /** Deletes the context with its versions and files; packs pointing at it report it missing. */
    async remove({ ctx, contextId, ifMatch }: { ctx: RequestContext; contextId: string; ifMatch?: string }) {
      const w = writer(ctx);
      const current = await repo.findContext(w.workspaceId, contextId);
      await writeIfCurrent(
        current,
        ifMatch,
        'Context',
        async (expected) => (await repo.deleteContext(w.workspaceId, contextId, expected)) > 0,
      );
    },
  };
}
export type ContextsService = ReturnType<typeof createContextsService>;

import { auditOf } from '../../http/schema-kit.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { optionalText, requireText } from '../../lib/names.js';
import { checkDeletable, primaryOnCreate, primaryOnPatch } from '../../lib/primary-rules.js';
import type { RequestContext, WorkspaceContext } from '../../lib/request-context.js';
import { etagOf, expectedRevision } from '../../lib/revision.js';
import { parseExpand } from '../prompts/expand.js';
import type { ContextPacksRepo, PackRow, PackVersionRow } from './context-packs.repo.js';
import type { PackItemInputValue, PackVersionView, PackView } from './context-packs.schemas.js';
import type { PackItems } from './pack-items.js';
import { precondition, reader, stampOf, writeIfCurrent, writer } from './service-kit.js';

interface Deps {
  repo: ContextPacksRepo;
  items: PackItems;
  ids: IdGenerator;
  clock: Clock;
}

const PACK_EXPAND = ['versions'] as const;
const NOUN = 'context pack';
/**
 * Context packs: named, versioned, ordered selections of context versions whose token_info is the
 * sum of their items'. Same primary-version rules and locking as contexts (see contexts.service).
 */
export function createContextPacksService({ repo, items, ids, clock }: Deps) {
  const stamp = (ctx: WorkspaceContext) => stampOf(clock, ctx);

  async function presentVersions(ws: string, rows: PackVersionRow[]): Promise<PackVersionView[]> {
    const resolved = await items.resolve(ws, rows);
    return rows.map((row) => {
      const r = resolved.get(row.id);
      if (!r) throw new Error(`pack version ${row.id} was not resolved`);
      return {
        version_id: row.id,
        pack_id: row.pack_id,
        ...auditOf(row),
        name: row.name,
        is_primary: row.is_primary === 1,
        ...r,
      };
    });
  }
  const presentPack = (row: PackRow, versions: PackVersionView[]): PackView => ({
    pack_id: row.id,
    workspace_id: row.workspace_id,
    ...auditOf(row),
    name: row.name,
    description: row.description,
    versions,
  });

  async function load(ws: string, packId: string, allVersions: boolean) {
    const row = await repo.findPack(ws, packId);
    if (!row) throw notFound('Context pack');
    const versions = await presentVersions(ws, await repo.versionsOf(ws, packId, !allVersions));
    return { body: presentPack(row, versions), etag: etagOf(row.id, row.revision) };
  }
  async function versionResult(ws: string, row: PackVersionRow) {
    const [body] = await presentVersions(ws, [row]);
    return { body: body as PackVersionView, etag: etagOf(row.id, row.revision) };
  }
  function versionRow(
    ctx: WorkspaceContext,
    packId: string,
    name: string | null,
    primary: boolean,
    refs: unknown,
  ) {
    const { updated, updated_by } = stamp(ctx);
    return {
      id: ids.next('cpv'),
      workspace_id: ctx.workspaceId,
      pack_id: packId,
      name,
      is_primary: primary ? 1 : 0,
      items: JSON.stringify(refs),
      revision: 1,
      created: updated,
      created_by: updated_by,
      updated,
      updated_by,
    };
  }

  return {
    async list({ ctx, expand }: { ctx: RequestContext; expand?: string }) {
      const w = reader(ctx);
      const all = parseExpand(expand, PACK_EXPAND).versions;
      const [packs, rows] = await Promise.all([
        repo.listPacks(w.workspaceId),
        repo.listVersions(w.workspaceId, !all),
      ]);
      const versions = await presentVersions(w.workspaceId, rows);
      const byPack = new Map<string, PackVersionView[]>();
      for (const v of versions) byPack.set(v.pack_id, [...(byPack.get(v.pack_id) ?? []), v]);
      return packs.map((row) => presentPack(row, byPack.get(row.id) ?? []));
    },

    async get({ ctx, packId, expand }: { ctx: RequestContext; packId: string; expand?: string }) {
      const w = reader(ctx);
      return load(w.workspaceId, packId, parseExpand(expand, PACK_EXPAND).versions);
    },

    /** Creates a pack; with items, also its first (primary) version. */
    async create({
      ctx,
      input,
    }: {
      ctx: RequestContext;
      input: {
        name: string;
        description?: string | null;
        items?: PackItemInputValue[];
        version_name?: string | null;
      };
    }) {
      const w = writer(ctx);
      const name = requireText(input.name, 'body.name');
      const versionName = optionalText(input.version_name, 'body.version_name') ?? null;
      const refs = input.items ? await items.check(w.workspaceId, input.items) : null;
      const packId = ids.next('cpk');
      const { updated, updated_by } = stamp(w);
      await repo.transaction(async (trx) => {
        await repo.insertPack(trx, {
          id: packId,
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
        if (refs) await repo.insertVersion(trx, versionRow(w, packId, versionName, true, refs));
      });
      return load(w.workspaceId, packId, false);
    },

    async update({
      ctx,
      packId,
      input,
      ifMatch,
    }: {
      ctx: RequestContext;
      packId: string;
      input: { name?: string; description?: string | null };
      ifMatch?: string;
    }) {
      const w = writer(ctx);
      const current = await repo.findPack(w.workspaceId, packId);
      await writeIfCurrent(current, ifMatch, 'Context pack', async (expected) => {
        const name = input.name === undefined ? undefined : requireText(input.name, 'body.name');
        const set = {
          ...stamp(w),
          ...(name === undefined ? {} : { name, name_key: name.toLowerCase() }),
          ...(input.description === undefined ? {} : { description: input.description }),
        };
        return (await repo.updatePack(w.workspaceId, packId, set, expected)) !== undefined;
      });
      return load(w.workspaceId, packId, false);
    },

    async remove({ ctx, packId, ifMatch }: { ctx: RequestContext; packId: string; ifMatch?: string }) {
      const w = writer(ctx);
      const current = await repo.findPack(w.workspaceId, packId);
      await writeIfCurrent(
        current,
        ifMatch,
        'Context pack',
        async (expected) => (await repo.deletePack(w.workspaceId, packId, expected)) > 0,
      );
    },

    // ---- versions ----
    async listVersions({ ctx, packId }: { ctx: RequestContext; packId: string }) {
      const w = reader(ctx);
      if (!(await repo.findPack(w.workspaceId, packId))) throw notFound('Context pack');
      return presentVersions(w.workspaceId, await repo.versionsOf(w.workspaceId, packId, false));
    },

    async getVersion({ ctx, packId, versionId }: { ctx: RequestContext; packId: string; versionId: string }) {
      const w = reader(ctx);
      const row = await repo.findVersion(w.workspaceId, packId, versionId);
      if (!row) throw notFound('Context pack version');
      return versionResult(w.workspaceId, row);
    },

    async createVersion({
      ctx,
      packId,
      input,
    }: {
      ctx: RequestContext;
      packId: string;
      input: { name?: string | null; items: PackItemInputValue[]; is_primary?: boolean };
    }) {
      const w = writer(ctx);
      if (!(await repo.findPack(w.workspaceId, packId))) throw notFound('Context pack');
      const name = optionalText(input.name, 'body.name') ?? null;
      const refs = await items.check(w.workspaceId, input.items);
      const row = await repo.transaction(async (trx) => {
        if (!(await repo.lockPack(trx, w.workspaceId, packId))) throw notFound('Context pack');
        const hasPrimary = await repo.hasPrimary(trx, w.workspaceId, packId);
        const primary = primaryOnCreate(hasPrimary, input.is_primary);
        if (primary && hasPrimary) await repo.demotePrimary(trx, w.workspaceId, packId);
        const row = versionRow(w, packId, name, primary, refs);
        await repo.insertVersion(trx, row);
        return row;
      });
      return versionResult(w.workspaceId, row);
    },

    async updateVersion({
      ctx,
      packId,
      versionId,
      input,
      ifMatch,
    }: {
      ctx: RequestContext;
      packId: string;
      versionId: string;
      input: { name?: string | null; items?: PackItemInputValue[]; is_primary?: boolean };
      ifMatch?: string;
    }) {
      const w = writer(ctx);
      const current = await repo.findVersion(w.workspaceId, packId, versionId);
      if (!current) throw notFound('Context pack version');
      const expected = expectedRevision(ifMatch, current.id, current.revision);
      primaryOnPatch(current.is_primary === 1, input.is_primary);
      const refs = input.items ? await items.check(w.workspaceId, input.items) : null;
      const set: Partial<PackVersionRow> = {
        ...stamp(w),
        ...(input.name === undefined ? {} : { name: optionalText(input.name, 'body.name') ?? null }),
        ...(refs ? { items: JSON.stringify(refs) } : {}),
      };
      const row = await repo.transaction(async (trx) => {
        if (!(await repo.lockPack(trx, w.workspaceId, packId))) throw notFound('Context pack');
        const locked = await repo.lockedVersion(trx, w.workspaceId, packId, versionId);
        if (!locked) throw notFound('Context pack version');
        if (expected !== null && locked.revision !== expected) throw precondition();
        if (primaryOnPatch(locked.is_primary === 1, input.is_primary)) {
          await repo.demotePrimary(trx, w.workspaceId, packId);
          set.is_primary = 1;
        }
        const updated = await repo.updateVersion(trx, w.workspaceId, versionId, set, locked.revision);
        if (!updated) throw precondition();
        return updated;
      });
      return versionResult(w.workspaceId, row);
    },

    async deleteVersion({
      ctx,
      packId,
      versionId,
      ifMatch,
    }: {
      ctx: RequestContext;
      packId: string;
      versionId: string;
      ifMatch?: string;
    }) {
      const w = writer(ctx);
      await repo.transaction(async (trx) => {
        if (!(await repo.lockPack(trx, w.workspaceId, packId))) throw notFound('Context pack');
        const locked = await repo.lockedVersion(trx, w.workspaceId, packId, versionId);
        if (!locked) throw notFound('Context pack version');
        expectedRevision(ifMatch, locked.id, locked.revision);
        checkDeletable(locked.is_primary === 1, await repo.versionCount(trx, w.workspaceId, packId), NOUN);
        await repo.deleteVersion(trx, w.workspaceId, versionId);
      });
    },
  };
}
export type ContextPacksService = ReturnType<typeof createContextPacksService>;

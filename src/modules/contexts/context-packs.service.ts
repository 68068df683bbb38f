import type { Static } from 'typebox';
import type { Database } from '../../db/schema.js';
import { expandsVersions } from '../../http/expand-param.js';
import { notFound } from '../../lib/domain-error.js';
import { optionalName, requireName } from '../../lib/names.js';
import type { PageRequest } from '../../lib/paging.js';
import { type RequestContext, requireRead, requireWrite } from '../../lib/request-context.js';
import type { Precondition } from '../../versioned/index.js';
import { parentsWithVersions, tagged, type VersionedResource } from '../../versioned/index.js';
import { presentPack, presentPackVersions } from './context-packs.present.js';
import type {
  PackInput,
  PackPatch,
  PackVersionInput,
  PackVersionPatch,
  PackVersionView,
} from './context-packs.schemas.js';
import type { PackItems } from './pack-items.js';

export type PackRow = Database['context_packs'];
export type PackVersionRow = Database['context_pack_versions'];
/** The versioned-resource helper over the context-pack tables. */
export type PackResource = VersionedResource<PackRow, PackVersionRow, 'pack_id'>;

type PackIds = { ctx: RequestContext; packId: string };
type VersionIds = PackIds & { versionId: string };

/**
 * Context packs: named, versioned, ordered selections of context versions whose token_info is the
 * sum of their items'. The shared versioned-resource rules (src/versioned/); what is
 * theirs: checking the items when written, resolving them when read.
 */
export function createContextPacksService({ resource, items }: { resource: PackResource; items: PackItems }) {
  const t = resource.tables;

  const presentVersions = (ws: string, rows: PackVersionRow[]) => presentPackVersions(items, ws, rows);
  async function packResult(ws: string, row: PackRow, versions: PackVersionRow[]) {
    return tagged(row, presentPack(row, await presentVersions(ws, versions)));
  }
  async function versionResult(ws: string, row: PackVersionRow) {
    const [body] = await presentVersions(ws, [row]);
    return tagged(row, body as PackVersionView);
  }

  return {
    async list({ ctx, expand, page }: { ctx: RequestContext; expand?: string; page: PageRequest }) {
      const w = requireRead(ctx);
      const { parents, versions: rows } = await resource.listPage(
        w.workspaceId,
        page,
        expandsVersions(expand),
      );
      const versions = await presentVersions(w.workspaceId, rows);
      const items = parentsWithVersions(parents.items, versions, (v) => v.pack_id, presentPack);
      return { items, next: parents.next };
    },

    async get({ ctx, packId, expand }: PackIds & { expand?: string }) {
      const w = requireRead(ctx);
      const row = await t.findParent(w.workspaceId, packId);
      if (!row) throw notFound('Context pack');
      const all = expandsVersions(expand);
      return packResult(w.workspaceId, row, await t.versionsOf(w.workspaceId, packId, !all));
    },

    /** Creates a pack; with items, also its first (primary) version. */
    async create({ ctx, input }: { ctx: RequestContext; input: Static<typeof PackInput> }) {
      const w = requireWrite(ctx);
      const name = requireName(input.name, 'body.name');
      const versionName = optionalName(input.version_name, 'body.version_name') ?? null;
      const refs = input.items ? await items.check(w.workspaceId, input.items) : null;
      const { parent, versions } = await resource.createParent({
        ctx: w,
        name,
        columns: { description: input.description ?? null },
        ...(refs ? { version: { name: versionName, columns: { items: JSON.stringify(refs) } } } : {}),
      });
      return packResult(w.workspaceId, parent, versions);
    },

    async update({
      ctx,
      packId,
      input,
      precondition,
    }: PackIds & { input: Static<typeof PackPatch>; precondition: Precondition }) {
      const row = await resource.patchParent({ ctx, parentId: packId, precondition, set: input });
      return packResult(row.workspace_id, row, await t.versionsOf(row.workspace_id, packId, true));
    },

    async remove({ ctx, packId, precondition }: PackIds & { precondition: Precondition }) {
      await resource.deleteParent({ ctx, parentId: packId, precondition });
    },

    // ---- versions ----
    async listVersions({ ctx, packId, page }: PackIds & { page: PageRequest }) {
      const w = requireRead(ctx);
      const { items, next } = await resource.versionsPage(w.workspaceId, packId, page);
      return { items: await presentVersions(w.workspaceId, items), next };
    },

    async getVersion({ ctx, packId, versionId }: VersionIds) {
      const w = requireRead(ctx);
      return versionResult(w.workspaceId, await resource.requireVersion(w.workspaceId, packId, versionId));
    },

    async createVersion({ ctx, packId, input }: PackIds & { input: Static<typeof PackVersionInput> }) {
      const w = requireWrite(ctx);
      const name = optionalName(input.name, 'body.name') ?? null;
      await resource.requireParent(w.workspaceId, packId); // 404 before the items are checked
      const refs = await items.check(w.workspaceId, input.items);
      const row = await resource.addVersion({
        ctx: w,
        parentId: packId,
        name,
        isPrimary: input.is_primary,
        content: { columns: { items: JSON.stringify(refs) } },
      });
      return versionResult(w.workspaceId, row);
    },

    async updateVersion({
      ctx,
      packId,
      versionId,
      input,
      precondition,
    }: VersionIds & { input: Static<typeof PackVersionPatch>; precondition: Precondition }) {
      const w = requireWrite(ctx);
      const name = input.name === undefined ? undefined : (optionalName(input.name, 'body.name') ?? null);
      // The items do not depend on the current row: checked once (after the 404 check), kept for retries.
      let refs: string | undefined;
      const row = await resource.patchVersion({
        ctx: w,
        parentId: packId,
        versionId,
        precondition,
        isPrimary: input.is_primary,
        prepare: async () => {
          if (input.items && refs === undefined) {
            refs = JSON.stringify(await items.check(w.workspaceId, input.items));
          }
          return { columns: { ...(name === undefined ? {} : { name }), ...(refs ? { items: refs } : {}) } };
        },
      });
      return versionResult(w.workspaceId, row);
    },

    async deleteVersion({
      ctx,
      packId,
      versionId,
      precondition,
    }: VersionIds & { precondition: Precondition }) {
      await resource.deleteVersion({ ctx, parentId: packId, versionId, precondition });
    },
  };
}
export type ContextPacksService = ReturnType<typeof createContextPacksService>;

import type { ChangeRecorder } from '../db/changes.js';
import type { Clock } from '../lib/clock.js';
import { DomainError, notFound } from '../lib/domain-error.js';
import type { IdGenerator } from '../lib/ids.js';
import { requireName } from '../lib/names.js';
import { type Page, type PageRequest, pageOf } from '../lib/paging.js';
import { type RequestContext, requireWrite, type WorkspaceContext } from '../lib/request-context.js';
import type { ParentColumns, VersionColumns } from './columns.js';
import { checkDeletable, primaryOnCreate, primaryOnPatch } from './primary-rules.js';
import { type Precondition, precondition, requiredRevision } from './revision.js';
import type { Q, VersionedTables } from './tables.js';
import { pageOfParents } from './views.js';

/** What a resource's own columns are: the row without the shared ones (and the parent key). */
export type OwnColumns<V, K extends string> = Omit<V, keyof VersionColumns | K>;

/**
 * A version's content, prepared by the resource's service before any transaction (token counting
 * and file extraction are slow): its own columns, and its bytes when the resource keeps some in a
 * blob table (context files). Plain data: the kernel writes it, nothing calls back into the module.
 */
export interface VersionContent<V, K extends string> {
  columns: OwnColumns<V, K>;
  blob?: Buffer;
}
/** A PATCH's prepared change: some own columns, the name, new bytes. */
export interface VersionChange<V, K extends string> {
  columns: Partial<OwnColumns<V, K>> & { name?: string | null };
  blob?: Buffer;
}

// A lost race without If-Match is retried from the read. Each version's revision moves only with a
// write to it or a primary switch away from it, so a writer loses only to those; the bound is for
// pathological contention, where the answer is a 409 (never a 412: no precondition was sent).
const MAX_ATTEMPTS = 10;

/**
 * A parent with versions, exactly one of them primary (prompts, contexts, context packs): creation,
 * the primary rules, ETag/If-Match checks and the concurrency rule, once. The resource's service
 * keeps what is its own: validating its input, preparing content, presenting rows. The data path
 * goes one way (README.md): the service reads what it needs (`requireParent`, `requireVersion`),
 * prepares the content, hands it to one write here (one transaction), and presents what comes back.
 *
 * Concurrency: every change to a parent's versions takes the parent's row lock first (see
 * tables.ts, lockParent). A PATCH prepares its content outside the transaction, then writes only
 * if the version is still at the revision it read: if not, with a matched If-Match tag it is a
 * 412, else it starts again (bounded, then 409).
 */
export function createVersionedResource<
  P extends ParentColumns,
  V extends VersionColumns,
  K extends string,
>(deps: {
  tables: VersionedTables<P, V, K>;
  ids: IdGenerator;
  clock: Clock;
  /** Id prefixes of new rows, e.g. { parent: 'prm', version: 'ver' }. */
  prefixes: { parent: string; version: string };
  /**
   * The audit log (src/db/changes.ts): every write here records its row in its own transaction,
   * as `<kind>.<verb>` (`prompt.create`) and `<kind>_version.<verb>` (create, update, delete,
   * make_primary), with the hash of the content columns before and after.
   */
  audit?: { record: ChangeRecorder; kind: string };
  /**
   * Called in the write's transaction when another version is about to become primary (before the
   * old one is demoted, so the hook can still read it): prompts keep it in their label history.
   */
  onMakePrimary?: (
    q: Q,
    ctx: WorkspaceContext,
    target: { parentId: string; versionId: string },
  ) => Promise<void>;
  /** In messages: `${parent} not found.`, `${version} not found.`; `rule` in the primary rules. */
  nouns: { parent: string; version: string; rule: string };
}) {
  const { tables: t, ids, clock, prefixes, nouns } = deps;
  const kind = deps.audit?.kind ?? '';
  const change = async (
    q: Q,
    ctx: WorkspaceContext,
    verb: string,
    target: { version?: boolean; id: string; parentId?: string },
    content?: { before?: object | undefined; after?: object | undefined },
  ) => {
    if (!deps.audit) return;
    const type = target.version ? `${kind}_version` : kind;
    await deps.audit.record(q, ctx, {
      action: `${type}.${verb}`,
      resourceType: type,
      resourceId: target.id,
      workspaceId: ctx.workspaceId,
      ...(target.parentId ? { parentId: target.parentId } : {}),
      before: content?.before ? JSON.stringify(content.before) : null,
      after: content?.after ? JSON.stringify(content.after) : null,
    });
  };
  /** The columns of `row` a change sets (what the content was before it). */
  const pick = (row: object, keys: object) =>
    Object.fromEntries(Object.keys(keys).map((k) => [k, (row as Record<string, unknown>)[k]]));

  // Strictly increasing within this process: writes in one burst (an import creates versions in a
  // loop, often in the same millisecond) keep their order by `created`, which lists and exports sort
  // by; a tie would fall back to the random ids (transfer-sources.ts oldestFirst).
  let lastMs = 0;
  const nextTime = () => {
    lastMs = Math.max(clock.now().getTime(), lastMs + 1);
    return new Date(lastMs).toISOString();
  };
  const stamp = (ctx: WorkspaceContext) => ({
    updated: nextTime(),
    updated_by: ctx.actor.name,
    updated_by_id: ctx.actor.id,
  });
  const audit = (ctx: WorkspaceContext) => {
    const { updated, updated_by, updated_by_id } = stamp(ctx);
    return {
      created: updated,
      created_by: updated_by,
      created_by_id: updated_by_id,
      updated,
      updated_by,
      updated_by_id,
    };
  };
  function newVersion(
    ctx: WorkspaceContext,
    parentId: string,
    name: string | null,
    primary: boolean,
    columns: OwnColumns<V, K>,
  ): V {
    const shared: VersionColumns = {
      id: ids.next(prefixes.version),
      workspace_id: ctx.workspaceId,
      name,
      is_primary: primary ? 1 : 0,
      revision: 1,
      ...audit(ctx),
    };
    // The one place a row is assembled from its parts: shared columns, parent key, own columns.
    return { ...shared, [t.parentKey]: parentId, ...columns } as unknown as V;
  }

  async function requireParent(ws: string, parentId: string): Promise<P> {
    const row = await t.findParent(ws, parentId);
    if (!row) throw notFound(nouns.parent);
    return row;
  }
  // On a version's own path, a missing parent is a missing version (as for the analysis routes).
  async function requireVersion(ws: string, parentId: string, versionId: string): Promise<V> {
    const row = await t.findVersion(ws, parentId, versionId);
    if (!row) throw notFound(nouns.version);
    return row;
  }
  async function lock(trx: Parameters<typeof t.lockParent>[0], ws: string, parentId: string, id: string) {
    if (!(await t.lockParent(trx, ws, parentId))) throw notFound(nouns.version);
    const locked = await t.lockedVersion(trx, ws, parentId, id);
    if (!locked) throw notFound(nouns.version);
    return locked;
  }
  /** With a tag: 404/412 now, and the revision the write must find; else null (unconditional). */
  async function expectedParentRevision(ws: string, parentId: string, p: Precondition) {
    if (p.kind === 'none') return null;
    return requiredRevision(p, await requireParent(ws, parentId));
  }

  return {
    tables: t,
    /** `updated` and `updated_by` of a write made now by `ctx` (labels stamp their rows with it). */
    stamp,
    /** The parent (404 when there is none): what a version create reads before preparing content. */
    requireParent,
    requireVersion,
    /** A page of parents (by name) and their versions (or primaries) alone: two queries. */
    async listPage(ws: string, page: PageRequest, allVersions: boolean) {
      const parents = pageOfParents(await t.listParents(ws, page), page.limit);
      const ids = parents.items.map((p) => p.id);
      return { parents, versions: await t.versionsOfParents(ws, ids, !allVersions) };
    },
    /** A page of the parent's versions, newest first; 404 when there is no such parent. */
    async versionsPage(ws: string, parentId: string, page: PageRequest): Promise<Page<V>> {
      const rows = await t.versionsPage(ws, parentId, page);
      if (rows.length === 0) await requireParent(ws, parentId);
      return pageOf(rows, page.limit, (v) => [v.updated, v.id]);
    },
    /** A new parent and, when `version` is given, its first version (primary). Names are clean. */
    async createParent(args: {
      ctx: RequestContext;
      name: string;
      columns: Omit<P, keyof ParentColumns>;
      version?: { name: string | null } & VersionContent<V, K>;
    }): Promise<{ parent: P; versions: V[] }> {
      const { name, version } = args;
      const ctx = requireWrite(args.ctx);
      const parent = {
        id: ids.next(prefixes.parent),
        workspace_id: ctx.workspaceId,
        name,
        name_key: name.toLowerCase(),
        revision: 1,
        ...audit(ctx),
        ...args.columns,
      } as P;
      const first = version && newVersion(ctx, parent.id, version.name, true, version.columns);
      await t.transaction(async (trx) => {
        await t.insertParent(trx, parent);
        if (first) await t.insertVersion(trx, first, version?.blob);
        // Recorded once the first version is in, so a listener of the change (webhooks) reads the
        // parent as the create returns it; the audit rows keep their order (parent, then version).
        await change(trx, ctx, 'create', { id: parent.id });
        if (first) {
          await change(
            trx,
            ctx,
            'create',
            { version: true, id: first.id, parentId: parent.id },
            { after: version?.columns },
          );
        }
      });
      return { parent, versions: first ? [first] : [] };
    },

    /** Renames the parent (the name trimmed, not blank) or changes its own columns; If-Match makes it conditional. */
    async patchParent(args: {
      ctx: RequestContext;
      parentId: string;
      precondition: Precondition;
      set: Partial<P>;
    }): Promise<P> {
      const { parentId } = args;
      const ctx = requireWrite(args.ctx);
      const ws = ctx.workspaceId;
      const set: Partial<P> = { ...args.set, ...stamp(ctx) };
      if (args.set.name !== undefined) {
        set.name = requireName(args.set.name, 'body.name');
        set.name_key = set.name.toLowerCase();
      }
      const expected = await expectedParentRevision(ws, parentId, args.precondition);
      const row = await t.transaction(async (trx) => {
        const updated = await t.updateParent(ws, parentId, set, expected, trx);
        if (updated) await change(trx, ctx, 'update', { id: parentId });
        return updated;
      });
      if (row) return row;
      throw expected !== null && (await t.findParent(ws, parentId)) ? precondition() : notFound(nouns.parent);
    },

    /** Deletes the parent with its versions (foreign keys cascade). */
    async deleteParent(args: { ctx: RequestContext; parentId: string; precondition: Precondition }) {
      const ctx = requireWrite(args.ctx);
      const ws = ctx.workspaceId;
      const expected = await expectedParentRevision(ws, args.parentId, args.precondition);
      const deleted = await t.transaction(async (trx) => {
        const n = await t.deleteParent(ws, args.parentId, expected, trx);
        if (n > 0) await change(trx, ctx, 'delete', { id: args.parentId });
        return n;
      });
      if (deleted > 0) return;
      throw expected !== null && (await t.findParent(ws, args.parentId))
        ? precondition()
        : notFound(nouns.parent);
    },

    /**
     * A new version: primary when the parent has none, or when `isPrimary` asks (then it moves).
     * `content` is prepared by the caller, after `requireParent` (a missing parent is a 404 before
     * any content work); the parent is checked again under its lock.
     */
    async addVersion(args: {
      ctx: RequestContext;
      parentId: string;
      name: string | null;
      isPrimary: boolean | undefined;
      content: VersionContent<V, K>;
    }): Promise<V> {
      const { parentId, content } = args;
      const ctx = requireWrite(args.ctx);
      const ws = ctx.workspaceId;
      return t.transaction(async (trx) => {
        if (!(await t.lockParent(trx, ws, parentId))) throw notFound(nouns.parent);
        const hasPrimary = await t.hasPrimary(trx, ws, parentId);
        const primary = primaryOnCreate(hasPrimary, args.isPrimary);
        const row = newVersion(ctx, parentId, args.name, primary, content.columns);
        if (primary && hasPrimary) {
          await deps.onMakePrimary?.(trx, ctx, { parentId, versionId: row.id });
          await t.demotePrimary(trx, ws, parentId);
        }
        await t.insertVersion(trx, row, content.blob);
        await change(trx, ctx, 'create', { version: true, id: row.id, parentId }, { after: content.columns });
        if (primary && hasPrimary)
          await change(trx, ctx, 'make_primary', { version: true, id: row.id, parentId });
        return row;
      });
    },

    /**
     * Changes a version (`isPrimary: true` moves the primary flag to it). `prepare` computes the
     * change from the row as read, outside any transaction (it is the content preparation, and
     * reads nothing of the kernel's); after a lost race it runs again on the row read anew.
     */
    async patchVersion(args: {
      ctx: RequestContext;
      parentId: string;
      versionId: string;
      precondition: Precondition;
      isPrimary: boolean | undefined;
      prepare: (current: V) => Promise<VersionChange<V, K>>;
    }): Promise<V> {
      const { parentId, versionId, isPrimary } = args;
      const ctx = requireWrite(args.ctx);
      const ws = ctx.workspaceId;
      for (let attempt = 1; ; attempt++) {
        const current = await requireVersion(ws, parentId, versionId);
        const expected = requiredRevision(args.precondition, current);
        primaryOnPatch(current.is_primary === 1, isPrimary); // a refused change fails before any work
        const prepared = await args.prepare(current);
        const row = await t.transaction(async (trx) => {
          const locked = await lock(trx, ws, parentId, versionId);
          if (locked.revision !== current.revision) return undefined; // changed since it was read
          const set = { ...prepared.columns, ...stamp(ctx) } as Partial<V>;
          const promoted = primaryOnPatch(locked.is_primary === 1, isPrimary);
          if (promoted) {
            await deps.onMakePrimary?.(trx, ctx, { parentId, versionId });
            await t.demotePrimary(trx, ws, parentId);
            set.is_primary = 1;
          }
          // Demoting never touches this row (it was not primary), so it is still at locked.revision.
          const updated = await t.updateVersion(trx, ws, versionId, set, locked.revision);
          if (updated && prepared.blob) await t.replaceBlob(trx, updated, prepared.blob);
          if (updated) {
            const content = { before: pick(locked, prepared.columns), after: prepared.columns };
            await change(trx, ctx, 'update', { version: true, id: versionId, parentId }, content);
            if (promoted) await change(trx, ctx, 'make_primary', { version: true, id: versionId, parentId });
          }
          return updated;
        });
        if (row) return row;
        if (expected !== null) throw precondition();
        if (attempt >= MAX_ATTEMPTS) {
          throw new DomainError('conflict', 'The version is being changed by other requests; try again.');
        }
      }
    },

    /** Deletes a version: the primary only when it is the last one. */
    async deleteVersion(args: {
      ctx: RequestContext;
      parentId: string;
      versionId: string;
      precondition: Precondition;
    }): Promise<void> {
      const { parentId, versionId } = args;
      const ctx = requireWrite(args.ctx);
      const ws = ctx.workspaceId;
      await t.transaction(async (trx) => {
        const locked = await lock(trx, ws, parentId, versionId);
        requiredRevision(args.precondition, locked);
        // The count is only needed (and read) for the primary.
        if (locked.is_primary === 1)
          checkDeletable(true, await t.versionCount(trx, ws, parentId), nouns.rule);
        await t.deleteVersion(trx, ws, versionId);
        await change(trx, ctx, 'delete', { version: true, id: versionId, parentId });
      });
    },
  };
}
export type VersionedResource<
  P extends ParentColumns,
  V extends VersionColumns,
  K extends string,
> = ReturnType<typeof createVersionedResource<P, V, K>>;

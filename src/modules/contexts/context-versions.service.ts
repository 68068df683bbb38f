import type { Clock } from '../../lib/clock.js';
import { badRequest, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { optionalText } from '../../lib/names.js';
import { checkDeletable, primaryOnCreate, primaryOnPatch } from '../../lib/primary-rules.js';
import type { RequestContext } from '../../lib/request-context.js';
import { etagOf, expectedRevision } from '../../lib/revision.js';
import type { ContentPreparer, NewContent, PreparedContent } from './context-content.js';
import { contentTypeOf, presentVersion } from './contexts.present.js';
import type { ContextsRepo, ContextVersionRow } from './contexts.repo.js';
import type { FileVersionPatchBody, TextVersionPatchBody } from './contexts.schemas.js';
import type { ContextVersionKind } from './contexts.tables.js';
import { contentColumns, newVersionRow, precondition, reader, stampOf, writer } from './service-kit.js';

interface Deps {
  repo: ContextsRepo;
  content: ContentPreparer;
  ids: IdGenerator;
  clock: Clock;
}

type Ids = { ctx: RequestContext; contextId: string; versionId: string };
type VersionPatch = TextVersionPatchBody | FileVersionPatchBody;

const NOUN = 'context';

/**
 * Versions of a context. Content work (decoding, extraction, counting) happens before any
 * transaction; every write then locks the context row first (repo.lockContext), so the
 * primary-version rules hold under concurrency; the unique partial index on is_primary is the
 * last line of defence.
 */
export function createContextVersionsService({ repo, content, ids, clock }: Deps) {
  async function find(ws: string, contextId: string, versionId: string) {
    const row = await repo.findVersion(ws, contextId, versionId);
    if (!row) throw notFound('Context version');
    return row;
  }
  const result = (row: ContextVersionRow) => ({
    body: presentVersion(row),
    etag: etagOf(row.id, row.revision),
  });

  /** New content for a PATCH, or null when the PATCH keeps it. */
  async function prepareChange(
    current: ContextVersionRow,
    input: VersionPatch,
  ): Promise<PreparedContent | null> {
    if ('content' in input && input.content !== undefined) return content.text(input.content);
    const file = input as FileVersionPatchBody;
    if (file.data === undefined && file.media_type === undefined) return null;
    if (file.data === undefined) {
      throw badRequest('media_type can only change together with data (the bytes are checked against it).');
    }
    return content.file({
      data: file.data,
      media_type: file.media_type ?? current.media_type ?? 'application/octet-stream',
      filename: file.filename ?? current.filename ?? 'file',
    });
  }

  return {
    async list({ ctx, contextId }: { ctx: RequestContext; contextId: string }) {
      const w = reader(ctx);
      if (!(await repo.findContext(w.workspaceId, contextId))) throw notFound('Context');
      return (await repo.versionsOf(w.workspaceId, contextId, false)).map(presentVersion);
    },

    async get({ ctx, contextId, versionId }: Ids) {
      const w = reader(ctx);
      return result(await find(w.workspaceId, contextId, versionId));
    },

    /** Creates a version: primary if the context has none, or if `is_primary` is true. */
    async create(args: {
      ctx: RequestContext;
      contextId: string;
      input: NewContent & { name?: string | null; is_primary?: boolean };
    }) {
      const { contextId, input } = args;
      const w = writer(args.ctx);
      if (!(await repo.findContext(w.workspaceId, contextId))) throw notFound('Context');
      const name = optionalText(input.name, 'body.name') ?? null;
      const prepared = await content.prepare(input);
      const row = await repo.transaction(async (trx) => {
        if (!(await repo.lockContext(trx, w.workspaceId, contextId))) throw notFound('Context');
        const hasPrimary = await repo.hasPrimary(trx, w.workspaceId, contextId);
        const isPrimary = primaryOnCreate(hasPrimary, input.is_primary);
        if (isPrimary && hasPrimary) await repo.demotePrimary(trx, w.workspaceId, contextId);
        const row = newVersionRow({ ids, clock }, w, { contextId, name, isPrimary, prepared });
        await repo.insertVersion(trx, row, prepared.data);
        return row;
      });
      return result(row);
    },

    /** PATCH …/text or …/file: `kind` is the route's; a version of the other kind is a 400. */
    async update(args: Ids & { kind: ContextVersionKind; input: VersionPatch; ifMatch?: string }) {
      const { contextId, versionId, input } = args;
      const w = writer(args.ctx);
      const current = await find(w.workspaceId, contextId, versionId);
      if (current.kind !== args.kind) {
        throw badRequest(
          `This is a ${current.kind} version; change it with PATCH …/versions/{versionId}/${current.kind}.`,
        );
      }
      const expected = expectedRevision(args.ifMatch, current.id, current.revision);
      primaryOnPatch(current.is_primary === 1, input.is_primary);
      const prepared = await prepareChange(current, input);
      const set: Partial<ContextVersionRow> = {
        ...stampOf(clock, w),
        ...(input.name === undefined ? {} : { name: optionalText(input.name, 'body.name') ?? null }),
        ...(prepared ? contentColumns(prepared) : {}),
        ...('filename' in input && input.filename !== undefined ? { filename: input.filename.trim() } : {}),
      };
      const row = await repo.transaction(async (trx) => {
        if (!(await repo.lockContext(trx, w.workspaceId, contextId))) throw notFound('Context');
        const locked = await repo.lockedVersion(trx, w.workspaceId, contextId, versionId);
        if (!locked) throw notFound('Context version');
        if (expected !== null && locked.revision !== expected) throw precondition();
        if (primaryOnPatch(locked.is_primary === 1, input.is_primary)) {
          await repo.demotePrimary(trx, w.workspaceId, contextId);
          set.is_primary = 1;
        }
        // Demoting never touches this row (it was not primary), so it is still at locked.revision.
        const updated = await repo.updateVersion(trx, w.workspaceId, versionId, set, locked.revision);
        if (!updated) throw precondition();
        if (prepared?.data) await repo.replaceFile(trx, w.workspaceId, versionId, prepared.data);
        return updated;
      });
      return result(row);
    },

    /** Deletes a version: the primary only when it is the last one. */
    async remove(args: Ids & { ifMatch?: string }) {
      const { contextId, versionId } = args;
      const w = writer(args.ctx);
      await repo.transaction(async (trx) => {
        if (!(await repo.lockContext(trx, w.workspaceId, contextId))) throw notFound('Context');
        const locked = await repo.lockedVersion(trx, w.workspaceId, contextId, versionId);
        if (!locked) throw notFound('Context version');
        expectedRevision(args.ifMatch, locked.id, locked.revision);
        checkDeletable(locked.is_primary === 1, await repo.versionCount(trx, w.workspaceId, contextId), NOUN);
        await repo.deleteVersion(trx, w.workspaceId, versionId);
      });
    },

    /** The original bytes of a file version (the one non-JSON response). */
    async fileContent({ ctx, contextId, versionId }: Ids) {
      const w = reader(ctx);
      const file = await repo.readFile(w.workspaceId, contextId, versionId);
      if (!file) {
        await find(w.workspaceId, contextId, versionId); // 404 when there is no such version
        throw badRequest("This is a text version: it has no file. Its text is the version's content.");
      }
      return {
        data: file.data,
        contentType: contentTypeOf(file.media_type ?? 'application/octet-stream'),
        filename: file.filename ?? 'file',
        sha256: file.sha256 ?? '',
        etag: etagOf(file.id, file.revision),
      };
    },
  };
}
export type ContextVersionsService = ReturnType<typeof createContextVersionsService>;

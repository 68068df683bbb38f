import type { Static } from 'typebox';
import { badRequest } from '../../lib/domain-error.js';
import { optionalName, refuseBidiControls } from '../../lib/names.js';
import type { PageRequest } from '../../lib/paging.js';
import { type RequestContext, requireRead, requireWrite } from '../../lib/request-context.js';
import { type ConditionalWrite, etagOf, tagged } from '../../versioned/index.js';
import type { NewContent, PreparedContextContent } from './context-content.js';
import { contentTypeOf, presentVersion } from './contexts.present.js';
import type { ContextVersionRow } from './contexts.repo.js';
import type { FileVersionPatch, TextVersionInput, TextVersionPatch } from './contexts.schemas.js';
import { type ContextsDeps, versionContent } from './contexts.service.js';
import type { ContextVersionKind } from './contexts.tables.js';

type VersionIds = { contextId: string; versionId: string };
type Ids = { ctx: RequestContext } & VersionIds;
type VersionPatch = Static<typeof TextVersionPatch> | Static<typeof FileVersionPatch>;
type VersionOptions = Pick<Static<typeof TextVersionInput>, 'name' | 'is_primary'>;
/** A new version as `create` takes it: its content of either kind, its name and primary flag. */
export type NewVersion = NewContent & VersionOptions;

/**
 * Versions of a context: the shared versioned-resource rules (src/versioned/), with
 * context content. Content work (decoding, extraction, counting) happens before any transaction;
 * the unique partial index on is_primary is the last line of defence.
 */
export function createContextVersionsService({ repo, resource, content }: ContextsDeps) {
  const result = (row: ContextVersionRow) => tagged(row, presentVersion(row));

  /** New content for a PATCH, or null when the PATCH keeps it. */
  async function prepareChange(
    current: ContextVersionRow,
    input: VersionPatch,
  ): Promise<PreparedContextContent | null> {
    if ('content' in input && input.content !== undefined) return content.text(input.content);
    const file = input as Static<typeof FileVersionPatch>;
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
    async list({ ctx, contextId, page }: { ctx: RequestContext; contextId: string; page: PageRequest }) {
      const w = requireRead(ctx);
      const { items, next } = await resource.versionsPage(w.workspaceId, contextId, page);
      return { items: items.map(presentVersion), next };
    },

    async get({ ctx, contextId, versionId }: Ids) {
      const w = requireRead(ctx);
      return result(await resource.requireVersion(w.workspaceId, contextId, versionId));
    },

    /** Creates a version: primary if the context has none, or if `is_primary` is true. */
    async create({ ctx, contextId, input }: { ctx: RequestContext; contextId: string; input: NewVersion }) {
      const w = requireWrite(ctx);
      const name = optionalName(input.name, 'body.name') ?? null;
      await resource.requireParent(w.workspaceId, contextId); // 404 before any content work
      const prepared = await content.prepare(input);
      const row = await resource.addVersion({
        ctx: w,
        parentId: contextId,
        name,
        isPrimary: input.is_primary,
        content: versionContent(prepared),
      });
      return result(row);
    },

    /** PATCH …/text or …/file: `kind` is the route's; a version of the other kind is a 400. */
    async update(args: Ids & ConditionalWrite & { kind: ContextVersionKind; input: VersionPatch }) {
      const { input } = args;
      const w = requireWrite(args.ctx);
      const name = input.name === undefined ? undefined : (optionalName(input.name, 'body.name') ?? null);
      const filename =
        'filename' in input && input.filename !== undefined
          ? refuseBidiControls(input.filename, 'body.filename').trim()
          : undefined;
      const row = await resource.patchVersion({
        ctx: w,
        parentId: args.contextId,
        versionId: args.versionId,
        precondition: args.precondition,
        isPrimary: input.is_primary,
        prepare: async (current) => {
          if (current.kind !== args.kind) {
            throw badRequest(
              `This is a ${current.kind} version; change it with PATCH …/versions/{versionId}/${current.kind}.`,
            );
          }
          const prepared = await prepareChange(current, input);
          const data = prepared?.data;
          return {
            columns: {
              ...(name === undefined ? {} : { name }),
              ...prepared?.columns,
              ...(filename === undefined ? {} : { filename }),
            },
            ...(data ? { blob: data } : {}),
          };
        },
      });
      return result(row);
    },

    /** Deletes a version: the primary only when it is the last one. */
    async remove({ contextId, ...write }: VersionIds & ConditionalWrite) {
      await resource.deleteVersion({ ...write, parentId: contextId });
    },

    /** The original bytes of a file version (the one non-JSON response). */
    async fileContent({ ctx, contextId, versionId }: Ids) {
      const w = requireRead(ctx);
      const file = await repo.readFile(w.workspaceId, contextId, versionId);
      if (!file) {
        await resource.requireVersion(w.workspaceId, contextId, versionId); // 404 when there is no such version
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

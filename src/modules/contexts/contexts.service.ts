import type { Static } from 'typebox';
import { expandsVersions } from '../../http/expand-param.js';
import { notFound } from '../../lib/domain-error.js';
import { optionalName, requireName } from '../../lib/names.js';
import type { PageRequest } from '../../lib/paging.js';
import { type RequestContext, requireRead, requireWrite } from '../../lib/request-context.js';
import type { ConditionalWrite } from '../../versioned/index.js';
import { parentsWithVersions, tagged, type VersionedResource } from '../../versioned/index.js';
import type { ContentPreparer, NewContent, PreparedContextContent } from './context-content.js';
import { presentContext } from './contexts.present.js';
import type { ContextRow, ContextsRepo, ContextVersionRow } from './contexts.repo.js';
import type { ContextFileInput, ContextPatch, ContextTextInput } from './contexts.schemas.js';

/** The versioned-resource helper over the context tables. */
export type ContextResource = VersionedResource<ContextRow, ContextVersionRow, 'context_id'>;

/** What the contexts and context-versions services are built from (contexts.module.ts). */
export interface ContextsDeps {
  repo: ContextsRepo;
  resource: ContextResource;
  content: ContentPreparer;
}

type Patch = Static<typeof ContextPatch>;
type NewContext = Omit<Static<typeof ContextTextInput> | Static<typeof ContextFileInput>, 'content' | 'data'>;

/** A prepared content as the kernel writes it: the columns, and a file's bytes into context_files. */
export function versionContent({ columns, data }: PreparedContextContent) {
  return data ? { columns, blob: data } : { columns };
}

/**
 * Contexts: reusable texts or files, each with versions (see context-versions.service). Every
 * response of one context carries its ETag; PATCH and DELETE honour If-Match.
 */
export function createContextsService({ resource, content }: ContextsDeps) {
  const t = resource.tables;
  async function load(ws: string, contextId: string, allVersions: boolean) {
    const row = await t.findParent(ws, contextId);
    if (!row) throw notFound('Context');
    return tagged(row, presentContext(row, await t.versionsOf(ws, contextId, !allVersions)));
  }

  return {
    /** A page of the workspace's contexts by name, each with its primary version (or all). Two queries. */
    async list({ ctx, expand, page }: { ctx: RequestContext; expand?: string; page: PageRequest }) {
      const w = requireRead(ctx);
      const { parents, versions } = await resource.listPage(w.workspaceId, page, expandsVersions(expand));
      const items = parentsWithVersions(parents.items, versions, (v) => v.context_id, presentContext);
      return { items, next: parents.next };
    },

    async get({ ctx, contextId, expand }: { ctx: RequestContext; contextId: string; expand?: string }) {
      const w = requireRead(ctx);
      return load(w.workspaceId, contextId, expandsVersions(expand));
    },

    /** Creates a context with its first (primary) version; the content work happens first. */
    async create({ ctx, input }: { ctx: RequestContext; input: NewContext & NewContent }) {
      const w = requireWrite(ctx);
      const name = requireName(input.name, 'body.name');
      const versionName = optionalName(input.version_name, 'body.version_name') ?? null;
      const prepared = await content.prepare(input);
      const { parent, versions } = await resource.createParent({
        ctx: w,
        name,
        columns: { description: input.description ?? null },
        version: { name: versionName, ...versionContent(prepared) },
      });
      return tagged(parent, presentContext(parent, versions));
    },

    async update({ contextId, input, ...write }: ConditionalWrite & { contextId: string; input: Patch }) {
      const row = await resource.patchParent({ ...write, parentId: contextId, set: input });
      return tagged(row, presentContext(row, await t.versionsOf(row.workspace_id, contextId, true)));
    },

    /** Deletes the context with its versions and files; packs pointing at it report it missing. */
    async remove({ contextId, ...write }: ConditionalWrite & { contextId: string }) {
      await resource.deleteParent({ ...write, parentId: contextId });
    },
  };
}
export type ContextsService = ReturnType<typeof createContextsService>;

import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import {
  assertScope,
  assertWorkspace,
  type RequestContext,
  type WorkspaceContext,
} from '../../lib/request-context.js';
import { expectedRevision, precondition } from '../../lib/revision.js';
import type { PreparedContent } from './context-content.js';
import type { ContextVersionRow } from './contexts.repo.js';

/** What the contexts and context-packs services share. */

/** Write scope on a workspace route: the scope check comes first, whatever the route declared. */
export function writer(ctx: RequestContext): WorkspaceContext {
  assertScope(ctx, 'write');
  assertWorkspace(ctx);
  return ctx;
}
export function reader(ctx: RequestContext): WorkspaceContext {
  assertScope(ctx, 'read');
  assertWorkspace(ctx);
  return ctx;
}

export { precondition };

/**
 * A PATCH or DELETE of a context or pack, conditional with If-Match: 404 when it is not there,
 * 412 when the tag is stale; `write` gets the revision to write from (null: no If-Match) and says
 * whether a row matched; none matching is a 404 (gone meanwhile) or, with If-Match, a 412.
 */
export async function writeIfCurrent(
  current: { id: string; revision: number } | undefined,
  ifMatch: string | undefined,
  noun: string,
  write: (expected: number | null) => Promise<boolean>,
): Promise<void> {
  if (!current) throw notFound(noun);
  const expected = expectedRevision(ifMatch, current.id, current.revision);
  if (!(await write(expected))) throw expected === null ? notFound(noun) : precondition();
}

/** `updated`/`updated_by` of a change made now by the request's API key. */
export const stampOf = (clock: Clock, ctx: WorkspaceContext) => ({
  updated: clock.now().toISOString(),
  updated_by: ctx.actor.name,
});

/** The columns a prepared content sets on a context version. */
export function contentColumns(p: PreparedContent) {
  return {
    kind: p.kind,
    content: p.content,
    filename: p.filename,
    media_type: p.media_type,
    size_bytes: p.size_bytes,
    sha256: p.sha256,
    token_info: p.token_info === null ? null : JSON.stringify(p.token_info),
  };
}

/** A new context version row (revision 1, created now by the request's key). */
export function newVersionRow(
  deps: { ids: IdGenerator; clock: Clock },
  ctx: WorkspaceContext,
  v: { contextId: string; name: string | null; isPrimary: boolean; prepared: PreparedContent },
): ContextVersionRow {
  const { updated, updated_by } = stampOf(deps.clock, ctx);
  return {
    id: deps.ids.next('cv'),
    workspace_id: ctx.workspaceId,
    context_id: v.contextId,
    name: v.name,
    is_primary: v.isPrimary ? 1 : 0,
    ...contentColumns(v.prepared),
    revision: 1,
    created: updated,
    created_by: updated_by,
    updated,
    updated_by,
  };
}

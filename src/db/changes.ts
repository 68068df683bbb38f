import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../lib/clock.js';
import type { IdGenerator } from '../lib/ids.js';
import type { RequestContext } from '../lib/request-context.js';
import { sha256Hex } from '../lib/secrets.js';
import type { Database } from './schema.js';

/** What a write changed, for the audit log (issue 22 §3). */
export interface Change {
  /** `<resource>.<verb>`: `prompt.create`, `version.update`, `key.delete`, `member.put`… */
  action: string;
  resourceType: string;
  resourceId: string;
  /** The workspace it is in; null for account-level things (keys, users, settings). */
  workspaceId: string | null;
  /** Content before and after (hashed here: the log keeps no content), when content changed. */
  before?: string | null;
  after?: string | null;
  /** The resource's parent (a version's prompt, a release's prompt), when the writer knows it. */
  parentId?: string;
  /** More ids for webhook events (not kept in the audit log). */
  data?: Record<string, unknown>;
}

export type ChangeRecorder = (
  q: Kysely<Database> | Transaction<Database>,
  ctx: RequestContext,
  change: Change,
) => Promise<void>;

/**
 * The one way a write records its audit row: called with the write's own transaction, so no change
 * exists without its row, and no row without its change. Who (the actor of the request context:
 * user or key id and name), when, from which address, what. The consumers are listed in
 * src/modules/audit/README.md.
 */
export function createChangeRecorder(deps: {
  ids: IdGenerator;
  clock: Clock;
  /** Also called in the transaction, after the row: the webhooks' outbox (src/modules/webhooks). */
  onChange?: ChangeRecorder;
}): ChangeRecorder {
  const nextId = monotonicIds(deps.ids, 'aud');
  const hash = (text: string | null | undefined) =>
    text === undefined || text === null ? null : sha256Hex(text);
  return async (q, ctx, change) => {
    await q
      .insertInto('audit_log')
      .values({
        id: nextId(),
        account_id: ctx.accountId,
        workspace_id: change.workspaceId,
        at: deps.clock.now().toISOString(),
        actor_type: ctx.actor.type,
        actor_id: ctx.actor.id,
        actor_name: ctx.actor.name,
        ip: ctx.ip ?? '',
        action: change.action,
        resource_type: change.resourceType,
        resource_id: change.resourceId,
        before_hash: hash(change.before),
        after_hash: hash(change.after),
      })
      .execute();
    await deps.onChange?.(q, ctx, change);
  };
}

/**
 * Ids that sort in the order this instance made them, also within a millisecond (the audit log and
 * the label history are read newest first by id): the id generator's time-sorted id, then a
 * per-process sequence number. Rows of two instances in the same millisecond sort in no particular
 * order. `prefix` has three letters.
 */
export function monotonicIds(ids: IdGenerator, prefix: string) {
  let seq = 0;
  return () => {
    const base = ids.next(prefix); // prefix_ + 10 time chars + 16 random chars
    seq = (seq + 1) % 1_000_000;
    return `${base.slice(0, 14)}${String(seq).padStart(6, '0')}${base.slice(14, 24)}`;
  };
}

/**
 * The content of a row a change is about, for `before`/`after`: the named columns as JSON (the
 * recorder keeps only its hash); null when there is no row (created or deleted).
 */
export function contentOf<R extends object>(row: R | null | undefined, columns: readonly (keyof R)[]) {
  if (!row) return null;
  return JSON.stringify(Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
}

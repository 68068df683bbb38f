import type { Change } from '../../db/changes.js';
import type { Clock } from '../../lib/clock.js';
import type { IdGenerator } from '../../lib/ids.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { Q } from '../../versioned/index.js';
import { includesIn } from '../prompts/index.js';
import { resourceOf } from './webhook-resources.js';
import { dbTime } from './webhooks.repo.js';

/**
 * The events webhooks tell of (docs/webhooks.md), by the audit action they come from: every change
 * is recorded by src/db/changes.ts in its own transaction, and `createOutboxWriter` hangs on that
 * one place, so an event exists exactly when its change committed.
 */
export const EVENT_OF_ACTION: Readonly<Record<string, string>> = {
  'prompt.create': 'prompt.created',
  'prompt.update': 'prompt.updated',
  'prompt.delete': 'prompt.deleted',
  'prompt_version.create': 'version.created',
  'prompt_version.update': 'version.updated',
  'prompt_version.delete': 'version.deleted',
  'prompt_version.make_primary': 'version.primary_changed',
  'label.set': 'label.moved',
  'label.move': 'label.moved',
  'label.remove': 'label.moved',
  'release.request': 'release.requested',
  'release.approve': 'release.approved',
  'release.reject': 'release.rejected',
  'release.withdraw': 'release.withdrawn',
  'project.create': 'project.created',
  'project.update': 'project.updated',
  'project.delete': 'project.deleted',
  'import.complete': 'import.completed',
};
export const DEPENDENCY_CHANGED = 'prompt.dependency_changed';
export const TEST_EVENT = 'webhook.test';
/** Every event type an endpoint may subscribe to (besides `*`). */
export const EVENT_TYPES: readonly string[] = [
  ...new Set([...Object.values(EVENT_OF_ACTION), DEPENDENCY_CHANGED, TEST_EVENT]),
];
/** Events that change what a prompt renders to, so its dependents are told too. */
const CONTENT_EVENTS = new Set([
  'prompt.updated',
  'prompt.deleted',
  'version.created',
  'version.updated',
  'version.deleted',
  'version.primary_changed',
  'label.moved',
]);

export interface EventPayload {
  type: string;
  id: string;
  timestamp: string;
  workspace_id: string;
  actor: { type: string; id: string; name: string };
  data: Record<string, unknown>;
}

/** What an event's `data` says: the resource's type and id, and the ids around it. */
function dataOf(change: Change, type: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    resource_type: change.resourceType,
    resource_id: change.resourceId,
  };
  if (type === 'label.moved') {
    const [promptId, ...label] = change.resourceId.split(':');
    Object.assign(data, {
      prompt_id: promptId,
      label: label.join(':'),
      from_version_id: change.before ?? null,
      to_version_id: change.after ?? null,
    });
  } else if (type.startsWith('prompt.')) data.prompt_id = change.resourceId;
  else if (type.startsWith('version.'))
    Object.assign(data, { prompt_id: change.parentId ?? null, version_id: change.resourceId });
  else if (type.startsWith('release.'))
    Object.assign(data, { release_id: change.resourceId, prompt_id: change.parentId ?? null });
  else if (type.startsWith('project.')) data.project_id = change.resourceId;
  return { ...data, ...change.data };
}

const subscribed = (events: string, type: string) => {
  const list = JSON.parse(events) as string[];
  return list.includes('*') || list.includes(type);
};

/** The prompts (other than `promptId`) with a version whose includes name `promptId`'s prompt. */
async function dependentsOf(q: Q, ws: string, promptId: string): Promise<string[]> {
  const prompt = await q
    .selectFrom('prompts')
    .select('name')
    .where('workspace_id', '=', ws)
    .where('id', '=', promptId)
    .executeTakeFirst();
  if (!prompt) return [];
  // A prefilter only (LIKE's wildcards in a name match more, never less); the includes decide.
  const pattern = `%${prompt.name}%`;
  const rows = await q
    .selectFrom('prompt_versions')
    .select(['prompt_id', 'content'])
    .where('workspace_id', '=', ws)
    .where('prompt_id', '!=', promptId)
    .where((eb) => eb('content', 'like', eb.val(pattern)))
    .execute();
  const out = new Set<string>();
  for (const r of rows) if (includesIn(r.content).some((i) => i.name === prompt.name)) out.add(r.prompt_id);
  return [...out].sort();
}

export interface OutboxRow {
  endpointId: string;
  workspaceId: string;
  payload: EventPayload;
}

/**
 * Writes one outbox row per enabled endpoint of the workspace subscribed to the change's event, in
 * the change's transaction (`q`). A change of a prompt's content also tells its dependents
 * (`prompt.dependency_changed`, one event per including prompt).
 */
export function createOutboxWriter(deps: OutboxDeps) {
  const insert = (q: Q, rows: OutboxRow[]) => insertDeliveries(q, deps, rows);
  return async (q: Q, ctx: RequestContext, change: Change): Promise<void> => {
    const type = EVENT_OF_ACTION[change.action];
    const ws = change.workspaceId;
    if (!type || !ws) return;
    const endpoints = await q
      .selectFrom('webhook_endpoints')
      .select(['id', 'events'])
      .where('workspace_id', '=', ws)
      .where('enabled', '=', 1)
      .execute();
    if (endpoints.length === 0) return;
    const timestamp = deps.clock.now().toISOString();
    const actor = { type: ctx.actor.type, id: ctx.actor.id, name: ctx.actor.name };
    const event = (t: string, data: Record<string, unknown>): EventPayload => ({
      type: t,
      id: deps.ids.next('evt'),
      timestamp,
      workspace_id: ws,
      actor,
      data,
    });
    const events = [event(type, dataOf(change, type))];
    const promptId = events[0]?.data.prompt_id;
    if (
      CONTENT_EVENTS.has(type) &&
      typeof promptId === 'string' &&
      endpoints.some((e) => subscribed(e.events, DEPENDENCY_CHANGED))
    ) {
      for (const dependent of await dependentsOf(q, ws, promptId))
        events.push(
          event(DEPENDENCY_CHANGED, { prompt_id: dependent, dependency_prompt_id: promptId, cause: type }),
        );
    }
    const rows: OutboxRow[] = [];
    for (const e of events) {
      const to = endpoints.filter((endpoint) => subscribed(endpoint.events, e.type));
      if (to.length === 0) continue;
      // Read in the change's transaction: the resource exactly as this change left it.
      e.data.resource = await resourceOf(q, ws, e.type, e.data);
      for (const endpoint of to) rows.push({ endpointId: endpoint.id, workspaceId: ws, payload: e });
    }
    await insert(q, rows);
  };
}
export type OutboxWriter = ReturnType<typeof createOutboxWriter>;

/** What writing outbox rows takes: `kind` for the database's clock, which says when a row is due. */
export interface OutboxDeps {
  ids: IdGenerator;
  clock: Clock;
  kind: 'sqlite' | 'postgres';
}

/** Inserts outbox rows, due now by the database's clock (dbTime: the claims' clock). */
export async function insertDeliveries(q: Q, deps: OutboxDeps, rows: OutboxRow[]) {
  if (rows.length === 0) return;
  const now = deps.clock.now().toISOString();
  await q
    .insertInto('webhook_deliveries')
    .values(
      rows.map((r) => ({
        id: deps.ids.next('whd'),
        workspace_id: r.workspaceId,
        endpoint_id: r.endpointId,
        event_type: r.payload.type,
        event_id: r.payload.id,
        payload: JSON.stringify(r.payload),
        state: 'pending' as const,
        attempts: 0,
        next_attempt_at: dbTime(deps.kind),
        lease_until: null,
        last_status: null,
        last_latency_ms: null,
        last_error: null,
        created: now,
        last_attempt_at: null,
        delivered_at: null,
      })),
    )
    .execute();
}

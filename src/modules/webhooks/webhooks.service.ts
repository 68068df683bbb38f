import { randomBytes } from 'node:crypto';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { type Page, type PageRequest, pageOf } from '../../lib/paging.js';
import {
  isWorkspaceAdmin,
  type RequestContext,
  requireRead,
  type WorkspaceContext,
} from '../../lib/request-context.js';
import type { SecretBox } from '../../lib/secrets.js';
import type { Q } from '../../versioned/index.js';
import { checkProviderUrl } from '../ai/index.js';
import { insertDeliveries, TEST_EVENT } from './webhook-events.js';
import type { DeliveryRow, EndpointRow, WebhooksRepo } from './webhooks.repo.js';
import type { WebhookDeliveryView, WebhookInput, WebhookPatch, WebhookView } from './webhooks.schemas.js';

export interface WebhooksDeps {
  repo: WebhooksRepo;
  ids: IdGenerator;
  clock: Clock;
  /** Seals signing secrets at rest when the service has PROMPTKEEP_SECRET_KEY. */
  secretBox: SecretBox | null;
  /** Private and loopback destinations allowed (the AI providers' setting); http only then. */
  allowPrivateUrls: boolean;
  record: ChangeRecorder | undefined;
  transaction: <T>(run: (trx: Q) => Promise<T>) => Promise<T>;
}

/** A new signing secret: `whsec_` + 24 random bytes in base64 (Standard Webhooks). */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Sealed when a secret box is configured (`v1.…`), else as is (`whsec_…`). */
export const sealSecret = (box: SecretBox | null, secret: string) => (box ? box.seal(secret) : secret);
export function openSecret(box: SecretBox | null, stored: string): string {
  if (stored.startsWith('whsec_')) return stored;
  if (!box) throw new Error('webhook secret sealed but no PROMPTKEEP_SECRET_KEY configured');
  return box.open(stored);
}

export const presentWebhook = (r: EndpointRow): WebhookView => ({
  webhook_id: r.id,
  url: r.url,
  description: r.description,
  events: JSON.parse(r.events) as string[],
  enabled: r.enabled === 1,
  created_at: r.created,
  created_by: r.created_by,
  updated_at: r.updated,
  updated_by: r.updated_by,
});

export const presentDelivery = (r: DeliveryRow): WebhookDeliveryView => ({
  delivery_id: r.id,
  webhook_id: r.endpoint_id,
  event_id: r.event_id,
  event_type: r.event_type,
  state: r.state,
  attempts: r.attempts,
  response_status: r.last_status,
  latency_ms: r.last_latency_ms,
  error: r.last_error,
  created_at: r.created,
  last_attempt_at: r.last_attempt_at,
  next_attempt_at: r.state === 'pending' ? r.next_attempt_at : null,
  delivered_at: r.delivered_at,
});

/**
 * Every webhook route needs the workspace's admin: a user with the admin role there (or the owner),
 * or an owner-scope key reaching the workspace. Endpoints name where the workspace's changes go,
 * so reading them is an admin's matter too.
 */
function requireAdmin(ctx: RequestContext): WorkspaceContext {
  const w = requireRead(ctx);
  if (!isWorkspaceAdmin(w)) throw forbidden("Webhooks need the workspace's admin role or an owner key.");
  return w;
}

type One = { ctx: RequestContext; webhookId: string };

/** Webhook endpoints of a workspace (issue 26 §1; docs/webhooks.md). */
export function createWebhooksService(deps: WebhooksDeps) {
  const { repo, ids, clock } = deps;
  const now = () => clock.now().toISOString();
  const policy = { allowPrivate: deps.allowPrivateUrls };

  function checkUrl(url: string) {
    const why = checkProviderUrl(url, policy);
    if (why) throw badRequest(`body.url ${why}`);
    if (!url.startsWith('https:') && !deps.allowPrivateUrls)
      throw badRequest('body.url must be an https URL.');
  }
  const audit = (trx: Q, w: WorkspaceContext, verb: string, row: EndpointRow, secretChanged = false) =>
    deps.record?.(trx, w, {
      action: `webhook.${verb}`,
      resourceType: 'webhook',
      resourceId: row.id,
      workspaceId: w.workspaceId,
      after:
        verb === 'delete'
          ? null
          : JSON.stringify({ url: row.url, events: row.events, enabled: row.enabled, secret: secretChanged }),
    });
  async function requireEndpoint(ws: string, id: string) {
    const row = await repo.find(ws, id);
    if (!row) throw notFound('Webhook');
    return row;
  }

  return {
    async create({ ctx, input }: { ctx: RequestContext; input: WebhookInput }) {
      const w = requireAdmin(ctx);
      checkUrl(input.url);
      const secret = newSigningSecret();
      const at = now();
      const row: EndpointRow = {
        id: ids.next('whk'),
        workspace_id: w.workspaceId,
        url: input.url,
        description: input.description ?? '',
        events: JSON.stringify(input.events),
        enabled: input.enabled === false ? 0 : 1,
        secret: sealSecret(deps.secretBox, secret),
        created: at,
        created_by: w.actor.name,
        updated: at,
        updated_by: w.actor.name,
      };
      const saved = await deps.transaction(async (trx) => {
        const made = await repo.insert(trx, row);
        await audit(trx, w, 'create', made, true);
        return made;
      });
      return { ...presentWebhook(saved), secret };
    },

    async list({ ctx, page }: { ctx: RequestContext; page: PageRequest }): Promise<Page<WebhookView>> {
      const w = requireAdmin(ctx);
      const { items, next } = pageOf(await repo.page(w.workspaceId, page), page.limit, (r) => [r.id]);
      return { items: items.map(presentWebhook), next };
    },

    async get({ ctx, webhookId }: One) {
      const w = requireAdmin(ctx);
      return presentWebhook(await requireEndpoint(w.workspaceId, webhookId));
    },

    async update({ ctx, webhookId, input }: One & { input: WebhookPatch }) {
      const w = requireAdmin(ctx);
      if (input.url !== undefined) checkUrl(input.url);
      const set: Partial<EndpointRow> = { updated: now(), updated_by: w.actor.name };
      if (input.url !== undefined) set.url = input.url;
      if (input.events !== undefined) set.events = JSON.stringify(input.events);
      if (input.enabled !== undefined) set.enabled = input.enabled ? 1 : 0;
      if (input.description !== undefined) set.description = input.description;
      const saved = await deps.transaction(async (trx) => {
        const row = await repo.update(trx, w.workspaceId, webhookId, set);
        if (!row) throw notFound('Webhook');
        await audit(trx, w, 'update', row);
        return row;
      });
      return presentWebhook(saved);
    },

    async remove({ ctx, webhookId }: One) {
      const w = requireAdmin(ctx);
      const row = await requireEndpoint(w.workspaceId, webhookId);
      await deps.transaction(async (trx) => {
        if (!(await repo.remove(trx, w.workspaceId, webhookId))) throw notFound('Webhook');
        await audit(trx, w, 'delete', row);
      });
    },

    /** A new signing secret, answered once; the old one signs nothing from now on. */
    async rotateSecret({ ctx, webhookId }: One) {
      const w = requireAdmin(ctx);
      const secret = newSigningSecret();
      const saved = await deps.transaction(async (trx) => {
        const row = await repo.update(trx, w.workspaceId, webhookId, {
          secret: sealSecret(deps.secretBox, secret),
          updated: now(),
          updated_by: w.actor.name,
        });
        if (!row) throw notFound('Webhook');
        await audit(trx, w, 'rotate_secret', row, true);
        return row;
      });
      return { ...presentWebhook(saved), secret };
    },

    async deliveries({
      ctx,
      webhookId,
      page,
    }: One & { page: PageRequest }): Promise<Page<WebhookDeliveryView>> {
      const w = requireAdmin(ctx);
      await requireEndpoint(w.workspaceId, webhookId);
      const rows = await repo.deliveries(w.workspaceId, webhookId, page);
      const { items, next } = pageOf(rows, page.limit, (r) => [r.id]);
      return { items: items.map(presentDelivery), next };
    },

    /** Sends a delivery again (due now, attempts counted afresh; the same webhook-id). */
    async redeliver({ ctx, webhookId, deliveryId }: One & { deliveryId: string }) {
      const w = requireAdmin(ctx);
      await requireEndpoint(w.workspaceId, webhookId);
      // Due now by the database's clock, the one the claims read (repo.now).
      const row = await repo.redeliver(w.workspaceId, webhookId, deliveryId, await repo.now());
      if (!row) throw notFound('Delivery');
      return presentDelivery(row);
    },

    /** Queues a `webhook.test` event for this endpoint (whatever it subscribes to, enabled or not). */
    async sendTest({ ctx, webhookId }: One) {
      const w = requireAdmin(ctx);
      const endpoint = await requireEndpoint(w.workspaceId, webhookId);
      const payload = {
        type: TEST_EVENT,
        id: ids.next('evt'),
        timestamp: now(),
        workspace_id: w.workspaceId,
        actor: { type: w.actor.type, id: w.actor.id, name: w.actor.name },
        data: { webhook_id: endpoint.id },
      };
      await deps.transaction((trx) =>
        insertDeliveries(trx, { ids, clock, kind: repo.kind }, [
          { endpointId: endpoint.id, workspaceId: w.workspaceId, payload },
        ]),
      );
      const rows = await repo.deliveries(w.workspaceId, webhookId, { after: null, limit: 20 });
      const made = rows.find((r) => r.event_id === payload.id);
      if (!made) throw notFound('Delivery');
      return presentDelivery(made);
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;

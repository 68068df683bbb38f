import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { noContent } from '../../http/no-content.js';
import { answerPage, type ListKey } from '../../http/paging.js';
import { workspaceSchemas } from '../../http/resource-schemas.js';
import { workspaceRead, workspaceWrite } from '../../http/route-config.js';
import {
  Webhook,
  WebhookDelivery,
  WebhookInput,
  WebhookPatch,
  WebhookWithSecret,
} from './webhooks.schemas.js';
import type { WebhooksService } from './webhooks.service.js';

const route = workspaceSchemas(['Webhooks']);
const WEBHOOK_LIST: ListKey = { list: 'webhooks', shape: ['string'] };
const DELIVERY_LIST: ListKey = { list: 'webhook-deliveries', shape: ['string'] };
const one = IdParams('webhookId');
const delivery = IdParams('webhookId', 'deliveryId');
const ALL = '/v1/webhooks';
const ONE = `${ALL}/:webhookId`;
const ADMIN = ' (the workspace admin or an owner key)';

/** Webhook endpoints of the workspace and their delivery log (issue 26 §1; docs/webhooks.md). */
export function registerWebhookRoutes(root: FastifyInstance, service: WebhooksService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  const create = route.created({
    summary: `Create a webhook endpoint; the signing secret is answered only now${ADMIN}`,
    operationId: 'createWebhook',
    body: WebhookInput,
    response: WebhookWithSecret,
  });
  app.post(ALL, { config: workspaceWrite, schema: create }, async (req, reply) =>
    reply.code(201).send(await service.create({ ctx: req.ctx, input: req.body })),
  );

  const list = route.list({
    summary: `List the webhook endpoints, oldest first${ADMIN}`,
    operationId: 'listWebhooks',
    item: Webhook,
  });
  app.get(ALL, { config: workspaceRead, schema: list }, (req, reply) =>
    answerPage(req, reply, WEBHOOK_LIST, (page) => service.list({ ctx: req.ctx, page })),
  );

  const get = route.read({
    summary: `Get a webhook endpoint${ADMIN}`,
    operationId: 'getWebhook',
    params: one,
    response: Webhook,
  });
  app.get(ONE, { config: workspaceRead, schema: get }, (req) => service.get({ ctx: req.ctx, ...req.params }));

  const patch = route.updated({
    summary: `Change a webhook endpoint's URL, events, enabled flag or description${ADMIN}`,
    operationId: 'updateWebhook',
    params: one,
    body: WebhookPatch,
    response: Webhook,
  });
  app.patch(ONE, { config: workspaceWrite, schema: patch }, (req) =>
    service.update({ ctx: req.ctx, ...req.params, input: req.body }),
  );

  const remove = route.deleted({
    summary: `Delete a webhook endpoint and its delivery log${ADMIN}`,
    operationId: 'deleteWebhook',
    params: one,
  });
  app.delete(ONE, { config: workspaceWrite, schema: remove }, (req, reply) =>
    noContent(reply, service.remove({ ctx: req.ctx, ...req.params })),
  );

  const rotate = route.read({
    summary: `Rotate the signing secret; the new one is answered only now${ADMIN}`,
    operationId: 'rotateWebhookSecret',
    params: one,
    response: WebhookWithSecret,
  });
  app.post(`${ONE}/rotate-secret`, { config: workspaceWrite, schema: rotate }, (req) =>
    service.rotateSecret({ ctx: req.ctx, ...req.params }),
  );

  const deliveries = route.list({
    summary: `The delivery log of an endpoint, newest first (status, attempts, latency; no response body)${ADMIN}`,
    operationId: 'listWebhookDeliveries',
    params: one,
    item: WebhookDelivery,
  });
  app.get(`${ONE}/deliveries`, { config: workspaceRead, schema: deliveries }, (req, reply) =>
    answerPage(req, reply, DELIVERY_LIST, (page) =>
      service.deliveries({ ctx: req.ctx, ...req.params, page }),
    ),
  );

  const redeliver = route.read({
    summary: `Send a delivery again (due now, attempts afresh, same webhook-id)${ADMIN}`,
    operationId: 'redeliverWebhook',
    params: delivery,
    response: WebhookDelivery,
  });
  app.post(`${ONE}/deliveries/:deliveryId/redeliver`, { config: workspaceWrite, schema: redeliver }, (req) =>
    service.redeliver({ ctx: req.ctx, ...req.params }),
  );

  const test = route.read({
    summary: `Queue a webhook.test event to this endpoint${ADMIN}`,
    operationId: 'testWebhook',
    params: one,
    response: WebhookDelivery,
  });
  app.post(`${ONE}/test`, { config: workspaceWrite, schema: test }, (req) =>
    service.sendTest({ ctx: req.ctx, ...req.params }),
  );
}

import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp, WithSecret } from '../../http/common-schemas.js';
import { EVENT_TYPES } from './webhook-events.js';

const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'Where events are POSTed: https (http only where the operator allows private URLs).',
});
const Events = Type.Array(StringEnum(['*', ...EVENT_TYPES]), {
  minItems: 1,
  maxItems: 50,
  uniqueItems: true,
  description: 'The event types sent (docs/webhooks.md), or ["*"] for all.',
});
const Description = Type.String({ maxLength: 500 });

export const WebhookInput = Type.Object(
  {
    url: Url,
    events: Events,
    enabled: Type.Optional(Type.Boolean({ description: 'Default true.' })),
    description: Type.Optional(Description),
  },
  { additionalProperties: false },
);
export type WebhookInput = Static<typeof WebhookInput>;

export const WebhookPatch = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    enabled: Type.Optional(Type.Boolean()),
    description: Type.Optional(Description),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type WebhookPatch = Static<typeof WebhookPatch>;

export const Webhook = Type.Object(
  {
    webhook_id: Type.String(),
    url: Type.String(),
    description: Type.String(),
    events: Type.Array(Type.String()),
    enabled: Type.Boolean(),
    created_at: Timestamp,
    created_by: Type.String(),
    updated_at: Timestamp,
    updated_by: Type.String(),
  },
  { title: 'Webhook' },
);
export type WebhookView = Static<typeof Webhook>;

/** Create and rotate answer the signing secret, once. */
export const WebhookWithSecret = WithSecret(Webhook, {
  field: 'secret',
  description: 'The signing secret (whsec_ + base64, Standard Webhooks). Shown only now.',
  title: 'WebhookWithSecret',
});

export const WebhookDelivery = Type.Object(
  {
    delivery_id: Type.String(),
    webhook_id: Type.String(),
    event_id: Type.String({ description: 'The webhook-id header: the same on every attempt.' }),
    event_type: Type.String(),
    state: StringEnum(['pending', 'delivering', 'delivered', 'failed']),
    attempts: Type.Integer(),
    response_status: Nullable(
      Type.Integer({ description: 'The last attempt: HTTP status (no body is kept).' }),
    ),
    latency_ms: Nullable(Type.Integer()),
    error: Nullable(Type.String({ description: 'The last attempt: why it failed (timeout, refused…).' })),
    created_at: Timestamp,
    last_attempt_at: Nullable(Timestamp),
    next_attempt_at: Nullable(Timestamp),
    delivered_at: Nullable(Timestamp),
  },
  { title: 'WebhookDelivery' },
);
export type WebhookDeliveryView = Static<typeof WebhookDelivery>;

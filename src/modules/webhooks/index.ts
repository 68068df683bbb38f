// The webhooks module's public entry (re-exports only).
export type { DeliverySettings } from './webhook-delivery.js';
export { createOutboxWriter, EVENT_TYPES } from './webhook-events.js';
export type { WebhookTables } from './webhooks.tables.js';

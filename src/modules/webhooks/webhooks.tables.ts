/** Tables of webhooks (migration 0057, issue 26 §1). Booleans 0/1, JSON as text, ISO timestamps. */

export interface WebhookEndpointsTable {
  id: string;
  workspace_id: string;
  url: string;
  description: string;
  /** JSON array of event types; `["*"]` for every event. */
  events: string;
  enabled: number;
  /** `whsec_…`, sealed (`v1.…`) when the service has PROMPTKEEP_SECRET_KEY, else as is. */
  secret: string;
  created: string;
  created_by: string;
  updated: string;
  updated_by: string;
}

export type DeliveryState = 'pending' | 'delivering' | 'delivered' | 'failed';

/** The outbox and the delivery log: one row per (event, endpoint). */
export interface WebhookDeliveriesTable {
  id: string;
  workspace_id: string;
  endpoint_id: string;
  event_type: string;
  /** The `webhook-id` header: the same on every attempt of this row (receivers dedupe on it). */
  event_id: string;
  /** The JSON body sent. */
  payload: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: string;
  /** While `delivering`: when the claim expires (then another worker may take it). */
  lease_until: string | null;
  last_status: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
  created: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { waitUntil } from '../../../test/support/webhook-receiver.js';
import { WebhookDelivery, WebhookWithSecret } from './webhooks.schemas.js';

// The egress guard at delivery time (docs/security.md, "Webhooks"): with private URLs not allowed
// (the default), a URL that passed the check when stored but points at a private address when it
// is used (here: rewritten in the database, as a DNS answer changing would) is refused on
// connection — logged as refused, nothing sent.
const t = testAppPerFile({
  settings: {
    allowPrivateProviderUrls: false,
    webhookDelivery: { pollMs: 20, baseDelayMs: 20, maxAttempts: 2 },
  },
});

describe('webhook egress', () => {
  test('http and private URLs are refused when stored; a private address is refused at delivery', async () => {
    const a = await t.account();
    const create = (url: string) => t.call(a, 'POST', '/v1/webhooks', { url, events: ['*'] });
    for (const url of [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://10.0.0.8/hook',
      'https://localhost/hook',
    ])
      expectError(await create(url), 400, /body\.url/);
    const hook = parseAs(WebhookWithSecret, await create('https://hooks.example.com/x'));
    await t.db.kysely
      .updateTable('webhook_endpoints')
      .set({ url: 'https://127.0.0.1:9/x' })
      .where('id', '=', hook.webhook_id)
      .execute();
    const queued = parseAs(WebhookDelivery, await t.call(a, 'POST', `/v1/webhooks/${hook.webhook_id}/test`));
    const failed = await waitUntil(async () => {
      const res = await t.call(a, 'GET', `/v1/webhooks/${hook.webhook_id}/deliveries`);
      const row = (res.json() as { delivery_id: string; state: string; error: string | null }[]).find(
        (d) => d.delivery_id === queued.delivery_id,
      );
      return row?.state === 'failed' ? row : undefined;
    });
    assert.match(String(failed.error), /^refused: destination 127\.0\.0\.1 is not a public address/);
  });
});

import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { rowsWhere } from '../../../test/support/fixtures.js';
import { createTestApp, parseAs } from '../../../test/support/test-app.js';
import { startReceiver, waitUntil } from '../../../test/support/webhook-receiver.js';
import { WebhookWithSecret } from './webhooks.schemas.js';

// Retention of the delivery log: an instance that starts with webhookRetentionDays deletes the
// finished deliveries older than that before it is ready, and never a pending one.
const fast = { pollMs: 20, baseDelayMs: 20, maxDelayMs: 200, timeoutMs: 5_000, maxAttempts: 50 };
// The real time (the receiver checks the signature's timestamp against it), moved on at will.
let ahead = 0;
const clock = { now: () => new Date(Date.now() + ahead) };
const first = await createTestApp({ clock, settings: { webhookDelivery: fast } });
const receiver = await startReceiver();
after(async () => {
  await receiver.stop();
  await first.close();
});

test('finished deliveries older than the retention go at start; pending ones stay', async () => {
  const a = await first.account();
  const hook = async (url: string) => {
    const res = await first.call(a, 'POST', '/v1/webhooks', { url, events: ['prompt.created'] });
    assert.equal(res.statusCode, 201, res.body);
    return parseAs(WebhookWithSecret, res);
  };
  const up = await hook(receiver.url);
  receiver.setSecret(up.secret);
  const down = await hook('http://127.0.0.1:9/nobody-listens'); // the discard port: refused
  assert.equal((await first.call(a, 'POST', '/v1/prompts', { name: 'kept', content: 'x' })).statusCode, 201);
  await waitUntil(async () => {
    const [row] = await rowsWhere(first, 'webhook_deliveries', { endpoint_id: up.webhook_id });
    return row?.state === 'delivered' ? row : undefined;
  });

  ahead = 31 * 86_400_000;
  const second = await createTestApp({
    sharedDb: first.testDb,
    clock,
    settings: { webhookDelivery: fast, webhookRetentionDays: 30 },
  });
  try {
    // The prune is done before the instance is ready.
    assert.deepEqual(await rowsWhere(second, 'webhook_deliveries', { endpoint_id: up.webhook_id }), []);
    const pending = await rowsWhere(second, 'webhook_deliveries', { endpoint_id: down.webhook_id });
    assert.equal(pending.length, 1);
    assert.notEqual(pending[0]?.state, 'delivered');
  } finally {
    await second.close();
  }
});

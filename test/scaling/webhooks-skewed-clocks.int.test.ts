import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createSecretBox } from '../../src/lib/secrets.js';
import { createDeliveryWorker } from '../../src/modules/webhooks/webhook-delivery.js';
import { createWebhooksRepo } from '../../src/modules/webhooks/webhooks.repo.js';
import { WebhookWithSecret } from '../../src/modules/webhooks/webhooks.schemas.js';
import { rowsWhere } from '../support/fixtures.js';
import { createTestApp, parseAs, type TestApp } from '../support/test-app.js';
import { openTestDb, TEST_DB } from '../support/test-db.js';
import { type Receiver, startReceiver, waitUntil } from '../support/webhook-receiver.js';

// Instances whose clocks differ share one webhook outbox. Due times, leases and claims are written
// and compared by the database's clock (the repo's dbTime/now), so an instance whose own clock runs
// ahead neither takes a row another holds under a live lease nor makes its new events wait, and one
// whose clock runs behind still takes the rows that are due. Each test runs a worker with a skewed
// clock (the app's `Clock` seam, which still signs the webhook-timestamp) over the real repo; the
// apps' own workers poll once an hour, so the rows are the test's.
const HOUR = 3_600_000;
const secretBox = createSecretBox(randomBytes(32));
let shared: Awaited<ReturnType<typeof openTestDb>>;
let app: TestApp;
let receiver: Receiver;
before(async () => {
  shared = await openTestDb();
  app = await createTestApp({ sharedDb: shared, secretBox, settings: { webhookDelivery: { pollMs: HOUR } } });
  receiver = await startReceiver();
});
after(async () => {
  await app.close();
  await receiver.stop();
  await shared.drop();
});

/** An endpoint of the receiver's, and delivery rows of it as given. */
async function rows(given: { id: string; state: 'pending' | 'delivering'; lease_until?: string }[]) {
  const acct = await app.account();
  const made = await app.call(acct, 'POST', '/v1/webhooks', { url: receiver.url, events: ['label.moved'] });
  assert.equal(made.statusCode, 201, made.body);
  const hook = parseAs(WebhookWithSecret, made);
  const [endpoint] = await rowsWhere(app, 'webhook_endpoints', { id: hook.webhook_id });
  const now = new Date().toISOString();
  await shared.db.kysely
    .insertInto('webhook_deliveries')
    .values(
      given.map((g) => ({
        id: g.id,
        workspace_id: endpoint?.workspace_id as string,
        endpoint_id: hook.webhook_id,
        event_type: 'label.moved',
        event_id: `msg_${g.id}`,
        payload: '{}',
        state: g.state,
        attempts: g.state === 'delivering' ? 1 : 0,
        next_attempt_at: now,
        lease_until: g.lease_until ?? null,
        created: now,
      })),
    )
    .execute();
}

/**
 * One round of a worker whose clock is `skewMs` off: it claims until nothing is due (its second
 * claim is the first to come back empty: a failed POST is due again only an hour later), then stops.
 */
async function skewedRound(skewMs: number) {
  const repo = createWebhooksRepo(shared.db.kysely, shared.db.kind);
  let claims = 0;
  const errors: unknown[] = [];
  const worker = createDeliveryWorker({
    repo: {
      ...repo,
      async claim(now: string, lease: string, limit: number) {
        const rows = await repo.claim(now, lease, limit);
        claims++;
        return rows;
      },
    },
    clock: { now: () => new Date(Date.now() + skewMs) },
    secretBox,
    allowPrivateUrls: true,
    settings: {
      timeoutMs: 5_000,
      maxAttempts: 10,
      baseDelayMs: HOUR,
      maxDelayMs: HOUR,
      pollMs: 10,
      leaseMs: 10_000,
      batch: 10,
    },
    onError: (e) => errors.push(e),
  });
  worker.start();
  await waitUntil(() => claims >= 2);
  await worker.stop();
  assert.deepEqual(errors, []);
}

const sentTo = (id: string) => receiver.received.filter((r) => r.headers['webhook-id'] === `msg_${id}`);

describe(`instances whose clocks differ, on one ${TEST_DB} database`, () => {
  test("one running two hours ahead leaves a row under another's live lease alone", async () => {
    const lease = new Date(Date.now() + HOUR).toISOString(); // another instance's, live an hour more
    await rows([
      { id: 'whd_leased', state: 'delivering', lease_until: lease },
      { id: 'whd_due', state: 'pending' },
    ]);
    await skewedRound(2 * HOUR);
    const [leased] = await rowsWhere(app, 'webhook_deliveries', { id: 'whd_leased' });
    assert.deepEqual([leased?.state, leased?.attempts, leased?.lease_until], ['delivering', 1, lease]);
    assert.deepEqual(sentTo('whd_leased'), []);
    // The round did claim: the row that was due went out.
    const [due] = await rowsWhere(app, 'webhook_deliveries', { id: 'whd_due' });
    assert.equal(due?.attempts, 1);
    assert.equal(sentTo('whd_due').length, 1);
  });

  test('one running two hours behind takes the rows that are due', async () => {
    await rows([{ id: 'whd_behind', state: 'pending' }]);
    await skewedRound(-2 * HOUR);
    const [row] = await rowsWhere(app, 'webhook_deliveries', { id: 'whd_behind' });
    assert.equal(row?.attempts, 1);
    assert.equal(sentTo('whd_behind').length, 1);
  });

  test('an event written by an instance running two hours ahead is due at once', async () => {
    const ahead = await createTestApp({
      sharedDb: shared,
      secretBox,
      clock: { now: () => new Date(Date.now() + 2 * HOUR) },
      settings: { webhookDelivery: { pollMs: HOUR } },
    });
    try {
      const acct = await ahead.account();
      const made = await ahead.call(acct, 'POST', '/v1/webhooks', {
        url: receiver.url,
        events: ['prompt.created'],
      });
      assert.equal(made.statusCode, 201, made.body);
      const hook = parseAs(WebhookWithSecret, made);
      const res = await ahead.call(acct, 'POST', '/v1/prompts', { name: 'from-ahead', content: 'x' });
      assert.equal(res.statusCode, 201, res.body);
      await skewedRound(0);
      const [row] = await rowsWhere(app, 'webhook_deliveries', { endpoint_id: hook.webhook_id });
      assert.equal(row?.attempts, 1);
      assert.equal(receiver.received.filter((r) => r.headers['webhook-id'] === row?.event_id).length, 1);
    } finally {
      await ahead.close();
    }
  });
});

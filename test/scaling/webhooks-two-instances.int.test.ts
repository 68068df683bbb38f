import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createSecretBox } from '../../src/lib/secrets.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { WebhookWithSecret } from '../../src/modules/webhooks/webhooks.schemas.js';
import { rowsWhere } from '../support/fixtures.js';
import { createTestApp, parseAs, type TestApp } from '../support/test-app.js';
import { openTestDb, TEST_DB } from '../support/test-db.js';
import { type Receiver, startReceiver, waitUntil } from '../support/webhook-receiver.js';

// Issue 26 §1 (docs/scaling.md, docs/webhooks.md): two instances on one database share the
// webhook outbox. Each claims due rows in one statement (FOR UPDATE SKIP LOCKED on PostgreSQL, the
// single writer on SQLite), so in the normal case (no instance dies mid-delivery) every event
// reaches the receiver exactly once, whichever instance sends it.
// The POST timeout (and so the lease, timeout + 5 s) is long: the receiver answers from this
// process, which the suite's other passes can starve of CPU for seconds. With 5 s, a full CI run
// at load 12 saw one event delivered twice (the claim is one atomic statement, so most likely a
// timeout or lease that expired on an answer already sent: the retry path of at-least-once, not
// the sharing this test is about).
const pacing = { pollMs: 10, baseDelayMs: 20, maxDelayMs: 200, timeoutMs: 30_000, batch: 3 };
let shared: Awaited<ReturnType<typeof openTestDb>>;
let a: TestApp;
let b: TestApp;
let receiver: Receiver;
before(async () => {
  shared = await openTestDb();
  // Instances of one deployment share PROMPTKEEP_SECRET_KEY: either opens the sealed signing secret.
  const secretBox = createSecretBox(randomBytes(32));
  a = await createTestApp({ sharedDb: shared, secretBox, settings: { webhookDelivery: pacing } });
  b = await createTestApp({ sharedDb: shared, secretBox, settings: { webhookDelivery: pacing } });
  receiver = await startReceiver();
});
after(async () => {
  await a.close();
  await b.close();
  await receiver.stop();
  await shared.drop();
});

describe(`two instances on one ${TEST_DB} database share the webhook outbox`, () => {
  test('every event is delivered once, by one of them', async () => {
    const acct = await a.account();
    const made = await a.call(acct, 'POST', '/v1/webhooks', {
      url: receiver.url,
      events: ['prompt.created'],
    });
    assert.equal(made.statusCode, 201, made.body);
    const hook = parseAs(WebhookWithSecret, made);
    receiver.setSecret(hook.secret);

    const N = 40;
    const prompts: string[] = [];
    for (let i = 0; i < N; i++) {
      const app = i % 2 === 0 ? a : b;
      prompts.push(
        parseAs(Prompt, await app.call(acct, 'POST', '/v1/prompts', { name: `p${i}`, content: 'x' }))
          .prompt_id,
      );
    }
    await waitUntil(async () => {
      const rows = await rowsWhere(a, 'webhook_deliveries', {
        endpoint_id: hook.webhook_id,
        state: 'delivered',
      });
      return rows.length === N;
    });
    const got = receiver.verifiedOf('prompt.created');
    const perId = new Map<string, number>();
    for (const r of got)
      perId.set(String(r.headers['webhook-id']), (perId.get(String(r.headers['webhook-id'])) ?? 0) + 1);
    assert.equal(perId.size, N);
    assert.deepEqual(
      [...perId.values()].filter((n) => n !== 1),
      [],
      'an event was delivered twice',
    );
    assert.deepEqual(new Set(got.map((r) => r.event?.data.prompt_id)), new Set(prompts));
    const rows = await rowsWhere(a, 'webhook_deliveries', { endpoint_id: hook.webhook_id });
    assert.ok(rows.every((r) => r.attempts === 1 && r.state === 'delivered'));
  });
});

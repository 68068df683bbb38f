import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { openDatabase } from '../../src/db/database.js';
import { createSecretBox } from '../../src/lib/secrets.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { createDeliveryWorker } from '../../src/modules/webhooks/webhook-delivery.js';
import { createWebhooksRepo } from '../../src/modules/webhooks/webhooks.repo.js';
import { WebhookWithSecret } from '../../src/modules/webhooks/webhooks.schemas.js';
import { rowsWhere } from '../support/fixtures.js';
import { createTestApp, parseAs, type TestApp } from '../support/test-app.js';
import { openTestDb, TEST_DB } from '../support/test-db.js';
import { type Receiver, startReceiver, waitUntil } from '../support/webhook-receiver.js';

// Issue 26 §1 (docs/scaling.md, docs/webhooks.md): two instances on one database share the
// webhook outbox. Each claims due rows in one statement (FOR UPDATE SKIP LOCKED on PostgreSQL, the
// single writer on SQLite), and settles only the claim it holds (the lease is the claim's token),
// so no two instances ever hold one row. Delivery is still at-least-once: an attempt whose answer
// the sender did not take in time (its timeout fired, or its lease ran out, before the outcome was
// recorded: a slow receiver, or this process starved of CPU for longer than the timeout) is tried
// again by a new claim, and the receiver sees the event twice, under the same webhook-id. A full
// CI run at load 12, with a 5 s POST timeout (the receiver answers from this process), saw one such
// event; a probe logging every claim and settle of two workers under 6 s event-loop stalls
// reproduced it only that way (the expired timer runs before the answer is read; or a claim that
// came back late and a POST that outlived its lease: a POST now ends before its lease does, the
// last test), never as two claims of one row. So:
// each event reaches the receiver once per claim that POSTed it and never more, once when it took
// one attempt; and the claims themselves are tested apart, racing on two connections.
// The POST timeout (and so the lease, timeout + 5 s) is long, so that a retry stays rare here.
const pacing = { pollMs: 10, baseDelayMs: 20, maxDelayMs: 200, timeoutMs: 30_000, batch: 3 };
let shared: Awaited<ReturnType<typeof openTestDb>>;
let a: TestApp;
let b: TestApp;
let receiver: Receiver;
// Instances of one deployment share PROMPTKEEP_SECRET_KEY: either opens the sealed signing secret.
const secretBox = createSecretBox(randomBytes(32));
before(async () => {
  shared = await openTestDb();
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
    assert.deepEqual(new Set(got.map((r) => r.event?.data.prompt_id)), new Set(prompts));
    const rows = await rowsWhere(a, 'webhook_deliveries', { endpoint_id: hook.webhook_id });
    assert.equal(rows.length, N);
    assert.ok(rows.every((r) => r.state === 'delivered'));
    // Every POST follows a claim of its own (attempts + 1): an event received more often than its
    // row was claimed was sent twice by one claim, or by two instances holding one row.
    assert.deepEqual(
      rows.filter((r) => (perId.get(r.event_id) ?? 0) > r.attempts),
      [],
      'an event was delivered more often than it was claimed',
    );
    assert.deepEqual(
      rows.filter((r) => r.attempts === 1 && perId.get(r.event_id) !== 1),
      [],
      'an event claimed once was delivered twice',
    );
  });
});

const DAY = 86_400_000;
/**
 * An endpoint of the receiver's and delivery rows of it with these ids, due a day from now: the
 * instances' own workers (claiming at the real time) leave them to the test.
 */
async function endpointWithDueRows(ids: string[]) {
  const acct = await a.account();
  const made = await a.call(acct, 'POST', '/v1/webhooks', { url: receiver.url, events: ['label.moved'] });
  assert.equal(made.statusCode, 201, made.body);
  const hook = parseAs(WebhookWithSecret, made);
  const [endpoint] = await rowsWhere(a, 'webhook_endpoints', { id: hook.webhook_id });
  const due = new Date(Date.now() + DAY).toISOString();
  await shared.db.kysely
    .insertInto('webhook_deliveries')
    .values(
      ids.map((id) => ({
        id,
        workspace_id: endpoint?.workspace_id as string,
        endpoint_id: hook.webhook_id,
        event_type: 'label.moved',
        event_id: `msg_${id}`,
        payload: '{}',
        state: 'pending' as const,
        attempts: 0,
        next_attempt_at: due,
        created: due,
      })),
    )
    .execute();
  return { hook, due };
}

describe(`claims racing on two connections to one ${TEST_DB} database`, () => {
  test('take every due row exactly once', async () => {
    // Another instance's connection: a second pool on PostgreSQL, a second connection to the file
    // on SQLite (in one process its statements take turns with the first one's).
    const other =
      TEST_DB === 'sqlite'
        ? openDatabase({ kind: 'sqlite', file: shared.file as string })
        : openDatabase({
            kind: 'postgres',
            url: shared.url as string,
            schema: shared.schema as string,
            maxConnections: 5,
          });
    try {
      const ids = Array.from({ length: 300 }, (_, i) => `whd_race${String(i).padStart(4, '0')}`);
      const { hook, due } = await endpointWithDueRows(ids);
      // Four claim loops per connection, each claiming 3 rows at a time until none is due; the lease
      // (a day after the claim) outlives the loops, so a row taken twice was taken by two live claims.
      const repos = [shared.db, other].map((db) => createWebhooksRepo(db.kysely, db.kind));
      const at = new Date(Date.now() + 2 * DAY).toISOString();
      const lease = new Date(Date.now() + 3 * DAY).toISOString();
      const taken: string[] = [];
      const loop = async (repo: (typeof repos)[number]) => {
        for (;;) {
          const rows = await repo.claim(at, lease, 3);
          if (rows.length === 0) return;
          taken.push(...rows.map((r) => r.id));
        }
      };
      await Promise.all(repos.flatMap((repo) => [loop(repo), loop(repo), loop(repo), loop(repo)]));
      const counts = new Map<string, number>();
      for (const id of taken) counts.set(id, (counts.get(id) ?? 0) + 1);
      assert.deepEqual(
        [...counts].filter(([, n]) => n > 1),
        [],
        'a row was claimed twice',
      );
      assert.deepEqual([...counts.keys()].sort(), ids);
      const rows = await rowsWhere(a, 'webhook_deliveries', { endpoint_id: hook.webhook_id });
      assert.ok(rows.every((r) => r.attempts === 1 && r.state === 'delivering'));
      // The lease is the claim's token: a settle under another lease (a claim that expired and was
      // taken again) changes nothing.
      const stale = await repos[1]?.settle(ids[0] as string, due, { state: 'delivered' });
      assert.equal(Number(stale?.numUpdatedRows), 0);
      const held = await repos[1]?.settle(ids[0] as string, lease, { state: 'delivered' });
      assert.equal(Number(held?.numUpdatedRows), 1);
    } finally {
      await other.close();
    }
  });
});

describe('a claim that comes back when its lease has run out', () => {
  test('sends nothing: the POST never outlives the lease', async () => {
    // Claimed by a worker whose database reads two days ahead (the claims' clock, repo.now), and a
    // lease later once the claim has come back (a starved instance).
    const id = 'whd_latesend';
    await endpointWithDueRows([id]);
    const settings = { ...pacing, maxAttempts: 10, leaseMs: pacing.timeoutMs + 5_000 };
    const repo = createWebhooksRepo(shared.db.kysely, shared.db.kind);
    let late = 0;
    const errors: unknown[] = [];
    const worker = createDeliveryWorker({
      repo: {
        ...repo,
        now: async () => new Date(Date.now() + 2 * DAY + late).toISOString(),
        // One claim: the row it takes, then nothing more (the row is left as that attempt settles it).
        async claim(now: string, lease: string, limit: number) {
          if (late > 0) return [];
          const rows = await repo.claim(now, lease, limit);
          if (rows.length > 0) late = settings.leaseMs;
          return rows;
        },
      },
      clock: { now: () => new Date() },
      secretBox,
      allowPrivateUrls: true,
      settings,
      onError: (e) => errors.push(e),
    });
    worker.start();
    const row = await waitUntil(async () => {
      const [r] = await rowsWhere(a, 'webhook_deliveries', { id });
      return r && r.attempts === 1 && r.state !== 'delivering' ? r : undefined;
    });
    await worker.stop();
    assert.deepEqual(errors, []);
    assert.equal(row.state, 'pending');
    assert.equal(row.last_error, 'not sent: the lease ran out first');
    assert.deepEqual(
      receiver.received.filter((r) => r.headers['webhook-id'] === `msg_${id}`),
      [],
    );
  });
});

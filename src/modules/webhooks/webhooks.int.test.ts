import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Webhook as Signer } from 'standardwebhooks';
import { Type } from 'typebox';
import { createKey, ownerContext, rowsWhere } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { type Receiver, startReceiver, waitUntil } from '../../../test/support/webhook-receiver.js';
import { createChangeRecorder } from '../../db/changes.js';
import { systemClock } from '../../lib/clock.js';
import { createIdGenerator } from '../../lib/ids.js';
import { Project } from '../prompts/projects.schemas.js';
import { Prompt, PromptLabel, Version } from '../prompts/prompts.schemas.js';
import { createOutboxWriter } from './webhook-events.js';
import { Webhook, WebhookDelivery, WebhookWithSecret } from './webhooks.schemas.js';

// Fast pacing so retries happen within the test; nothing below waits on a clock, only on rows and
// on what the receiver got.
const t = testAppPerFile({
  settings: {
    webhookDelivery: {
      pollMs: 20,
      baseDelayMs: 20,
      maxDelayMs: 200,
      timeoutMs: 5_000,
      leaseMs: 30_000,
      maxAttempts: 50,
    },
  },
});
let receiver: Receiver;
let owner: TestAccount;
let hook: { webhook_id: string; secret: string };
describe('webhooks', () => {
  before(async () => {
    receiver = await startReceiver();
    owner = await t.account();
    const res = await t.call(owner, 'POST', '/v1/webhooks', {
      url: receiver.url,
      events: ['*'],
      description: 'all',
    });
    assert.equal(res.statusCode, 201, res.body);
    hook = parseAs(WebhookWithSecret, res);
    receiver.setSecret(hook.secret);
  });
  after(() => receiver.stop());

  const deliveriesOf = async (webhookId: string) => {
    const res = await t.call(owner, 'GET', `/v1/webhooks/${webhookId}/deliveries`);
    assert.equal(res.statusCode, 200, res.body);
    return parseAs(Type.Array(WebhookDelivery), res);
  };

  describe('webhook endpoints', () => {
    test('create answers a whsec_ secret once; get and list never show it', async () => {
      assert.match(hook.secret, /^whsec_[A-Za-z0-9+/]+=*$/);
      const got = await t.call(owner, 'GET', `/v1/webhooks/${hook.webhook_id}`);
      const view = parseAs(Webhook, got);
      assert.equal('secret' in view, false);
      assert.equal(got.body.includes(hook.secret.slice(6)), false);
      assert.deepEqual(view.events, ['*']);
      const list = parseAs(Type.Array(Webhook), await t.call(owner, 'GET', '/v1/webhooks'));
      assert.ok(list.some((w) => w.webhook_id === hook.webhook_id));
      // At rest the secret is sealed (the test app has a secret key).
      const [row] = await rowsWhere(t, 'webhook_endpoints', { id: hook.webhook_id });
      assert.ok(row && !row.secret.includes(hook.secret.slice(6)));
    });

    test('bad URLs and events are 400; editors and read keys are 403', async () => {
      for (const url of [
        'ftp://example.com/x',
        'not a url',
        'http://169.254.169.254/latest',
        'https://u:p@example.com/',
      ])
        expectError(await t.call(owner, 'POST', '/v1/webhooks', { url, events: ['*'] }), 400);
      expectError(
        await t.call(owner, 'POST', '/v1/webhooks', { url: receiver.url, events: ['prompt.exploded'] }),
        400,
      );
      expectError(await t.call(owner, 'POST', '/v1/webhooks', { url: receiver.url, events: [] }), 400);
      const writer = await createKey(t, owner, { name: 'w', scope: 'write' });
      expectError(await t.call({ ...owner, key: writer.api_key }, 'GET', '/v1/webhooks'), 403);
      expectError(
        await t.call({ ...owner, key: writer.api_key }, 'POST', '/v1/webhooks', {
          url: receiver.url,
          events: ['*'],
        }),
        403,
      );
    });

    test('patch, rotate (new secret once), delete; unknown ids 404', async () => {
      const made = parseAs(
        WebhookWithSecret,
        await t.call(owner, 'POST', '/v1/webhooks', {
          url: receiver.url,
          events: ['prompt.created'],
          enabled: false,
        }),
      );
      assert.equal(made.enabled, false);
      const patched = parseAs(
        Webhook,
        await t.call(owner, 'PATCH', `/v1/webhooks/${made.webhook_id}`, {
          events: ['label.moved', 'project.created'],
        }),
      );
      assert.deepEqual(patched.events, ['label.moved', 'project.created']);
      const rotated = parseAs(
        WebhookWithSecret,
        await t.call(owner, 'POST', `/v1/webhooks/${made.webhook_id}/rotate-secret`),
      );
      assert.notEqual(rotated.secret, made.secret);
      assert.equal((await t.call(owner, 'DELETE', `/v1/webhooks/${made.webhook_id}`)).statusCode, 204);
      expectError(await t.call(owner, 'GET', `/v1/webhooks/${made.webhook_id}`), 404);
      expectError(await t.call(owner, 'DELETE', `/v1/webhooks/${made.webhook_id}`), 404);
      expectError(await t.call(owner, 'PATCH', '/v1/webhooks/whk_nope', { enabled: true }), 404);
    });
  });

  describe('delivery', () => {
    test('a change is delivered signed (standardwebhooks verifies it); a tampered one is refused', async () => {
      const p = parseAs(
        Prompt,
        await t.call(owner, 'POST', '/v1/prompts', { name: 'greeting', content: 'Hello {{name}}' }),
      );
      const created = await waitUntil(() =>
        receiver.verifiedOf('prompt.created').find((r) => r.event?.data.prompt_id === p.prompt_id),
      );
      const event = created.event!;
      assert.equal(event.workspace_id, owner.workspaceId);
      assert.deepEqual(event.actor, {
        type: 'api_key',
        id: owner.keyId,
        name: (event.actor as { name: string }).name,
      });
      assert.equal(created.headers['webhook-id'], event.id);
      assert.match(String(created.headers['webhook-signature']), /^v1,/);
      const version = await waitUntil(() =>
        receiver.verifiedOf('version.created').find((r) => r.event?.data.prompt_id === p.prompt_id),
      );
      assert.equal(version.event?.data.version_id, p.versions[0]?.version_id);

      // The receiver's library refuses a body changed after signing, and a signature under another secret.
      const headers = created.headers as Record<string, string>;
      assert.throws(() =>
        new Signer(hook.secret).verify(created.body.replace('"prompt.created"', '"prompt.deleted"'), headers),
      );
      assert.throws(() =>
        new Signer(hook.secret).verify(created.body.replace(p.prompt_id, 'prm_other'), headers),
      );
      const other = `whsec_${Buffer.from('another secret of 24 b!!').toString('base64')}`;
      assert.throws(() => new Signer(other).verify(created.body, headers));
      assert.ok(new Signer(hook.secret).verify(created.body, headers));

      // The log: delivered, with the receiver's status and a latency; never its body.
      const log = await waitUntil(async () =>
        (await deliveriesOf(hook.webhook_id)).find((d) => d.event_id === event.id && d.state === 'delivered'),
      );
      assert.equal(log.response_status, 202);
      assert.equal(log.attempts, 1);
      assert.ok((log.latency_ms ?? -1) >= 0);
    });

    test('label moves say from and to; a piece changed tells the prompts that include it', async () => {
      const piece = parseAs(
        Prompt,
        await t.call(owner, 'POST', '/v1/prompts', { name: 'tone', content: 'Be kind.' }),
      );
      const user = parseAs(
        Prompt,
        await t.call(owner, 'POST', '/v1/prompts', { name: 'support', content: 'Answer. {{> tone}}' }),
      );
      const v1 = piece.versions[0]!.version_id;
      assert.equal(
        (await t.call(owner, 'PUT', `/v1/prompts/${piece.prompt_id}/labels/prod`, { version_id: v1 }))
          .statusCode,
        200,
      );
      const v2res = await t.call(owner, 'POST', `/v1/prompts/${piece.prompt_id}/versions`, {
        content: 'Be very kind.',
      });
      assert.equal(v2res.statusCode, 201, v2res.body);
      const v2 = v2res.json().version_id as string;
      assert.equal(
        (await t.call(owner, 'PUT', `/v1/prompts/${piece.prompt_id}/labels/prod`, { version_id: v2 }))
          .statusCode,
        200,
      );

      const moved = await waitUntil(() =>
        receiver
          .verifiedOf('label.moved')
          .find((r) => r.event?.data.prompt_id === piece.prompt_id && r.event?.data.to_version_id === v2),
      );
      assert.deepEqual(
        { label: moved.event?.data.label, from: moved.event?.data.from_version_id },
        { label: 'prod', from: v1 },
      );
      const dependent = await waitUntil(() =>
        receiver
          .verifiedOf('prompt.dependency_changed')
          .find((r) => r.event?.data.prompt_id === user.prompt_id),
      );
      assert.equal(dependent.event?.data.dependency_prompt_id, piece.prompt_id);
      // The resource is the including prompt (it did not change itself).
      const including = await t.call(owner, 'GET', `/v1/prompts/${user.prompt_id}`);
      assert.deepEqual(dependent.event?.data.resource, parseAs(Prompt, including));
    });

    test('each event carries its resource as the API returns it after that change', async () => {
      /** The one event of `type` whose data[key] is `id` (waits for it). */
      const eventOf = async (type: string, key: string, id: string) =>
        (await waitUntil(() => receiver.verifiedOf(type).find((r) => r.event?.data[key] === id))).event!;
      const get = async <T extends Parameters<typeof parseAs>[0]>(schema: T, url: string) => {
        const res = await t.call(owner, 'GET', url);
        assert.equal(res.statusCode, 200, res.body);
        return parseAs(schema, res);
      };

      const p = parseAs(
        Prompt,
        await t.call(owner, 'POST', '/v1/prompts', { name: 'resources', content: 'A {{x}}' }),
      );
      const url = `/v1/prompts/${p.prompt_id}`;
      // The create's event: the prompt with its first (primary) version, as POST and GET return it.
      assert.deepEqual(
        (await eventOf('prompt.created', 'prompt_id', p.prompt_id)).data.resource,
        await get(Prompt, url),
      );
      const v1 = p.versions[0]!.version_id;
      assert.deepEqual(
        (await eventOf('version.created', 'version_id', v1)).data.resource,
        await get(Version, `${url}/versions/${v1}`),
      );

      const v2 = parseAs(
        Version,
        await t.call(owner, 'POST', `${url}/versions`, { content: 'B {{y}}', name: 'two' }),
      );
      assert.deepEqual(
        (await eventOf('version.created', 'version_id', v2.version_id)).data.resource,
        await get(Version, `${url}/versions/${v2.version_id}`),
      );
      const labelled = await t.call(owner, 'PUT', `${url}/labels/staging`, { version_id: v2.version_id });
      assert.equal(labelled.statusCode, 200, labelled.body);
      const moved = await waitUntil(() =>
        receiver
          .verifiedOf('label.moved')
          .find((r) => r.event?.data.prompt_id === p.prompt_id && r.event?.data.label === 'staging'),
      );
      // As the PUT answered it (GET …/labels/{label} answers the labelled version instead).
      assert.deepEqual(moved.event?.data.resource, parseAs(PromptLabel, labelled));
      const promoted = await t.call(owner, 'PATCH', `${url}/versions/${v2.version_id}`, { is_primary: true });
      assert.equal(promoted.statusCode, 200, promoted.body);
      // The new primary, with the label it carries (read in the change's transaction).
      const primary = (await eventOf('version.primary_changed', 'version_id', v2.version_id)).data.resource;
      assert.deepEqual(primary, await get(Version, `${url}/versions/${v2.version_id}`));
      assert.deepEqual((primary as { labels: string[]; is_primary: boolean }).labels, ['staging']);

      const project = parseAs(
        Project,
        await t.call(owner, 'POST', '/v1/projects', { name: 'hooks-project' }),
      );
      assert.deepEqual(
        (await eventOf('project.created', 'project_id', project.project_id)).data.resource,
        await get(Project, `/v1/projects/${project.project_id}`),
      );

      // Deletions carry the ids only: the resource is gone.
      assert.equal((await t.call(owner, 'DELETE', `${url}/versions/${v1}`)).statusCode, 204);
      assert.equal((await eventOf('version.deleted', 'version_id', v1)).data.resource, null);
      assert.equal((await t.call(owner, 'DELETE', url)).statusCode, 204);
      assert.equal((await eventOf('prompt.deleted', 'prompt_id', p.prompt_id)).data.resource, null);
    });

    test('an import tells import.completed with its report', async () => {
      const doc = await t.call(owner, 'GET', '/v1/workspace/export');
      assert.equal(doc.statusCode, 200, doc.body);
      const imported = await t.call(owner, 'POST', '/v1/workspace/import', doc.json());
      assert.equal(imported.statusCode, 200, imported.body);
      const done = await waitUntil(() => receiver.verifiedOf('import.completed')[0]);
      assert.deepEqual(done.event?.data.report, imported.json());
    });

    test('receiver down: retried with backoff until it is up again, then delivered once', async () => {
      await receiver.stop();
      const p = parseAs(
        Prompt,
        await t.call(owner, 'POST', '/v1/prompts', { name: 'while-down', content: 'x' }),
      );
      const eventRow = async () =>
        (
          await rowsWhere(t, 'webhook_deliveries', {
            endpoint_id: hook.webhook_id,
            event_type: 'prompt.created',
          })
        ).find((r) => r.payload.includes(p.prompt_id));
      // At least two failed attempts, each logged with why.
      const failing = await waitUntil(async () => {
        const r = await eventRow();
        return r && r.attempts >= 2 && r.state === 'pending' ? r : undefined;
      });
      assert.match(String(failing.last_error), /connection failed/);
      assert.equal(failing.last_status, null);
      await receiver.start();
      const done = await waitUntil(async () => {
        const r = await eventRow();
        return r?.state === 'delivered' ? r : undefined;
      });
      assert.ok(done.attempts >= 3);
      assert.equal(
        receiver.verifiedOf('prompt.created').filter((r) => r.event?.data.prompt_id === p.prompt_id).length,
        1,
      );
    });

    test('send test event, and redeliver a delivered one (same webhook-id)', async () => {
      const res = await t.call(owner, 'POST', `/v1/webhooks/${hook.webhook_id}/test`);
      assert.equal(res.statusCode, 200, res.body);
      const queued = parseAs(WebhookDelivery, res);
      assert.equal(queued.event_type, 'webhook.test');
      await waitUntil(() => receiver.verifiedOf('webhook.test').find((r) => r.event?.id === queued.event_id));
      await waitUntil(async () =>
        (await deliveriesOf(hook.webhook_id)).find(
          (d) => d.delivery_id === queued.delivery_id && d.state === 'delivered',
        ),
      );
      const again = await t.call(
        owner,
        'POST',
        `/v1/webhooks/${hook.webhook_id}/deliveries/${queued.delivery_id}/redeliver`,
      );
      assert.equal(again.statusCode, 200, again.body);
      await waitUntil(
        () => receiver.verifiedOf('webhook.test').filter((r) => r.event?.id === queued.event_id).length === 2,
      );
      expectError(
        await t.call(owner, 'POST', `/v1/webhooks/${hook.webhook_id}/deliveries/whd_nope/redeliver`),
        404,
      );
    });

    test('the delivery log pages', async () => {
      const first = await t.call(owner, 'GET', `/v1/webhooks/${hook.webhook_id}/deliveries?limit=2`);
      assert.equal(parseAs(Type.Array(WebhookDelivery), first).length, 2);
      assert.match(String(first.headers.link ?? first.headers['x-next-cursor'] ?? ''), /after/);
    });
  });

  describe('the outbox is written in the change transaction', () => {
    test('a change that rolls back leaves no event; one that commits leaves its rows', async () => {
      const ids = createIdGenerator();
      const record = createChangeRecorder({
        ids,
        clock: systemClock,
        onChange: createOutboxWriter({ ids, clock: systemClock, kind: t.db.kind }),
      });
      const ctx = ownerContext(owner);
      const change = {
        action: 'project.create',
        resourceType: 'project',
        resourceId: 'prj_rolled_back',
        workspaceId: owner.workspaceId,
      };
      await assert.rejects(
        t.db.kysely.transaction().execute(async (trx) => {
          await record(trx, ctx, change);
          const inside = await trx
            .selectFrom('webhook_deliveries')
            .select('id')
            .where('payload', 'like', '%prj_rolled_back%')
            .execute();
          assert.equal(inside.length, 1); // written, in this transaction
          throw new Error('the change fails');
        }),
        /the change fails/,
      );
      assert.equal((await rowsWhere(t, 'audit_log', { resource_id: 'prj_rolled_back' })).length, 0);
      const left = await t.db.kysely
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('payload', 'like', '%prj_rolled_back%')
        .execute();
      assert.equal(left.length, 0);

      // Through the API: a refused change emits nothing either.
      const count = (await rowsWhere(t, 'webhook_deliveries', { endpoint_id: hook.webhook_id })).length;
      expectError(await t.call(owner, 'POST', '/v1/prompts/prm_nope/versions', { content: 'again' }), 404);
      assert.equal(
        (await rowsWhere(t, 'webhook_deliveries', { endpoint_id: hook.webhook_id })).length,
        count,
      );
    });
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { makeServiceAccountKey } from '../../../test/support/fake-google-token-server.js';
import { createKey } from '../../../test/support/fixtures.js';
import { postProvider, storedProvider } from '../../../test/support/provider-harness.js';
import { expectError, parseAs, testAppPerFile } from '../../../test/support/test-app.js';
import { Provider } from './ai.schemas.js';

const t = testAppPerFile();

const SECRET = 'sk-live-DO-NOT-LEAK-0123456789';

const createProvider = (key: string, body: Record<string, unknown>) => postProvider(t, key, body);
/** A DELETE as `key`. */
const remove = (url: string, key: string) => t.request({ method: 'DELETE', url, key });

describe('POST/GET/DELETE /v1/account/providers', () => {
  test('create, get, list, delete; the secret is never returned and is stored encrypted', async () => {
    const a = await t.account();
    const res = await createProvider(a.key, { kind: 'openai', name: 'My OpenAI', api_key: SECRET });
    assert.equal(res.statusCode, 201);
    assert.ok(!res.body.includes(SECRET));
    const p = parseAs(Provider, res);
    assert.match(p.provider_id, /^aap_[0-9a-z]{26}$/);
    assert.equal(p.kind, 'openai');
    assert.equal(p.name, 'My OpenAI');
    assert.equal(p.base_url, null);
    assert.equal(p.has_api_key, true);
    assert.deepEqual(p.secret_fields, ['api_key']);
    assert.equal(p.cloud_hosted, false);

    const got = await t.request({ url: `/v1/account/providers/${p.provider_id}`, key: a.key });
    assert.ok(!got.body.includes(SECRET));
    assert.deepEqual(parseAs(Provider, got), p);
    const list = await t.request({ url: '/v1/account/providers', key: a.key });
    assert.ok(!list.body.includes(SECRET));
    assert.deepEqual(parseAs(Type.Array(Provider), list), [p]);

    // At rest: AES-256-GCM sealed, no trace of the key in the row.
    const row = await storedProvider(t, p.provider_id);
    assert.ok(!JSON.stringify(row).includes(SECRET));
    assert.ok(!JSON.stringify(row).includes('DO-NOT-LEAK'));
    assert.match(String(row.secret), /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    assert.equal(row.account_id, a.accountId);

    const del = await remove(`/v1/account/providers/${p.provider_id}`, a.key);
    assert.equal(del.statusCode, 204);
    assert.equal(del.body, '');
    expectError(
      await t.request({ url: `/v1/account/providers/${p.provider_id}`, key: a.key }),
      404,
      'AI provider not found.',
    );
    assert.deepEqual(
      parseAs(Type.Array(Provider), await t.request({ url: '/v1/account/providers', key: a.key })),
      [],
    );
  });

  test('each kind takes its own fields', async () => {
    const a = await t.account();
    const ok = async (body: Record<string, unknown>) => {
      const res = await createProvider(a.key, body);
      assert.equal(res.statusCode, 201, res.body);
      return parseAs(Provider, res);
    };
    const azure = await ok({
      kind: 'azure_openai',
      name: 'Az',
      api_key: 'k',
      resource_name: 'my-res',
      api_version: '2024-10-21',
    });
    assert.equal(azure.resource_name, 'my-res');
    assert.equal(azure.api_version, '2024-10-21');
    const bedrock = await ok({
      kind: 'bedrock',
      name: 'AWS',
      access_key_id: 'AKIAEXAMPLE',
      secret_access_key: 'secret/key',
    });
    assert.deepEqual(bedrock.secret_fields, ['access_key_id', 'secret_access_key']);
    assert.equal(bedrock.has_api_key, false);
    assert.equal(bedrock.cloud_hosted, true);
    const vertex = await ok({
      kind: 'vertex',
      name: 'GCP',
      project: 'my-project',
      service_account_json: makeServiceAccountKey(),
    });
    assert.equal(vertex.project, 'my-project');
    assert.deepEqual(vertex.secret_fields, ['service_account_json']);
    const ollama = await ok({ kind: 'ollama', name: 'Local' });
    assert.deepEqual(ollama.secret_fields, []);
    const compat = await ok({ kind: 'openai_compatible', name: 'vLLM', base_url: 'http://10.0.0.5:8000/v1' });
    assert.equal(compat.base_url, 'http://10.0.0.5:8000/v1');
    for (const kind of ['anthropic', 'google', 'mistral'] as const)
      await ok({ kind, name: kind, api_key: 'k' });
    const rows = await t.db.kysely
      .selectFrom('ai_providers')
      .select('secret')
      .where('account_id', '=', a.accountId)
      .execute();
    assert.ok(
      !JSON.stringify(rows).includes('AKIAEXAMPLE') && !JSON.stringify(rows).includes('BEGIN PRIVATE KEY'),
    );
  });

  test('validation: kinds, required and foreign fields, URLs', async () => {
    const a = await t.account();
    const post = (body: Record<string, unknown>) => createProvider(a.key, body);
    expectError(
      await post({ kind: 'nope', name: 'x', api_key: 'k' }),
      400,
      /body\.kind: must be one of: openai, anthropic/,
    );
    expectError(await post({ kind: 'openai', api_key: 'k' }), 400, 'body.name: is required.');
    expectError(await post({ kind: 'openai', name: 'x' }), 400, "Kind 'openai' (OpenAI) needs api_key.");
    expectError(await post({ kind: 'openai_compatible', name: 'x' }), 400, /needs base_url/);
    expectError(
      await post({ kind: 'azure_openai', name: 'x', api_key: 'k' }),
      400,
      /needs resource_name \(or base_url\)/,
    );
    expectError(
      await post({ kind: 'bedrock', name: 'x', access_key_id: 'a' }),
      400,
      /access_key_id and secret_access_key/,
    );
    expectError(
      await post({ kind: 'vertex', name: 'x', project: 'p' }),
      400,
      /project and service_account_json/,
    );
    expectError(
      await post({ kind: 'vertex', name: 'x', project: 'p', service_account_json: 'nope' }),
      400,
      'body.service_account_json is not valid JSON.',
    );
    expectError(
      await post({ kind: 'openai', name: 'x', api_key: 'k', resource_name: 'r' }),
      400,
      /body\.resource_name is not used by kind 'openai'/,
    );
    expectError(
      await post({ kind: 'openai', name: 'x', api_key: 'k', base_url: 'ftp://x' }),
      400,
      /body\.base_url/,
    );
    expectError(
      await post({ kind: 'openai', name: 'x', api_key: 'k', extra: 1 }),
      400,
      'body.extra: is not an accepted property.',
    );
    expectError(await post({ kind: 'openai', name: '  ', api_key: 'k' }), 400, /body\.name/);
  });

  test('security: no key 401, read and write keys 403, another account 404', async () => {
    const a = await t.account();
    const b = await t.account();
    const p = parseAs(Provider, await createProvider(b.key, { kind: 'ollama', name: 'B local' }));
    expectError(await t.request({ url: '/v1/account/providers' }), 401, 'Invalid API key.');
    expectError(await createProvider('pk_nope', { kind: 'ollama', name: 'x' }), 401, 'Invalid API key.');
    for (const scope of ['read', 'write'] as const) {
      const k = await createKey(t, a, { name: scope, scope });
      expectError(
        await t.request({ url: '/v1/account/providers', key: k.api_key }),
        403,
        /'owner' is required/,
      );
      expectError(await createProvider(k.api_key, { kind: 'ollama', name: 'x' }), 403, /'owner' is required/);
    }
    const other = `/v1/account/providers/${p.provider_id}`;
    expectError(await t.request({ url: other, key: a.key }), 404);
    expectError(await remove(other, a.key), 404);
    expectError(await t.request({ url: `${other}/models`, key: a.key }), 404);
    expectError(
      await t.request({ method: 'POST', url: `${other}/models`, key: a.key, body: { name: 'm' } }),
      404,
    );
    assert.deepEqual(
      parseAs(Type.Array(Provider), await t.request({ url: '/v1/account/providers', key: a.key })),
      [],
    );
    // B's provider is untouched.
    assert.equal((await t.request({ url: other, key: b.key })).statusCode, 200);
  });
});

// Issue 20, item 2: the makers' count APIs (Anthropic count_tokens, Google countTokens) are called
// through the same guarded client as the providers: a redirect is never followed and a metadata
// address is never dialled.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Type } from 'typebox';
import { connectionRecordersPerFile } from '../../../../test/support/connection-recorder.js';
import { createTestApp, parseAs, type TestApp } from '../../../../test/support/test-app.js';
import { CountResult } from '../tokens.schemas.js';

const Results = Type.Array(CountResult);
let t: TestApp;
const rec = connectionRecordersPerFile();

before(async () => {
  await rec.started();
  t = await createTestApp({
    settings: {
      allowPrivateProviderUrls: false,
      countApiRatePerSecond: null,
      countApiTimeoutMs: 10_000,
      platformProviders: [
        {
          kind: 'anthropic',
          name: 'claude',
          base_url: `${rec.first.url}/v1`,
          api_key: 'k',
          models: ['claude-sonnet-4-5'],
        },
        {
          kind: 'google',
          name: 'gemini',
          base_url: 'http://169.254.169.254/v1beta',
          api_key: 'k',
          models: ['gemini-3.1-pro-preview'],
        },
      ],
    },
  });
});
after(() => t.close());

const count = async (models: string[]) => {
  const { key } = await t.account();
  const res = await t.request({
    method: 'POST',
    url: '/v1/tokens/count',
    key,
    body: { input: `text ${Math.random()}`, type: 'text', models },
  });
  assert.equal(res.statusCode, 200, res.body);
  return { res, results: parseAs(Results, res) };
};

test('a count API that redirects: not followed, no upstream text in the reason', async () => {
  rec.first.status = 302;
  rec.first.redirectTo = `${rec.second.url}/v1/messages/count_tokens`;
  const { res, results } = await count(['claude-sonnet-4-5']);
  assert.equal(results[0]?.token_count, null);
  assert.equal(results[0]?.reason, 'anthropic-api failed: HTTP 302 (redirects are not followed)');
  assert.equal(rec.first.hits.length, 1);
  assert.equal(rec.second.connections, 0, 'the redirect was followed');
  assert.ok(!res.body.includes(rec.first.canary));
});

test('a count API at a metadata address is refused before connecting', async () => {
  const { results } = await count(['gemini-3.1-pro-preview']);
  assert.equal(results[0]?.token_count, null);
  assert.equal(results[0]?.reason, 'google-api failed: its address is refused by the egress policy');
});

// POST /v1/tokens/count through the makers' count endpoints (Anthropic count_tokens, Google
// countTokens), against fake servers on loopback speaking their wire formats.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Type } from 'typebox';
import { type FakeCountServers, startFakeCountServers } from '../../../test/support/fake-count-servers.js';
import { createTestApp, parseAs, type TestApp } from '../../../test/support/test-app.js';
import { CountResult, Model } from './tokens.schemas.js';

const Results = Type.Array(CountResult);
let fake: FakeCountServers;
let t: TestApp;
let key: string;

const providers = (f: FakeCountServers) => [
  {
    kind: 'anthropic' as const,
    name: 'claude',
    base_url: f.anthropicBaseUrl,
    api_key: f.apiKey,
    models: ['claude-sonnet-4-5'],
  },
  {
    kind: 'google' as const,
    name: 'gemini',
    base_url: f.googleBaseUrl,
    api_key: f.apiKey,
    models: ['gemini-3.1-pro-preview'],
  },
];

before(async () => {
  fake = await startFakeCountServers();
  t = await createTestApp({
    settings: { platformProviders: providers(fake), countApiTimeoutMs: 10_000, countApiRatePerSecond: null },
  });
  key = (await t.account()).key;
});
after(async () => {
  await t.close();
  await fake.close();
});

const count = (input: string, models: string[], k = key) =>
  t.request({ method: 'POST', url: '/v1/tokens/count', key: k, body: { input, type: 'text', models } });

describe('count APIs', () => {
  test('Claude and Gemini 3.1 counted by their APIs beside offline counts, in the real wire formats', async () => {
    fake.requests.length = 0;
    fake.overhead = 7;
    const text = `héllo wörld ${Math.random()}`;
    const res = await count(text, ['claude-sonnet-4-5', 'gpt-4o', 'gemini-3.1-pro-preview', 'grok-4-0709']);
    assert.equal(res.statusCode, 200);
    const [claude, gpt, gemini, grok] = parseAs(Results, res);
    const n = Buffer.byteLength(text) + 7;
    assert.deepEqual(
      {
        count: claude?.token_count,
        tokenizer: claude?.tokenizer,
        exact: claude?.exact,
        reason: claude?.reason,
      },
      { count: n, tokenizer: 'anthropic-api', exact: true, reason: null },
    );
    assert.ok((claude?.token_cost ?? 0) > 0);
    assert.equal(gemini?.token_count, n);
    assert.equal(gemini?.tokenizer, 'google-api');
    assert.equal(gpt?.tokenizer, 'o200k_base');
    assert.equal(grok?.token_count, null);
    assert.equal(grok?.tokenizer, null);
    assert.match(grok?.reason ?? '', /no public tokenizer/);

    const a = fake.requests.find((r) => r.api === 'anthropic');
    assert.equal(a?.headers['x-api-key'], fake.apiKey);
    assert.equal(a?.headers['anthropic-version'], '2023-06-01');
    assert.deepEqual(a?.body, { model: 'claude-sonnet-4-5', messages: [{ role: 'user', content: text }] });
    const g = fake.requests.find((r) => r.api === 'google');
    assert.equal(g?.path, '/v1beta/models/gemini-3.1-pro-preview:countTokens');
    assert.equal(g?.headers['x-goog-api-key'], fake.apiKey);
    assert.deepEqual(g?.body, { contents: [{ role: 'user', parts: [{ text }] }] });
  });

  test('a repeated count is served from the cache: no second call', async () => {
    const text = `cache me ${Math.random()}`;
    fake.requests.length = 0;
    const first = parseAs(Results, await count(text, ['claude-haiku-4-5']));
    const second = parseAs(Results, await count(text, ['claude-haiku-4-5', 'claude-haiku-4-5']));
    assert.equal(fake.requests.length, 1);
    assert.equal(second[0]?.token_count, first[0]?.token_count);
    assert.equal(second[1]?.token_count, first[0]?.token_count);
  });

  test('failures answer null with a reason for that model only; the request still answers 200', async () => {
    fake.unknownModels.add('claude-opus-4-8');
    try {
      const res = await count(`x ${Math.random()}`, [
        'claude-opus-4-8',
        'gemini-3.5-flash',
        'llama-2-70b-chat',
      ]);
      assert.equal(res.statusCode, 200);
      const [opus, gemini, llama] = parseAs(Results, res);
      assert.equal(opus?.token_count, null);
      assert.equal(opus?.exact, false);
      assert.match(opus?.reason ?? '', /anthropic-api failed: HTTP 404: model: claude-opus-4-8/);
      assert.ok((gemini?.token_count ?? 0) > 0);
      assert.equal(llama?.tokenizer, 'llama2');
    } finally {
      fake.unknownModels.clear();
    }
    fake.delayMs = 12_000;
    try {
      const [slow] = parseAs(Results, await count(`slow ${Math.random()}`, ['claude-opus-4-7']));
      assert.equal(slow?.token_count, null);
      assert.match(slow?.reason ?? '', /no answer within 10000 ms/);
    } finally {
      fake.delayMs = 0;
    }
  });

  test('count API calls do not consume the monthly LLM token limit', async () => {
    const limited = await t.account({ monthly_token_limit: 1 });
    for (let i = 0; i < 3; i++) {
      const [r] = parseAs(
        Results,
        await count(`limit ${i} ${Math.random()} ${'z'.repeat(100)}`, ['claude-sonnet-4'], limited.key),
      );
      assert.ok((r?.token_count ?? 0) > 100);
    }
  });

  test('the models list says which models need a provider API', async () => {
    const models = parseAs(
      Type.Array(Model),
      await t.request({ url: '/v1/tokens/models?author=Anthropic', key }),
    );
    assert.ok(models.length > 10);
    // Claude ≤ 2 has a published tokenizer (claude2); every later Claude needs the count API.
    const later = models.filter((m) => m.name !== 'claude-2');
    assert.equal(later.length, models.length - 1);
    assert.ok(later.every((m) => m.count_source === 'provider_api' && m.tokenizer === null && !m.exact));
  });
});

describe('count APIs: rate limit and no provider', () => {
  test('calls beyond the per-account rate get a reason, cached answers do not count', async () => {
    const frozen = new Date('2026-11-01T00:00:00Z');
    const app = await createTestApp({
      clock: { now: () => frozen },
      settings: { platformProviders: providers(fake), countApiRatePerSecond: 2, countApiTimeoutMs: 60_000 },
    });
    try {
      const k = (await app.account()).key;
      const ask = async (text: string) =>
        parseAs(
          Results,
          await app.request({
            method: 'POST',
            url: '/v1/tokens/count',
            key: k,
            body: { input: text, type: 'text', models: ['claude-sonnet-4-5'] },
          }),
        )[0];
      const base = `rate ${Math.random()}`;
      const first = await ask(`${base} 1`);
      assert.ok(first?.token_count, first?.reason ?? '');
      const second = await ask(`${base} 2`);
      assert.ok(second?.token_count, second?.reason ?? '');
      const third = await ask(`${base} 3`);
      assert.equal(third?.token_count, null);
      assert.match(third?.reason ?? '', /anthropic-api rate limit reached/);
      assert.ok((await ask(`${base} 1`))?.token_count, 'a cached count needs no call');
    } finally {
      await app.close();
    }
  });

  test('without a platform provider the reason says what to configure', async () => {
    const app = await createTestApp();
    try {
      const k = (await app.account()).key;
      const res = await app.request({
        method: 'POST',
        url: '/v1/tokens/count',
        key: k,
        body: { input: 'hi', type: 'text', models: ['claude-sonnet-4-5', 'gemini-3.1-pro-preview'] },
      });
      const [claude, gemini] = parseAs(Results, res);
      assert.equal(claude?.token_count, null);
      assert.match(claude?.reason ?? '', /no anthropic platform provider is configured/);
      assert.match(gemini?.reason ?? '', /no google platform provider is configured/);
    } finally {
      await app.close();
    }
  });
});

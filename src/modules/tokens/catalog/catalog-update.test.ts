import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { type ModelInfo, type Provider, waitForUpdate } from '@pydantic/genai-prices';
import {
  buildCatalog,
  CATALOG_DIR,
  type Override,
  openAiLimits,
  parseOverrides,
  pricesPackageVersion,
  serialize,
} from '../../../../scripts/catalog-update.js';
import { loadCatalog } from './catalog.js';

// scripts/catalog-update.ts: from the price package's data (real, or made up here) to the catalog.

const catalog = loadCatalog();

describe('catalog-update transform', () => {
  const overridesPath = join(CATALOG_DIR, 'catalog-overrides.json');
  const overrides = parseOverrides(JSON.parse(readFileSync(overridesPath, 'utf8')));

  test('is deterministic and reproduces the checked-in file from the installed package', async () => {
    const providers = (await waitForUpdate()) ?? [];
    const openai = await openAiLimits();
    const input = { providers, version: pricesPackageVersion(), overrides, today: catalog.asOf, openai };
    const first = serialize(buildCatalog(input));
    assert.equal(serialize(buildCatalog(input)), first);
    assert.equal(
      first,
      readFileSync(join(CATALOG_DIR, 'catalog.data.json'), 'utf8'),
      'run npm run catalog:update',
    );
  });

  /** The real provider list with every model removed, so the maker/host configuration still resolves. */
  async function fakeData(models: Record<string, ModelInfo[]>): Promise<Provider[]> {
    const providers = (await waitForUpdate()) ?? [];
    const dated = (id: string) => (id === 'openrouter' ? 'Checked on 2029-06-01.' : undefined);
    return providers.map((p) => ({ ...p, price_comments: dated(p.id), models: models[p.id] ?? [] }));
  }
  const entry = (id: string, prices: ModelInfo['prices'], name?: string): ModelInfo => ({
    id,
    name,
    match: { equals: id },
    prices,
  });
  const build = async (models: Record<string, ModelInfo[]>, extra: Override[] = []) =>
    buildCatalog({
      providers: await fakeData(models),
      version: 'test',
      overrides: extra,
      today: '2030-01-01',
    });

  test('maker beats host, 4.5 and 4-5 fold together, prices convert per token', async () => {
    const file = await build({
      anthropic: [
        entry('claude-sonnet-4-5', {
          input_mtok: { base: 3, tiers: [{ start: 200000, price: 6 }] },
          output_mtok: { base: 15, tiers: [{ start: 200000, price: 22.5 }] },
          cache_read_mtok: 0.3,
        }),
      ],
      openrouter: [
        entry('anthropic/claude-sonnet-4.5', { input_mtok: 2.9 }, 'Claude Sonnet 4.5'),
        entry('meta-llama/llama-3.1-8b-instruct', { input_mtok: 0.02 }),
        entry('meta-llama/llama-3.1-8b-instruct:free', {}),
        entry('google/gemma-3-1b-it:free', {}, 'Gemma 3 1B (free)'),
      ],
      deepseek: [
        {
          ...entry('deepseek-chat', [
            { prices: { input_mtok: 0.1 } },
            { constraint: { type: 'start_date', start_date: '2029-06-01' }, prices: { input_mtok: 0.2 } },
            { constraint: { type: 'start_date', start_date: '2031-01-01' }, prices: { input_mtok: 9 } },
          ]),
        },
        entry('deepseek-free', { input_mtok: 0 }),
      ],
    });
    assert.equal(file.as_of, '2029-06-01');
    const byName = new Map(file.models.map((m) => [m.name, m]));
    assert.deepEqual(byName.get('claude-sonnet-4-5'), {
      author: 'Anthropic',
      name: 'claude-sonnet-4-5',
      display_name: 'Claude Sonnet 4.5',
      price_per_input_token: 3e-6,
      price_per_output_token: 1.5e-5,
      price_per_cached_input_token: 3e-7,
      context_window: null,
      max_output_tokens: null,
      tokenizer: null,
      exact: false,
      count_source: 'provider_api',
      price_provider: 'anthropic',
    });
    assert.equal(byName.has('claude-sonnet-4.5'), false);
    assert.equal(byName.get('llama-3.1-8b-instruct')?.price_per_input_token, 2e-8);
    assert.equal(byName.get('llama-3.1-8b-instruct')?.display_name, 'Llama 3.1 8B Instruct');
    assert.equal(byName.get('gemma-3-1b-it')?.price_per_input_token, null, 'a free endpoint is not a price');
    assert.equal(byName.get('gemma-3-1b-it')?.display_name, 'Gemma 3 1B');
    assert.equal(
      byName.get('deepseek-chat')?.price_per_input_token,
      2e-7,
      'latest start_date not after as_of',
    );
    assert.equal(byName.get('deepseek-free')?.price_per_input_token, 0, 'an explicit zero stays zero');
  });

  test('time-of-day windows: the rate in force for most of the day', async () => {
    const window = (start: string, end: string, input_mtok: number) => ({
      constraint: { type: 'time_of_date' as const, start_time: start, end_time: end },
      prices: { input_mtok },
    });
    const file = await build({
      deepseek: [
        entry('long-peak', [{ prices: { input_mtok: 1 } }, window('00:30:00Z', '16:30:00Z', 2)]),
        entry('short-peak', [{ prices: { input_mtok: 1 } }, window('22:00:00Z', '02:00:00Z', 2)]),
      ],
    });
    const price = (name: string) => file.models.find((m) => m.name === name)?.price_per_input_token;
    assert.equal(price('long-peak'), 2e-6);
    assert.equal(price('short-peak'), 1e-6);
  });

  test('overrides drop, patch and add; stale overrides and unknown hosts fail the refresh', async () => {
    const models = { openai: [entry('gpt-x', { input_mtok: 1 }), entry('gpt-y', { input_mtok: 2 })] };
    const file = await build(models, [
      { op: 'drop', name: 'gpt-x', reason: 'test' },
      { op: 'patch', name: 'gpt-y', set: { price_per_input_token: 5e-6 }, reason: 'test' },
      {
        op: 'add',
        model: { author: 'Acme', name: 'acme-1', display_name: 'Acme 1', price_per_input_token: null },
        reason: 'test',
      },
    ]);
    assert.deepEqual(
      file.models.map((m) => [m.name, m.price_per_input_token, m.price_provider]),
      [
        ['acme-1', null, null],
        ['gpt-y', 5e-6, 'override'],
      ],
    );
    await assert.rejects(build(models, [{ op: 'drop', name: 'gone', reason: 'test' }]), /stale override/);
    await assert.rejects(build({ openrouter: [entry('newlab/model-1', { input_mtok: 1 })] }), /newlab/);
    assert.throws(() => parseOverrides([{ op: 'drop', name: 'x' }]), /reason/);
  });

  test('a cited base gives a fine-tune its base tokenizer, and only while the source says it', async () => {
    const models = {
      openrouter: [
        entry('meta-llama/llama-3.1-8b-instruct', { input_mtok: 0.02 }),
        entry('nousresearch/hermes-9-llama-3.1-8b', { input_mtok: 0.1 }, 'Hermes 9 Llama 3.1 8B'),
      ],
    };
    const base = (text: string): Override => ({
      op: 'base',
      name: 'hermes-9-llama-3.1-8b',
      base: 'llama-3.1-8b-instruct',
      cite: { provider: 'openrouter', id: 'nousresearch/hermes-9-llama-3.1-8b', field: 'name', text },
      reason: 'test',
    });
    const file = await build(models, [base('Llama 3.1 8B')]);
    assert.equal(file.models.find((m) => m.name === 'hermes-9-llama-3.1-8b')?.tokenizer, 'llama3');
    await assert.rejects(build(models, [base('Llama 3.2 8B')]), /no longer says/);
    const unmapped = { ...base('Llama 3.1 8B'), base: 'no-such-base' };
    await assert.rejects(build(models, [unmapped]), /not a catalog model with a tokenizer/);
    assert.throws(() => parseOverrides([{ op: 'base', name: 'x', base: 'y', reason: 'r' }]), /cite/);
  });

  test("OpenAI's own limits (gpt-tokenizer's model data) beat the price data's", async () => {
    const models = { openai: [{ ...entry('gpt-q', { input_mtok: 1 }), context_window: 1_000_000 }] };
    const openai = new Map([['gpt-q', { context_window: 1_047_576, max_output_tokens: 32_768 }]]);
    const file = buildCatalog({
      providers: await fakeData(models),
      version: 'test',
      overrides: [],
      today: '2030-01-01',
      openai,
    });
    const row = file.models.find((m) => m.name === 'gpt-q');
    assert.deepEqual([row?.context_window, row?.max_output_tokens], [1_047_576, 32_768]);
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { calcPrice, type ModelInfo, type Provider, waitForUpdate } from '@pydantic/genai-prices';
import {
  buildCatalog,
  CATALOG_DIR,
  type Override,
  parseOverrides,
  pricesPackageVersion,
  serialize,
} from '../../../../scripts/catalog-update.js';
import { compareText, loadCatalog } from './catalog.js';
import { tokenizerFor } from './tokenizer-map.js';

const catalog = loadCatalog();
const model = (name: string) => {
  const m = catalog.byName(name);
  assert.ok(m, `${name} is in the catalog`);
  return m;
};

describe('checked-in catalog', () => {
  test('names are unique and lower-case; every model has an author and a display name', () => {
    const names = catalog.models.map((m) => m.name);
    assert.equal(new Set(names).size, names.length);
    for (const m of catalog.models) {
      assert.equal(m.name, m.name.toLowerCase());
      assert.ok(m.author.trim() && m.display_name.trim(), m.name);
    }
    assert.ok(catalog.models.length > 400, `only ${catalog.models.length} models`);
    assert.match(catalog.asOf, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(catalog.source, `@pydantic/genai-prices@${pricesPackageVersion()}`);
  });

  test('every price is null or positive (0.1.8 states no explicit zero price) and names its provider', () => {
    for (const m of catalog.models) {
      const p = m.price_per_input_token;
      assert.ok(p === null || p > 0, `${m.name}: ${p}`);
      assert.equal(p === null, m.price_provider === null, m.name);
    }
    const priced = catalog.models.filter((m) => m.price_per_input_token !== null).length;
    assert.ok(priced / catalog.models.length > 0.8, `only ${priced} priced`);
  });

  test('known list prices: base tier, maker first, reference host for open weights', () => {
    const expected: [string, number, string][] = [
      ['gpt-4o', 2.5e-6, 'openai'],
      ['gpt-4.1', 2e-6, 'openai'],
      ['gpt-5', 1.25e-6, 'openai'],
      ['claude-sonnet-4-5', 3e-6, 'anthropic'], // 3 $/M up to 200k tokens, 6 $/M above
      ['claude-3-haiku', 2.5e-7, 'anthropic'],
      ['gemini-2.5-pro', 1.25e-6, 'google'], // 1.25 $/M up to 200k tokens, 2.5 $/M above
      ['gemini-2.0-flash', 1e-7, 'google'],
      ['command-a', 2.5e-6, 'cohere'],
      ['deepseek-chat', 2.7e-7, 'deepseek'], // the peak rate, in force 16 h a day
      ['llama-3.1-70b-instruct', 1e-7, 'openrouter'],
    ];
    for (const [name, price, provider] of expected) {
      assert.equal(model(name).price_per_input_token, price, name);
      assert.equal(model(name).price_provider, provider, name);
    }
  });

  test("maker prices agree with the package's own calcPrice on the as-of date", () => {
    const at = new Date(`${catalog.asOf}T12:00:00Z`);
    let checked = 0;
    for (const m of catalog.models) {
      const provider = m.price_provider;
      // DeepSeek's time-of-day rates are checked above; hosts and overrides have no maker id to ask.
      if (
        m.price_per_input_token === null ||
        !provider ||
        ['openrouter', 'override', 'deepseek'].includes(provider)
      ) {
        continue;
      }
      const result = calcPrice({ input_tokens: 1000 }, m.name, { providerId: provider, timestamp: at });
      if (!result) continue;
      checked++;
      const perToken = result.input_price / 1000;
      assert.ok(Math.abs(perToken - m.price_per_input_token) <= 1e-12, `${m.name}: ${perToken}`);
    }
    assert.ok(checked > 150, `only ${checked} cross-checked`);
  });

  test('the families the service promises are present, under their makers', () => {
    const families: [string, string][] = [
      ['gpt-5', 'OpenAI'],
      ['gpt-4.1', 'OpenAI'],
      ['gpt-4o', 'OpenAI'],
      ['o3', 'OpenAI'],
      ['claude-sonnet-4-5', 'Anthropic'],
      ['claude-opus-4-1', 'Anthropic'],
      ['claude-3-5-sonnet', 'Anthropic'],
      ['gemini-2.5-pro', 'Google'],
      ['gemini-2.0-flash', 'Google'],
      ['gemini-3-pro-preview', 'Google'],
      ['gemma-3-27b-it', 'Google'],
      ['llama-3.1-70b-instruct', 'Meta'],
      ['llama-4-maverick', 'Meta'],
      ['mistral-large', 'Mistral AI'],
      ['qwen3-32b', 'Alibaba'],
      ['deepseek-chat', 'DeepSeek'],
      ['grok-4-0709', 'xAI'],
      ['command-a', 'Cohere'],
    ];
    for (const [name, author] of families) assert.equal(model(name).author, author, name);
  });

  test('tokenizer mapping follows the verified table and stays null elsewhere', () => {
    const expected: [string, string | null][] = [
      ['gpt-4o', 'o200k_base'],
      ['gpt-5', 'o200k_base'],
      ['o3', 'o200k_base'],
      ['gpt-oss-120b', 'o200k_harmony'],
      ['gpt-4', 'cl100k_base'],
      ['gpt-3.5-turbo', 'cl100k_base'],
      ['text-embedding-3-small', 'cl100k_base'],
      ['text-davinci-003', 'p50k_base'],
      ['davinci', 'r50k_base'],
      ['llama-3.1-70b-instruct', 'llama3'],
      ['llama-4-maverick', null],
      ['llama-2-70b-chat', 'llama2'],
      ['qwen3-32b', 'qwen3'],
      ['qwen-2.5-72b-instruct', 'qwen3'],
      ['qwen-max', null],
      ['deepseek-v3.2', 'deepseek_v3'],
      ['deepseek-r1-distill-llama-70b', null],
      ['gemini-2.5-pro', 'gemma3'],
      ['gemini-3.1-pro-preview', null],
      ['gemini-1.5-pro', 'gemini'],
      ['gemma-2-27b-it', 'gemini'],
      ['mixtral-8x7b-instruct', 'mistral_v1'],
      ['mistral-large', null],
      ['mistral-embed', 'mistral_v1'],
      ['mixtral-8x22b-instruct', null],
      ['codestral-mamba', null],
      ['mistral-nemo', 'mistral_tekken'],
      ['mistral-small-3.2-24b-instruct', null],
      ['command-r-plus', 'cohere_command_r'],
      ['c4ai-aya-expanse-32b', 'cohere_command_r'],
      ['command-r-08-2024', null],
      ['command-a', null],
      // A hosted variant whose base the price source states (description: "based on DeepSeek R1").
      ['sonar-reasoning', 'deepseek_v3'],
      ['sonar-pro', null],
    ];
    for (const [name, tokenizer] of expected) assert.equal(model(name).tokenizer, tokenizer, name);
    for (const m of catalog.models) {
      assert.equal(m.exact, m.tokenizer !== null, m.name);
      if (/^(claude|grok)/.test(m.name)) assert.equal(m.tokenizer, null, m.name);
      assert.equal(m.count_source === 'offline', m.tokenizer !== null, m.name);
      if (m.author === 'Anthropic') assert.equal(m.count_source, 'provider_api', m.name);
    }
    // A fine-tune named after its base is not trusted with the base's vocabulary.
    assert.equal(tokenizerFor({ author: 'NVIDIA', name: 'llama-3.1-nemotron-70b-instruct' }), null);
    // A stated base only counts while the source still states it.
    const sonar = { author: 'Perplexity', name: 'sonar-reasoning' };
    assert.equal(
      tokenizerFor({ ...sonar, description: 'A reasoning model based on DeepSeek R1.' }),
      'deepseek_v3',
    );
    assert.equal(tokenizerFor({ ...sonar, description: 'A reasoning model.' }), null);
  });

  test('authors are sorted and unique; lookups by author and name', () => {
    const authors = catalog.authors();
    assert.deepEqual(authors, [...new Set(authors)].sort(compareText));
    assert.ok(authors.includes('Meta') && authors.includes('Alibaba') && authors.includes('OpenAI'));
    assert.ok(catalog.byAuthor('meta').every((m) => m.author === 'Meta'));
    assert.ok(catalog.byAuthor('Meta').some((m) => m.name === 'llama-3.3-70b-instruct'));
    assert.equal(catalog.byName('GPT-4o')?.name, 'gpt-4o');
    assert.equal(catalog.byName('no-such-model'), undefined);
  });
});

describe('catalog-update transform', () => {
  const overridesPath = join(CATALOG_DIR, 'catalog-overrides.json');
  const overrides = parseOverrides(JSON.parse(readFileSync(overridesPath, 'utf8')));

  test('is deterministic and reproduces the checked-in file from the installed package', async () => {
    const providers = (await waitForUpdate()) ?? [];
    const input = { providers, version: pricesPackageVersion(), overrides, today: catalog.asOf };
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
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { calcPrice } from '@pydantic/genai-prices';
import { pricesPackageVersion } from '../../../../scripts/catalog-update.js';
import { compareText, loadCatalog } from './catalog.js';
import { tokenizerFor } from './tokenizer-map.js';

// The checked-in catalog; how scripts/catalog-update.ts builds it: catalog-update.test.ts.

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
      // The name says "Llama 70B" but not which Llama: not a stated base.
      ['deepseek-r1-distill-llama-70b', null],
      // Bases stated by the price data, cited in catalog-overrides.json (op "base").
      ['llama-3.1-nemotron-70b-instruct', 'llama3'],
      ['hermes-3-llama-3.1-405b', 'llama3'],
      ['eva-qwen-2.5-72b', 'qwen3'],
      ['nous-hermes-llama2-13b', 'llama2'],
      ['dolphin-mixtral-8x7b', 'mistral_v1'],
      ['mn-celeste-12b', 'mistral_tekken'],
      ['hermes-4-405b', null],
      ['claude-2', 'claude2'],
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
      // "R1 1776 is a version of DeepSeek-R1 that has been post-trained …"
      ['r1-1776', 'deepseek_v3'],
    ];
    for (const [name, tokenizer] of expected) assert.equal(model(name).tokenizer, tokenizer, name);
    for (const m of catalog.models) {
      assert.equal(m.exact, m.tokenizer !== null, m.name);
      if (/^(claude-[3-9]|claude-(opus|sonnet|haiku)|grok)/.test(m.name))
        assert.equal(m.tokenizer, null, m.name);
      assert.equal(m.count_source === 'offline', m.tokenizer !== null, m.name);
      if (m.author === 'Anthropic' && m.tokenizer === null)
        assert.equal(m.count_source, 'provider_api', m.name);
    }
    // The rules alone never give a fine-tune its base's vocabulary: only a cited override does.
    assert.equal(tokenizerFor({ author: 'NVIDIA', name: 'llama-3.1-nemotron-70b-instruct' }), null);
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

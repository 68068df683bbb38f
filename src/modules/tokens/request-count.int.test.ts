// Counting a whole chat request (issue 25 §2): POST /v1/tokens/count with messages and tools, per
// family; the cost scenarios; token_info of a chat version. Claude and Gemini through fake count
// servers on loopback speaking their wire formats.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Type } from 'typebox';
import {
  type FakeCountServers,
  fakeRequestCount,
  startFakeCountServers,
} from '../../../test/support/fake-count-servers.js';
import { createTestApp, parseAs, type TestAccount, type TestApp } from '../../../test/support/test-app.js';
import { Prompt } from '../prompts/prompts.schemas.js';
import { FRAMING_UNKNOWN, TOOLS_APPROXIMATE } from './request-count.js';
import { CountResult, Model } from './tokens.schemas.js';

const Results = Type.Array(CountResult);
let fake: FakeCountServers;
let t: TestApp;
let a: TestAccount;

before(async () => {
  fake = await startFakeCountServers();
  const base = { api_key: fake.apiKey };
  t = await createTestApp({
    settings: {
      platformProviders: [
        {
          kind: 'anthropic',
          name: 'c',
          base_url: fake.anthropicBaseUrl,
          models: ['claude-sonnet-4-5'],
          ...base,
        },
        {
          kind: 'google',
          name: 'g',
          base_url: fake.googleBaseUrl,
          models: ['gemini-3.1-pro-preview'],
          ...base,
        },
      ],
      countApiTimeoutMs: 10_000,
      countApiRatePerSecond: null,
    },
  });
  a = await t.account();
});
after(async () => {
  await t.close();
  await fake.close();
});

const count = async (body: Record<string, unknown>) => {
  const res = await t.request({
    method: 'POST',
    url: '/v1/tokens/count',
    key: a.key,
    body: { type: 'text', ...body },
  });
  assert.equal(res.statusCode, 200, res.body);
  return parseAs(Results, res);
};
const tokensOf = async (text: string, model: string) =>
  (await count({ input: text, models: [model] }))[0]?.token_count as number;

// The OpenAI cookbook's example ("How to count tokens with tiktoken"), with the counts its notebook
// shows OpenAI's API answering for it as prompt_tokens.
const COOKBOOK = [
  {
    role: 'system',
    content:
      'You are a helpful, pattern-following assistant that translates corporate jargon into plain English.',
  },
  { role: 'system', name: 'example_user', content: 'New synergies will help drive top-line growth.' },
  {
    role: 'system',
    name: 'example_assistant',
    content: 'Things working well together will increase revenue.',
  },
  {
    role: 'system',
    name: 'example_user',
    content:
      "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage.",
  },
  {
    role: 'system',
    name: 'example_assistant',
    content: "Let's talk later when we're less busy about how to do better.",
  },
  {
    role: 'user',
    content: "This late pivot means we don't have time to boil the ocean for the client deliverable.",
  },
];
const TOOL = {
  name: 'get_weather',
  description: 'Get the weather.',
  parameters: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'The city.' },
      unit: { type: 'string', enum: ['c', 'f'] },
    },
  },
};

describe('POST /v1/tokens/count with messages', () => {
  test("OpenAI: the cookbook's reference counts, exact (3 a message, 1 a name, 3 for the reply)", async () => {
    const [gpt4, gpt35, gpt4o, mini] = await count({
      input: '',
      messages: COOKBOOK,
      models: ['gpt-4', 'gpt-3.5-turbo', 'gpt-4o', 'gpt-4o-mini'],
    });
    assert.deepEqual(
      [gpt4, gpt35, gpt4o, mini].map((r) => [r?.token_count, r?.exact, r?.reason]),
      [
        [129, true, null],
        [129, true, null],
        [124, true, null],
        [124, true, null],
      ],
    );
  });

  test('OpenAI: the framing on top of each string as counted alone; input is a last user message', async () => {
    const messages = [
      { role: 'developer', content: 'Be {{brief}}.' },
      { role: 'tool', content: '{"temp": 21}', name: 'get_weather', tool_call_id: 'call_9' },
    ];
    const [r] = await count({ input: 'And now?', messages, models: ['gpt-4o'] });
    let expected = 3;
    for (const s of [
      'developer',
      'Be {{brief}}.',
      'tool',
      '{"temp": 21}',
      'get_weather',
      'call_9',
      'user',
      'And now?',
    ]) {
      expected += await tokensOf(s, 'gpt-4o');
    }
    expected += 3 * 3 + 1;
    assert.equal(r?.token_count, expected);
    assert.equal(r?.exact, true);
  });

  test("OpenAI with tools: the cookbook's approximation, marked inexact", async () => {
    const [plain] = await count({ input: 'Weather in Paris?', models: ['gpt-4o'], messages: [] });
    const [tooled] = await count({
      input: 'Weather in Paris?',
      models: ['gpt-4o'],
      messages: [],
      tools: [TOOL],
    });
    const strings = ['get_weather:Get the weather', 'city:string:The city', 'unit:string:', 'c', 'f'];
    let tools = 12 + 7 + 3 + 3 + 3 - 3 + 3 + 3;
    for (const s of strings) tools += await tokensOf(s, 'gpt-4o');
    assert.equal(tooled?.token_count, (plain?.token_count as number) + tools);
    assert.deepEqual([tooled?.exact, tooled?.reason], [false, TOOLS_APPROXIMATE]);
  });

  test('other tokenizers: contents only, marked inexact with the reason', async () => {
    const [llama] = await count({
      input: '',
      messages: COOKBOOK.slice(0, 2),
      models: ['llama-3.1-8b-instruct'],
    });
    const expected =
      (await tokensOf(COOKBOOK[0]!.content, 'llama-3.1-8b-instruct')) +
      (await tokensOf(COOKBOOK[1]!.content, 'llama-3.1-8b-instruct'));
    assert.deepEqual([llama?.token_count, llama?.exact, llama?.reason], [expected, false, FRAMING_UNKNOWN]);
  });

  test('Claude and Gemini: the whole request through their count endpoints, system and tools included', async () => {
    fake.requests.length = 0;
    fake.overhead = 5;
    const messages = [
      { role: 'system', content: 'Sys' },
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Yes' },
      { role: 'tool', content: '42', name: 'get_weather', tool_call_id: 'tu_1' },
    ];
    const [claude, gemini] = await count({
      input: '',
      messages,
      tools: [TOOL],
      models: ['claude-sonnet-4-5', 'gemini-3.1-pro-preview'],
    });
    const anthropicMessages = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Yes' },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tu_1', content: '42' }] },
    ];
    const anthropicTools = [
      { name: TOOL.name, description: TOOL.description, input_schema: TOOL.parameters },
    ];
    assert.deepEqual(
      [claude?.token_count, claude?.exact, claude?.tokenizer],
      [fakeRequestCount('Sys', anthropicMessages, anthropicTools) + 5, true, 'anthropic-api'],
    );
    const contents = [
      { role: 'user', parts: [{ text: 'Hi' }] },
      { role: 'model', parts: [{ text: 'Yes' }] },
      { role: 'user', parts: [{ functionResponse: { name: 'get_weather', response: { content: '42' } } }] },
    ];
    const googleTools = [
      {
        functionDeclarations: [
          { name: TOOL.name, description: TOOL.description, parameters: TOOL.parameters },
        ],
      },
    ];
    assert.deepEqual(
      [gemini?.token_count, gemini?.exact, gemini?.tokenizer],
      [fakeRequestCount({ parts: [{ text: 'Sys' }] }, contents, googleTools) + 5, true, 'google-api'],
    );
    assert.equal(fake.requests.length, 2);
    fake.overhead = 0;
  });

  test('cost scenarios: input, stated output, cached input, from the catalog prices', async () => {
    const [r] = await count({
      input: 'Hello there',
      messages: [],
      models: ['gpt-4o'],
      expected_output_tokens: 500,
    });
    const [m] = parseAs(
      Type.Array(Model),
      await t.request({ url: '/v1/tokens/models?name=gpt-4o', key: a.key }),
    );
    const usd = (n: number, p: number) => Number((n * p).toPrecision(12));
    const n = r?.token_count as number;
    const input = usd(n, m!.price_per_input_token!);
    const output = usd(500, m!.price_per_output_token!);
    const cached = usd(n, m!.price_per_cached_input_token!);
    assert.deepEqual(r?.cost, {
      input_tokens: n,
      output_tokens: 500,
      input_cost: input,
      output_cost: output,
      total_cost: Number((input + output).toPrecision(12)),
      cached_input_cost: cached,
      cached_total_cost: Number((cached + output).toPrecision(12)),
    });
    const [plain] = await count({ input: 'Hello there', models: ['gpt-4o'] });
    assert.equal(plain?.cost, undefined, 'only when asked');
  });

  test("token_info of a chat version counts OpenAI's framing of its messages", async () => {
    const res = await t.call(a, 'POST', '/v1/prompts', { name: 'c', type: 'chat', messages: COOKBOOK });
    const version = parseAs(Prompt, res).versions[0];
    assert.equal(version?.token_info.model, 'gpt-4o');
    assert.equal(version?.token_info.token_count, 124);
  });
});

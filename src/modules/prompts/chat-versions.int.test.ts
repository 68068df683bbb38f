import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createdAs, createWorkspace } from '../../../test/support/fixtures.js';
import { expectError, parseAs, type TestAccount, testAppPerFile } from '../../../test/support/test-app.js';
import { ImportReport, WorkspaceDocument } from '../transfer/transfer.schemas.js';
import { RenderResult, VersionDiff } from './prompt-delivery.schemas.js';
import { Prompt, Version } from './prompts.schemas.js';

// Chat versions and model configuration (issue 25 §1): created, read, changed, kept apart from
// text versions; the spec's text versions unchanged (type text, messages and config null).

const t = testAppPerFile();

const MESSAGES = [
  { role: 'system', content: 'You are {{persona}}.' },
  { placeholder: 'history' },
  { role: 'user', content: 'Question: [[question]]' },
];
const CONFIG = {
  model: 'gpt-4o',
  parameters: { temperature: 0.2, max_output_tokens: 300, stop: ['END'] },
  tools: [
    {
      name: 'lookup',
      description: 'Look a word up',
      parameters: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] },
    },
  ],
  response_format: { type: 'json_schema', name: 'answer', schema: { type: 'object' }, strict: true },
  metadata: { owner: 'team-a', tags: ['x'] },
};

const newPrompt = async (a: TestAccount) =>
  parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name: 'chat' }));
const chatVersion = (a: TestAccount, promptId: string, body: Record<string, unknown>) =>
  createdAs(t, a, Version, `/v1/prompts/${promptId}/versions/chat`, body);

describe('chat versions', () => {
  test('POST …/versions/chat: messages, config, flattened content and every variable', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const v = await chatVersion(a, p.prompt_id, { messages: MESSAGES, config: CONFIG, name: 'c1' });
    assert.equal(v.type, 'chat');
    assert.deepEqual(v.messages, MESSAGES);
    assert.deepEqual(v.config, CONFIG);
    assert.equal(
      v.content,
      '[system]\nYou are {{persona}}.\n\n[placeholder history]\n\n[user]\nQuestion: [[question]]',
    );
    assert.deepEqual(v.variables, ['{{persona}}', '[[question]]']);
    assert.equal(v.is_primary, true);
    const read = parseAs(
      Version,
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/versions/${v.version_id}`),
    );
    assert.deepEqual(read.messages, MESSAGES);
    assert.deepEqual(read.config, CONFIG);
  });

  test('variables at write time are substituted inside every message', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const v = await chatVersion(a, p.prompt_id, {
      messages: MESSAGES,
      variables: { '{{persona}}': 'a pirate' },
    });
    assert.deepEqual(v.messages?.[0], { role: 'system', content: 'You are a pirate.' });
    assert.deepEqual(v.variables, ['[[question]]']);
    assert.equal(v.config, null);
  });

  test('POST /v1/prompts with type chat makes a chat first version; text stays the default', async () => {
    const a = await t.account();
    const chat = parseAs(
      Prompt,
      await t.call(a, 'POST', '/v1/prompts', { name: 'c', type: 'chat', messages: MESSAGES, config: CONFIG }),
    );
    assert.equal(chat.versions[0]?.type, 'chat');
    assert.deepEqual(chat.versions[0]?.config, CONFIG);
    const text = parseAs(Prompt, await t.call(a, 'POST', '/v1/prompts', { name: 't', content: 'Hi {{x}}' }));
    assert.equal(text.versions[0]?.type, 'text');
    assert.equal(text.versions[0]?.messages, null);
    assert.equal(text.versions[0]?.config, null);
    const configured = parseAs(
      Prompt,
      await t.call(a, 'POST', '/v1/prompts', {
        name: 't2',
        content: 'Hi',
        config: { model: 'claude-3-5-haiku-latest' },
      }),
    );
    assert.deepEqual(configured.versions[0]?.config, { model: 'claude-3-5-haiku-latest' });
  });

  test('content and messages do not mix; bad messages and configs are 400s naming the field', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const url = `/v1/prompts/${p.prompt_id}/versions/chat`;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ messages: [] }, /messages/],
      [{ messages: [{ role: 'robot', content: 'x' }] }, /messages/],
      [{ messages: [{ placeholder: 'h' }] }, /body\.messages: holds no message/],
      [
        { messages: [{ placeholder: 'h' }, { placeholder: 'h' }, { role: 'user', content: 'x' }] },
        /appears twice/,
      ],
      [{ messages: [{ role: 'user', content: '{{#if a}}x' }] }, /body\.messages\/0\/content/],
      [{ messages: MESSAGES, config: { parameters: { temperature: 3 } } }, /temperature/],
      [
        { messages: MESSAGES, config: { tools: [{ name: 'f', parameters: { type: 'string' } }] } },
        /tools\/0\/parameters/,
      ],
      [
        {
          messages: MESSAGES,
          config: {
            tools: [
              { name: 'f', parameters: { type: 'object' } },
              { name: 'f', parameters: { type: 'object' } },
            ],
          },
        },
        /appears twice/,
      ],
      [
        { messages: MESSAGES, config: { response_format: { type: 'json_schema' } } },
        /response_format\.schema/,
      ],
      [{ messages: MESSAGES, config: { unknown: 1 } }, /config/],
      [{ messages: MESSAGES, content: 'x' }, /content/],
    ];
    for (const [body, message] of cases) expectError(await t.call(a, 'POST', url, body), 400, message);
    expectError(
      await t.call(a, 'POST', '/v1/prompts', { name: 'x', type: 'chat', content: 'x', messages: MESSAGES }),
      400,
      /body\.content/,
    );
    expectError(await t.call(a, 'POST', '/v1/prompts', { name: 'x', type: 'chat' }), 400, /body\.messages/);
    expectError(await t.call(a, 'POST', '/v1/prompts', { name: 'x', messages: MESSAGES }), 400, /type chat/);
    expectError(await t.call(a, 'POST', '/v1/prompts', { name: 'x', config: CONFIG }), 400, /body\.config/);
  });

  test('PATCH: messages of a chat version, content of a text version, config of either; type stays', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const base = `/v1/prompts/${p.prompt_id}/versions`;
    const chat = await chatVersion(a, p.prompt_id, { messages: MESSAGES, config: CONFIG });
    const text = await createdAs(t, a, Version, base, { content: 'Hello {{who}}' });
    const patch = (id: string, body: Record<string, unknown>) => t.call(a, 'PATCH', `${base}/${id}`, body);

    const renamed = parseAs(
      Version,
      await patch(chat.version_id, { config: { model: 'claude-sonnet-4-0' } }),
    );
    assert.deepEqual(renamed.config, { model: 'claude-sonnet-4-0' });
    assert.deepEqual(renamed.messages, MESSAGES);
    const filled = parseAs(Version, await patch(chat.version_id, { variables: { '{{persona}}': 'kind' } }));
    assert.deepEqual(filled.messages?.[0], { role: 'system', content: 'You are kind.' });
    assert.deepEqual(filled.config, { model: 'claude-sonnet-4-0' }, 'config kept');
    const cleared = parseAs(Version, await patch(chat.version_id, { config: null }));
    assert.equal(cleared.config, null);
    const remessaged = parseAs(
      Version,
      await patch(chat.version_id, { messages: [{ role: 'user', content: 'Hi' }] }),
    );
    assert.equal(remessaged.content, '[user]\nHi');
    assert.deepEqual(remessaged.variables, []);

    expectError(await patch(chat.version_id, { content: 'x' }), 400, /body\.content/);
    expectError(await patch(text.version_id, { messages: MESSAGES }), 400, /body\.messages/);
    const configured = parseAs(Version, await patch(text.version_id, { config: { model: 'gpt-4o-mini' } }));
    assert.equal(configured.type, 'text');
    assert.equal(configured.content, 'Hello {{who}}');
    assert.deepEqual(configured.config, { model: 'gpt-4o-mini' });
  });

  test('the diff shows both types and the config change', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const one = await chatVersion(a, p.prompt_id, { messages: MESSAGES, config: CONFIG });
    const two = await createdAs(t, a, Version, `/v1/prompts/${p.prompt_id}/versions`, {
      content: 'Plain',
      config: { ...CONFIG, model: 'gpt-4o-mini' },
    });
    const d = parseAs(
      VersionDiff,
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/diff?from=${one.version_id}&to=${two.version_id}`),
    );
    assert.deepEqual(d.types, { from: 'chat', to: 'text' });
    assert.match(d.config_diff, /^- {2}"model": "gpt-4o",$/m);
    assert.match(d.config_diff, /^\+ {2}"model": "gpt-4o-mini",$/m);
    const same = parseAs(
      VersionDiff,
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/diff?from=${one.version_id}&to=${one.version_id}`),
    );
    assert.equal(same.config_diff, '');
  });

  test('export and import carry type, messages and config; importing again creates nothing', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    await chatVersion(a, p.prompt_id, { messages: MESSAGES, config: CONFIG });
    await createdAs(t, a, Version, `/v1/prompts/${p.prompt_id}/versions`, {
      content: 'Plain',
      config: { model: 'x' },
    });
    const doc = parseAs(WorkspaceDocument, await t.call(a, 'GET', '/v1/workspace/export'));
    const [chat, text] = doc.prompts[0]!.versions;
    assert.equal(chat?.type, 'chat');
    assert.deepEqual(chat?.messages, MESSAGES);
    assert.deepEqual(chat?.config, CONFIG);
    assert.equal(text?.type, 'text');
    assert.deepEqual(text?.config, { model: 'x' });
    const b = { ...a, workspaceId: (await createWorkspace(t, a, 'copy')).workspace_id };
    const first = parseAs(ImportReport, await t.call(b, 'POST', '/v1/workspace/import', doc));
    assert.equal(first.created.versions, 2);
    const again = parseAs(ImportReport, await t.call(b, 'POST', '/v1/workspace/import', doc));
    assert.equal(again.created.versions, 0);
    const copy = parseAs(WorkspaceDocument, await t.call(b, 'GET', '/v1/workspace/export'));
    assert.deepEqual(copy.prompts[0]!.versions, doc.prompts[0]!.versions);
    const bad = structuredClone(doc);
    delete bad.prompts[0]!.versions[0]!.messages;
    expectError(await t.call(b, 'POST', '/v1/workspace/import', bad), 400, /versions\.0\.messages/);
  });

  test('render: messages filled, placeholders inserted, a provider request per family', async () => {
    const a = await t.account();
    const p = await newPrompt(a);
    const v = await chatVersion(a, p.prompt_id, { messages: MESSAGES, config: CONFIG });
    const render = async (body: Record<string, unknown>) =>
      parseAs(RenderResult, await t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/render`, body));
    const history = [
      { role: 'user', content: 'Earlier {{persona}}' },
      { role: 'assistant', content: 'Sure.' },
    ];
    const variables = { persona: 'a guide', question: 'Why?', extra: '1' };
    const r = await render({ version_id: v.version_id, variables, messages: { history, other: [] } });
    const filled = [
      { role: 'system', content: 'You are a guide.' },
      ...history,
      { role: 'user', content: 'Question: Why?' },
    ];
    assert.equal(r.type, 'chat');
    assert.deepEqual(r.messages, filled);
    assert.deepEqual(r.variables_used, ['{{persona}}', '[[question]]']);
    assert.deepEqual(r.variables_unused, ['extra']);
    assert.deepEqual(r.messages_unused, ['other']);
    assert.equal(
      r.content,
      '[system]\nYou are a guide.\n\n[user]\nEarlier {{persona}}\n\n[assistant]\nSure.\n\n[user]\nQuestion: Why?',
    );
    assert.equal(r.request.format, 'openai', 'gpt-4o speaks Chat Completions');
    assert.deepEqual(r.request.body.messages, filled);
    assert.equal(r.request.body.max_completion_tokens, 300);
    assert.deepEqual(r.request.body.tools, [{ type: 'function', function: CONFIG.tools[0] }]);

    const anthropic = await render({
      version_id: v.version_id,
      variables,
      messages: { history },
      format: 'anthropic',
    });
    assert.deepEqual(anthropic.request.body.system, 'You are a guide.');
    assert.deepEqual(anthropic.request.body.messages, filled.slice(1));
    assert.equal(anthropic.request.body.max_tokens, 300);
    assert.deepEqual(anthropic.request.body.stop_sequences, ['END']);
    const gemini = await render({
      version_id: v.version_id,
      variables,
      messages: { history },
      format: 'gemini',
    });
    assert.deepEqual(gemini.request.body.systemInstruction, { parts: [{ text: 'You are a guide.' }] });
    assert.deepEqual(
      (gemini.request.body.contents as { role: string }[]).map((c) => c.role),
      ['user', 'model', 'user'],
    );
    assert.deepEqual(gemini.request.body.generationConfig, {
      temperature: 0.2,
      maxOutputTokens: 300,
      stopSequences: ['END'],
      responseMimeType: 'application/json',
      responseJsonSchema: { type: 'object' },
    });

    // OpenAI Responses: asked for by name (a gpt model's default stays Chat Completions).
    const responses = await render({
      version_id: v.version_id,
      variables,
      messages: { history: [...history, { role: 'tool', content: '42', tool_call_id: 'call_1' }] },
      format: 'openai-responses',
    });
    assert.deepEqual(responses.request, {
      format: 'openai-responses',
      model: 'gpt-4o',
      body: {
        model: 'gpt-4o',
        input: [
          ...filled.slice(0, 3),
          { type: 'function_call_output', call_id: 'call_1', output: '42' },
          filled[3],
        ],
        temperature: 0.2,
        max_output_tokens: 300,
        tools: [{ type: 'function', ...CONFIG.tools[0], strict: false }],
        text: { format: { type: 'json_schema', name: 'answer', schema: { type: 'object' }, strict: true } },
      },
    });

    expectError(
      await t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/render`, { version_id: v.version_id, variables }),
      400,
      /body\.messages: missing message list\(s\) for 'history'/,
    );
    expectError(
      await t.call(a, 'POST', `/v1/prompts/${p.prompt_id}/render`, {
        version_id: v.version_id,
        variables: { persona: 'x' },
        messages: { history },
      }),
      400,
      /missing value\(s\) for \[\[question\]\]/,
    );

    const text = await createdAs(t, a, Version, `/v1/prompts/${p.prompt_id}/versions`, {
      content: 'Hi {{who}}',
      config: { model: 'claude-sonnet-4-0', parameters: { max_output_tokens: 50 } },
    });
    const plain = await render({ version_id: text.version_id, variables: { who: 'you' } });
    assert.equal(plain.type, 'text');
    assert.equal(plain.messages, null);
    assert.deepEqual(plain.request, {
      format: 'anthropic',
      model: 'claude-sonnet-4-0',
      body: { model: 'claude-sonnet-4-0', messages: [{ role: 'user', content: 'Hi you' }], max_tokens: 50 },
    });
  });

  test('resolve=true resolves includes inside messages', async () => {
    const a = await t.account();
    await t.call(a, 'POST', '/v1/prompts', { name: 'tone', content: 'Be brief.' });
    const p = await newPrompt(a);
    await chatVersion(a, p.prompt_id, {
      messages: [
        { role: 'system', content: 'Rules: {{> tone}}' },
        { role: 'user', content: 'Hi' },
      ],
    });
    const got = parseAs(
      Version,
      await t.call(a, 'GET', `/v1/prompts/${p.prompt_id}/labels/primary?resolve=true`),
    );
    assert.deepEqual(got.messages?.[0], { role: 'system', content: 'Rules: Be brief.' });
    assert.equal(got.content, '[system]\nRules: Be brief.\n\n[user]\nHi');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createdAs, createKey, createWorkspace } from '../../../test/support/fixtures.js';
import { createLiveApp, type LiveApp } from '../../../test/support/live-server.js';
import { callTool, connectMcp } from '../../../test/support/mcp-client.js';
import { expectError, type TestAccount } from '../../../test/support/test-app.js';
import { Prompt } from '../prompts/prompts.schemas.js';

// The MCP endpoint (/mcp) through the MCP SDK's own client on real HTTPS, on both databases: the
// prompts as MCP prompts, every tool, the scope and workspace rules.
let live: LiveApp;
let owner: TestAccount;
let prompt: { id: string; v1: string; v2: string };

/** The text of a prompts/get answer's one message. */
const textOf = (got: { messages: { content: unknown }[] }) =>
  (got.messages[0] as { content: { text: string } }).content.text;

const CONTENT_V1 = 'Hello {{customer}}, about [[topic]].\n\nAnswer briefly.';
const CONTENT_V2 = 'Hello {{customer}}, about [[topic]].\n\nAnswer briefly and politely.';

before(async () => {
  live = await createLiveApp();
  owner = await live.account();
  const p = await createdAs(live, owner, Prompt, '/v1/prompts', {
    name: 'support-reply',
    use_case: 'Answer a customer',
    content: CONTENT_V1,
  });
  const v1 = p.versions[0]?.version_id as string;
  const v2 = await live.call(owner, 'POST', `/v1/prompts/${p.prompt_id}/versions`, { content: CONTENT_V2 });
  assert.equal(v2.statusCode, 201, v2.body);
  prompt = { id: p.prompt_id, v1, v2: v2.json().version_id };
  const label = await live.call(owner, 'PUT', `/v1/prompts/${p.prompt_id}/labels/production`, {
    version_id: prompt.v2,
  });
  assert.ok(label.statusCode < 300, label.body);
  await live.call(owner, 'POST', '/v1/prompts', { name: 'empty-one' });
});
after(() => live?.close());

describe('MCP over Streamable HTTP', () => {
  test('initialize, then the tools and the prompts with their arguments', async () => {
    const client = await connectMcp(live, owner);
    assert.equal(client.getServerVersion()?.name, 'promptkeep');
    const tools = (await client.listTools()).tools.map((t) => t.name);
    assert.deepEqual(tools, [
      'list_prompts',
      'get_prompt',
      'count_tokens',
      'list_models',
      'render_prompt',
      'diff_versions',
      'analyze_prompt',
      'improve_prompt',
    ]);
    const { prompts } = await client.listPrompts();
    // The prompt without a version has nothing to serve: it is not listed.
    assert.deepEqual(
      prompts.map((p) => p.name),
      ['support-reply'],
    );
    const [listed] = prompts;
    assert.equal(listed?.description, 'Answer a customer');
    assert.deepEqual(
      listed?.arguments?.map((a) => [a.name, a.required]),
      [
        ['customer', true],
        ['topic', true],
      ],
    );
    assert.match(
      listed?.arguments?.[0]?.description ?? '',
      /^Fills \{\{customer\}\}, first used in: "Hello \{\{customer\}\}/,
    );
    await client.close();
  });

  test('a chat version: its messages with their roles; placeholders are optional JSON arguments', async () => {
    const a = await live.account();
    const made = await live.call(a, 'POST', '/v1/prompts', {
      name: 'tutor',
      type: 'chat',
      messages: [
        { role: 'system', content: 'You are {{persona}}.' },
        { role: 'developer', content: 'Be brief.' },
        { placeholder: 'history' },
        { role: 'assistant', content: 'Ready.' },
        { role: 'user', content: 'Explain {{topic}}.' },
      ],
    });
    assert.equal(made.statusCode, 201, made.body);
    const client = await connectMcp(live, a);
    const [listed] = (await client.listPrompts()).prompts;
    assert.deepEqual(
      listed?.arguments?.map((x) => [x.name, x.required]),
      [
        ['persona', true],
        ['topic', true],
        ['history', false],
      ],
    );
    const text = (t: string) => ({ type: 'text', text: t });
    const args = { persona: 'a tutor', topic: 'tides' };
    const got = await client.getPrompt({ name: 'tutor', arguments: args });
    assert.deepEqual(got.messages, [
      { role: 'user', content: text('[system]\nYou are a tutor.') },
      { role: 'user', content: text('[developer]\nBe brief.') },
      { role: 'assistant', content: text('Ready.') },
      { role: 'user', content: text('Explain tides.') },
    ]);
    assert.match(got.description ?? '', /chat; system and developer messages as user messages marked/);
    const history = JSON.stringify([
      { role: 'user', content: 'Hi {{persona}}' },
      { role: 'assistant', content: 'Hello.' },
    ]);
    const withHistory = await client.getPrompt({ name: 'tutor', arguments: { ...args, history } });
    // Inserted messages are kept as given (never filled), between the developer and assistant ones.
    assert.deepEqual(withHistory.messages.slice(2, 4), [
      { role: 'user', content: text('Hi {{persona}}') },
      { role: 'assistant', content: text('Hello.') },
    ]);
    await assert.rejects(
      client.getPrompt({ name: 'tutor', arguments: { ...args, history: 'not json' } }),
      /Argument history: a JSON list of messages is expected/,
    );
    await assert.rejects(
      client.getPrompt({
        name: 'tutor',
        arguments: { ...args, history: '[{"role": "nobody", "content": "x"}]' },
      }),
      /messages/,
    );
    await client.close();
  });

  test('prompts/get renders the primary, a label by suffix, or the connection label', async () => {
    const client = await connectMcp(live, owner);
    const args = { customer: 'Ada', topic: 'billing' };
    const primary = await client.getPrompt({ name: 'support-reply', arguments: args });
    assert.deepEqual(primary.messages, [
      { role: 'user', content: { type: 'text', text: 'Hello Ada, about billing.\n\nAnswer briefly.' } },
    ]);
    const production = await client.getPrompt({ name: 'support-reply@production', arguments: args });
    assert.equal(textOf(production), 'Hello Ada, about billing.\n\nAnswer briefly and politely.');
    const byId = await client.getPrompt({ name: prompt.id, arguments: args });
    assert.equal(textOf(byId), 'Hello Ada, about billing.\n\nAnswer briefly.');
    await assert.rejects(
      client.getPrompt({ name: 'support-reply', arguments: { customer: 'Ada' } }),
      /Missing argument\(s\): topic/,
    );
    await assert.rejects(client.getPrompt({ name: 'no-such-prompt', arguments: {} }), /Prompt not found/);
    await client.close();

    const labelled = await connectMcp(live, { ...owner, label: 'production' });
    const { prompts } = await labelled.listPrompts();
    assert.deepEqual(
      prompts.map((p) => p.name),
      ['support-reply@production'],
    );
    const got = await labelled.getPrompt({ name: 'support-reply', arguments: args });
    assert.match(textOf(got), /politely/);
    await labelled.close();
  });

  test('the read tools: list and search, get, count, models, render, diff', async () => {
    const client = await connectMcp(live, owner);
    const all = await callTool(client, 'list_prompts', {});
    assert.deepEqual(
      (all.result.prompts as { name: string }[]).map((p) => p.name),
      ['empty-one', 'support-reply'],
    );
    const found = await callTool(client, 'list_prompts', { search: 'CUSTOMER' });
    assert.deepEqual(found.result.prompts, [
      {
        prompt_id: prompt.id,
        name: 'support-reply',
        use_case: 'Answer a customer',
        primary_version_id: prompt.v1,
        labels: [],
        variables: ['{{customer}}', '[[topic]]'],
        tokens: (found.result.prompts as { tokens: number }[])[0]?.tokens,
      },
    ]);
    const paged = await callTool(client, 'list_prompts', { limit: 1 });
    assert.equal((paged.result.prompts as unknown[]).length, 1);
    const rest = await callTool(client, 'list_prompts', { limit: 1, cursor: paged.result.next_cursor });
    assert.deepEqual(
      (rest.result.prompts as { name: string }[]).map((p) => p.name),
      ['support-reply'],
    );

    const got = await callTool(client, 'get_prompt', { prompt: 'support-reply', label: 'production' });
    assert.equal(got.result.version_id, prompt.v2);
    assert.equal(got.result.content, CONTENT_V2);

    const counted = await callTool(client, 'count_tokens', { text: 'Hello world', models: ['gpt-4o'] });
    const [count] = counted.result.results as { model: string; token_count: number; exact: boolean }[];
    assert.equal(count?.model, 'gpt-4o');
    assert.equal(count?.token_count, 2);
    assert.equal(count?.exact, true);
    const unknown = await callTool(client, 'count_tokens', { text: 'x', models: ['no-such-model'] });
    assert.equal(unknown.isError, true);
    assert.equal(JSON.parse(unknown.text).status_code, 400);
    assert.match(JSON.parse(unknown.text).message, /Unknown model name\(s\): no-such-model/);

    const models = await callTool(client, 'list_models', { search: 'gpt-4o' });
    assert.ok((models.result.models as { name: string }[]).some((m) => m.name === 'gpt-4o'));

    const rendered = await callTool(client, 'render_prompt', {
      prompt: prompt.id,
      version_id: prompt.v1,
      variables: { customer: 'Ada', topic: 'tax' },
      model: 'gpt-4o',
    });
    assert.equal(rendered.result.content, 'Hello Ada, about tax.\n\nAnswer briefly.');
    assert.equal((rendered.result.token_info as { model: string }).model, 'gpt-4o');
    const missing = await callTool(client, 'render_prompt', { prompt: 'support-reply', variables: {} });
    assert.equal(JSON.parse(missing.text).status_code, 400);

    const diff = await callTool(client, 'diff_versions', {
      prompt: 'support-reply',
      from: prompt.v1,
      to: prompt.v2,
    });
    assert.equal(diff.result.from_version_id, prompt.v1);
    assert.match(diff.result.unified_diff as string, /\+Answer briefly and politely\./);
    assert.deepEqual(diff.result.stats, { added_lines: 1, removed_lines: 1 });

    const invalid = await callTool(client, 'count_tokens', { text: 'x', models: [] });
    assert.equal(invalid.isError, true);
    assert.match(JSON.parse(invalid.text).message, /^arguments\.models: /);
    await client.close();
  });

  test('the write tools run the offline analyzer; a read key is refused with a 403 body', async () => {
    const writer = await connectMcp(live, owner);
    for (const kind of ['scoring', 'risk', 'balance', 'heatmap']) {
      const stored = await callTool(writer, 'analyze_prompt', { kind, prompt: 'support-reply' });
      assert.equal(stored.isError, false, stored.text);
      assert.equal((stored.result.estimate as { method: string }).method, 'heuristic');
      const text = await callTool(writer, 'analyze_prompt', { kind, content: CONTENT_V2 });
      assert.equal(text.isError, false, text.text);
    }
    const stored = await live.call(owner, 'GET', `/v1/prompts/${prompt.id}/versions/${prompt.v1}/risk`);
    assert.equal(stored.statusCode, 200, "the stored analysis is the REST API's");
    const improved = await callTool(writer, 'improve_prompt', { prompt: 'support-reply' });
    assert.equal(improved.isError, false, improved.text);
    assert.equal(improved.result.is_primary, false);
    assert.equal(improved.result.name, 'Improved from scoring');
    await writer.close();

    const readKey = (await createKey(live, owner, { name: 'mcp reader', scope: 'read' })).api_key;
    const reader = await connectMcp(live, { key: readKey, workspaceId: owner.workspaceId });
    assert.equal((await callTool(reader, 'list_prompts', {})).isError, false);
    for (const [name, args] of [
      ['analyze_prompt', { kind: 'risk', content: 'x' }],
      ['improve_prompt', { prompt: 'support-reply' }],
    ] as const) {
      const refused = await callTool(reader, name, args);
      assert.equal(refused.isError, true);
      const body = JSON.parse(refused.text);
      assert.equal(body.status_code, 403);
      assert.equal(body.message, "This API key has the 'read' scope; 'write' is required.");
    }
    await reader.close();
  });

  test('workspace isolation: another workspace, a limited key, another account', async () => {
    const second = (await createWorkspace(live, owner, 'mcp second')).workspace_id;
    const inSecond = await connectMcp(live, { key: owner.key, workspaceId: second });
    assert.deepEqual((await inSecond.listPrompts()).prompts, []);
    const byId = await callTool(inSecond, 'get_prompt', { prompt: prompt.id });
    assert.equal(JSON.parse(byId.text).status_code, 404);
    await assert.rejects(inSecond.getPrompt({ name: prompt.id, arguments: {} }), /Prompt not found/);
    await inSecond.close();

    // A key limited to the second workspace cannot name the first (403 before any MCP message).
    const limited = (
      await createKey(live, owner, { name: 'limited', scope: 'write', workspace_ids: [second] })
    ).api_key;
    await assert.rejects(connectMcp(live, { key: limited, workspaceId: owner.workspaceId }), /403/);
    const inItsOwn = await connectMcp(live, { key: limited, workspaceId: second });
    assert.deepEqual((await callTool(inItsOwn, 'list_prompts', {})).result.prompts, []);
    await inItsOwn.close();
    const other = await live.account();
    await assert.rejects(connectMcp(live, { key: other.key, workspaceId: owner.workspaceId }), /403/);
    const own = await connectMcp(live, other);
    assert.deepEqual((await own.listPrompts()).prompts, []);
    const foreign = await callTool(own, 'diff_versions', {
      prompt: prompt.id,
      from: prompt.v1,
      to: prompt.v2,
    });
    assert.equal(JSON.parse(foreign.text).status_code, 404);
    await own.close();
  });

  test("the account's limits: the rate limit per message, the request quota on count_tokens", async () => {
    const quoted = await live.account({ monthly_request_quota: 1 });
    const client = await connectMcp(live, quoted);
    const first = await callTool(client, 'count_tokens', { text: 'one', models: ['gpt-4o'] });
    assert.equal(first.isError, false, first.text);
    const second = await callTool(client, 'count_tokens', { text: 'two', models: ['gpt-4o'] });
    assert.equal(second.isError, true);
    assert.deepEqual(
      [JSON.parse(second.text).status_code, JSON.parse(second.text).message],
      [429, 'Quota exceeded.'],
    );
    // The quota is the token-counting area's: the other tools still answer.
    assert.equal((await callTool(client, 'list_prompts', {})).isError, false);
    await client.close();

    const stopped = await live.account({ rate_limit_per_second: 0 });
    await assert.rejects(connectMcp(live, stopped), /429/);
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const accept = { accept: 'application/json, text/event-stream' };
    expectError(await live.call(stopped, 'POST', '/mcp', body, accept), 429, 'Rate limit exceeded.');
  });

  test('plain HTTP errors are the spec error body: no key, GET and DELETE, a bad message', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const accept = { accept: 'application/json, text/event-stream' };
    expectError(await live.request({ method: 'POST', url: '/mcp', body: init, headers: accept }), 401);
    expectError(
      await live.request({ method: 'POST', url: '/mcp', key: owner.key, body: init, headers: accept }),
      400,
      /workspace id is required/,
    );
    const get = await live.request({ url: '/mcp', key: owner.key, workspace: owner.workspaceId });
    expectError(get, 405);
    assert.equal(get.headers.allow, 'POST');
    expectError(
      await live.request({ method: 'DELETE', url: '/mcp', key: owner.key, workspace: owner.workspaceId }),
      405,
    );
    // Without an Accept naming both JSON and event streams the transport refuses: 406, spec body.
    expectError(await live.call(owner, 'POST', '/mcp', init), 406);
    // A notification: 202 and no body at all (the transport's rule).
    const note = await live.call(
      owner,
      'POST',
      '/mcp',
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      accept,
    );
    assert.deepEqual([note.statusCode, note.body], [202, '']);
    expectError(
      await live.call(owner, 'POST', '/mcp', { jsonrpc: '2.0' }, accept),
      400,
      /Invalid JSON-RPC message/,
    );
    const listed = await live.call(owner, 'POST', '/mcp', init, accept);
    assert.equal(listed.statusCode, 200, listed.body);
    assert.equal(listed.json().result.tools.length, 8);
  });
});

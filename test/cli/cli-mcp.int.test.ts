import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Prompt } from '../../src/modules/prompts/prompts.schemas.js';
import { createKey } from '../support/fixtures.js';
import { createLiveApp, type LiveApp } from '../support/live-server.js';
import { callTool } from '../support/mcp-client.js';
import { parseAs, type TestAccount } from '../support/test-app.js';

// `promptkeep mcp` as a process (the built CLI, dist/cli/cli.js, as an MCP client spawns it), with
// the MCP SDK's own client over stdio, against the service on real HTTPS, on both databases.
let live: LiveApp;
let dir: string;
let owner: TestAccount;
let promptId: string;

before(async () => {
  live = await createLiveApp();
  dir = mkdtempSync(join(tmpdir(), 'promptkeep-cli-mcp-'));
  writeFileSync(join(dir, 'cert.pem'), live.ca);
  owner = await live.account();
  const p = parseAs(
    Prompt,
    await live.call(owner, 'POST', '/v1/prompts', { name: 'greeting', content: 'Hi {{name}}!' }),
  );
  promptId = p.prompt_id;
});
after(async () => {
  await live?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The environment without the service's own settings (the flags say everything). */
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    (e): e is [string, string] => e[1] !== undefined && !/^(PROMPTKEEP_|DATABASE_URL|REDIS_URL)/.test(e[0]),
  ),
);

function stdioClient(key: string, workspace: string, extra: string[] = []) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [
      'dist/cli/cli.js',
      'mcp',
      '--url',
      `https://localhost:${live.port}`,
      '--key',
      key,
      '--workspace',
      workspace,
      '--ca',
      join(dir, 'cert.pem'),
      ...extra,
    ],
    env,
    stderr: 'pipe',
  });
  return { transport, client: new Client({ name: 'promptkeep-cli-tests', version: '1.0.0' }) };
}

describe('promptkeep mcp (stdio)', () => {
  test('tools, prompts with their arguments, a prompt rendered, a tool called', async () => {
    const { client, transport } = stdioClient(owner.key, owner.workspaceId);
    await client.connect(transport);
    assert.equal(client.getServerVersion()?.name, 'promptkeep');
    assert.equal((await client.listTools()).tools.length, 8);
    const { prompts } = await client.listPrompts();
    assert.deepEqual(
      prompts.map((p) => [p.name, p.arguments?.map((a) => a.name)]),
      [['greeting', ['name']]],
    );
    const got = await client.getPrompt({ name: 'greeting', arguments: { name: 'Ada' } });
    assert.deepEqual(got.messages, [{ role: 'user', content: { type: 'text', text: 'Hi Ada!' } }]);
    const counted = await callTool(client, 'count_tokens', { text: 'Hi Ada!', models: ['gpt-4o'] });
    assert.equal(counted.isError, false, counted.text);
    const risk = await callTool(client, 'analyze_prompt', { kind: 'risk', prompt: promptId });
    assert.equal(risk.isError, false, risk.text);
    await client.close();
  });

  test('a rate-limited account: a 429 is sent again after its Retry-After, so the session goes on', async () => {
    const slow = await live.account({ rate_limit_per_second: 1 });
    const { client, transport } = stdioClient(slow.key, slow.workspaceId);
    await client.connect(transport); // initialize and its notification: already two messages
    assert.equal((await client.listTools()).tools.length, 8);
    assert.deepEqual((await client.listPrompts()).prompts, []);
    await client.close();
  });

  test('a read key is refused the write tools; a foreign workspace is refused outright', async () => {
    const readKey = (await createKey(live, owner, { name: 'stdio reader', scope: 'read' })).api_key;
    const reader = stdioClient(readKey, owner.workspaceId);
    await reader.client.connect(reader.transport);
    const refused = await callTool(reader.client, 'improve_prompt', { prompt: 'greeting' });
    assert.equal(refused.isError, true);
    assert.equal(JSON.parse(refused.text).status_code, 403);
    await reader.client.close();

    // Another account's key naming this workspace: the service answers 403 to every message, which
    // the proxy turns into a JSON-RPC error with the API's message: initialize fails.
    const other = await live.account();
    const foreign = stdioClient(other.key, owner.workspaceId);
    await assert.rejects(
      foreign.client.connect(foreign.transport),
      /HTTP 403 Forbidden: This API key or client may not use the requested workspace\. \(trace req_/,
    );
    await foreign.client.close();
    // …and in its own workspace it sees none of this one's prompts.
    const own = stdioClient(other.key, other.workspaceId);
    await own.client.connect(own.transport);
    assert.deepEqual((await own.client.listPrompts()).prompts, []);
    const byId = await callTool(own.client, 'get_prompt', { prompt: promptId });
    assert.equal(JSON.parse(byId.text).status_code, 404);
    await own.client.close();
  });
});

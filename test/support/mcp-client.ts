import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Agent, fetch as undiciFetch } from 'undici';
import type { LiveApp } from './live-server.js';

/** Who connects: a key, the workspace it names, and optionally the label the prompts are served at. */
export interface McpCaller {
  key: string;
  workspaceId: string;
  label?: string;
}

/**
 * The MCP SDK's own client over Streamable HTTP to the live app's /mcp (real HTTPS, its test
 * certificate trusted), authenticated as the REST API is (X-Api-Key, X-Workspace-Id).
 */
export async function connectMcp(live: LiveApp, caller: McpCaller): Promise<Client> {
  const agent = new Agent({ connect: { ca: live.ca } });
  const url = new URL(`https://localhost:${live.port}/mcp`);
  if (caller.label) url.searchParams.set('label', caller.label);
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: { 'x-api-key': caller.key, 'x-workspace-id': caller.workspaceId } },
    fetch: ((input: string | URL, init?: RequestInit) =>
      undiciFetch(input, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch,
  });
  const client = new Client({ name: 'promptkeep-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** A tool's answer: its structured result, or the spec's error body when the call was refused. */
export async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  const res = await client.callTool({ name, arguments: args });
  const text = (res.content as { type: string; text: string }[])[0]?.text ?? '';
  return { isError: res.isError === true, result: res.structuredContent as Record<string, unknown>, text };
}

import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { type ApiTarget, ConnectError, callApi } from './api-client.js';
import type { CliIo } from './remote-cli.js';
import { CONNECT_HELP } from './remote-commands.js';

export const MCP_OPTIONS = { label: { type: 'string' } } as const;

export const mcpHelp = () => `Usage: promptkeep mcp --url URL --key KEY --workspace ID [--label LABEL]

An MCP server on stdio for AI agents (Claude Desktop, editors): it passes each message of the Model
Context Protocol to the service's /mcp endpoint with the key and workspace given, and writes the
answers back. The key's scope and workspaces apply (docs/mcp.md). Stops when stdin closes.

  --workspace ID   the workspace whose prompts and tools are served (required; or PROMPTKEEP_WORKSPACE)
  --label LABEL    serve the versions this label points at as MCP prompts (default: the primary)
${CONNECT_HELP.replace(/\n {2}--json[^\n]*/, '')}`;

/** The error code of a JSON-RPC answer made here (the service was not reached or refused the call). */
const SERVER_ERROR = -32000;

interface ErrorBody {
  status_code?: number;
  title?: string;
  message?: string;
  trace_id?: string;
}

/**
 * A proxy, not a second server: each message read on stdin is POSTed to /mcp as it is, and the
 * service's JSON-RPC answer is written to stdout, so the tools, prompts and rules are the service's
 * own. A request the service refuses outright (401, 403, a 429 that outlasts two retries…) or that
 * cannot be sent gets a JSON-RPC error carrying the API's message and trace id; stdout carries
 * nothing but JSON-RPC.
 */
export async function runMcp(
  values: Record<string, unknown>,
  io: CliIo,
  target: ApiTarget,
  streams: { stdin: Readable; stdout: Writable } = { stdin: process.stdin, stdout: process.stdout },
): Promise<number> {
  const workspaces = values.workspace as string[] | undefined;
  const workspace = workspaces?.at(-1) ?? io.env.PROMPTKEEP_WORKSPACE;
  if (!workspace) {
    io.err('promptkeep: mcp needs --workspace ID (or PROMPTKEEP_WORKSPACE)\n');
    return 2;
  }
  const label = values.label as string | undefined;
  const path = `/mcp${label ? `?label=${encodeURIComponent(label)}` : ''}`;
  const headers = { 'x-workspace-id': workspace, accept: 'application/json, text/event-stream' };
  const transport = new StdioServerTransport(streams.stdin, streams.stdout);

  async function forward(message: JSONRPCMessage) {
    const id = 'id' in message && 'method' in message ? message.id : undefined;
    let failure: string;
    try {
      let res = await callApi(target, 'POST', path, message, headers);
      // A 429 was refused before anything was done, so it is sent again after its Retry-After
      // (twice at most, waiting 10 s at most), as the SDKs do: an agent's burst outlives a rate limit.
      for (let retry = 0; res.status === 429 && retry < 2; retry++) {
        const wait = Number(res.headers['retry-after']);
        if (!(wait >= 0 && wait <= 10)) break;
        await new Promise((resolve) => setTimeout(resolve, wait * 1000 + Math.random() * 250));
        res = await callApi(target, 'POST', path, message, headers);
      }
      if (res.status === 200 && res.body) return transport.send(res.body as JSONRPCMessage);
      if (res.status === 202) return;
      const e = (res.body ?? {}) as ErrorBody;
      failure = `HTTP ${res.status}${e.title ? ` ${e.title}` : ''}: ${e.message ?? 'no message'}${e.trace_id ? ` (trace ${e.trace_id})` : ''}`;
    } catch (error) {
      if (!(error instanceof ConnectError)) throw error;
      failure = error.message;
    }
    if (id === undefined) io.err(`promptkeep: ${failure}\n`);
    else await transport.send({ jsonrpc: '2.0', id, error: { code: SERVER_ERROR, message: failure } });
  }

  const done = new Promise<number>((resolve) => {
    transport.onclose = () => resolve(0);
    streams.stdin.once('end', () => resolve(0));
  });
  transport.onerror = (error) => io.err(`promptkeep: ${error.message}\n`);
  transport.onmessage = (message) => {
    forward(message).catch((error: unknown) => io.err(`promptkeep: ${(error as Error).message}\n`));
  };
  await transport.start();
  return done;
}

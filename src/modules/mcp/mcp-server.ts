import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { Value } from 'typebox/value';
import { errorBody, statusOf } from '../../http/errors.js';
import { DomainError } from '../../lib/domain-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import { getMcpPrompt, listMcpPrompts } from './mcp-prompts.js';
import { checkToolScope, MCP_TOOLS, type McpServices, type McpTool } from './mcp-tools.js';

export interface McpServerOptions {
  ctx: RequestContext;
  /** The label the MCP prompts are served at (`primary` unless the connection names one). */
  label: string;
  services: McpServices;
  version: string;
  /** A failure that is not a DomainError (a bug): logged with the request, answered without details. */
  onUnexpected: (error: unknown) => void;
}

const INSTRUCTIONS =
  'Promptkeep: the prompts of one workspace, as MCP prompts and through tools. list_prompts finds prompts ' +
  '(by name or use case); get_prompt and render_prompt read one; count_tokens prices text for models ' +
  '(list_models names them); diff_versions compares versions; analyze_prompt and improve_prompt run the ' +
  'offline analyzer (they need a key with the write scope).';

const BY_NAME = new Map(MCP_TOOLS.map((t) => [t.name, t]));
/** JSON Schema as plain JSON (TypeBox keeps internal symbols on its objects). */
const plain = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema)) as { type: 'object' } & Record<string, unknown>;
const TOOL_LIST = MCP_TOOLS.map((t) => ({
  name: t.name,
  title: t.title,
  description: t.description,
  inputSchema: plain(t.input),
  annotations: { title: t.title, readOnlyHint: t.scope === 'read', openWorldHint: false },
}));

/** A refused call, as the tool's result: the spec's error body (status, title, message, trace id). */
function refused(ctx: RequestContext, status: number, message: string) {
  const body = errorBody(status, message, ctx.requestId);
  return { isError: true, content: [{ type: 'text' as const, text: JSON.stringify(body) }] };
}

function badArguments(t: McpTool, args: unknown): string | null {
  if (Value.Check(t.input, args)) return null;
  const first = [...Value.Errors(t.input, args)][0];
  const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return `arguments${path ? `.${path}` : ''}: ${first?.message ?? 'is invalid'}.`;
}

/**
 * One MCP server for one HTTP request (the stateless mode of the SDK's Streamable HTTP transport):
 * its handlers call the services with the request's context, so every call is in the caller's
 * workspace, under its key's scope and the account's limits, exactly as the REST API.
 */
export function createMcpServer(o: McpServerOptions): Server {
  const { ctx, services } = o;
  const server = new Server(
    { name: 'promptkeep', title: 'Promptkeep', version: o.version },
    { capabilities: { tools: {}, prompts: {} }, instructions: INSTRUCTIONS },
  );
  const unexpected = (error: unknown): never => {
    o.onUnexpected(error);
    throw new McpError(ErrorCode.InternalError, `Internal server error (trace ${ctx.requestId}).`);
  };

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOL_LIST }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const t = BY_NAME.get(request.params.name);
    if (!t) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}.`);
    const args = request.params.arguments ?? {};
    const bad = badArguments(t, args);
    if (bad) return refused(ctx, 400, bad);
    try {
      checkToolScope(ctx, t);
      const result = (await t.run(ctx, args, services)) as Record<string, unknown>;
      return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
    } catch (error) {
      if (error instanceof DomainError) return refused(ctx, statusOf(error.code), error.message);
      return unexpected(error);
    }
  });

  server.setRequestHandler(ListPromptsRequestSchema, async (request) => {
    try {
      return await listMcpPrompts(ctx, services, o.label, request.params?.cursor);
    } catch (error) {
      if (error instanceof DomainError) throw new McpError(ErrorCode.InvalidParams, error.message);
      return unexpected(error);
    }
  });

  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    try {
      return await getMcpPrompt(ctx, services, o.label, request.params.name, request.params.arguments ?? {});
    } catch (error) {
      if (error instanceof DomainError) throw new McpError(ErrorCode.InvalidParams, error.message);
      return unexpected(error);
    }
  });

  return server;
}

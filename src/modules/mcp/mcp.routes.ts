import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses, WORKSPACE_SECURITY } from '../../http/common-schemas.js';
import { workspaceRead } from '../../http/route-config.js';
import { McpAccepted, McpMessage, McpQuery, McpResponse } from './mcp.schemas.js';
import { PRIMARY } from './mcp-targets.js';
import type { McpServices } from './mcp-tools.js';

const tags = ['MCP'];

/** An HTTP error the spec's error body carries (errors.ts answers a 4xx statusCode with its message). */
const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { statusCode: status });

/** The headers the SDK's transport reads (the rest, credentials included, it is not given). */
const TRANSPORT_HEADERS = [
  'accept',
  'content-type',
  'mcp-protocol-version',
  'mcp-session-id',
  'last-event-id',
];

/**
 * The request as the SDK's web-standard transport reads it: its method and those headers. The URL
 * is a constant (the transport does not route), so a strange Host header cannot make it invalid.
 */
function webRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    const value = req.headers[name];
    if (typeof value !== 'string') continue;
    try {
      headers.set(name, value);
    } catch {
      throw httpError(400, `The ${name} header is not a valid header value.`);
    }
  }
  return new Request('http://localhost/mcp', { method: req.method, headers });
}

/** The message of a JSON-RPC error the transport answered with (a 4xx before any handler ran). */
async function transportMessage(res: Response): Promise<string> {
  const text = await res.text();
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string') return message;
  } catch {}
  return text || `HTTP ${res.status}`;
}

/**
 * The MCP endpoint (docs/mcp.md): the Model Context Protocol's Streamable HTTP transport in its
 * stateless mode, answering JSON (no event streams). Each POST carries one JSON-RPC message,
 * authenticated as every workspace route is (API key, X-Workspace-Id, read scope; the write tools
 * check the write scope); a fresh MCP server answers it with the request's context. GET (a
 * server-sent event stream) and DELETE (end of a session) have nothing to serve: 405.
 */
export function registerMcpRoutes(root: FastifyInstance, deps: { services: McpServices; version: string }) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/mcp',
    {
      config: workspaceRead,
      schema: {
        operationId: 'postMcpMessage',
        tags,
        security: WORKSPACE_SECURITY,
        summary: 'Send one Model Context Protocol message (Streamable HTTP, stateless, JSON answers)',
        description:
          "MCP clients speak to this URL (docs/mcp.md): prompts/list and prompts/get serve the workspace's " +
          'prompts, tools/list and tools/call its tools. Send Accept: application/json, text/event-stream. ' +
          'A request gets 200 with its JSON-RPC response; a notification or response, 202 without a body. ' +
          "A refused tool call is a result with isError and the spec's error body as its text.",
        querystring: McpQuery,
        body: McpMessage,
        response: { 200: McpResponse, 202: McpAccepted, ...errorResponses(406, 413, 415) },
      },
    },
    async (req, reply) => {
      // The MCP SDK (and its schemas) is loaded by the first /mcp request, not at every start.
      const [{ createMcpServer }, { WebStandardStreamableHTTPServerTransport }] = await Promise.all([
        import('./mcp-server.js'),
        import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
      ]);
      const server = createMcpServer({
        ctx: req.ctx,
        label: req.query.label ?? PRIMARY,
        services: deps.services,
        version: deps.version,
        onUnexpected: (error) => req.log.error({ err: error }, 'mcp handler failed'),
      });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        const res = await transport.handleRequest(webRequest(req), { parsedBody: req.body });
        if (res.status >= 400) throw httpError(res.status, await transportMessage(res));
        // A notification or a response: accepted, nothing to answer. A request: its JSON-RPC response.
        // No body at all, as the transport's specification asks (not even JSON null).
        if (res.status === 202)
          return reply
            .code(202)
            .serializer(() => '')
            .send(null);
        return reply.code(200).send(JSON.parse(await res.text()));
      } finally {
        await server.close();
      }
    },
  );

  const notServed = (method: 'GET' | 'DELETE', summary: string, operationId: string) =>
    app.route({
      method,
      url: '/mcp',
      config: workspaceRead,
      schema: {
        operationId,
        tags,
        security: WORKSPACE_SECURITY,
        summary,
        querystring: McpQuery,
        response: errorResponses(405),
      },
      handler: async (_req, reply) => {
        reply.header('allow', 'POST');
        throw httpError(405, 'This MCP endpoint is stateless and answers in JSON: only POST is served.');
      },
    });
  notServed('GET', 'MCP event stream: not served (405; the endpoint answers POSTs in JSON)', 'openMcpStream');
  notServed('DELETE', 'MCP session end: not served (405; the endpoint keeps no sessions)', 'endMcpSession');
}

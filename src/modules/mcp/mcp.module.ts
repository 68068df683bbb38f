import type { FastifyInstance } from 'fastify';
import { registerMcpRoutes } from './mcp.routes.js';
import type { McpServices } from './mcp-tools.js';

/**
 * The MCP server (issue 26 §3): registers /mcp over the services the other modules built (app.ts
 * hands them over). It owns no table and no rule of its own: every tool is a service call.
 */
export function registerMcpModule(app: FastifyInstance, deps: { services: McpServices; version: string }) {
  registerMcpRoutes(app, deps);
}

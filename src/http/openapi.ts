import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI 3.1 document is generated from the same TypeBox schemas the routes validate and
 * serialize with; routes are collected as they register, so this must run before them.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Promptkeep API',
        version,
        description:
          'Token counting and pricing for many AI models, and prompt management in workspaces. ' +
          'Every error uses the body {status_code, title, message, trace_id, event_id}.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          apiKeyQuery: { type: 'apiKey', in: 'query', name: 'api-key' },
          apiClient: { type: 'apiKey', in: 'header', name: 'X-Api-Client' },
          workspace: { type: 'apiKey', in: 'header', name: 'X-Workspace-Id' },
          adminKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'PROMPTKEEP_ADMIN_KEY' },
        },
      },
      tags: [
        { name: 'Tokens', description: 'Token counting and prices' },
        { name: 'Account', description: 'The account owner manages workspaces, keys and client ids' },
        { name: 'Operator', description: 'Accounts and limits, for whoever runs the service' },
        {
          name: 'Contexts',
          description: 'Reusable texts and files (PDF, DOCX, text, images) with versions and token counts',
        },
        {
          name: 'Context items',
          description: 'The same operations and objects as Contexts, under /v1/context/items',
        },
        {
          name: 'Context packs',
          description: 'Ordered selections of context versions with their combined token_info',
        },
        { name: 'Service', description: 'Health and the API description' },
        {
          name: 'AI',
          description:
            "LLM models for analyses: the built-in analyzer, platform models and the account's own AI providers",
        },
        { name: 'Prompts', description: 'Prompts of a workspace: containers of versions' },
        { name: 'Prompt versions', description: 'Versions of a prompt: content, variables and token_info' },
        { name: 'Scoring criteria', description: 'Criteria that versions are scored against' },
        {
          name: 'Analysis',
          description: 'Scoring, risk, balance and heatmap of versions (stored) or of sent content; improve',
        },
        { name: 'Generation', description: 'Generate prompts and scoring criteria from a use case' },
      ],
    },
  });

  app.get(
    '/v1/openapi.json',
    {
      config: { auth: 'none' },
      schema: { tags: ['Service'], summary: 'This OpenAPI 3.1 document', hide: true },
    },
    async () => app.swagger(),
  );
}

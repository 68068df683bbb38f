import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, IdParams, KEY_SECURITY, NoContent } from '../../http/common-schemas.js';
import { noContent } from '../../http/no-content.js';
import { workspaceMembers } from '../../http/route-config.js';
import type { MembersService } from './members.service.js';
import { Member, MemberRole } from './people.schemas.js';

const base = { tags: ['Users'], security: KEY_SECURITY, querystring: Type.Object(AuthQuery) };

/** A workspace's members: the account owner, or the workspace's admin (members.service.ts). */
export function registerMembersRoutes(root: FastifyInstance, members: MembersService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/v1/account/workspaces/:workspaceId/members',
    {
      config: workspaceMembers,
      schema: {
        ...base,
        operationId: 'listWorkspaceMembers',
        summary: "A workspace's members and their roles (the owner, or the workspace's admin)",
        params: IdParams('workspaceId'),
        response: { 200: Type.Array(Member), ...errorResponses(404) },
      },
    },
    (req) => members.list({ ctx: req.ctx, ...req.params }),
  );
  app.put(
    '/v1/account/workspaces/:workspaceId/members/:userId',
    {
      config: workspaceMembers,
      schema: {
        ...base,
        operationId: 'putWorkspaceMember',
        summary: 'Give a user a role in the workspace (adds them, or changes their role)',
        params: IdParams('workspaceId', 'userId'),
        body: MemberRole,
        response: { 200: Member, ...errorResponses(404) },
      },
    },
    (req) => members.put({ ctx: req.ctx, ...req.params, role: req.body.role }),
  );
  app.delete(
    '/v1/account/workspaces/:workspaceId/members/:userId',
    {
      config: workspaceMembers,
      schema: {
        ...base,
        operationId: 'deleteWorkspaceMember',
        summary: 'Remove a user from the workspace',
        params: IdParams('workspaceId', 'userId'),
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    (req, reply) => noContent(reply, members.remove({ ctx: req.ctx, ...req.params })),
  );
}

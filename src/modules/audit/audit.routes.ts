import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, KEY_SECURITY } from '../../http/common-schemas.js';
import { answerPage, type ListKey, PageQuery } from '../../http/paging.js';
import { accountRead } from '../../http/route-config.js';
import { AuditEntry, AuditFilters } from './audit.schemas.js';
import type { AuditService } from './audit.service.js';

const AUDIT_LIST: ListKey = { list: 'audit', shape: ['string'] };

/** GET /v1/audit: any credential passes auth; the service admits the owner or a workspace's admin. */
export function registerAuditRoutes(root: FastifyInstance, audit: AuditService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/v1/audit',
    {
      config: accountRead,
      schema: {
        tags: ['Users'],
        security: KEY_SECURITY,
        operationId: 'listAuditLog',
        summary: 'The audit log, newest first (the account owner, or a workspace admin for their workspace)',
        querystring: Type.Object({ ...AuthQuery, ...PageQuery, ...AuditFilters }),
        response: { 200: Type.Array(AuditEntry), ...errorResponses() },
      },
    },
    (req, reply) => {
      const { resource_type, resource_id, actor_id, action, workspace_id, from, to } = req.query;
      const filter = { resource_type, resource_id, actor_id, action, workspace_id, from, to };
      return answerPage(req, reply, AUDIT_LIST, (page) => audit.list({ ctx: req.ctx, filter, page }));
    },
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, IdParams, KEY_SECURITY, NoContent } from '../../http/common-schemas.js';
import { routeOptions } from '../../http/route-config.js';
import {
  Account,
  AccountPatch,
  Client,
  ClientInput,
  CreatedKey,
  Key,
  KeyInput,
  Usage,
  Workspace,
  WorkspaceInput,
} from './account.schemas.js';
import type { AccountService } from './account.service.js';

const config = { auth: 'account', scope: 'owner', limits: 'account' } as const;
const base = { tags: ['Account'], security: KEY_SECURITY, querystring: Type.Object(AuthQuery) };
const owner = routeOptions(config, base);
const wsParams = IdParams('workspaceId');
const gone = { 204: NoContent, ...errorResponses(404) };

/** The account-owner API: only `owner` keys reach it. */
export function registerAccountRoutes(root: FastifyInstance, service: AccountService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/v1/account', owner({ response: { 200: Account, ...errorResponses() } }), (req) =>
    service.getAccount({ accountId: req.ctx.accountId }),
  );
  app.patch(
    '/v1/account',
    owner({ body: AccountPatch, response: { 200: Account, ...errorResponses() } }),
    (req) => service.updateAccount({ accountId: req.ctx.accountId, patch: req.body }),
  );
  app.get('/v1/account/usage', owner({ response: { 200: Usage, ...errorResponses() } }), (req) =>
    service.usage({ ctx: req.ctx }),
  );

  // workspaces
  app.post(
    '/v1/account/workspaces',
    owner({ body: WorkspaceInput, response: { 201: Workspace, ...errorResponses() } }),
    async (req, reply) => reply.code(201).send(await service.createWorkspace({ ctx: req.ctx, ...req.body })),
  );
  app.get(
    '/v1/account/workspaces',
    owner({ response: { 200: Type.Array(Workspace), ...errorResponses() } }),
    (req) => service.listWorkspaces({ ctx: req.ctx }),
  );
  app.get(
    '/v1/account/workspaces/:workspaceId',
    owner({ params: wsParams, response: { 200: Workspace, ...errorResponses(404) } }),
    (req) => service.getWorkspace({ ctx: req.ctx, ...req.params }),
  );
  app.patch(
    '/v1/account/workspaces/:workspaceId',
    owner({
      params: wsParams,
      body: WorkspaceInput,
      response: { 200: Workspace, ...errorResponses(404) },
    }),
    (req) => service.renameWorkspace({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  app.delete(
    '/v1/account/workspaces/:workspaceId',
    owner({ params: wsParams, response: gone }),
    async (req, reply) => {
      await service.deleteWorkspace({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );

  // keys
  app.post(
    '/v1/account/keys',
    owner({ body: KeyInput, response: { 201: CreatedKey, ...errorResponses() } }),
    async (req, reply) => reply.code(201).send(await service.createKey({ ctx: req.ctx, ...req.body })),
  );
  app.get('/v1/account/keys', owner({ response: { 200: Type.Array(Key), ...errorResponses() } }), (req) =>
    service.listKeys({ ctx: req.ctx }),
  );
  app.delete(
    '/v1/account/keys/:keyId',
    owner({ params: IdParams('keyId'), response: gone }),
    async (req, reply) => {
      await service.deleteKey({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );

  // client ids
  app.post(
    '/v1/account/clients',
    owner({ body: ClientInput, response: { 201: Client, ...errorResponses() } }),
    async (req, reply) => reply.code(201).send(await service.createClient({ ctx: req.ctx, ...req.body })),
  );
  app.get(
    '/v1/account/clients',
    owner({ response: { 200: Type.Array(Client), ...errorResponses() } }),
    (req) => service.listClients({ ctx: req.ctx }),
  );
  app.delete(
    '/v1/account/clients/:clientId',
    owner({ params: IdParams('clientId'), response: gone }),
    async (req, reply) => {
      await service.deleteClient({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );
}

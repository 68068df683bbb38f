import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, KEY_SECURITY, NoContent } from '../../http/schema-kit.js';
import {
  Account,
  AccountPatch,
  Client,
  ClientInput,
  CreatedKey,
  IdParams,
  Key,
  KeyInput,
  Usage,
  Workspace,
  WorkspaceInput,
} from './account.schemas.js';
import type { AccountService } from './account.service.js';

const owner = { auth: 'account', scope: 'owner', limits: 'account' } as const;
const querystring = Type.Object(AuthQuery);
const tags = ['Account'];
const base = { tags, security: KEY_SECURITY, querystring };

/** The account-owner API: only `owner` keys reach it. */
export function registerAccountRoutes(root: FastifyInstance, service: AccountService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/v1/account',
    { config: owner, schema: { ...base, response: { 200: Account, ...errorResponses() } } },
    (req) => service.getAccount(req.ctx.accountId),
  );
  app.patch(
    '/v1/account',
    {
      config: owner,
      schema: { ...base, body: AccountPatch, response: { 200: Account, ...errorResponses() } },
    },
    (req) => service.updateAccount(req.ctx.accountId, req.body),
  );
  app.get(
    '/v1/account/usage',
    { config: owner, schema: { ...base, response: { 200: Usage, ...errorResponses() } } },
    (req) => service.usage(req.ctx),
  );

  // workspaces
  app.post(
    '/v1/account/workspaces',
    {
      config: owner,
      schema: { ...base, body: WorkspaceInput, response: { 201: Workspace, ...errorResponses() } },
    },
    async (req, reply) => reply.code(201).send(await service.createWorkspace(req.ctx, req.body.name)),
  );
  app.get(
    '/v1/account/workspaces',
    { config: owner, schema: { ...base, response: { 200: Type.Array(Workspace), ...errorResponses() } } },
    (req) => service.listWorkspaces(req.ctx),
  );
  const wsParams = IdParams('workspaceId');
  app.get(
    '/v1/account/workspaces/:workspaceId',
    {
      config: owner,
      schema: { ...base, params: wsParams, response: { 200: Workspace, ...errorResponses(404) } },
    },
    (req) => service.getWorkspace(req.ctx, req.params.workspaceId),
  );
  app.patch(
    '/v1/account/workspaces/:workspaceId',
    {
      config: owner,
      schema: {
        ...base,
        params: wsParams,
        body: WorkspaceInput,
        response: { 200: Workspace, ...errorResponses(404) },
      },
    },
    (req) => service.renameWorkspace(req.ctx, req.params.workspaceId, req.body.name),
  );
  app.delete(
    '/v1/account/workspaces/:workspaceId',
    {
      config: owner,
      schema: { ...base, params: wsParams, response: { 204: NoContent, ...errorResponses(404) } },
    },
    async (req, reply) => {
      await service.deleteWorkspace(req.ctx, req.params.workspaceId);
      return reply.code(204).send(null);
    },
  );

  // keys
  app.post(
    '/v1/account/keys',
    {
      config: owner,
      schema: { ...base, body: KeyInput, response: { 201: CreatedKey, ...errorResponses() } },
    },
    async (req, reply) => reply.code(201).send(await service.createKey(req.ctx, req.body)),
  );
  app.get(
    '/v1/account/keys',
    { config: owner, schema: { ...base, response: { 200: Type.Array(Key), ...errorResponses() } } },
    (req) => service.listKeys(req.ctx),
  );
  app.delete(
    '/v1/account/keys/:keyId',
    {
      config: owner,
      schema: { ...base, params: IdParams('keyId'), response: { 204: NoContent, ...errorResponses(404) } },
    },
    async (req, reply) => {
      await service.deleteKey(req.ctx, req.params.keyId);
      return reply.code(204).send(null);
    },
  );

  // client ids
  app.post(
    '/v1/account/clients',
    { config: owner, schema: { ...base, body: ClientInput, response: { 201: Client, ...errorResponses() } } },
    async (req, reply) => reply.code(201).send(await service.createClient(req.ctx, req.body)),
  );
  app.get(
    '/v1/account/clients',
    { config: owner, schema: { ...base, response: { 200: Type.Array(Client), ...errorResponses() } } },
    (req) => service.listClients(req.ctx),
  );
  app.delete(
    '/v1/account/clients/:clientId',
    {
      config: owner,
      schema: { ...base, params: IdParams('clientId'), response: { 204: NoContent, ...errorResponses(404) } },
    },
    async (req, reply) => {
      await service.deleteClient(req.ctx, req.params.clientId);
      return reply.code(204).send(null);
    },
  );
}

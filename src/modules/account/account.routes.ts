import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, IdParams, KEY_SECURITY, NoContent } from '../../http/common-schemas.js';
import { answerPage, type ListKey, PageQuery } from '../../http/paging.js';
import { accountOwner, accountOwnerRecovery } from '../../http/route-config.js';
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
import type { CredentialsService } from './account-credentials.service.js';
import type { WorkspacesService } from './account-workspaces.service.js';

const base = { tags: ['Account'], security: KEY_SECURITY, querystring: Type.Object(AuthQuery) };
// Account settings and clients are accountOwnerRecovery: an unrestricted owner key reaches them
// without an API client id, so an account that requires client ids can always be recovered
// (docs/security.md).
const wsParams = IdParams('workspaceId');
const pagedQuery = Type.Object({ ...AuthQuery, ...PageQuery });
const WORKSPACE_LIST: ListKey = { list: 'workspaces', shape: ['string', 'string', 'string'] };
const KEY_LIST: ListKey = { list: 'keys', shape: ['string'] };
const CLIENT_LIST: ListKey = { list: 'clients', shape: ['string'] };
const gone = { 204: NoContent, ...errorResponses(404) };

/** The account-owner API: only `owner` keys reach it; what a limited one may do is lib/reach.ts. */
export function registerAccountRoutes(
  root: FastifyInstance,
  services: { accounts: AccountService; workspaces: WorkspacesService; credentials: CredentialsService },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const { accounts, workspaces, credentials } = services;

  app.get(
    '/v1/account',
    {
      config: accountOwnerRecovery,
      schema: {
        ...base,
        summary: 'Get the account of the key',
        response: { 200: Account, ...errorResponses() },
      },
    },
    (req) => accounts.ownAccount({ ctx: req.ctx }),
  );
  app.patch(
    '/v1/account',
    {
      config: accountOwnerRecovery,
      schema: {
        ...base,
        summary: 'Change the account settings',
        body: AccountPatch,
        response: { 200: Account, ...errorResponses() },
      },
    },
    (req) => accounts.updateOwnAccount({ ctx: req.ctx, patch: req.body }),
  );
  app.get(
    '/v1/account/usage',
    {
      config: accountOwner,
      schema: { ...base, summary: "This month's usage", response: { 200: Usage, ...errorResponses() } },
    },
    (req) => accounts.usage({ ctx: req.ctx }),
  );

  // workspaces
  app.post(
    '/v1/account/workspaces',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Create a workspace',
        body: WorkspaceInput,
        response: { 201: Workspace, ...errorResponses(409) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await workspaces.createWorkspace({ ctx: req.ctx, ...req.body })),
  );
  app.get(
    '/v1/account/workspaces',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'List the workspaces the key reaches, by name',
        querystring: pagedQuery,
        response: { 200: Type.Array(Workspace), ...errorResponses() },
      },
    },
    (req, reply) =>
      answerPage(req, reply, WORKSPACE_LIST, (page) => workspaces.listWorkspaces({ ctx: req.ctx, page })),
  );
  app.get(
    '/v1/account/workspaces/:workspaceId',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Get a workspace',
        params: wsParams,
        response: { 200: Workspace, ...errorResponses(404) },
      },
    },
    (req) => workspaces.getWorkspace({ ctx: req.ctx, ...req.params }),
  );
  app.patch(
    '/v1/account/workspaces/:workspaceId',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Rename a workspace',
        params: wsParams,
        body: WorkspaceInput,
        response: { 200: Workspace, ...errorResponses(404) },
      },
    },
    (req) => workspaces.renameWorkspace({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  app.delete(
    '/v1/account/workspaces/:workspaceId',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Delete a workspace and everything in it',
        params: wsParams,
        response: gone,
      },
    },
    async (req, reply) => {
      await workspaces.deleteWorkspace({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );

  // keys
  app.post(
    '/v1/account/keys',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'Create an API key (its secret is shown once)',
        body: KeyInput,
        response: { 201: CreatedKey, ...errorResponses(409) },
      },
    },
    async (req, reply) => reply.code(201).send(await credentials.createKey({ ctx: req.ctx, ...req.body })),
  );
  app.get(
    '/v1/account/keys',
    {
      config: accountOwner,
      schema: {
        ...base,
        summary: 'List the API keys the key may see',
        querystring: pagedQuery,
        response: { 200: Type.Array(Key), ...errorResponses() },
      },
    },
    (req, reply) => answerPage(req, reply, KEY_LIST, (page) => credentials.listKeys({ ctx: req.ctx, page })),
  );
  app.delete(
    '/v1/account/keys/:keyId',
    {
      config: accountOwner,
      schema: { ...base, summary: 'Revoke an API key', params: IdParams('keyId'), response: gone },
    },
    async (req, reply) => {
      await credentials.deleteKey({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );

  // client ids
  app.post(
    '/v1/account/clients',
    {
      config: accountOwnerRecovery,
      schema: {
        ...base,
        summary: 'Create an API client id',
        body: ClientInput,
        response: { 201: Client, ...errorResponses(409) },
      },
    },
    async (req, reply) => reply.code(201).send(await credentials.createClient({ ctx: req.ctx, ...req.body })),
  );
  app.get(
    '/v1/account/clients',
    {
      config: accountOwnerRecovery,
      schema: {
        ...base,
        summary: 'List the API client ids',
        querystring: pagedQuery,
        response: { 200: Type.Array(Client), ...errorResponses() },
      },
    },
    (req, reply) =>
      answerPage(req, reply, CLIENT_LIST, (page) => credentials.listClients({ ctx: req.ctx, page })),
  );
  app.delete(
    '/v1/account/clients/:clientId',
    {
      config: accountOwnerRecovery,
      schema: { ...base, summary: 'Delete an API client id', params: IdParams('clientId'), response: gone },
    },
    async (req, reply) => {
      await credentials.deleteClient({ ctx: req.ctx, ...req.params });
      return reply.code(204).send(null);
    },
  );
}

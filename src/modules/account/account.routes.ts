import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { noContent } from '../../http/no-content.js';
import { answerPage, type ListKey } from '../../http/paging.js';
import { accountSchemas } from '../../http/resource-schemas.js';
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

const route = accountSchemas(['Account']);
// Account settings and clients are accountOwnerRecovery: an unrestricted owner key reaches them
// without an API client id, so an account that requires client ids can always be recovered
// (docs/security.md).
const wsParams = IdParams('workspaceId');
const WORKSPACE_LIST: ListKey = { list: 'workspaces', shape: ['string', 'string', 'string'] };
const KEY_LIST: ListKey = { list: 'keys', shape: ['string'] };
const CLIENT_LIST: ListKey = { list: 'clients', shape: ['string'] };

/** The account-owner API: only `owner` keys reach it; what a limited one may do is lib/reach.ts. */
export function registerAccountRoutes(
  root: FastifyInstance,
  services: { accounts: AccountService; workspaces: WorkspacesService; credentials: CredentialsService },
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const { accounts, workspaces, credentials } = services;

  const account = route.read({ summary: 'Get the account of the key', response: Account });
  app.get('/v1/account', { config: accountOwnerRecovery, schema: account }, (req) =>
    accounts.ownAccount({ ctx: req.ctx }),
  );
  const settings = route.updated({
    summary: 'Change the account settings',
    body: AccountPatch,
    response: Account,
  });
  app.patch('/v1/account', { config: accountOwnerRecovery, schema: settings }, (req) =>
    accounts.updateOwnAccount({ ctx: req.ctx, patch: req.body }),
  );
  const usage = route.read({ summary: "This month's usage", response: Usage });
  app.get('/v1/account/usage', { config: accountOwner, schema: usage }, (req) =>
    accounts.usage({ ctx: req.ctx }),
  );

  // workspaces
  const WORKSPACES = '/v1/account/workspaces';
  const WORKSPACE = `${WORKSPACES}/:workspaceId`;
  const createWs = route.created({
    summary: 'Create a workspace',
    body: WorkspaceInput,
    response: Workspace,
    errors: [409],
  });
  app.post(WORKSPACES, { config: accountOwner, schema: createWs }, async (req, reply) =>
    reply.code(201).send(await workspaces.createWorkspace({ ctx: req.ctx, ...req.body })),
  );
  const listWs = route.list({ summary: 'List the workspaces the key reaches, by name', item: Workspace });
  app.get(WORKSPACES, { config: accountOwner, schema: listWs }, (req, reply) =>
    answerPage(req, reply, WORKSPACE_LIST, (page) => workspaces.listWorkspaces({ ctx: req.ctx, page })),
  );
  const getWs = route.read({ summary: 'Get a workspace', params: wsParams, response: Workspace });
  app.get(WORKSPACE, { config: accountOwner, schema: getWs }, (req) =>
    workspaces.getWorkspace({ ctx: req.ctx, ...req.params }),
  );
  const renameWs = route.updated({
    summary: 'Rename a workspace',
    params: wsParams,
    body: WorkspaceInput,
    response: Workspace,
  });
  app.patch(WORKSPACE, { config: accountOwner, schema: renameWs }, (req) =>
    workspaces.renameWorkspace({ ctx: req.ctx, ...req.params, ...req.body }),
  );
  const deleteWs = route.deleted({ summary: 'Delete a workspace and everything in it', params: wsParams });
  app.delete(WORKSPACE, { config: accountOwner, schema: deleteWs }, (req, reply) =>
    noContent(reply, workspaces.deleteWorkspace({ ctx: req.ctx, ...req.params })),
  );

  // keys
  const createKey = route.created({
    summary: 'Create an API key (its secret is shown once)',
    body: KeyInput,
    response: CreatedKey,
    errors: [409],
  });
  app.post('/v1/account/keys', { config: accountOwner, schema: createKey }, async (req, reply) =>
    reply.code(201).send(await credentials.createKey({ ctx: req.ctx, ...req.body })),
  );
  const listKeys = route.list({ summary: 'List the API keys the key may see', item: Key });
  app.get('/v1/account/keys', { config: accountOwner, schema: listKeys }, (req, reply) =>
    answerPage(req, reply, KEY_LIST, (page) => credentials.listKeys({ ctx: req.ctx, page })),
  );
  const revokeKey = route.deleted({ summary: 'Revoke an API key', params: IdParams('keyId') });
  app.delete('/v1/account/keys/:keyId', { config: accountOwner, schema: revokeKey }, (req, reply) =>
    noContent(reply, credentials.deleteKey({ ctx: req.ctx, ...req.params })),
  );

  // client ids
  const createClient = route.created({
    summary: 'Create an API client id',
    body: ClientInput,
    response: Client,
    errors: [409],
  });
  app.post(
    '/v1/account/clients',
    { config: accountOwnerRecovery, schema: createClient },
    async (req, reply) => reply.code(201).send(await credentials.createClient({ ctx: req.ctx, ...req.body })),
  );
  const listClients = route.list({ summary: 'List the API client ids', item: Client });
  app.get('/v1/account/clients', { config: accountOwnerRecovery, schema: listClients }, (req, reply) =>
    answerPage(req, reply, CLIENT_LIST, (page) => credentials.listClients({ ctx: req.ctx, page })),
  );
  const deleteClient = route.deleted({ summary: 'Delete an API client id', params: IdParams('clientId') });
  app.delete(
    '/v1/account/clients/:clientId',
    { config: accountOwnerRecovery, schema: deleteClient },
    (req, reply) => noContent(reply, credentials.deleteClient({ ctx: req.ctx, ...req.params })),
  );
}

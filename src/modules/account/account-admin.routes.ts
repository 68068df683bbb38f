import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ADMIN_SECURITY, errorResponses, IdParams, NoContent } from '../../http/common-schemas.js';
import { noContent } from '../../http/no-content.js';
import { answerPage, type ListKey, PageQuery } from '../../http/paging.js';
import { operator } from '../../http/route-config.js';
import type { AccountLimits } from '../../lib/account-limits.js';
import { Account, AdminAccountInput, AdminAccountPatch, CreatedAccount } from './account.schemas.js';
import type { AccountService } from './account.service.js';

const base = { tags: ['Operator'], security: ADMIN_SECURITY };
const params = IdParams('accountId');
const ACCOUNT_LIST: ListKey = { list: 'accounts', shape: ['string', 'string'] };

/** The operator API (enabled by PROMPTKEEP_ADMIN_KEY): accounts and their limits. */
export function registerAccountAdminRoutes(
  root: FastifyInstance,
  service: AccountService,
  defaults: AccountLimits,
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/v1/admin/accounts',
    {
      config: operator,
      schema: {
        ...base,
        summary: 'Create an account with its first workspace and owner key',
        body: AdminAccountInput,
        response: { 201: CreatedAccount, ...errorResponses() },
      },
    },
    async (req, reply) => {
      const { require_api_client = false, ...input } = req.body;
      const created = await service.createAccount({ ...defaults, ...input, require_api_client });
      return reply.code(201).send(created);
    },
  );
  app.get(
    '/v1/admin/accounts',
    {
      config: operator,
      schema: {
        ...base,
        summary: 'List accounts, oldest first',
        querystring: Type.Object(PageQuery),
        response: { 200: Type.Array(Account), ...errorResponses() },
      },
    },
    (req, reply) => answerPage(req, reply, ACCOUNT_LIST, (page) => service.listAccounts({ page })),
  );
  app.get(
    '/v1/admin/accounts/:accountId',
    {
      config: operator,
      schema: {
        ...base,
        summary: 'Get an account',
        params,
        response: { 200: Account, ...errorResponses(404) },
      },
    },
    (req) => service.getAccount(req.params),
  );
  app.patch(
    '/v1/admin/accounts/:accountId',
    {
      config: operator,
      schema: {
        ...base,
        summary: "Change an account's name, limits or settings",
        params,
        body: AdminAccountPatch,
        response: { 200: Account, ...errorResponses(404) },
      },
    },
    (req) => service.updateAccount({ accountId: req.params.accountId, patch: req.body }),
  );
  app.delete(
    '/v1/admin/accounts/:accountId',
    {
      config: operator,
      schema: {
        ...base,
        summary: 'Delete an account and all its data',
        params,
        response: { 204: NoContent, ...errorResponses(404) },
      },
    },
    (req, reply) => noContent(reply, service.deleteAccount(req.params)),
  );
}

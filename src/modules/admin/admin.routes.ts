import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ADMIN_SECURITY, errorResponses, NoContent } from '../../http/schema-kit.js';
import { Account, IdParams, LimitFields } from '../account/account.schemas.js';
import type { AccountService } from '../account/account.service.js';

const admin = { auth: 'admin' } as const;
const tags = ['Operator'];
const security = ADMIN_SECURITY;
const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' });

const LimitInput = {
  rate_limit_per_second: Type.Optional(LimitFields.rate_limit_per_second),
  monthly_request_quota: Type.Optional(LimitFields.monthly_request_quota),
  monthly_token_limit: Type.Optional(LimitFields.monthly_token_limit),
  require_api_client: Type.Optional(Type.Boolean()),
};
const AccountInput = Type.Object({ name: Name, ...LimitInput }, { additionalProperties: false });
const AccountPatch = Type.Object(
  { name: Type.Optional(Name), ...LimitInput },
  { additionalProperties: false, minProperties: 1 },
);
const CreatedAccount = Type.Object({
  ...Account.properties,
  workspace_id: Type.String({ description: 'The account’s default workspace.' }),
  key_id: Type.String(),
  api_key: Type.String({ description: 'The owner key. Shown only in this response.' }),
});

export interface AccountDefaults {
  rate_limit_per_second: number | null;
  monthly_request_quota: number | null;
  monthly_token_limit: number | null;
}

/** The operator API (enabled by PROMPTKEEP_ADMIN_KEY): accounts and their limits. */
export function registerAdminRoutes(
  root: FastifyInstance,
  service: AccountService,
  defaults: AccountDefaults,
) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const params = IdParams('accountId');

  app.post(
    '/v1/admin/accounts',
    {
      config: admin,
      schema: { tags, security, body: AccountInput, response: { 201: CreatedAccount, ...errorResponses() } },
    },
    async (req, reply) => {
      const created = await service.createAccount({
        ...defaults,
        ...req.body,
        require_api_client: req.body.require_api_client ?? false,
      });
      return reply.code(201).send(created);
    },
  );
  app.get(
    '/v1/admin/accounts',
    {
      config: admin,
      schema: { tags, security, response: { 200: Type.Array(Account), ...errorResponses() } },
    },
    () => service.listAccounts(),
  );
  app.get(
    '/v1/admin/accounts/:accountId',
    { config: admin, schema: { tags, security, params, response: { 200: Account, ...errorResponses(404) } } },
    (req) => service.getAccount(req.params.accountId),
  );
  app.patch(
    '/v1/admin/accounts/:accountId',
    {
      config: admin,
      schema: {
        tags,
        security,
        params,
        body: AccountPatch,
        response: { 200: Account, ...errorResponses(404) },
      },
    },
    (req) => service.updateAccount(req.params.accountId, req.body),
  );
  app.delete(
    '/v1/admin/accounts/:accountId',
    {
      config: admin,
      schema: { tags, security, params, response: { 204: NoContent, ...errorResponses(404) } },
    },
    async (req, reply) => {
      await service.deleteAccount(req.params.accountId);
      return reply.code(204).send(null);
    },
  );
}

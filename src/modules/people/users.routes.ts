import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AuthQuery, errorResponses, IdParams, KEY_SECURITY } from '../../http/common-schemas.js';
import { answerPage, type ListKey, PageQuery } from '../../http/paging.js';
import { accountOwner } from '../../http/route-config.js';
import { Invitation, InvitedUser, User, UserInvite, UserPatch } from './people.schemas.js';
import type { UsersService } from './users.service.js';

const base = { tags: ['Users'], security: KEY_SECURITY, querystring: Type.Object(AuthQuery) };
const params = IdParams('userId');
const USER_LIST: ListKey = { list: 'users', shape: ['string'] };

/** The account owner's user management (an unrestricted owner key, or a user with the owner role). */
export function registerUsersRoutes(root: FastifyInstance, users: UsersService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/v1/account/users',
    {
      config: accountOwner,
      schema: {
        ...base,
        operationId: 'inviteUser',
        summary: 'Invite a user (the single-use link is returned, and e-mailed with --smtp-url)',
        body: UserInvite,
        response: { 201: InvitedUser, ...errorResponses(409) },
      },
    },
    async (req, reply) => reply.code(201).send(await users.invite({ ctx: req.ctx, input: req.body })),
  );
  app.get(
    '/v1/account/users',
    {
      config: accountOwner,
      schema: {
        ...base,
        operationId: 'listUsers',
        summary: 'List the users of the account',
        querystring: Type.Object({ ...AuthQuery, ...PageQuery }),
        response: { 200: Type.Array(User), ...errorResponses() },
      },
    },
    (req, reply) => answerPage(req, reply, USER_LIST, (page) => users.list({ ctx: req.ctx, page })),
  );
  app.get(
    '/v1/account/users/:userId',
    {
      config: accountOwner,
      schema: {
        ...base,
        operationId: 'getUser',
        summary: 'Get a user',
        params,
        response: { 200: User, ...errorResponses(404) },
      },
    },
    (req) => users.get({ ctx: req.ctx, ...req.params }),
  );
  app.patch(
    '/v1/account/users/:userId',
    {
      config: accountOwner,
      schema: {
        ...base,
        operationId: 'updateUser',
        summary: 'Rename, disable (ends every session at once) or re-enable a user',
        params,
        body: UserPatch,
        response: { 200: User, ...errorResponses(404, 409) },
      },
    },
    (req) => users.update({ ctx: req.ctx, ...req.params, patch: req.body }),
  );
  app.post(
    '/v1/account/users/:userId/invitation',
    {
      config: accountOwner,
      schema: {
        ...base,
        operationId: 'createUserInvitation',
        summary: 'A new invitation link for a user who has not accepted yet (earlier links stop working)',
        params,
        response: { 201: Invitation, ...errorResponses(404, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await users.reinvite({ ctx: req.ctx, ...req.params })),
  );
}

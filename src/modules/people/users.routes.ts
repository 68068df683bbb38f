import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../http/common-schemas.js';
import { answerPage, type ListKey } from '../../http/paging.js';
import { accountSchemas } from '../../http/resource-schemas.js';
import { accountOwner } from '../../http/route-config.js';
import { Invitation, InvitedUser, User, UserInvite, UserPatch } from './people.schemas.js';
import type { UsersService } from './users.service.js';

const route = accountSchemas(['Users']);
const USERS = '/v1/account/users';
const USER = `${USERS}/:userId`;
const params = IdParams('userId');
const USER_LIST: ListKey = { list: 'users', shape: ['string'] };

/** The account owner's user management (an unrestricted owner key, or a user with the owner role). */
export function registerUsersRoutes(root: FastifyInstance, users: UsersService) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const invite = route.created({
    operationId: 'inviteUser',
    summary: 'Invite a user (the single-use link is returned, and e-mailed with --smtp-url)',
    body: UserInvite,
    response: InvitedUser,
    errors: [409],
  });
  app.post(USERS, { config: accountOwner, schema: invite }, async (req, reply) =>
    reply.code(201).send(await users.invite({ ctx: req.ctx, input: req.body })),
  );
  const list = route.list({ operationId: 'listUsers', summary: 'List the users of the account', item: User });
  app.get(USERS, { config: accountOwner, schema: list }, (req, reply) =>
    answerPage(req, reply, USER_LIST, (page) => users.list({ ctx: req.ctx, page })),
  );
  const get = route.read({ operationId: 'getUser', summary: 'Get a user', params, response: User });
  app.get(USER, { config: accountOwner, schema: get }, (req) => users.get({ ctx: req.ctx, ...req.params }));
  const update = route.updated({
    operationId: 'updateUser',
    summary: 'Rename, disable (ends every session at once) or re-enable a user',
    params,
    body: UserPatch,
    response: User,
    errors: [409],
  });
  app.patch(USER, { config: accountOwner, schema: update }, (req) =>
    users.update({ ctx: req.ctx, ...req.params, patch: req.body }),
  );
  const reinvite = route.created({
    operationId: 'createUserInvitation',
    summary: 'A new invitation link for a user who has not accepted yet (earlier links stop working)',
    params,
    response: Invitation,
    errors: [409],
  });
  app.post(`${USER}/invitation`, { config: accountOwner, schema: reinvite }, async (req, reply) =>
    reply.code(201).send(await users.reinvite({ ctx: req.ctx, ...req.params })),
  );
}

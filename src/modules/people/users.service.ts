import type { Transaction } from 'kysely';
import type { ChangeRecorder } from '../../db/changes.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, DomainError, notFound } from '../../lib/domain-error.js';
import type { IdGenerator } from '../../lib/ids.js';
import { type Page, type PageRequest, pageOf } from '../../lib/paging.js';
import { assertAccountWide } from '../../lib/reach.js';
import type { RequestContext } from '../../lib/request-context.js';
import { generateSecret } from '../../lib/secrets.js';
import type { InvitationMailer } from './invitation-mailer.js';
import type { MemberView, PeopleRepo } from './people.repo.js';
import type { User, UserInvite, UserPatch } from './people.schemas.js';
import type { PeopleSettings } from './people-settings.js';

type Ctx = { ctx: RequestContext };
type UserRow = Database['users'];
type MemberRow = Database['workspace_members'];

export interface UsersServiceDeps {
  repo: PeopleRepo;
  record: ChangeRecorder;
  ids: IdGenerator;
  clock: Clock;
  settings: PeopleSettings;
  mailer: InvitationMailer | null;
  onMailError: (error: unknown) => void;
}

export function presentUser(row: UserRow, members: MemberView[]): User {
  return {
    user_id: row.id,
    email: row.email,
    name: row.name,
    status: row.status,
    owner: row.owner === 1,
    workspaces: members
      .filter((m) => m.user_id === row.id)
      .map((m) => ({ workspace_id: m.workspace_id, workspace_name: m.workspace_name, role: m.role })),
    created: row.created,
    updated: row.updated,
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The users of an account (issue 22 §1): the account owner (an unrestricted owner key, or a user
 * with the owner role) invites, renames, disables and re-enables them. An invitation is a
 * single-use link with an expiry, returned to the inviter and, with --smtp-url, e-mailed.
 */
export function createUsersService({
  repo,
  record,
  ids,
  clock,
  settings,
  mailer,
  onMailError,
}: UsersServiceDeps) {
  const now = () => clock.now().toISOString();
  const manage = (ctx: RequestContext) => assertAccountWide(ctx, 'Managing users');

  async function load(accountId: string, userId: string) {
    const row = await repo.findUser(accountId, userId);
    if (!row) throw notFound('User');
    return presentUser(row, await repo.membersOf(accountId, [row.id]));
  }

  /** A new invitation for `user` (earlier ones stop working), sent by e-mail when configured. */
  async function invitation(
    ctx: RequestContext,
    user: UserRow,
    write: (run: (trx: Transaction<Database>) => Promise<void>) => Promise<void>,
  ) {
    const { secret, hash } = generateSecret('inv');
    const created = now();
    const expiresAt = new Date(clock.now().getTime() + settings.invitationTtlHours * 3_600_000).toISOString();
    await write(async (trx) => {
      await repo.retireInvitations(trx, ctx.accountId, user.id, created);
      await repo.insertInvitation(trx, {
        id: ids.next('uin'),
        account_id: ctx.accountId,
        user_id: user.id,
        token_hash: hash,
        expires_at: expiresAt,
        used_at: null,
        created_by: ctx.actor.id,
        created,
      });
      await record(trx, ctx, {
        action: 'user.invite',
        resourceType: 'user',
        resourceId: user.id,
        workspaceId: null,
      });
    });
    // The token travels after `#`: browsers never send it to a server or in a Referer.
    const url = `${settings.publicUrl ?? ''}/invitation#${secret}`;
    let emailed = false;
    if (mailer) {
      try {
        const account = await repo.accountName(ctx.accountId);
        await mailer.send({ to: user.email, name: user.name, accountName: account, url, expiresAt });
        emailed = true;
      } catch (error) {
        // The invitation stands: the inviter has the link and sees emailed: false.
        onMailError(error);
      }
    }
    return { token: secret, url, expires_at: expiresAt, emailed };
  }

  return {
    async invite({ ctx, input }: Ctx & { input: UserInvite }) {
      manage(ctx);
      const workspaces = input.workspaces ?? [];
      const ids_ = [...new Set(workspaces.map((w) => w.workspace_id))];
      if (ids_.length !== workspaces.length) throw badRequest('workspaces names a workspace twice.');
      if (ids_.length) {
        const { n } = await repo.countWorkspacesIn(ctx.accountId, ids_);
        if (Number(n) !== ids_.length) throw badRequest('workspaces names a workspace that does not exist.');
      }
      const at = now();
      const row: UserRow = {
        id: ids.next('usr'),
        account_id: ctx.accountId,
        email: normalizeEmail(input.email),
        name: input.name.trim(),
        status: 'invited',
        owner: input.owner ? 1 : 0,
        password_hash: null,
        created: at,
        updated: at,
      };
      const members: MemberRow[] = workspaces.map((w) => ({
        workspace_id: w.workspace_id,
        user_id: row.id,
        account_id: ctx.accountId,
        role: w.role,
        created: at,
        updated: at,
      }));
      const sent = await invitation(ctx, row, (run) =>
        repo
          .transaction(async (trx) => {
            await repo.insertUser(trx, row);
            await repo.insertMembers(trx, members);
            await run(trx);
          })
          .catch((error) => {
            if (isUniqueViolation(error))
              throw new DomainError('conflict', 'A user with this e-mail address already exists.');
            throw error;
          }),
      );
      // Read back for the workspaces' names (the invite named ids only).
      return { ...presentUser(row, await repo.membersOf(ctx.accountId, [row.id])), invitation: sent };
    },

    async list({ ctx, page }: Ctx & { page: PageRequest }): Promise<Page<User>> {
      manage(ctx);
      const rows = await repo.listUsers(ctx.accountId, page);
      const { items, next } = pageOf(rows, page.limit, (r) => [r.id]);
      const members = await repo.membersOf(
        ctx.accountId,
        items.map((r) => r.id),
      );
      return { items: items.map((r) => presentUser(r, members)), next };
    },

    async get({ ctx, userId }: Ctx & { userId: string }) {
      manage(ctx);
      return load(ctx.accountId, userId);
    },

    /** Renames, disables (every session ends in the same transaction) or re-enables a user. */
    async update({ ctx, userId, patch }: Ctx & { userId: string; patch: UserPatch }) {
      manage(ctx);
      const row = await repo.findUser(ctx.accountId, userId);
      if (!row) throw notFound('User');
      if (patch.status === 'disabled' && ctx.actor.id === userId)
        throw badRequest('You cannot disable yourself; ask another owner.');
      if (patch.owner === false && ctx.actor.id === userId)
        throw badRequest('You cannot give up the owner role yourself; ask another owner.');
      if (patch.status === 'active' && row.status === 'invited')
        throw new DomainError('conflict', 'This user has not accepted the invitation yet.');
      const set: Partial<UserRow> = { updated: now() };
      if (patch.name !== undefined) set.name = patch.name.trim();
      if (patch.owner !== undefined) set.owner = patch.owner ? 1 : 0;
      if (patch.status !== undefined && row.status !== 'invited') set.status = patch.status;
      await repo.transaction(async (trx) => {
        await repo.updateUser(trx, ctx.accountId, userId, set);
        if (set.status === 'disabled') await repo.deleteSessionsOf(trx, ctx.accountId, userId);
        const action =
          set.status === 'disabled'
            ? 'user.disable'
            : set.status === 'active'
              ? 'user.enable'
              : 'user.update';
        await record(trx, ctx, { action, resourceType: 'user', resourceId: userId, workspaceId: null });
        if (set.owner !== undefined && set.owner !== row.owner)
          await record(trx, ctx, {
            action: set.owner ? 'role.owner_grant' : 'role.owner_revoke',
            resourceType: 'user',
            resourceId: userId,
            workspaceId: null,
          });
      });
      return load(ctx.accountId, userId);
    },

    /** A new invitation link for a user who has not accepted yet (the old ones stop working). */
    async reinvite({ ctx, userId }: Ctx & { userId: string }) {
      manage(ctx);
      const row = await repo.findUser(ctx.accountId, userId);
      if (!row) throw notFound('User');
      if (row.status !== 'invited')
        throw new DomainError('conflict', 'This user has already accepted an invitation.');
      return invitation(ctx, row, (run) => repo.transaction(run));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

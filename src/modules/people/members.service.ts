import type { ChangeRecorder } from '../../db/changes.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, forbidden, notFound } from '../../lib/domain-error.js';
import { assertAccountWide } from '../../lib/reach.js';
import type { RequestContext, WorkspaceRole } from '../../lib/request-context.js';
import type { PeopleRepo } from './people.repo.js';
import type { Member } from './people.schemas.js';

type Ctx = { ctx: RequestContext; workspaceId: string };

/**
 * Who may manage a workspace's members (issue 22 §2): the account owner (an owner user, or an
 * unrestricted owner key: people are the account's, like its users), or a user who is the
 * workspace's admin. The same 403 whether the workspace exists or not, for anyone else.
 */
export function assertManagesMembers(ctx: RequestContext, workspaceId: string): void {
  if (ctx.actor.type === 'user' && ctx.user && !ctx.user.owner) {
    if (ctx.user.workspaces[workspaceId] !== 'admin')
      throw forbidden("Managing a workspace's members needs its admin role or the account owner.");
    return;
  }
  assertAccountWide(ctx, "Managing a workspace's members");
}

/** The members of a workspace and their roles (the workspace_members rows). */
export function createMembersService({
  repo,
  clock,
  record,
}: {
  repo: PeopleRepo;
  clock: Clock;
  record: ChangeRecorder;
}) {
  async function workspaceExists(ctx: RequestContext, workspaceId: string) {
    const { n } = await repo.countWorkspacesIn(ctx.accountId, [workspaceId]);
    if (Number(n) !== 1) throw notFound('Workspace');
  }
  return {
    async list({ ctx, workspaceId }: Ctx): Promise<Member[]> {
      assertManagesMembers(ctx, workspaceId);
      await workspaceExists(ctx, workspaceId);
      const rows = await repo.membersOfWorkspace(ctx.accountId, workspaceId);
      return rows.map(presentMember);
    },

    /** Gives `userId` the role in the workspace (adds them, or changes their role). */
    async put({ ctx, workspaceId, userId, role }: Ctx & { userId: string; role: WorkspaceRole }) {
      assertManagesMembers(ctx, workspaceId);
      await workspaceExists(ctx, workspaceId);
      const user = await repo.findUser(ctx.accountId, userId);
      if (!user) throw notFound('User');
      if (ctx.actor.id === userId && role !== 'admin' && !ctx.user?.owner)
        throw badRequest('You cannot lower your own role; ask the owner or another admin.');
      const at = clock.now().toISOString();
      await repo.transaction(async (trx) => {
        await repo.upsertMember(
          {
            workspace_id: workspaceId,
            user_id: userId,
            account_id: ctx.accountId,
            role,
            created: at,
            updated: at,
          },
          trx,
        );
        await record(trx, ctx, {
          action: `role.${role}`,
          resourceType: 'member',
          resourceId: userId,
          workspaceId,
        });
      });
      const row = (await repo.membersOfWorkspace(ctx.accountId, workspaceId)).find(
        (m) => m.user_id === userId,
      );
      return presentMember(row as NonNullable<typeof row>);
    },

    async remove({ ctx, workspaceId, userId }: Ctx & { userId: string }) {
      assertManagesMembers(ctx, workspaceId);
      await repo.transaction(async (trx) => {
        const result = await repo.deleteMember(ctx.accountId, workspaceId, userId, trx);
        if (Number(result.numDeletedRows) === 0) throw notFound('Member');
        await record(trx, ctx, {
          action: 'role.remove',
          resourceType: 'member',
          resourceId: userId,
          workspaceId,
        });
      });
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;

function presentMember(row: {
  user_id: string;
  email: string;
  name: string;
  status: Member['status'];
  role: WorkspaceRole;
  updated: string;
}): Member {
  return {
    user_id: row.user_id,
    email: row.email,
    name: row.name,
    status: row.status,
    role: row.role,
    updated: row.updated,
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type Item, type Ok, type Role } from './api';
import { CheckField, RowForm, SubmitButton, TextField } from './fields';
import { useSession } from './session';
import { ErrorLine, MoreButton, Progress, RecordTable, Section, usePaged, WriteButton } from './ui';

type User = Item<'/v1/account/users'>;
type Member = Ok<'/v1/account/workspaces/{workspaceId}/members', 'get'>[number];
const ROLES: Role[] = ['viewer', 'editor', 'admin'];

/** A role select's choices: none (not a member), then the roles. */
function RoleOptions() {
  return (
    <>
      <option value="">none</option>
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </>
  );
}

/** Refreshes both lists a role or user change shows in. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.invalidateQueries({ queryKey: ['/v1/account/users'] });
    queryClient.invalidateQueries({ queryKey: ['members'] });
  };
}

/** A user's role in the current workspace: choosing one gives it (PUT), "none" removes them. */
function RoleSelect(props: { userId: string; name: string; role: Role | null }) {
  const session = useSession();
  const refresh = useRefresh();
  const params = { workspaceId: session.workspaceId ?? '', userId: props.userId };
  const change = useMutation({
    mutationFn: (role: Role | '') =>
      role === ''
        ? api(session, 'delete', '/v1/account/workspaces/{workspaceId}/members/{userId}', { params })
        : api(session, 'put', '/v1/account/workspaces/{workspaceId}/members/{userId}', {
            params,
            body: { role },
          }),
    onSuccess: refresh,
  });
  return (
    <>
      <select
        aria-label={`Role of ${props.name} in this workspace`}
        value={props.role ?? ''}
        disabled={change.isPending}
        onChange={(e) => change.mutate(e.target.value as Role | '')}
      >
        <RoleOptions />
      </select>
      <ErrorLine error={change.error} />
    </>
  );
}

/** The invitation link, absolute (the server answers a path when it was not told its public URL). */
function InvitationLink({ url, email }: { url: string; email: string }) {
  const [copied, setCopied] = useState(false);
  const href = new URL(url, window.location.origin).href;
  return (
    <div className="secret" role="status">
      <p>
        <strong>Send this link to {email}: it works once, and is shown only now.</strong>
      </p>
      <code className="secret-value" data-testid="invitation-link">
        {href}
      </code>{' '}
      <button type="button" onClick={() => navigator.clipboard.writeText(href).then(() => setCopied(true))}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

function Invite() {
  const session = useSession();
  const refresh = useRefresh();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role | ''>('editor');
  const [owner, setOwner] = useState(false);
  const invite = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/account/users', {
        body: {
          email,
          name,
          owner,
          workspaces: role && session.workspaceId ? [{ workspace_id: session.workspaceId, role }] : [],
        },
      }),
    onSuccess: () => {
      setEmail('');
      setName('');
      refresh();
    },
  });
  const sent = invite.data;
  return (
    <Section title="Invite a user">
      <RowForm onSubmit={() => invite.mutate()}>
        <TextField id="invite-email" label="E-mail" value={email} onChange={setEmail} />
        <TextField id="invite-name" label="Name" value={name} onChange={setName} />
        <div>
          <label htmlFor="invite-role">Role in this workspace</label>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
            <RoleOptions />
          </select>
        </div>
        <CheckField id="invite-owner" label="Account owner" checked={owner} onChange={setOwner} />
        <SubmitButton change={invite} ready={!!email && !!name}>
          Invite
        </SubmitButton>
      </RowForm>
      <Progress of={invite} label="Inviting…" />
      {sent && (
        <>
          {sent.invitation.emailed && <p className="muted">It was also sent by e-mail.</p>}
          <InvitationLink url={sent.invitation.url} email={sent.email} />
        </>
      )}
    </Section>
  );
}

/** The account's users (the owner): status, their role here, disable/enable, a new link. */
function Users() {
  const session = useSession();
  const refresh = useRefresh();
  const list = usePaged('/v1/account/users');
  const status = useMutation({
    mutationFn: (v: { user: User; status: 'active' | 'disabled' }) =>
      api(session, 'patch', '/v1/account/users/{userId}', {
        params: { userId: v.user.user_id },
        body: { status: v.status },
      }),
    onSuccess: refresh,
  });
  const relink = useMutation({
    mutationFn: (user: User) =>
      api(session, 'post', '/v1/account/users/{userId}/invitation', {
        params: { userId: user.user_id },
      }).then((invitation) => ({ invitation, email: user.email })),
  });
  const roleHere = (u: User) =>
    u.workspaces.find((m) => m.workspace_id === session.workspaceId)?.role ?? null;
  return (
    <Section title="Users">
      <ErrorLine error={list.error ?? status.error ?? relink.error} />
      <RecordTable heads={['Name', 'E-mail', 'Status', 'Role in this workspace', 'Actions']}>
        {list.items.map((u) => (
          <tr key={u.user_id}>
            <td>
              {u.name} {u.user_id === session.user?.userId && <span className="badge">you</span>}
            </td>
            <td>{u.email}</td>
            <td>
              <span className={`badge status-${u.status}`}>{u.status}</span>
            </td>
            <td>
              {u.owner ? (
                <span className="badge scope-owner">owner</span>
              ) : (
                <RoleSelect userId={u.user_id} name={u.name} role={roleHere(u)} />
              )}
            </td>
            <td>
              {u.status === 'invited' && (
                <WriteButton onClick={() => relink.mutate(u)} aria-label={`New link for ${u.name}`}>
                  New link
                </WriteButton>
              )}{' '}
              {u.status === 'disabled' ? (
                <WriteButton onClick={() => status.mutate({ user: u, status: 'active' })}>Enable</WriteButton>
              ) : (
                <WriteButton
                  className="danger"
                  disabled={u.user_id === session.user?.userId}
                  onClick={() =>
                    window.confirm(`Disable ${u.name}? Every session of theirs ends at once.`) &&
                    status.mutate({ user: u, status: 'disabled' })
                  }
                  aria-label={`Disable ${u.name}`}
                >
                  Disable
                </WriteButton>
              )}
            </td>
          </tr>
        ))}
      </RecordTable>
      <MoreButton query={list} />
      {relink.data && <InvitationLink url={relink.data.invitation.url} email={relink.data.email} />}
    </Section>
  );
}

/** A workspace admin's view: the members of their workspace, their roles, remove. */
function WorkspaceMembers() {
  const session = useSession();
  const workspaceId = session.workspaceId ?? '';
  const members = useQuery({
    queryKey: ['members', workspaceId],
    queryFn: () =>
      api(session, 'get', '/v1/account/workspaces/{workspaceId}/members', { params: { workspaceId } }),
  });
  return (
    <Section title="Members of this workspace">
      <ErrorLine error={members.error} />
      <ul className="list">
        {(members.data ?? []).map((m: Member) => (
          <li key={m.user_id}>
            <strong>{m.name}</strong> {m.email} <span className={`badge status-${m.status}`}>{m.status}</span>{' '}
            {m.user_id === session.user?.userId ? (
              <span className="badge">{m.role} (you)</span>
            ) : (
              <RoleSelect userId={m.user_id} name={m.name} role={m.role} />
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * Account → Members: the account owner invites users (the single-use link is shown), sets each
 * one's role in the current workspace and disables them; a workspace's admin manages that
 * workspace's members.
 */
export function MembersScreen() {
  const session = useSession();
  return (
    <>
      <h1>Members</h1>
      <p className="muted">
        Roles apply to the workspace chosen at the top: viewer reads, editor also writes prompts, criteria and
        contexts, admin also manages the workspace's members.
      </p>
      {session.scope === 'owner' ? (
        <>
          <Invite />
          <Users />
        </>
      ) : (
        <WorkspaceMembers />
      )}
    </>
  );
}

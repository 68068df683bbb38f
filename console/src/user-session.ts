// A person's sign-in (issue 22 §4): e-mail and password, an invitation accepted, the session
// restored after a reload, sign-out. The session is the server's HttpOnly `__Host-` cookie; the
// console keeps only the CSRF token and who the user is (docs/console.md, "Sign-in").
import { api, type Ok, PromptkeepError, page, type Role, type Scope, type Session, SIGNED_OUT } from './api';
import type { Workspace } from './types';

type SignedInBody = Ok<'/v1/auth/session', 'get'>;

/** What the app holds once someone is signed in (a key or a user). */
export interface SignedIn {
  session: Session;
  workspaces: Workspace[];
}

/** The scope the server gives the user in a workspace (owner: owner; admin, editor: write; else read). */
export function userScope(user: Session['user'], workspaceId: string | null): Scope {
  if (!user) return 'read';
  if (user.owner) return 'owner';
  const role = workspaceId ? user.roles[workspaceId] : undefined;
  return role === 'editor' || role === 'admin' ? 'write' : 'read';
}

/** The user's role in the session's workspace (null for keys and non-members; owners manage all). */
export function roleOf(session: Session): Role | null {
  return (session.workspaceId && session.user?.roles[session.workspaceId]) || null;
}

/** May manage the workspace's members and read its audit log: the owner, or the workspace's admin. */
export function managesWorkspace(session: Session): boolean {
  return session.scope === 'owner' || roleOf(session) === 'admin';
}

/**
 * The app's state from the server's answer: an owner reaches every workspace (listed by name); any
 * other user the workspaces they are members of (by the names their memberships carry).
 */
async function fromAnswer(body: SignedInBody, wanted: string | null): Promise<SignedIn> {
  const { user } = body;
  const roles = Object.fromEntries(user.workspaces.map((m) => [m.workspace_id, m.role]));
  const bare: Session = {
    ...SIGNED_OUT,
    user: {
      userId: user.user_id,
      name: user.name,
      email: user.email,
      owner: user.owner,
      roles,
      csrf: body.csrf_token,
    },
  };
  let workspaces: Workspace[] = user.workspaces.map((m) => ({
    workspace_id: m.workspace_id,
    name: m.workspace_name,
    is_default: false,
    created: '',
    updated: '',
  }));
  if (user.owner) workspaces = (await page(bare, '/v1/account/workspaces', {}, null)).items;
  const chosen =
    workspaces.find((w) => w.workspace_id === wanted) ??
    workspaces.find((w) => w.is_default) ??
    workspaces[0];
  const workspaceId = chosen?.workspace_id ?? null;
  return { session: { ...bare, workspaceId, scope: userScope(bare.user, workspaceId) }, workspaces };
}

export async function passwordSignIn(email: string, password: string): Promise<SignedIn> {
  const body = await api(SIGNED_OUT, 'post', '/v1/auth/sign-in', { body: { email, password } });
  return fromAnswer(body, null);
}

export async function acceptInvitation(token: string, password: string, name: string): Promise<SignedIn> {
  const body = await api(SIGNED_OUT, 'post', '/v1/auth/invitation', {
    body: { token, password, ...(name ? { name } : {}) },
  });
  return fromAnswer(body, null);
}

/**
 * The session the cookie still holds (after a reload, or after a sign-in that came back to the
 * console by a redirect), or null when there is none. No cookie is a 401, which the failed-auth
 * throttle counts per address; once that address is throttled the answer is a 429, which means
 * the same here: show the sign-in screen.
 */
export async function restoreSession(workspaceId: string | null = null): Promise<SignedIn | null> {
  try {
    return await fromAnswer(await api(SIGNED_OUT, 'get', '/v1/auth/session'), workspaceId);
  } catch (error) {
    if (error instanceof PromptkeepError && (error.status === 401 || error.status === 429)) return null;
    throw error;
  }
}

/** Ends the session on the server (the cookie is cleared by the answer). */
export async function signOutUser(session: Session): Promise<void> {
  await api(session, 'delete', '/v1/auth/session');
}

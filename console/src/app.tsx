import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AccountScreen } from './account';
import { AnalysesScreen } from './analyses';
import type { Session } from './api';
import { AuditScreen } from './audit';
import { CompareScreen } from './compare';
import { ContextsScreen } from './contexts';
import { CriteriaScreen } from './criteria';
import { InvitationScreen } from './invitation';
import { MembersScreen } from './members';
import { PromptPage } from './prompt-page';
import { PromptsScreen } from './prompts';
import { ReleasesScreen } from './releases';
import { Link, navigate, useLocation } from './router';
import { SessionContext, WorkspaceAddedContext } from './session';
import { type SignedIn, SignIn } from './sign-in';
import { TokenCounter } from './token-counter';
import { Busy, ErrorLine } from './ui';
import { managesWorkspace, restoreSession, roleOf, signOutUser, userScope } from './user-session';

/** The main menu; `shown` hides what the signed-in key or user may not use (the server refuses anyway). */
const NAV: { to: string; label: string; shown?: (s: Session) => boolean }[] = [
  { to: '/tokens', label: 'Token counter' },
  { to: '/prompts', label: 'Prompts' },
  { to: '/releases', label: 'Releases' },
  { to: '/criteria', label: 'Scoring criteria' },
  { to: '/contexts', label: 'Contexts & packs' },
  { to: '/account', label: 'Account', shown: (s) => s.scope === 'owner' },
  { to: '/account/members', label: 'Members', shown: managesWorkspace },
  { to: '/audit', label: 'Audit', shown: managesWorkspace },
];
/** The entry the path is under (the longest matching one: /account/members is not /account). */
const currentNav = (path: string) =>
  NAV.filter(
    (n) => path === n.to || path.startsWith(`${n.to}/`) || (n.to === '/tokens' && path === '/'),
  ).sort((a, b) => b.to.length - a.to.length)[0]?.to;

function Screen({ path }: { path: string }) {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, id, sub, vid] = parts;
  if (first === 'prompts' && id && sub === 'compare') return <CompareScreen promptId={id} />;
  if (first === 'prompts' && id && sub === 'versions' && vid)
    return <AnalysesScreen promptId={id} versionId={vid} />;
  if (first === 'prompts' && id) return <PromptPage promptId={id} />;
  if (first === 'prompts') return <PromptsScreen />;
  if (first === 'releases') return <ReleasesScreen />;
  if (first === 'criteria') return <CriteriaScreen />;
  if (first === 'contexts') return <ContextsScreen />;
  if (first === 'account' && id === 'members') return <MembersScreen />;
  if (first === 'account') return <AccountScreen />;
  if (first === 'audit') return <AuditScreen />;
  return <TokenCounter />;
}

/** Who is signed in, as the header shows it: the user's name and role, or the key's scope. */
function Who({ session }: { session: Session }) {
  if (!session.user) return <span className={`badge scope-${session.scope}`}>{session.scope} key</span>;
  const role = session.user.owner ? 'owner' : (roleOf(session) ?? 'no role');
  return (
    <>
      <span className="user-name" title={session.user.email}>
        {session.user.name}
      </span>
      <span className={`badge scope-${session.scope}`}>{role}</span>
    </>
  );
}

export function App() {
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  // A user's session outlives a reload (the cookie): asked once at start.
  const [restoring, setRestoring] = useState(true);
  const [restoreError, setRestoreError] = useState<unknown>(null);
  const queryClient = useQueryClient();
  const { path } = useLocation();
  useEffect(() => {
    if (window.location.pathname === '/invitation') return setRestoring(false);
    restoreSession()
      .then((s) => s && setSignedIn((current) => current ?? s))
      .catch(setRestoreError)
      .finally(() => setRestoring(false));
  }, []);

  if (path === '/invitation' && !signedIn) return <InvitationScreen onSignedIn={setSignedIn} />;
  if (!signedIn && restoring) return <Busy when label="Loading…" />;
  if (!signedIn)
    return (
      <>
        <ErrorLine error={restoreError} />
        <SignIn onSignedIn={setSignedIn} />
      </>
    );
  const { session, workspaces } = signedIn;

  const switchWorkspace = (workspaceId: string) => {
    const scope = session.user ? userScope(session.user, workspaceId) : session.scope;
    setSignedIn({ ...signedIn, session: { ...session, workspaceId, scope } });
    if (path.startsWith('/prompts/')) navigate('/prompts');
  };
  const workspaceAdded = (workspace: SignedIn['workspaces'][number]) =>
    setSignedIn((s) => s && { ...s, workspaces: [...s.workspaces, workspace] });
  const signOut = async () => {
    // A user's session ends on the server too (every instance refuses the cookie from now on).
    if (session.user) await signOutUser(session).catch(() => {});
    queryClient.clear();
    setSignedIn(null);
  };
  const current = currentNav(path);

  return (
    <SessionContext.Provider value={session}>
      <WorkspaceAddedContext.Provider value={workspaceAdded}>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="top">
          <span className="brand">Promptkeep</span>
          <nav aria-label="Main">
            {NAV.filter((n) => !n.shown || n.shown(session)).map((n) => (
              <Link key={n.to} to={n.to} current={n.to === current}>
                {n.label}
              </Link>
            ))}
          </nav>
          <div className="who">
            <label htmlFor="workspace">Workspace</label>
            <select
              id="workspace"
              value={session.workspaceId ?? ''}
              onChange={(e) => switchWorkspace(e.target.value)}
            >
              {workspaces.map((w) => (
                <option key={w.workspace_id} value={w.workspace_id}>
                  {w.name}
                </option>
              ))}
            </select>
            <Who session={session} />
            <button type="button" onClick={signOut}>
              Sign out
            </button>
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          <Screen path={path} />
        </main>
      </WorkspaceAddedContext.Provider>
    </SessionContext.Provider>
  );
}

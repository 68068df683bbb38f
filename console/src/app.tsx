import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AccountScreen } from './account';
import { AnalysesScreen } from './analyses';
import { CompareScreen } from './compare';
import { ContextsScreen } from './contexts';
import { CriteriaScreen } from './criteria';
import { PromptPage } from './prompt-page';
import { PromptsScreen } from './prompts';
import { ReleasesScreen } from './releases';
import { Link, navigate, useLocation } from './router';
import { SessionContext, WorkspaceAddedContext } from './session';
import { type SignedIn, SignIn } from './sign-in';
import { TokenCounter } from './token-counter';

const NAV = [
  { to: '/tokens', label: 'Token counter' },
  { to: '/prompts', label: 'Prompts' },
  { to: '/releases', label: 'Releases' },
  { to: '/criteria', label: 'Scoring criteria' },
  { to: '/contexts', label: 'Contexts & packs' },
  { to: '/account', label: 'Account', owner: true },
];

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
  if (first === 'account') return <AccountScreen />;
  return <TokenCounter />;
}

export function App() {
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const queryClient = useQueryClient();
  const { path } = useLocation();

  if (!signedIn) return <SignIn onSignedIn={setSignedIn} />;
  const { session, workspaces } = signedIn;

  const switchWorkspace = (workspaceId: string) => {
    setSignedIn({ ...signedIn, session: { ...session, workspaceId } });
    if (path.startsWith('/prompts/')) navigate('/prompts');
  };
  const workspaceAdded = (workspace: SignedIn['workspaces'][number]) =>
    setSignedIn((s) => s && { ...s, workspaces: [...s.workspaces, workspace] });
  const signOut = () => {
    queryClient.clear();
    setSignedIn(null);
  };

  return (
    <SessionContext.Provider value={session}>
      <WorkspaceAddedContext.Provider value={workspaceAdded}>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="top">
          <span className="brand">Promptkeep</span>
          <nav aria-label="Main">
            {NAV.filter((n) => !n.owner || session.scope === 'owner').map((n) => (
              <Link
                key={n.to}
                to={n.to}
                current={path.startsWith(n.to) || (n.to === '/tokens' && path === '/')}
              >
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
            <span className={`badge scope-${session.scope}`}>{session.scope} key</span>
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

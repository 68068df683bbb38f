import { createContext, useContext } from 'react';
import type { Session } from './api';
import type { Workspace } from './types';

export const SessionContext = createContext<Session | null>(null);

/** The signed-in session; screens render only inside the signed-in layout. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the signed-in layout');
  return session;
}

/** Read keys and viewers see everything and change nothing: no write button is shown to them. */
export function useCanWrite(): boolean {
  return useSession().scope !== 'read';
}

/** Adds a workspace created on the Account screen to the switcher, without signing in again. */
export const WorkspaceAddedContext = createContext<(workspace: Workspace) => void>(() => {});

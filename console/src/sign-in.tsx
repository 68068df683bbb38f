import { useState } from 'react';
import { api, PromptkeepError, page, type Scope, type Session, SIGNED_OUT } from './api';
import { Field, useSignInSubmit } from './fields';
import { PasswordSignIn } from './sign-in-password';
import { SsoSignIn } from './sso-sign-in';
import { Busy, ErrorLine } from './ui';
import type { SignedIn } from './user-session';

export type { SignedIn };

/**
 * What a key may do, asked of the public API only: an owner key lists its workspaces; another key
 * gets 403 there and needs the workspace id typed in. Read or write: a rename of a prompt that does
 * not exist is refused by scope first (403) for a read key and is a 404 for a write key; it changes
 * nothing either way (docs/console.md).
 */
export async function signIn(key: string, workspaceId: string, clientId: string): Promise<SignedIn> {
  const base: Session = { ...SIGNED_OUT, key, clientId: clientId || null, scope: 'owner' };
  try {
    const { items } = await page(base, '/v1/account/workspaces', {}, null);
    const chosen =
      items.find((w) => w.workspace_id === workspaceId) ?? items.find((w) => w.is_default) ?? items[0];
    if (!chosen) throw new Error('This key reaches no workspace.');
    return { session: { ...base, workspaceId: chosen.workspace_id }, workspaces: items };
  } catch (error) {
    if (!(error instanceof PromptkeepError) || error.status !== 403) throw error;
  }
  if (!workspaceId) {
    throw new Error('This is not an owner key: enter the id of the workspace it works in (wrk_…).');
  }
  const session: Session = { ...base, workspaceId };
  await api(session, 'get', '/v1/prompts', { query: { limit: 1 } });
  let scope: Scope = 'write';
  try {
    await api(session, 'patch', '/v1/prompts/{promptId}', {
      params: { promptId: 'prm_0000000000000000000000000000' },
      body: { name: 'scope probe' },
    });
  } catch (error) {
    if (error instanceof PromptkeepError && error.status === 403) scope = 'read';
  }
  const workspace = {
    workspace_id: workspaceId,
    name: workspaceId,
    is_default: true,
    created: '',
    updated: '',
  };
  return { session: { ...session, scope }, workspaces: [workspace] };
}

/** The engineers' way in: an API key (kept in this tab's memory only). */
function KeySignIn(props: { onSignedIn: (s: SignedIn) => void }) {
  const [key, setKey] = useState('');
  const [workspaceId, setWorkspaceId] = useState('');
  const [clientId, setClientId] = useState('');
  const { submit, busy, error } = useSignInSubmit(
    () => signIn(key.trim(), workspaceId.trim(), clientId.trim()),
    props.onSignedIn,
  );

  return (
    <form onSubmit={submit} className="card" aria-label="Sign in with a key">
      <h2>API key (for engineers)</h2>
      <p className="muted">Your API key stays in this tab's memory only: reloading the page signs you out.</p>
      <Field
        id="api-key"
        label="API key"
        type="password"
        autoComplete="off"
        required
        value={key}
        onChange={setKey}
        placeholder="pk_…"
      />
      <Field
        id="workspace-id"
        label="Workspace id (needed for write and read keys)"
        value={workspaceId}
        onChange={setWorkspaceId}
        placeholder="wrk_…"
      />
      <Field
        id="client-id"
        label="API client id (if your account requires one)"
        value={clientId}
        onChange={setClientId}
      />
      <button type="submit" className="primary" disabled={busy || !key.trim()}>
        Sign in with key
      </button>
      <Busy when={busy} label="Checking the key…" />
      <ErrorLine error={error} />
    </form>
  );
}

/**
 * The sign-in screen: people sign in with their e-mail and password (further ways for people, such
 * as single sign-on, go in `sign-in-methods`, each its own component and file); engineers with an
 * API key below.
 */
export function SignIn(props: { onSignedIn: (s: SignedIn) => void }) {
  return (
    <main className="sign-in">
      <h1>Promptkeep</h1>
      <div className="sign-in-methods">
        <PasswordSignIn onSignedIn={props.onSignedIn} />
        <SsoSignIn />
      </div>
      <KeySignIn onSignedIn={props.onSignedIn} />
    </main>
  );
}

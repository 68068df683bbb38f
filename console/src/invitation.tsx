import { useState } from 'react';
import { Field, useSignInSubmit } from './fields';
import { navigate } from './router';
import { Busy, ErrorLine } from './ui';
import { acceptInvitation, type SignedIn } from './user-session';

/**
 * `/invitation#inv_…`: the link an owner sends. The token travels after `#`, so it never reaches a
 * server log or a Referer; accepting it sets the password (and, if wanted, the name) and signs in.
 */
export function InvitationScreen(props: { onSignedIn: (s: SignedIn) => void }) {
  const token = window.location.hash.slice(1);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { submit, busy, error } = useSignInSubmit(
    async () => {
      if (password !== repeat) throw new Error('The two passwords differ.');
      return acceptInvitation(token, password, name.trim());
    },
    (signedIn) => {
      // The token is spent: take it out of the address bar and the history.
      window.history.replaceState(null, '', '/');
      navigate('/prompts');
      props.onSignedIn(signedIn);
    },
  );

  return (
    <main className="sign-in">
      <h1>Promptkeep</h1>
      <form onSubmit={submit} className="card" aria-label="Accept the invitation">
        <h2>Accept your invitation</h2>
        {!token && <p className="error">This link has no invitation in it: ask for a new one.</p>}
        <p className="muted">
          Choose a password: at least 10 characters, and not one of the most common passwords.
        </p>
        <Field
          id="invitation-name"
          label="Your name (leave empty to keep the one you were invited with)"
          autoComplete="name"
          value={name}
          onChange={setName}
        />
        <Field
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          value={password}
          onChange={setPassword}
        />
        <Field
          id="repeat-password"
          label="Repeat the password"
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={setRepeat}
        />
        <button type="submit" className="primary" disabled={busy || !token || !password}>
          Set password and sign in
        </button>
        <Busy when={busy} label="Accepting the invitation…" />
        <ErrorLine error={error} />
      </form>
    </main>
  );
}

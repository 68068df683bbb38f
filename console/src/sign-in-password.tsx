import { useState } from 'react';
import { Busy, ErrorLine, useSignInSubmit } from './ui';
import { passwordSignIn, type SignedIn } from './user-session';

/** A person's sign-in: e-mail and password (POST /v1/auth/sign-in sets the session cookie). */
export function PasswordSignIn(props: { onSignedIn: (s: SignedIn) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, busy, error } = useSignInSubmit(
    () => passwordSignIn(email.trim(), password),
    props.onSignedIn,
  );

  return (
    <form onSubmit={submit} className="card" aria-label="Sign in with your account">
      <h2>Sign in</h2>
      <label htmlFor="email">E-mail</label>
      <input
        id="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label htmlFor="password">Password</label>
      <input
        id="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className="primary" disabled={busy || !email.trim() || !password}>
        Sign in with password
      </button>
      <Busy when={busy} label="Signing in…" />
      <ErrorLine error={error} />
    </form>
  );
}

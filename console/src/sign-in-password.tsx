import { useState } from 'react';
import { Field, useSignInSubmit } from './fields';
import { Busy, ErrorLine } from './ui';
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
      <Field
        id="email"
        label="E-mail"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
      />
      <Field
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <button type="submit" className="primary" disabled={busy || !email.trim() || !password}>
        Sign in with password
      </button>
      <Busy when={busy} label="Signing in…" />
      <ErrorLine error={error} />
    </form>
  );
}

// "Sign in with SSO" on the sign-in screen: the browser goes to the service's SSO start, which
// sends it to the account's identity provider and, signed in, back to the console (a session
// cookie; docs/security.md, "Single sign-on").
import { type FormEvent, useState } from 'react';
import { Field } from './fields';

export function SsoSignIn() {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A navigation, not a fetch: the identity provider's pages are the browser's to show.
    window.location.assign(`/v1/auth/sso/start?email=${encodeURIComponent(email.trim())}`);
  };
  return (
    <form onSubmit={submit} className="card" aria-label="Single sign-on">
      <h2>Single sign-on (SSO)</h2>
      <p className="muted">Your organisation's identity provider signs you in.</p>
      <Field
        id="sso-email"
        label="Work e-mail address"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
      />
      <button type="submit" disabled={!email.trim()}>
        Continue with SSO
      </button>
    </form>
  );
}

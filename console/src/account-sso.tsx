// Account → Single sign-on (the owner): the account's OpenID Connect identity provider. The client
// secret is write-only: the API says whether one is stored, never what it is (docs/security.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { api, PromptkeepError } from './api';
import { Checkbox, SecretField, SubmitButton } from './fields';
import { useSession } from './session';
import { Busy, ErrorLine, Section, WriteButton } from './ui';

const KEY = ['/v1/account/sso'];

export function SsoSection() {
  const session = useSession();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: KEY,
    // Not configured is a 404: shown as an empty form, not an error.
    queryFn: () =>
      api(session, 'get', '/v1/account/sso').catch((error) => {
        if (error instanceof PromptkeepError && error.status === 404) return null;
        throw error;
      }),
  });
  const [issuer, setIssuer] = useState('');
  const [clientId, setClientId] = useState('');
  const [secret, setSecret] = useState('');
  const [domains, setDomains] = useState('');
  const [ssoOnly, setSsoOnly] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const config = current.data;
  useEffect(() => {
    if (!config) return;
    setIssuer(config.issuer);
    setClientId(config.client_id);
    setDomains(config.allowed_domains.join(', '));
    setSsoOnly(config.sso_only);
    setEnabled(config.enabled);
  }, [config]);

  const save = useMutation({
    mutationFn: () =>
      api(session, 'put', '/v1/account/sso', {
        body: {
          issuer: issuer.trim(),
          client_id: clientId.trim(),
          // Left empty, the stored secret is kept.
          ...(secret ? { client_secret: secret } : {}),
          allowed_domains: domains
            .split(/[\s,]+/)
            .map((d) => d.trim())
            .filter(Boolean),
          sso_only: ssoOnly,
          enabled,
        },
      }),
    onSuccess: (saved) => {
      setSecret('');
      queryClient.setQueryData(KEY, saved);
    },
  });
  const remove = useMutation({
    mutationFn: () => api(session, 'delete', '/v1/account/sso'),
    onSuccess: () => queryClient.setQueryData(KEY, null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Section title="Single sign-on">
      <p className="muted">
        Your users sign in through your OpenID Connect identity provider. Register this callback there:{' '}
        {config ? (
          <code>{config.redirect_uri}</code>
        ) : (
          <code>{window.location.origin}/v1/auth/sso/callback</code>
        )}
      </p>
      <ErrorLine error={current.error} />
      <form onSubmit={submit} aria-label="Single sign-on settings" className="row">
        <div>
          <label htmlFor="sso-issuer">Issuer URL</label>
          <input
            id="sso-issuer"
            required
            value={issuer}
            onChange={(e) => setIssuer(e.target.value)}
            placeholder="https://login.example.com"
          />
        </div>
        <div>
          <label htmlFor="sso-client-id">Client id</label>
          <input id="sso-client-id" required value={clientId} onChange={(e) => setClientId(e.target.value)} />
        </div>
        <SecretField
          id="sso-client-secret"
          label={`Client secret${config?.client_secret_set ? ' (stored: empty keeps it)' : ''}`}
          value={secret}
          onChange={setSecret}
        />
        <div>
          <label htmlFor="sso-domains">Allowed e-mail domains</label>
          <input
            id="sso-domains"
            value={domains}
            onChange={(e) => setDomains(e.target.value)}
            placeholder="example.com, example.org"
          />
        </div>
        <Checkbox className="check" checked={ssoOnly} onChange={setSsoOnly}>
          SSO only
        </Checkbox>
        <Checkbox className="check" checked={enabled} onChange={setEnabled}>
          Enabled
        </Checkbox>
        <SubmitButton className="primary" change={save}>
          Save single sign-on
        </SubmitButton>
        {config && (
          <WriteButton
            className="danger"
            disabled={remove.isPending}
            onClick={() => window.confirm('Remove single sign-on? Passwords work again.') && remove.mutate()}
          >
            Remove single sign-on
          </WriteButton>
        )}
      </form>
      <Busy when={save.isPending} label="Saving…" />
      <ErrorLine error={save.error ?? remove.error} />
      {config && (
        <p role="status">
          {config.enabled ? 'Enabled' : 'Disabled'}; sign-in link: <code>{config.start_url}</code>
        </p>
      )}
    </Section>
  );
}

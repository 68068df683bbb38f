import { useMutation, useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { ClientsSection, ProvidersSection } from './account-more';
import { SsoSection } from './account-sso';
import { api, type Scope } from './api';
import { CreateRow, RowForm, SubmitButton, TextField } from './fields';
import { useSession, WorkspaceAddedContext } from './session';
import type { ApiKey } from './types';
import {
  ErrorLine,
  MoreButton,
  PagedList,
  Progress,
  RecordTable,
  Section,
  usePaged,
  WriteButton,
} from './ui';

function Usage() {
  const session = useSession();
  const usage = useQuery({ queryKey: ['usage'], queryFn: () => api(session, 'get', '/v1/account/usage') });
  const u = usage.data;
  const meter = (id: string, label: string, value: number, max: number | null) => (
    <div className="meter-row">
      <label htmlFor={id}>
        {label}: {value.toLocaleString()} {max === null ? '(no limit)' : `of ${max.toLocaleString()}`}
      </label>
      {max !== null && <meter id={id} min={0} max={max} value={value} high={max * 0.8} />}
    </div>
  );
  return (
    <Section title="Usage">
      <ErrorLine error={usage.error} />
      {u && (
        <>
          <p className="muted">
            Period {u.period}; resets in {Math.ceil(u.period_resets_in_seconds / 86400)} days. Rate limit:{' '}
            {u.rate_limit_per_second === null ? 'none' : `${u.rate_limit_per_second} requests/s`}.
          </p>
          {meter('usage-requests', 'Requests this month', u.requests_this_month, u.monthly_request_quota)}
          {meter('usage-tokens', 'Tokens this period', u.tokens_used, u.monthly_token_limit)}
        </>
      )}
    </Section>
  );
}

function Workspaces() {
  const session = useSession();
  const list = usePaged('/v1/account/workspaces');
  const [name, setName] = useState('');
  const workspaceAdded = useContext(WorkspaceAddedContext);
  const create = useMutation({
    mutationFn: () => api(session, 'post', '/v1/account/workspaces', { body: { name } }),
    onSuccess: (workspace) => {
      setName('');
      workspaceAdded(workspace);
      list.refresh();
    },
  });
  return (
    <Section title="Workspaces">
      <ErrorLine error={list.error} />
      <PagedList query={list}>
        {list.items.map((w) => (
          <li key={w.workspace_id}>
            <strong>{w.name}</strong> <code>{w.workspace_id}</code>{' '}
            {w.is_default && <span className="badge">default</span>}
          </li>
        ))}
      </PagedList>
      <CreateRow change={create} ready={!!name} label="Create workspace">
        <TextField id="workspace-name" label="New workspace" value={name} onChange={setName} />
      </CreateRow>
    </Section>
  );
}

function Keys() {
  const session = useSession();
  const list = usePaged('/v1/account/keys');
  const [name, setName] = useState('');
  const [scope, setScope] = useState<Scope>('write');
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: () => api(session, 'post', '/v1/account/keys', { body: { name, scope } }),
    onSuccess: () => {
      setName('');
      setCopied(false);
      list.refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (keyId: string) => api(session, 'delete', '/v1/account/keys/{keyId}', { params: { keyId } }),
    onSuccess: list.refresh,
  });
  const mine = (k: ApiKey) => session.key.startsWith(k.display_prefix);
  const secret = create.data?.api_key;
  return (
    <Section title="API keys">
      <ErrorLine error={list.error ?? revoke.error} />
      <RecordTable heads={['Name', 'Key', 'Scope', 'Workspaces', 'Actions']}>
        {list.items.map((k) => (
          <tr key={k.key_id}>
            <td>{k.name}</td>
            <td>
              <code>{k.display_prefix}…</code> {mine(k) && <span className="badge">this key</span>}
            </td>
            <td>{k.scope}</td>
            <td>{k.workspace_ids?.join(', ') ?? 'all'}</td>
            <td>
              <WriteButton
                className="danger"
                disabled={mine(k) || revoke.isPending}
                onClick={() =>
                  window.confirm(`Revoke the key ${k.name}? Anything using it stops working.`) &&
                  revoke.mutate(k.key_id)
                }
                aria-label={`Revoke ${k.name}`}
              >
                Revoke
              </WriteButton>
            </td>
          </tr>
        ))}
      </RecordTable>
      <MoreButton query={list} />
      <RowForm onSubmit={() => create.mutate()}>
        <TextField id="key-name" label="New key name" value={name} onChange={setName} />
        <div>
          <label htmlFor="key-scope">Scope</label>
          <select id="key-scope" value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
            <option value="read">read</option>
            <option value="write">write</option>
            <option value="owner">owner</option>
          </select>
        </div>
        <SubmitButton change={create} ready={!!name}>
          Create key
        </SubmitButton>
      </RowForm>
      <Progress of={create} label="Creating the key…" />
      {secret && (
        <div className="secret" role="status">
          <p>
            <strong>Copy the new key now: it is shown only once.</strong>
          </p>
          <code className="secret-value" data-testid="new-key">
            {secret}
          </code>{' '}
          <button
            type="button"
            onClick={() => navigator.clipboard.writeText(secret).then(() => setCopied(true))}
          >
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      )}
    </Section>
  );
}

export function AccountScreen() {
  return (
    <>
      <h1>Account</h1>
      <Usage />
      <Workspaces />
      <Keys />
      <ClientsSection />
      <ProvidersSection />
      <SsoSection />
    </>
  );
}

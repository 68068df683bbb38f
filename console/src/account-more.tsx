import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type BodyOf } from './api';
import { CreateRow, SecretField, TextField } from './fields';
import { useSession } from './session';
import { ErrorLine, PagedList, Section, usePaged, WriteButton } from './ui';

export function ClientsSection() {
  const session = useSession();
  const list = usePaged('/v1/account/clients');
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => api(session, 'post', '/v1/account/clients', { body: { name } }),
    onSuccess: () => {
      setName('');
      list.refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (clientId: string) =>
      api(session, 'delete', '/v1/account/clients/{clientId}', { params: { clientId } }),
    onSuccess: list.refresh,
  });
  return (
    <Section title="API client ids">
      <ErrorLine error={list.error ?? remove.error} />
      <PagedList query={list} empty="No client ids.">
        {list.items.map((c) => (
          <li key={c.client_id}>
            <strong>{c.name}</strong> <code>{c.client_id}</code>
            <WriteButton
              className="danger"
              onClick={() => remove.mutate(c.client_id)}
              aria-label={`Delete client ${c.name}`}
            >
              Delete
            </WriteButton>
          </li>
        ))}
      </PagedList>
      <CreateRow change={create} ready={!!name} label="Create client id">
        <TextField id="client-name" label="New client id name" value={name} onChange={setName} />
      </CreateRow>
    </Section>
  );
}

type ProviderKind = BodyOf<'/v1/account/providers', 'post'>['kind'];
const KINDS: ProviderKind[] = [
  'openai',
  'anthropic',
  'google',
  'mistral',
  'ollama',
  'openai_compatible',
  'groq',
  'xai',
];

export function ProvidersSection() {
  const session = useSession();
  const list = usePaged('/v1/account/providers');
  const [kind, setKind] = useState<ProviderKind>('openai');
  const [name, setName] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const create = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/account/providers', {
        body: {
          kind,
          name,
          ...(apiKey ? { api_key: apiKey } : {}),
          ...(baseUrl ? { base_url: baseUrl } : {}),
        },
      }),
    onSuccess: () => {
      setName('');
      setApiKey('');
      list.refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (providerId: string) =>
      api(session, 'delete', '/v1/account/providers/{providerId}', { params: { providerId } }),
    onSuccess: list.refresh,
  });
  return (
    <Section title="AI providers">
      <p className="muted">
        Other kinds (Azure, Bedrock, Vertex…) take more fields: see docs/ai-providers.md.
      </p>
      <ErrorLine error={list.error ?? remove.error} />
      <PagedList query={list} empty="No AI providers: analyses use the built-in analyzer.">
        {list.items.map((p) => (
          <li key={p.provider_id}>
            <strong>{p.name}</strong> {p.kind} {p.base_url && <code>{p.base_url}</code>}{' '}
            {p.has_api_key && <span className="badge">key stored</span>}
            <WriteButton
              className="danger"
              onClick={() => remove.mutate(p.provider_id)}
              aria-label={`Delete provider ${p.name}`}
            >
              Delete
            </WriteButton>
          </li>
        ))}
      </PagedList>
      <CreateRow change={create} ready={!!name} label="Add provider">
        <div>
          <label htmlFor="provider-kind">Kind</label>
          <select id="provider-kind" value={kind} onChange={(e) => setKind(e.target.value as ProviderKind)}>
            {KINDS.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </div>
        <TextField id="provider-name" label="Name" value={name} onChange={setName} />
        <SecretField id="provider-key" label="API key" value={apiKey} onChange={setApiKey} />
        <div>
          <label htmlFor="provider-url">Base URL (optional)</label>
          <input id="provider-url" value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} />
        </div>
      </CreateRow>
    </Section>
  );
}

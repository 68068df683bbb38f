import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api';
import { HighlightedVariables } from './highlight';
import { Link, navigate } from './router';
import { useSession } from './session';
import type { Version } from './types';
import { Busy, ErrorLine, MoreButton, Section, TokenInfoLine, usePaged, WriteButton } from './ui';

export function PromptPage({ promptId }: { promptId: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const params = { promptId };
  const prompt = useQuery({
    queryKey: ['prompt', session.workspaceId, promptId],
    queryFn: () => api(session, 'get', '/v1/prompts/{promptId}', { params }),
  });
  const versions = usePaged('/v1/prompts/{promptId}/versions', { params });
  const [editing, setEditing] = useState<Version | null>(null);
  const [draft, setDraft] = useState('');
  const [draftName, setDraftName] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: ['/v1/prompts/{promptId}/versions'] });
    queryClient.invalidateQueries({ queryKey: ['prompt'] });
    queryClient.invalidateQueries({ queryKey: ['/v1/prompts'] });
  };
  const setPrimary = useMutation({
    mutationFn: (versionId: string) =>
      api(session, 'patch', '/v1/prompts/{promptId}/versions/{versionId}', {
        params: { promptId, versionId },
        body: { is_primary: true },
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (versionId: string) =>
      api(session, 'delete', '/v1/prompts/{promptId}/versions/{versionId}', {
        params: { promptId, versionId },
      }),
    onSuccess: refresh,
  });
  const save = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/prompts/{promptId}/versions', {
        params,
        body: { content: draft, name: draftName || null },
      }),
    onSuccess: (version) => {
      refresh();
      setEditing(version);
      setDraft(version.content);
      setDraftName('');
    },
  });
  const removePrompt = useMutation({
    mutationFn: () => api(session, 'delete', '/v1/prompts/{promptId}', { params }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['/v1/prompts'] });
      navigate('/prompts');
    },
  });

  const edit = (v: Version) => {
    setEditing(v);
    setDraft(v.content);
  };
  const list = versions.items;
  const label = (v: Version) => `${v.name ?? v.version_id}${v.is_primary ? ' (primary)' : ''}`;

  return (
    <>
      <p>
        <Link to="/prompts">← Prompts</Link>
      </p>
      <h1>{prompt.data?.name ?? 'Prompt'}</h1>
      {prompt.data?.use_case && <p className="muted">{prompt.data.use_case}</p>}
      <ErrorLine error={prompt.error ?? versions.error} />
      <Section
        title="Versions"
        actions={
          <WriteButton
            className="danger"
            onClick={() =>
              window.confirm('Delete this prompt and all its versions?') && removePrompt.mutate()
            }
          >
            Delete prompt
          </WriteButton>
        }
      >
        <Busy when={versions.isLoading} label="Loading versions…" />
        <div className="scroll">
          <table className="stack">
            <thead>
              <tr>
                <th>Version</th>
                <th>Tokens</th>
                <th>Updated</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((v) => (
                <tr key={v.version_id} className={v.is_primary ? 'primary-row' : undefined}>
                  <td>
                    {v.name ?? <span className="muted">{v.version_id}</span>}{' '}
                    {v.is_primary && <span className="badge primary-badge">primary</span>}
                  </td>
                  <td>
                    <TokenInfoLine info={v.token_info} />
                  </td>
                  <td>{new Date(v.updated).toLocaleString()}</td>
                  <td className="actions">
                    <button type="button" onClick={() => edit(v)} aria-label={`Edit ${label(v)}`}>
                      Edit
                    </button>
                    <Link to={`/prompts/${promptId}/versions/${v.version_id}`}>Analyses</Link>
                    <WriteButton
                      disabled={v.is_primary || setPrimary.isPending}
                      onClick={() => setPrimary.mutate(v.version_id)}
                      aria-label={`Set primary: ${label(v)}`}
                    >
                      Set primary
                    </WriteButton>
                    <WriteButton
                      className="danger"
                      onClick={() =>
                        window.confirm(`Delete version ${label(v)}?`) && remove.mutate(v.version_id)
                      }
                      aria-label={`Delete ${label(v)}`}
                    >
                      Delete
                    </WriteButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {versions.isSuccess && list.length === 0 && (
          <p className="muted">No versions yet: write one below.</p>
        )}
        <MoreButton query={versions} />
        <ErrorLine error={setPrimary.error ?? remove.error ?? removePrompt.error} />
      </Section>
      {list.length > 1 && (
        <Section title="Compare two versions">
          <div className="row">
            <div>
              <label htmlFor="compare-from">From</label>
              <select id="compare-from" value={from} onChange={(e) => setFrom(e.target.value)}>
                <option value="">Choose…</option>
                {list.map((v) => (
                  <option key={v.version_id} value={v.version_id}>
                    {label(v)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="compare-to">To</label>
              <select id="compare-to" value={to} onChange={(e) => setTo(e.target.value)}>
                <option value="">Choose…</option>
                {list.map((v) => (
                  <option key={v.version_id} value={v.version_id}>
                    {label(v)}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              disabled={!from || !to || from === to}
              onClick={() => navigate(`/prompts/${promptId}/compare?from=${from}&to=${to}`)}
            >
              Compare
            </button>
          </div>
        </Section>
      )}
      <Section title={editing ? `Editor: ${label(editing)}` : 'Editor: new version'}>
        <label htmlFor="version-content">Content</label>
        <textarea id="version-content" rows={10} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <h3>Preview (variables highlighted)</h3>
        <HighlightedVariables text={draft} />
        {editing && (
          <p>
            Saved version: <TokenInfoLine info={editing.token_info} />
          </p>
        )}
        <label htmlFor="version-name">Name of the new version (optional)</label>
        <input id="version-name" value={draftName} onChange={(e) => setDraftName(e.target.value)} />
        <WriteButton
          className="primary"
          disabled={!draft || save.isPending || draft === editing?.content}
          onClick={() => save.mutate()}
        >
          Save as new version
        </WriteButton>
        <Busy when={save.isPending} label="Saving…" />
        <ErrorLine error={save.error} />
      </Section>
      <Composition promptId={promptId} />
    </>
  );
}

/** What the primary version includes ({{> name@ref}}) and which versions include this prompt. */
function Composition({ promptId }: { promptId: string }) {
  const session = useSession();
  const params = { promptId };
  const dependencies = useQuery({
    queryKey: ['dependencies', session.workspaceId, promptId],
    queryFn: () => api(session, 'get', '/v1/prompts/{promptId}/dependencies', { params }),
  });
  const dependents = useQuery({
    queryKey: ['dependents', session.workspaceId, promptId],
    queryFn: () => api(session, 'get', '/v1/prompts/{promptId}/dependents', { params }),
  });
  return (
    <Section title="Composition">
      <h3>Includes (primary version)</h3>
      <ErrorLine error={dependencies.error} />
      <ul className="list" aria-label="Includes">
        {dependencies.data?.map((d) => (
          <li key={d.include}>
            <code>{d.include}</code>{' '}
            {d.prompt_id ? (
              <Link to={`/prompts/${d.prompt_id}`}>{d.name}</Link>
            ) : (
              <span className="muted">names nothing any more: render answers 422</span>
            )}
          </li>
        ))}
        {dependencies.isSuccess && dependencies.data.length === 0 && <li className="muted">None.</li>}
      </ul>
      <h3>Included by</h3>
      <ErrorLine error={dependents.error} />
      <ul className="list" aria-label="Included by">
        {dependents.data?.map((d) => (
          <li key={`${d.version_id} ${d.include}`}>
            <Link to={`/prompts/${d.prompt_id}`}>{d.prompt_name}</Link>{' '}
            <span className="muted">
              {d.version_name ?? d.version_id}
              {d.is_primary ? ' (primary)' : ''}
              {d.labels.length ? ` · labels ${d.labels.join(', ')}` : ''}
            </span>{' '}
            <code>{d.include}</code>
          </li>
        ))}
        {dependents.isSuccess && dependents.data.length === 0 && <li className="muted">No other prompt.</li>}
      </ul>
    </Section>
  );
}

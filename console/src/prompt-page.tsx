import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { api } from './api';
import { VersionSelect } from './fields';
import { LabelChips } from './label-history';
import { Playground } from './playground';
import { LabelForm, VersionBadges } from './prompt-labels';
import { Link, navigate } from './router';
import { useCanWrite, useSession } from './session';
import type { Version } from './types';
import {
  Busy,
  ErrorLine,
  MoreButton,
  RecordTable,
  Section,
  TokenInfoLine,
  usePaged,
  WriteButton,
} from './ui';
import { EditVersion, NewVersion, VersionContent } from './version-panels';
import { versionTitles } from './version-titles';

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
  const removePrompt = useMutation({
    mutationFn: () => api(session, 'delete', '/v1/prompts/{promptId}', { params }),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['/v1/prompts'] });
      navigate('/prompts');
    },
  });

  const list = versions.items;
  // Readers (read keys, viewers) get no editor: they could not save (docs/console.md).
  const canWrite = useCanWrite();
  const title = versionTitles(list);
  const label = (v: Version) => `${title(v)}${v.is_primary ? ' (primary)' : ''}`;
  /** What the two selects of "Compare two versions" offer. */
  const choices = { versions: list, title: label, none: 'Choose…' };
  const saved = () => {
    setEditing(null);
    refresh();
  };

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
        <RecordTable heads={['Version', 'Tokens', 'Updated', 'Actions']} className="versions">
          {list.map((v) => (
            <Fragment key={v.version_id}>
              <tr className={v.is_primary ? 'primary-row' : undefined}>
                <td>
                  <strong>{title(v)}</strong>{' '}
                  <VersionBadges promptId={promptId} version={v} onChange={refresh} />
                  <VersionContent version={v} />
                </td>
                <td>
                  <TokenInfoLine info={v.token_info} />
                </td>
                <td>{new Date(v.updated).toLocaleString()}</td>
                <td className="actions">
                  <WriteButton
                    onClick={() => setEditing(editing?.version_id === v.version_id ? null : v)}
                    aria-expanded={editing?.version_id === v.version_id}
                    aria-label={`Edit ${label(v)}`}
                  >
                    Edit
                  </WriteButton>
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
              {editing?.version_id === v.version_id && (
                <tr className="editor-row">
                  <td colSpan={4}>
                    <EditVersion
                      key={v.version_id}
                      promptId={promptId}
                      base={v}
                      baseTitle={title(v)}
                      onSaved={saved}
                      onCancel={() => setEditing(null)}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </RecordTable>
        {versions.isSuccess && list.length === 0 && (
          <p className="muted">No versions yet: write one below.</p>
        )}
        <MoreButton query={versions} />
        <ErrorLine error={setPrimary.error ?? remove.error ?? removePrompt.error} />
      </Section>
      {list.length > 0 && (
        <Section title="Labels">
          <p className="muted">
            Applications fetch a version by label (<code>production</code>, <code>staging</code>…): a label is
            on one version at a time, and setting it on another moves it. Open a label to see its moves and
            roll it back.
          </p>
          <LabelChips promptId={promptId} versions={list} title={title} onChange={refresh} />
          {canWrite && <LabelForm promptId={promptId} versions={list} title={title} onChange={refresh} />}
        </Section>
      )}
      {list.length > 1 && (
        <Section title="Compare two versions">
          <div className="row">
            <VersionSelect id="compare-from" label="From" {...choices} value={from} onChange={setFrom} />
            <VersionSelect id="compare-to" label="To" {...choices} value={to} onChange={setTo} />
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
      <div className="workbench">
        {!editing && canWrite && (
          <Section title="New version">
            <NewVersion promptId={promptId} onSaved={saved} initial={list[0]?.type ?? 'text'} />
          </Section>
        )}
        {list.length > 0 && <Playground promptId={promptId} versions={list} title={title} />}
      </div>
      <Composition promptId={promptId} />
    </>
  );
}

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

// Releases (issue 23; docs/releases.md): the workspace's release requests with their gate results,
// approved or rejected here by the workspace admin (an owner key), and the form that asks for one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type Item } from './api';
import { RowForm } from './fields';
import { ReleaseSettingsPanel } from './release-settings';
import { Link, useLocation } from './router';
import { useSession } from './session';
import { ErrorLine, MoreButton, Progress, Section, usePaged, WriteButton } from './ui';
import { managesWorkspace } from './user-session';
import { versionTitles } from './version-titles';

type Release = Item<'/v1/releases'>;
const STATES = ['open', 'approved', 'rejected', 'withdrawn'] as const;

function GateList({ report }: { report: Release['gates'] }) {
  if (report.results.length === 0) return <p className="muted">No gates for this label.</p>;
  return (
    <ul className="gates">
      {report.results.map((g) => (
        <li key={g.gate} className={g.passed ? 'gate-pass' : 'gate-fail'}>
          <strong>{g.passed ? 'Passed' : 'Failed'}</strong> {g.gate}: {g.detail}
        </li>
      ))}
    </ul>
  );
}

/** The prompt's name and its versions' titles as the prompt page shows them (same queries, cached). */
function usePromptTitles(promptId: string) {
  const session = useSession();
  const prompt = useQuery({
    queryKey: ['prompt', session.workspaceId, promptId],
    queryFn: () => api(session, 'get', '/v1/prompts/{promptId}', { params: { promptId } }),
  });
  const versions = usePaged('/v1/prompts/{promptId}/versions', { params: { promptId } });
  const title = versionTitles(versions.items);
  const byId = new Map(versions.items.map((v) => [v.version_id, v]));
  return {
    name: prompt.data?.name ?? 'a prompt',
    version: (id: string | null) => {
      if (!id) return 'no version';
      const v = byId.get(id);
      return v ? title(v) : versions.isPending ? '…' : 'a version no longer listed';
    },
  };
}

function ReleaseCard({ release, onChange }: { release: Release; onChange: () => void }) {
  const session = useSession();
  const titles = usePromptTitles(release.prompt_id);
  // Only the workspace's admin (an owner) decides; the requester may withdraw their own.
  const decides = managesWorkspace(session);
  const mine = !!session.user && release.requested_by.id === session.user.userId;
  const [reason, setReason] = useState('');
  const params = { promptId: release.prompt_id, releaseId: release.release_id };
  const approve = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/prompts/{promptId}/releases/{releaseId}/approve', {
        params,
        body: reason ? { override_reason: reason } : {},
      }),
    onSuccess: onChange,
  });
  const reject = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/prompts/{promptId}/releases/{releaseId}/reject', { params, body: {} }),
    onSuccess: onChange,
  });
  const withdraw = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/prompts/{promptId}/releases/{releaseId}/withdraw', { params, body: {} }),
    onSuccess: onChange,
  });
  const open = release.state === 'open';
  const busy = approve.isPending || reject.isPending || withdraw.isPending;
  return (
    <li className="release" aria-label={`Release ${release.release_id}`}>
      <p>
        <span className="badge label-badge">{release.label}</span> →{' '}
        <strong title={release.version_id}>{titles.version(release.version_id)}</strong> of{' '}
        <Link to={`/prompts/${release.prompt_id}`}>{titles.name}</Link> ·{' '}
        <span className={`badge state-${release.state}`}>{release.state}</span>
      </p>
      <p className="muted">
        Asked by {release.requested_by.name} · now on {titles.version(release.base_version_id)}
        {release.note ? ` · “${release.note}”` : ''}
        {release.decided_by ? ` · ${release.state} by ${release.decided_by.name}` : ''}
        {release.override_reason ? ` · override: ${release.override_reason}` : ''}
      </p>
      {release.base_version_id && release.base_version_id !== release.version_id && (
        <p>
          <Link
            to={`/prompts/${release.prompt_id}/compare?from=${release.base_version_id}&to=${release.version_id}`}
          >
            Diff against what {release.label} points at
          </Link>
        </p>
      )}
      <GateList report={release.approval_gates ?? release.gates} />
      {open && !decides && (
        <p className="muted">
          The workspace admin approves or rejects it.{' '}
          {mine && (
            <WriteButton disabled={busy} onClick={() => withdraw.mutate()}>
              Withdraw
            </WriteButton>
          )}
        </p>
      )}
      {open && decides && (
        <RowForm onSubmit={() => approve.mutate()}>
          {!release.gates.passed && (
            <div>
              <label htmlFor={`reason-${release.release_id}`}>Override reason (a gate failed)</label>
              <input
                id={`reason-${release.release_id}`}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          )}
          <WriteButton type="submit" disabled={busy}>
            Approve
          </WriteButton>
          <WriteButton type="button" disabled={busy} onClick={() => reject.mutate()}>
            Reject
          </WriteButton>
        </RowForm>
      )}
      <ErrorLine error={approve.error ?? reject.error ?? withdraw.error} />
    </li>
  );
}

export function ReleasesScreen() {
  const asked = useLocation().query.get('state');
  const [state, setState] = useState<(typeof STATES)[number]>(STATES.find((s) => s === asked) ?? 'open');
  const queryClient = useQueryClient();
  const list = usePaged('/v1/releases', { query: { state } });
  const changed = () => queryClient.invalidateQueries();
  const filter = (
    <div>
      <label htmlFor="release-state">Show</label>
      <select
        id="release-state"
        value={state}
        onChange={(e) => setState(e.target.value as (typeof STATES)[number])}
      >
        {STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <>
      <h1>Releases</h1>
      <Section title="Release requests" actions={filter}>
        <Progress of={list} label="Loading releases" />
        {list.items.length === 0 && !list.isPending && <p className="muted">No {state} release requests.</p>}
        <ul className="releases">
          {list.items.map((r) => (
            <ReleaseCard key={r.release_id} release={r} onChange={changed} />
          ))}
        </ul>
        <MoreButton query={list} />
      </Section>
      <ReleaseSettingsPanel />
    </>
  );
}

/** Asks for a label to point at a version (the prompt page's label form offers it). */
export function useReleaseRequest(promptId: string, onDone: () => void) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { label: string; version_id: string }) =>
      api(session, 'post', '/v1/prompts/{promptId}/releases', { params: { promptId }, body }),
    onSuccess: () => {
      // The Releases screen lists it next time (not a list cached before the request).
      queryClient.invalidateQueries({ queryKey: ['/v1/releases'] });
      onDone();
    },
  });
}

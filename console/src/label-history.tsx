// Label chips on the prompt page (issue 23 §3/§4; docs/releases.md, "History"): which version each
// label (and the primary) points at; a chip opens the label's moves, newest first, paged, and any
// earlier version there is one click away ("Roll back to this version"): a new move when this
// session may move the label directly, else a release request for an admin to approve.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type Item } from './api';
import { Link } from './router';
import { useSession } from './session';
import type { Version } from './types';
import { ErrorLine, MoreButton, Progress, usePaged, WriteButton } from './ui';
import { managesWorkspace } from './user-session';

const HISTORY = '/v1/prompts/{promptId}/labels/{label}/history';
const SETTINGS = '/v1/workspace/release-settings';
type Move = Item<typeof HISTORY>;

interface Props {
  promptId: string;
  versions: Version[];
  title: (v: Version) => string;
  onChange: () => void;
}

/** The primary first, then every label on a version shown, by name: one chip each. */
export function LabelChips(props: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const primary = props.versions.find((v) => v.is_primary);
  const labels = props.versions
    .flatMap((v) => v.labels.map((label) => ({ label, version: v })))
    .sort((a, b) => (a.label < b.label ? -1 : 1));
  const chips = [...(primary ? [{ label: 'primary', version: primary }] : []), ...labels];
  return (
    <>
      <ul className="label-chips" aria-label="Labels and where they point">
        {chips.map(({ label, version }) => (
          <li key={label}>
            <button
              type="button"
              className={`chip${open === label ? ' chip-open' : ''}`}
              aria-expanded={open === label}
              onClick={() => setOpen(open === label ? null : label)}
            >
              <span className="chip-label">{label}</span> {props.title(version)}
            </button>
          </li>
        ))}
      </ul>
      {open && chips.some((c) => c.label === open) && (
        <LabelHistory
          key={open}
          {...props}
          label={open}
          current={chips.find((c) => c.label === open)?.version}
        />
      )}
    </>
  );
}

/** May this session move the label itself, or must it ask (docs/releases.md, "Who may do what")? */
function useMovesDirectly(label: string): { direct: boolean; protectedLabel: boolean } {
  const session = useSession();
  const settings = useQuery({
    queryKey: [SETTINGS, session.workspaceId],
    queryFn: () => api(session, 'get', SETTINGS, {}),
  });
  const s = settings.data;
  const protectedLabel =
    !!s && (label === 'primary' ? s.protect_primary : s.protected_labels.includes(label));
  return { direct: managesWorkspace(session) || !protectedLabel, protectedLabel };
}

function LabelHistory(props: Props & { label: string; current: Version | undefined }) {
  const { promptId, label } = props;
  const session = useSession();
  const queryClient = useQueryClient();
  const moves = usePaged(HISTORY, { params: { promptId, label } }, 20);
  const { direct, protectedLabel } = useMovesDirectly(label);
  const byId = new Map(props.versions.map((v) => [v.version_id, v]));
  const name = (id: string | null, none: string) => {
    if (!id) return none;
    const v = byId.get(id);
    return v ? props.title(v) : 'a version no longer listed';
  };
  const [done, setDone] = useState<string | null>(null);
  const rollBack = useMutation({
    mutationFn: async (version: Version) => {
      const params = { promptId, label };
      if (label === 'primary') {
        await api(session, 'patch', '/v1/prompts/{promptId}/versions/{versionId}', {
          params: { promptId, versionId: version.version_id },
          body: { is_primary: true },
        });
        return `The primary is ${props.title(version)} again.`;
      }
      if (direct) {
        await api(session, 'put', '/v1/prompts/{promptId}/labels/{label}', {
          params,
          body: { version_id: version.version_id },
        });
        return `${label} points at ${props.title(version)} again.`;
      }
      await api(session, 'post', '/v1/prompts/{promptId}/releases', {
        params: { promptId },
        body: { label, version_id: version.version_id, note: `Roll back to ${props.title(version)}` },
      });
      return `${label} is protected: a release request to roll back to ${props.title(version)} is open; an admin approves it under Releases.`;
    },
    onSuccess: (message) => {
      setDone(message);
      queryClient.invalidateQueries({ queryKey: [HISTORY] });
      queryClient.invalidateQueries({ queryKey: ['/v1/releases'] });
      props.onChange();
    },
  });
  // The primary is never released through a request: protected, only an admin switches it.
  const mayRollBack = label !== 'primary' || direct;
  return (
    <section className="label-history" aria-label={`History of ${label}`}>
      <h3>
        History of <span className="chip-label">{label}</span>
        {protectedLabel && <span className="badge">protected</span>}
      </h3>
      <Progress of={moves} label="Loading the history…" />
      {moves.isSuccess && moves.items.length === 0 && (
        <p className="muted">No moves recorded (the label was set before its history was kept).</p>
      )}
      <ol className="moves">
        {moves.items.map((m) => (
          <MoveRow
            key={m.move_id}
            move={m}
            name={name}
            target={m.to_version_id ? byId.get(m.to_version_id) : undefined}
            current={props.current}
            busy={rollBack.isPending}
            onRollBack={mayRollBack ? (v) => rollBack.mutate(v) : null}
            asks={!direct}
          />
        ))}
      </ol>
      <MoreButton query={moves} label="Older moves" />
      {!mayRollBack && <p className="hint">The primary is protected: only an admin switches it.</p>}
      {done && (
        <p className="hint" role="status">
          {done}
        </p>
      )}
      <ErrorLine error={rollBack.error} />
    </section>
  );
}

function MoveRow(props: {
  move: Move;
  name: (id: string | null, none: string) => string;
  target: Version | undefined;
  current: Version | undefined;
  busy: boolean;
  onRollBack: ((v: Version) => void) | null;
  asks: boolean;
}) {
  const { move: m, target } = props;
  const canReturn = props.onRollBack && target && target.version_id !== props.current?.version_id;
  return (
    <li className="move">
      <span>
        {props.name(m.from_version_id, 'created')} → <strong>{props.name(m.to_version_id, 'removed')}</strong>
      </span>{' '}
      <span className="muted">
        by {m.actor.name} · {new Date(m.at).toLocaleString()} ·{' '}
        {m.via === 'release' ? <Link to="/releases?state=approved">via a release request</Link> : 'directly'}
      </span>
      {canReturn && (
        <WriteButton
          className="rollback"
          disabled={props.busy}
          title={props.asks ? 'Asks for a release: the label is protected' : undefined}
          onClick={() => props.onRollBack?.(target)}
        >
          {props.asks ? 'Ask to roll back to this version' : 'Roll back to this version'}
        </WriteButton>
      )}
    </li>
  );
}

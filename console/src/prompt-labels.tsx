// Labels on the prompt page (docs/api.md, "Labels"): each version shows the labels pointing at it,
// and a label is set (created, or moved from another version) or removed here.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api';
import { RowForm, SubmitButton, VersionSelect } from './fields';
import { useReleaseRequest } from './releases';
import { useSession } from './session';
import type { Version } from './types';
import { ErrorLine, WriteButton } from './ui';

const LABEL = /^[a-z0-9][a-z0-9_.-]{0,62}$/;

/** The badges of one version: primary, then its labels, each removable. */
export function VersionBadges(props: { promptId: string; version: Version; onChange: () => void }) {
  const session = useSession();
  const remove = useMutation({
    mutationFn: (label: string) =>
      api(session, 'delete', '/v1/prompts/{promptId}/labels/{label}', {
        params: { promptId: props.promptId, label },
      }),
    onSuccess: props.onChange,
  });
  const v = props.version;
  return (
    <>
      {v.is_primary && <span className="badge primary-badge">primary</span>}
      {v.labels.map((label) => (
        <span key={label} className="badge label-badge">
          {label}
          <WriteButton
            className="badge-remove"
            aria-label={`Remove label ${label}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(label)}
          >
            ×
          </WriteButton>
        </span>
      ))}
      <ErrorLine error={remove.error} />
    </>
  );
}

/** Point a label at a version: a new label is created, an existing one moves (one PUT). */
export function LabelForm(props: {
  promptId: string;
  versions: Version[];
  title: (v: Version) => string;
  onChange: () => void;
}) {
  const session = useSession();
  const [label, setLabel] = useState('');
  const [versionId, setVersionId] = useState('');
  const target = versionId || props.versions[0]?.version_id || '';
  const owner = props.versions.find((v) => v.labels.includes(label));
  const set = useMutation({
    mutationFn: () =>
      api(session, 'put', '/v1/prompts/{promptId}/labels/{label}', {
        params: { promptId: props.promptId, label },
        body: { version_id: target },
      }),
    onSuccess: () => {
      setLabel('');
      props.onChange();
    },
  });
  const release = useReleaseRequest(props.promptId, () => {
    setLabel('');
    props.onChange();
  });
  const invalid = label !== '' && (!LABEL.test(label) || label === 'primary');
  return (
    <>
      <RowForm onSubmit={() => set.mutate()}>
        <div>
          <label htmlFor="label-name">Label</label>
          <input
            id="label-name"
            list="label-suggestions"
            value={label}
            placeholder="production"
            onChange={(e) => setLabel(e.target.value.trim())}
          />
          <datalist id="label-suggestions">
            {['production', 'staging', 'canary'].map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
        </div>
        <VersionSelect
          id="label-version"
          label="On version"
          versions={props.versions}
          title={props.title}
          value={target}
          onChange={setVersionId}
        />
        <SubmitButton change={set} ready={!!label && !invalid && !!target}>
          {owner && owner.version_id !== target ? 'Move label' : 'Set label'}
        </SubmitButton>
        <WriteButton
          type="button"
          disabled={!label || invalid || !target || release.isPending}
          onClick={() => release.mutate({ label, version_id: target })}
        >
          Ask for release
        </WriteButton>
      </RowForm>
      {invalid && (
        <p className="hint">
          {label === 'primary'
            ? '"primary" is reserved: use Set primary.'
            : 'Lower-case letters, digits, "_", "." and "-"; starting with a letter or digit.'}
        </p>
      )}
      {owner && owner.version_id !== target && (
        <p className="hint">
          "{label}" is on {props.title(owner)} now: it moves.
        </p>
      )}
      {release.isSuccess && (
        <p className="hint" role="status">
          Release requested: an admin approves it under Releases.
        </p>
      )}
      <ErrorLine error={set.error ?? release.error} />
    </>
  );
}

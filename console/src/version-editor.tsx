// The editor of a new version: opened in place under the version it starts from (Edit), or at the
// end of the page for a version written from scratch. Saving always makes a new version.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from './api';
import { HighlightedVariables } from './highlight';
import { useSession } from './session';
import type { Version } from './types';
import { Busy, ErrorLine, TokenInfoLine, WriteButton } from './ui';

/** What an editor of a new version (text or chat) is given. */
export interface EditorProps {
  promptId: string;
  /** The version the draft starts from; null: an empty draft. */
  base: Version | null;
  baseTitle?: string;
  onSaved: (v: Version) => void;
  onCancel?: () => void;
}

export function VersionEditor(props: EditorProps) {
  const session = useSession();
  const [draft, setDraft] = useState(props.base?.content ?? '');
  const [name, setName] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  // Opened by Edit: the editor takes the focus where the user is.
  useEffect(() => {
    if (!props.base) return;
    area.current?.focus();
    area.current?.scrollIntoView({ block: 'nearest' });
  }, [props.base]);
  const save = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/prompts/{promptId}/versions', {
        params: { promptId: props.promptId },
        body: { content: draft, name: name || null },
      }),
    onSuccess: (version) => {
      setDraft('');
      setName('');
      props.onSaved(version);
    },
  });
  const id = props.base ? `edit-${props.base.version_id}` : 'new-version';
  return (
    <div className="editor">
      {props.base && (
        <p className="muted">
          Editing a copy of <strong>{props.baseTitle}</strong>: saving makes a new version (
          <TokenInfoLine info={props.base.token_info} />
          ).
        </p>
      )}
      <label htmlFor={`${id}-content`}>Content</label>
      <textarea
        id={`${id}-content`}
        ref={area}
        rows={8}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <details open={draft.includes('{{') || draft.includes('[[')}>
        <summary>Preview (variables highlighted)</summary>
        <HighlightedVariables text={draft} />
      </details>
      <label htmlFor={`${id}-name`}>Name of the new version (optional)</label>
      <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
      <SaveRow
        label="Save as new version"
        disabled={!draft || draft === props.base?.content}
        save={save}
        onCancel={props.onCancel}
      />
    </div>
  );
}

/** An editor's last row: save (a new version), cancel, the progress line and the server's error. */
export function SaveRow(props: {
  label: string;
  disabled: boolean;
  save: { mutate: () => void; isPending: boolean; error: unknown };
  onCancel?: () => void;
}) {
  return (
    <>
      <div className="row">
        <WriteButton
          className="primary"
          disabled={props.disabled || props.save.isPending}
          onClick={() => props.save.mutate()}
        >
          {props.label}
        </WriteButton>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
        )}
      </div>
      <Busy when={props.save.isPending} label="Saving…" />
      <ErrorLine error={props.save.error} />
    </>
  );
}

// The pieces of the prompt page that differ by version type (docs/chat-versions.md): what a
// version's row opens to (a text, or messages with roles and the model configuration) and which
// editor writes the next version.
import { useState } from 'react';
import { ChatEditor } from './chat-editor';
import { ChatMessagesView, ConfigView, chatSummary } from './chat-view';
import { HighlightedVariables } from './highlight';
import type { Version } from './types';
import { VersionEditor } from './version-editor';

/** The first line of a version's text, for its row (the whole text opens below it). */
const firstLine = (text: string) => {
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  return line.length > 90 ? `${line.slice(0, 90)}…` : line || '(empty)';
};

export function VersionContent({ version: v }: { version: Version }) {
  if (v.type === 'chat' && v.messages)
    return (
      <details className="version-content">
        <summary>{chatSummary(v)}</summary>
        <ChatMessagesView messages={v.messages} />
        <ConfigView config={v.config} />
      </details>
    );
  return (
    <details className="version-content">
      <summary>{firstLine(v.content)}</summary>
      <HighlightedVariables text={v.content} />
      {v.config && <ConfigView config={v.config} />}
    </details>
  );
}

interface EditorProps {
  promptId: string;
  onSaved: (v: Version) => void;
}

/** Edit: a copy of the version in the editor of its type. */
export function EditVersion(props: EditorProps & { base: Version; baseTitle: string; onCancel: () => void }) {
  return props.base.type === 'chat' ? <ChatEditor {...props} /> : <VersionEditor {...props} />;
}

/** A version from scratch: text (the spec's) or chat. */
export function NewVersion(props: EditorProps & { initial: 'text' | 'chat' }) {
  const [type, setType] = useState<'text' | 'chat'>(props.initial);
  return (
    <>
      <fieldset className="type-pick">
        <legend>Type</legend>
        {(['text', 'chat'] as const).map((t) => (
          <label key={t} className="check">
            <input type="radio" name="new-version-type" checked={type === t} onChange={() => setType(t)} />
            {t === 'text' ? 'Text (one prompt text)' : 'Chat (role messages)'}
          </label>
        ))}
      </fieldset>
      {type === 'chat' ? (
        <ChatEditor promptId={props.promptId} base={null} onSaved={props.onSaved} />
      ) : (
        <VersionEditor promptId={props.promptId} base={null} onSaved={props.onSaved} />
      )}
    </>
  );
}

// The editor of a new chat version (docs/chat-versions.md): role messages and message placeholders
// in order (add, remove, move), and the model configuration. Saving always makes a new version
// (POST …/versions/chat), like the text editor.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type BodyOf } from './api';
import { useSession } from './session';
import type { Version } from './types';
import { type EditorProps, SaveRow } from './version-editor';

type ChatItem = BodyOf<'/v1/prompts/{promptId}/versions/chat', 'post'>['messages'][number];
type Config = NonNullable<Version['config']>;
type Role = Exclude<ChatItem, { placeholder: string }>['role'];
const ROLES: Role[] = ['system', 'developer', 'user', 'assistant', 'tool'];

/** An item of the draft with a key of its own, so moving items keeps their inputs. */
interface Row {
  key: number;
  item: ChatItem;
}
let nextKey = 0;
const row = (item: ChatItem): Row => ({ key: nextKey++, item });

const STARTER: ChatItem[] = [
  { role: 'system', content: '' },
  { role: 'user', content: '' },
];

/** The config fields the form shows; the rest (tools, response format, metadata) is JSON. */
interface ConfigFields {
  model: string;
  temperature: string;
  maxOutput: string;
  topP: string;
  stop: string;
  more: string;
}

function fieldsOf(config: Config | null): ConfigFields {
  const p = config?.parameters ?? {};
  const { model, parameters, ...rest } = config ?? {};
  void parameters;
  return {
    model: model ?? '',
    temperature: p.temperature === undefined ? '' : String(p.temperature),
    maxOutput: p.max_output_tokens === undefined ? '' : String(p.max_output_tokens),
    topP: p.top_p === undefined ? '' : String(p.top_p),
    stop: (p.stop ?? []).join('\n'),
    more: Object.keys(rest).length ? JSON.stringify(rest, null, 2) : '',
  };
}

/** The config to send; null when nothing is set. The server validates every value (400 in words). */
function configOf(f: ConfigFields, base: Config | null): Config | null {
  const parameters: Record<string, unknown> = { ...(base?.parameters ?? {}) };
  const numbers: [string, string][] = [
    ['temperature', f.temperature],
    ['max_output_tokens', f.maxOutput],
    ['top_p', f.topP],
  ];
  for (const [key, text] of numbers) {
    if (text.trim() === '') delete parameters[key];
    else parameters[key] = Number(text);
  }
  const stop = f.stop.split('\n').filter((s) => s !== '');
  if (stop.length) parameters.stop = stop;
  else delete parameters.stop;
  let more: Record<string, unknown> = {};
  if (f.more.trim()) {
    try {
      more = JSON.parse(f.more);
    } catch {
      throw new Error('Tools, response format and metadata: not valid JSON.');
    }
  }
  const config: Record<string, unknown> = { ...more };
  if (f.model.trim()) config.model = f.model.trim();
  if (Object.keys(parameters).length) config.parameters = parameters;
  return Object.keys(config).length ? (config as Config) : null;
}

export function ChatEditor(props: EditorProps) {
  const session = useSession();
  const id = props.base ? `chat-${props.base.version_id}` : 'new-chat';
  const [rows, setRows] = useState<Row[]>(() => (props.base?.messages ?? STARTER).map(row));
  const [fields, setFields] = useState<ConfigFields>(() => fieldsOf(props.base?.config ?? null));
  const [name, setName] = useState('');
  const set = (key: number, item: ChatItem) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { key, item } : r)));
  const move = (index: number, by: number) =>
    setRows((rs) => {
      const to = index + by;
      if (to < 0 || to >= rs.length) return rs;
      const copy = [...rs];
      [copy[index], copy[to]] = [copy[to] as Row, copy[index] as Row];
      return copy;
    });
  const field = (key: keyof ConfigFields) => ({
    id: `${id}-${key}`,
    value: fields[key],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value })),
  });
  const save = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/prompts/{promptId}/versions/chat', {
        params: { promptId: props.promptId },
        body: {
          messages: rows.map((r) => r.item),
          config: configOf(fields, props.base?.config ?? null),
          name: name || null,
        },
      }),
    onSuccess: (version) => {
      // As the text editor: a new draft starts empty.
      setRows(STARTER.map(row));
      setFields(fieldsOf(null));
      setName('');
      props.onSaved(version);
    },
  });

  return (
    <div className="editor chat-editor">
      {props.base && (
        <p className="muted">
          Editing a copy of <strong>{props.baseTitle}</strong>: saving makes a new chat version.
        </p>
      )}
      <ol className="chat-draft" aria-label="Messages of the draft">
        {rows.map((r, i) => {
          const n = i + 1;
          const item = r.item;
          return (
            <li key={r.key} className="chat-draft-item">
              <div className="row">
                {'placeholder' in item ? (
                  <div>
                    <label htmlFor={`${id}-${r.key}-slot`}>Placeholder {n} (name)</label>
                    <input
                      id={`${id}-${r.key}-slot`}
                      value={item.placeholder}
                      onChange={(e) => set(r.key, { placeholder: e.target.value })}
                    />
                  </div>
                ) : (
                  <div className="role-pick">
                    <label htmlFor={`${id}-${r.key}-role`}>Role of message {n}</label>
                    <select
                      id={`${id}-${r.key}-role`}
                      value={item.role}
                      onChange={(e) => set(r.key, { ...item, role: e.target.value as Role })}
                    >
                      {ROLES.map((role) => (
                        <option key={role}>{role}</option>
                      ))}
                    </select>
                  </div>
                )}
                <span className="item-tools">
                  <button
                    type="button"
                    aria-label={`Move item ${n} up`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move item ${n} down`}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Remove item ${n}`}
                    onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
                  >
                    Remove
                  </button>
                </span>
              </div>
              {!('placeholder' in item) && (
                <>
                  <label htmlFor={`${id}-${r.key}-content`} className="sr-only">
                    Content of message {n}
                  </label>
                  <textarea
                    id={`${id}-${r.key}-content`}
                    rows={3}
                    value={item.content}
                    placeholder="Text; {{variables}} work here"
                    onChange={(e) => set(r.key, { ...item, content: e.target.value })}
                  />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <div className="row">
        <button type="button" onClick={() => setRows((rs) => [...rs, row({ role: 'user', content: '' })])}>
          Add message
        </button>
        <button
          type="button"
          onClick={() => setRows((rs) => [...rs, row({ placeholder: rs.length ? 'history' : 'messages' })])}
        >
          Add message placeholder
        </button>
      </div>
      <fieldset>
        <legend>Model configuration</legend>
        <div className="row">
          <div>
            <label htmlFor={`${id}-model`}>Model</label>
            <input {...field('model')} placeholder="gpt-4o, claude-sonnet-4…" />
          </div>
          <div>
            <label htmlFor={`${id}-temperature`}>Temperature</label>
            <input {...field('temperature')} type="number" step="0.1" min="0" max="2" />
          </div>
          <div>
            <label htmlFor={`${id}-maxOutput`}>Max output tokens</label>
            <input {...field('maxOutput')} type="number" min="1" />
          </div>
          <div>
            <label htmlFor={`${id}-topP`}>top_p</label>
            <input {...field('topP')} type="number" step="0.05" min="0" max="1" />
          </div>
        </div>
        <label htmlFor={`${id}-stop`}>Stop sequences (one a line)</label>
        <textarea {...field('stop')} rows={2} />
        <label htmlFor={`${id}-more`}>Tools, response format, metadata (JSON object, optional)</label>
        <textarea
          {...field('more')}
          rows={3}
          placeholder='{"tools": [...], "response_format": {"type": "json_object"}}'
        />
      </fieldset>
      <label htmlFor={`${id}-name`}>Name of the new version (optional)</label>
      <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
      <SaveRow label="Save chat version" disabled={rows.length === 0} save={save} onCancel={props.onCancel} />
    </div>
  );
}

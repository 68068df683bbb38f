import { type FormEvent, Fragment, useState } from 'react';
import { CheckField } from './fields';
import { useSession } from './session';
import { ErrorLine, MoreButton, RecordTable, Section, usePaged } from './ui';

const FIELDS = [
  { id: 'resource_type', label: 'Resource type', placeholder: 'prompt, label, user…' },
  { id: 'resource_id', label: 'Resource id', placeholder: 'prm_…' },
  { id: 'actor_id', label: 'Who (user or key id)', placeholder: 'usr_… or key_…' },
  { id: 'action', label: 'Action', placeholder: 'prompt_version.update' },
] as const;
type Filters = Record<(typeof FIELDS)[number]['id'] | 'from' | 'to', string>;
const NONE: Filters = { resource_type: '', resource_id: '', actor_id: '', action: '', from: '', to: '' };

/** A datetime-local value (the browser's local time) as the API's ISO time; '' stays unset. */
const iso = (local: string) => (local ? new Date(local).toISOString() : undefined);
/** `prompt_version.create` may wrap after its dot, not inside a word. */
const breakable = (action: string) =>
  action.split('.').map((part, i) => (
    <Fragment key={part}>
      {i > 0 && (
        <>
          .<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
const short = (hash: string | null) => (hash ? hash.slice(0, 8) : '—');

/**
 * The audit log (GET /v1/audit), newest first, paged: the account owner reads all of it (or one
 * workspace's), a workspace's admin that workspace's rows. Filters by resource, actor, action and
 * time range are applied with "Apply".
 */
export function AuditScreen() {
  const session = useSession();
  const owner = session.scope === 'owner';
  const [draft, setDraft] = useState<Filters>(NONE);
  const [applied, setApplied] = useState<Filters>(NONE);
  const [thisWorkspace, setThisWorkspace] = useState(!owner);
  const workspaceId = thisWorkspace || !owner ? (session.workspaceId ?? undefined) : undefined;
  const query = {
    ...Object.fromEntries(FIELDS.map((f) => [f.id, applied[f.id] || undefined])),
    from: iso(applied.from),
    to: iso(applied.to),
    workspace_id: workspaceId,
  };
  const list = usePaged('/v1/audit', { query }, 25);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
  };
  const set = (id: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [id]: e.target.value });

  return (
    <>
      <h1>Audit log</h1>
      <Section title="Filters">
        <form className="row" onSubmit={apply} aria-label="Audit filters">
          {FIELDS.map((f) => (
            <div key={f.id}>
              <label htmlFor={`audit-${f.id}`}>{f.label}</label>
              <input
                id={`audit-${f.id}`}
                value={draft[f.id]}
                placeholder={f.placeholder}
                onChange={set(f.id)}
              />
            </div>
          ))}
          <div>
            <label htmlFor="audit-from">From</label>
            <input id="audit-from" type="datetime-local" value={draft.from} onChange={set('from')} />
          </div>
          <div>
            <label htmlFor="audit-to">Until</label>
            <input id="audit-to" type="datetime-local" value={draft.to} onChange={set('to')} />
          </div>
          {owner && (
            <CheckField
              id="audit-workspace"
              label="Only this workspace"
              checked={thisWorkspace}
              onChange={setThisWorkspace}
            />
          )}
          <button type="submit">Apply</button>
          <button
            type="button"
            onClick={() => {
              setDraft(NONE);
              setApplied(NONE);
            }}
          >
            Clear
          </button>
        </form>
      </Section>
      <Section title="Changes">
        <ErrorLine error={list.error} />
        {list.isSuccess && list.items.length === 0 && <p className="muted">No change matches.</p>}
        <RecordTable
          heads={['When', 'Who', 'Action', 'Resource', 'Workspace', 'From', 'Content (SHA-256)']}
          className="audit"
        >
          {list.items.map((e) => (
            <tr key={e.audit_id}>
              <td>
                <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time>
              </td>
              <td>
                {e.actor.name} <span className="muted">({e.actor.type === 'user' ? 'user' : 'key'})</span>
              </td>
              <td>
                <code>{breakable(e.action)}</code>
              </td>
              <td>
                <code>{e.resource_id}</code>
              </td>
              <td>{e.workspace_id ? <code>{e.workspace_id}</code> : 'account'}</td>
              <td>{e.ip}</td>
              <td>
                {e.before_hash || e.after_hash ? (
                  <code title={`${e.before_hash ?? 'none'} → ${e.after_hash ?? 'none'}`}>
                    {short(e.before_hash)} → {short(e.after_hash)}
                  </code>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </RecordTable>
        <MoreButton query={list} />
      </Section>
    </>
  );
}

// Pieces every screen uses: the error line, paged lists, token info, write buttons.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ButtonHTMLAttributes,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useState,
} from 'react';
import { type CallOptions, type Item, type Path, PromptkeepError, page } from './api';
import { useCanWrite, useSession } from './session';
import type { TokenInfo, Version } from './types';

/** The API's own `message`, in words, announced to screen readers. */
export function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof PromptkeepError || error instanceof Error ? error.message : String(error);
  return (
    <p className="error" role="alert">
      {message}
    </p>
  );
}

export function Busy({ when, label }: { when: boolean; label: string }) {
  if (!when) return null;
  return (
    <p className="busy" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

/**
 * A button that changes something: not shown to whoever may only read (a read key, a viewer); the
 * server refuses their changes anyway.
 */
export function WriteButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const canWrite = useCanWrite();
  if (!canWrite) return null;
  return <button type="button" {...props} />;
}

/**
 * Every list pages: the first page, then the `Link: rel="next"` URL on demand (docs/api.md).
 * `refresh` reloads every list of this path (after a change to what it lists).
 */
export function usePaged<P extends Path>(path: P, options: CallOptions<never> = {}, limit = 50) {
  const session = useSession();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: [path, session.workspaceId, options],
    queryFn: ({ pageParam }) =>
      page(session, path, { ...options, query: { ...options.query, limit } }, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const items: Item<P>[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: [path] });
  return { ...query, items, refresh };
}

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function MoreButton(props: { query: Pages; label?: string }) {
  const { query } = props;
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="more"
      onClick={() => query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? 'Loading…' : (props.label ?? 'Load more')}
    </button>
  );
}

export const usd = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : `$${value < 0.01 ? value.toPrecision(3) : value.toFixed(value < 1 ? 4 : 2)}`;

export function TokenInfoLine({ info }: { info: TokenInfo | null }) {
  if (!info) return <span className="muted">no token info</span>;
  return (
    <span className="token-info">
      {info.token_count} tokens ({info.model}) · {usd(info.cost_per_use)} per use · {usd(info.cost_per_1k)}{' '}
      per 1k · {usd(info.cost_per_1m)} per 1M
    </span>
  );
}

export function Section(props: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="card" aria-label={props.title}>
      <div className="card-head">
        <h2>{props.title}</h2>
        {props.actions}
      </div>
      {props.children}
    </section>
  );
}

/** A form whose submit runs `onSubmit` instead of loading a page. */
export function Form({
  onSubmit,
  className,
  children,
}: {
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A one-line form of the create panels. */
export function RowForm(props: { onSubmit: () => void; children: ReactNode }) {
  return <Form className="row" {...props} />;
}

/** A label and its text input, side by side in the form's flow; `onChange` gets the new value. */
export function Field({
  id,
  label,
  value,
  onChange,
  ...input
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}

/** A labelled text input in its own block (the create panels' rows): required unless told. */
export function TextField(props: Parameters<typeof Field>[0]) {
  return (
    <div>
      <Field required {...props} />
    </div>
  );
}

/** A write-only secret (an API key, a client secret): typed, never shown, never autofilled. */
export function SecretField(props: Omit<Parameters<typeof Field>[0], 'type'>) {
  return <TextField type="password" autoComplete="off" required={false} {...props} />;
}

/** A checkbox with its label beside it, in a row of fields; `onChange` gets whether it is checked. */
export function CheckField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}

/** A checkbox inside its label; `onChange` gets whether it is checked. */
export function Checkbox({
  checked,
  onChange,
  children,
  className,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        disabled={disabled}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />{' '}
      {children}
    </label>
  );
}

/**
 * A sign-in form's submit (key, password, invitation): busy while `run` works, its error kept to
 * show; what it answers goes to `done`.
 */
export function useSignInSubmit<T>(run: () => Promise<T>, done: (value: T) => void) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      done(await run());
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, error, setError };
}

/** A select of a prompt's versions by their titles; `none` first when the choice may be empty. */
export function VersionSelect(props: {
  id: string;
  label: string;
  versions: Version[];
  title: (v: Version) => string;
  value: string;
  onChange: (versionId: string) => void;
  none?: string;
}) {
  return (
    <div>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.none !== undefined && <option value="">{props.none}</option>}
        {props.versions.map((v) => (
          <option key={v.version_id} value={v.version_id}>
            {props.title(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A table with one row of column heads; the rows are the children. */
export function Table(props: { heads: string[]; className?: string; children: ReactNode }) {
  return (
    <table className={props.className}>
      <thead>
        <tr>
          {props.heads.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>{props.children}</tbody>
    </table>
  );
}

/** A table of records: scrolls sideways when wide, one block per record on a phone. */
export function RecordTable(props: { heads: string[]; className?: string; children: ReactNode }) {
  return (
    <div className="scroll">
      <Table heads={props.heads} className={props.className ? `stack ${props.className}` : 'stack'}>
        {props.children}
      </Table>
    </div>
  );
}

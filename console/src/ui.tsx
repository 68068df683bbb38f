// Pieces every screen uses: the error line, paged lists, token info, write buttons, sections and
// tables (the form pieces are in fields.tsx).
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type CallOptions, type Item, type Path, PromptkeepError, page } from './api';
import { useCanWrite, useSession } from './session';
import type { TokenInfo } from './types';

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

/** How a request stands: `label` with a spinner while it runs, then its error if it failed. */
export function Progress({ of, label }: { of: { isPending: boolean; error: unknown }; label: string }) {
  return (
    <>
      <Busy when={of.isPending} label={label} />
      <ErrorLine error={of.error} />
    </>
  );
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

/**
 * A paged list (usePaged's answer): its items, then `empty` as a muted item once the first page came
 * back empty, and "Load more" below while there are more pages.
 */
export function PagedList(props: {
  query: Pages & { isSuccess: boolean; items: unknown[] };
  empty?: string;
  children: ReactNode;
}) {
  const { query } = props;
  return (
    <>
      <ul className="list">
        {props.children}
        {props.empty && query.isSuccess && query.items.length === 0 && (
          <li className="muted">{props.empty}</li>
        )}
      </ul>
      <MoreButton query={query} />
    </>
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

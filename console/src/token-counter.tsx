import { useMutation, useQuery } from '@tanstack/react-query';
import { type DragEvent, useMemo, useState } from 'react';
import { api, page } from './api';
import { useSession } from './session';
import type { CountResult, TokenCatalog } from './types';
import { ErrorLine, Progress, Section, usd } from './ui';

type SortKey = 'model' | 'token_count' | 'token_cost' | 'tokenizer';
const SHOWN = 40;
/**
 * Widely used models of five makers: picked when the screen opens (those the catalog has) and
 * listed first, so a first count needs no search.
 */
export const POPULAR = ['gpt-4o', 'gpt-5', 'claude-sonnet-4-5', 'gemini-2.5-pro', 'llama-3.3-70b-instruct'];
const popularity = (name: string) => {
  const i = POPULAR.indexOf(name);
  return i === -1 ? POPULAR.length : i;
};

export function TokenCounter() {
  const session = useSession();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [author, setAuthor] = useState('');
  // null until the user changes the picks: the popular models the catalog has.
  const [chosen, setPicked] = useState<string[] | null>(null);
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'token_count', desc: false });

  // The catalog is a few hundred models: one page of 1000 holds it (docs/api.md).
  const models = useQuery({
    queryKey: ['models'],
    queryFn: async () => (await page(session, '/v1/tokens/models', { query: { limit: 1000 } }, null)).items,
  });
  const authors = useQuery({
    queryKey: ['authors'],
    queryFn: async () => (await page(session, '/v1/tokens/authors', { query: { limit: 1000 } }, null)).items,
  });
  const catalog = useQuery({
    queryKey: ['token-catalog'],
    queryFn: () => api(session, 'get', '/v1/tokens/catalog', {}),
  });
  // Estimates are asked for: a model without an exact count gets a labelled estimate, never a count.
  const count = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/tokens/count', {
        body: { input: text, type: 'text', models: picked, estimate: true },
      }),
  });

  const picked = useMemo(
    () => chosen ?? POPULAR.filter((name) => models.data?.some((m) => m.name === name)),
    [chosen, models.data],
  );
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (models.data ?? [])
      .filter(
        (m) =>
          (!author || m.author === author) &&
          (!needle || m.name.toLowerCase().includes(needle) || m.display_name.toLowerCase().includes(needle)),
      )
      .map((m, at) => ({ m, at }))
      .sort((a, b) => popularity(a.m.name) - popularity(b.m.name) || a.at - b.at)
      .map(({ m }) => m);
  }, [models.data, search, author]);

  const rows = useMemo(() => {
    const list = [...(count.data ?? [])];
    const { key, desc } = sort;
    // A model without a count or a price (null) goes last in either direction. Counts sort by the
    // estimate when there is no exact count.
    const value = (r: CountResult) =>
      key === 'token_count' ? (r.token_count ?? r.estimate?.count ?? null) : r[key];
    list.sort((a: CountResult, b: CountResult) => {
      const x = value(a);
      const y = value(b);
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      const order = x < y ? -1 : x > y ? 1 : 0;
      return desc ? -order : order;
    });
    return list;
  }, [count.data, sort]);

  const toggle = (name: string) =>
    setPicked(picked.includes(name) ? picked.filter((n) => n !== name) : [...picked, name]);
  const onDrop = async (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    if (!file) return;
    event.preventDefault();
    setText(await file.text());
  };
  const header = (key: SortKey, label: string) => (
    <th aria-sort={sort.key === key ? (sort.desc ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="sort"
        onClick={() => setSort({ key, desc: sort.key === key && !sort.desc })}
      >
        {label}
      </button>
    </th>
  );

  return (
    <>
      <h1>Token counter</h1>
      <div className="columns">
        <Section title="Text">
          <label htmlFor="count-text">Text to count (paste, or drop a text file here)</label>
          <textarea
            id="count-text"
            rows={10}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onDrop={onDrop}
          />
          <label htmlFor="count-file">…or pick a file</label>
          <input
            id="count-file"
            type="file"
            accept=".txt,.md,.json,.csv,text/*"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (file) setText(await file.text());
            }}
          />
        </Section>
        <Section title="Models">
          <div className="row">
            <div>
              <label htmlFor="model-search">Search models</label>
              <input
                id="model-search"
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor="model-author">Author</label>
              <select id="model-author" value={author} onChange={(e) => setAuthor(e.target.value)}>
                <option value="">All authors</option>
                {(authors.data ?? []).map((a) => (
                  <option key={a}>{a}</option>
                ))}
              </select>
            </div>
          </div>
          <ErrorLine error={models.error ?? authors.error} />
          <fieldset className="model-list">
            <legend>
              {matching.length} models
              {matching.length > SHOWN ? ` (first ${SHOWN} shown: refine the search)` : ''}
            </legend>
            {matching.slice(0, SHOWN).map((m) => (
              <label key={m.name} className="check">
                <input type="checkbox" checked={picked.includes(m.name)} onChange={() => toggle(m.name)} />
                {m.name} <span className="muted">{m.author}</span>
              </label>
            ))}
          </fieldset>
          <p>
            Picked: {picked.length ? picked.join(', ') : 'none'}{' '}
            {picked.length > 0 && (
              <button type="button" onClick={() => setPicked([])}>
                Clear
              </button>
            )}
          </p>
          <button
            type="button"
            className="primary"
            disabled={!text || picked.length === 0 || count.isPending}
            onClick={() => count.mutate()}
          >
            Count tokens
          </button>
          <Progress of={count} label="Counting…" />
        </Section>
      </div>
      {catalog.data && <CatalogFacts catalog={catalog.data} />}
      {rows.length > 0 && (
        <Section title="Results">
          <div className="scroll">
            <table>
              <thead>
                <tr>
                  {header('model', 'Model')}
                  {header('token_count', 'Tokens')}
                  {header('token_cost', 'Cost')}
                  {header('tokenizer', 'Tokenizer')}
                  <th>Per 1k uses</th>
                  <th>Per 1M uses</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.model}>
                    <td>{r.model}</td>
                    <td>
                      <Tokens result={r} />
                    </td>
                    <td>{usd(r.token_cost)}</td>
                    <td>{r.tokenizer ?? r.reason ?? '—'}</td>
                    <td>{usd(r.token_cost === null ? null : r.token_cost * 1000)}</td>
                    <td>{usd(r.token_cost === null ? null : r.token_cost * 1_000_000)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}
    </>
  );
}

/** An exact count with its badge; otherwise the estimate, marked as one, with its measured error. */
function Tokens({ result }: { result: CountResult }) {
  if (result.token_count !== null) {
    return (
      <>
        {result.token_count} <span className="badge exact">exact</span>
      </>
    );
  }
  const estimate = result.estimate;
  if (!estimate) return <>—</>;
  const p90 = Math.round(estimate.error_band.p90 * 100);
  return (
    <span className="estimate" title={`${estimate.method}: 90% of measured estimates were within ±${p90}%`}>
      ≈ {estimate.count} <span className="badge estimate-badge">estimate ±{p90}%</span>
    </span>
  );
}

/** The catalog's date, sources and coverage (GET /v1/tokens/catalog). */
function CatalogFacts({ catalog }: { catalog: TokenCatalog }) {
  const { total } = catalog.coverage;
  const pct = (n: number) => `${Math.round((100 * n) / Math.max(total.models, 1))}%`;
  return (
    <Section title="Catalog">
      <p>
        Prices as of <strong>{catalog.as_of}</strong>. Of {total.models} models,{' '}
        {total.offline + total.operator} ({pct(total.offline + total.operator)}) are counted exactly here,{' '}
        {total.provider_api} through their maker's count API when configured; the other {total.none} get an
        estimate ({catalog.estimates.method}, median error{' '}
        {Math.round(catalog.estimates.error_band.median * 100)}%).
      </p>
      <details>
        <summary>Sources and versions</summary>
        <ul>
          {catalog.sources.map((s) => (
            <li key={s.name}>
              {s.name}
              {s.version ? `@${s.version}` : ''} <span className="muted">{s.provides}</span>
            </li>
          ))}
        </ul>
      </details>
    </Section>
  );
}

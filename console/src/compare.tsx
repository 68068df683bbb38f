import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { DiffView } from './diff';
import { Link, useLocation } from './router';
import { useSession } from './session';
import type { Version } from './types';
import { Busy, ErrorLine, Section, usd } from './ui';

function delta(a: number | null | undefined, b: number | null | undefined, format: (n: number) => string) {
  if (a === null || a === undefined || b === null || b === undefined) return '—';
  const d = b - a;
  return `${format(a)} → ${format(b)} (${d > 0 ? '+' : d < 0 ? '−' : '±'}${format(Math.abs(d))})`;
}

export function CompareScreen({ promptId }: { promptId: string }) {
  const session = useSession();
  const { query } = useLocation();
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const get = (versionId: string) =>
    api(session, 'get', '/v1/prompts/{promptId}/versions/{versionId}', {
      params: { promptId, versionId },
      query: { expand: 'scoring' },
    });
  const versions = useQuery({
    queryKey: ['compare', session.workspaceId, promptId, from, to],
    queryFn: async (): Promise<[Version, Version]> => Promise.all([get(from), get(to)]),
    enabled: Boolean(from && to),
  });
  const [a, b] = versions.data ?? [];

  return (
    <>
      <p>
        <Link to={`/prompts/${promptId}`}>← Prompt</Link>
      </p>
      <h1>Compare versions</h1>
      <Busy when={versions.isLoading} label="Loading both versions…" />
      <ErrorLine error={versions.error} />
      {a && b && (
        <>
          <Section title="Deltas">
            <dl className="deltas">
              <dt>Versions</dt>
              <dd>
                {a.name ?? a.version_id} → {b.name ?? b.version_id}
              </dd>
              <dt>Tokens ({b.token_info.model})</dt>
              <dd>{delta(a.token_info.token_count, b.token_info.token_count, String)}</dd>
              <dt>Cost per use</dt>
              <dd>{delta(a.token_info.cost_per_use, b.token_info.cost_per_use, usd)}</dd>
              <dt>Cost per 1M uses</dt>
              <dd>{delta(a.token_info.cost_per_1m, b.token_info.cost_per_1m, usd)}</dd>
              <dt>Score</dt>
              <dd>
                {a.scoring && b.scoring
                  ? delta(a.scoring.overall_score, b.scoring.overall_score, (n) => n.toFixed(2))
                  : 'score both versions (Analyses) to see the change'}
              </dd>
            </dl>
          </Section>
          <Section title="Differences">
            <DiffView before={a.content} after={b.content} />
          </Section>
        </>
      )}
    </>
  );
}

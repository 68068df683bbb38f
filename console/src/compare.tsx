import { DiffView, useVersionDiff } from './diff';
import { Link, useLocation } from './router';
import { Busy, ErrorLine, Section, usd, usePaged } from './ui';
import { versionTitles } from './version-titles';

function delta(change: { from: number; to: number; delta: number }, format: (n: number) => string) {
  const d = change.delta;
  return `${format(change.from)} → ${format(change.to)} (${d > 0 ? '+' : d < 0 ? '−' : '±'}${format(Math.abs(d))})`;
}

/** Two versions compared by the API (GET …/diff): the line diff and the token, cost, score and risk deltas. */
export function CompareScreen({ promptId }: { promptId: string }) {
  const { query } = useLocation();
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const enabled = Boolean(from && to);
  const diff = useVersionDiff(promptId, from, to);
  // The versions' titles, for the heading of the deltas (the diff names them by id): as the prompt
  // page shows them ("Version 2" for an unnamed one).
  const versions = usePaged('/v1/prompts/{promptId}/versions', { params: { promptId } });
  const title = versionTitles(versions.items);
  const byId = (id: string) => versions.items.find((v) => v.version_id === id);
  const names = {
    data:
      enabled && versions.isSuccess
        ? [from, to].map((id) => {
            const v = byId(id);
            return v ? title(v) : id;
          })
        : undefined,
    error: versions.error,
  };
  const d = diff.data;

  return (
    <>
      <p>
        <Link to={`/prompts/${promptId}`}>← Prompt</Link>
      </p>
      <h1>Compare versions</h1>
      <Busy when={diff.isLoading} label="Comparing the two versions…" />
      <ErrorLine error={diff.error ?? names.error} />
      {d && (
        <>
          <Section title="Deltas">
            <dl className="deltas">
              <dt>Versions</dt>
              <dd>{(names.data ?? [d.from_version_id, d.to_version_id]).join(' → ')}</dd>
              <dt>Tokens ({d.token_info_model})</dt>
              <dd>{delta(d.tokens, String)}</dd>
              <dt>Cost per use</dt>
              <dd>{delta(d.cost, usd)}</dd>
              <dt>Score</dt>
              <dd>
                {d.scoring
                  ? delta(d.scoring, (n) => n.toFixed(2))
                  : 'score both versions (Analyses) to see the change'}
              </dd>
              <dt>Risk issues</dt>
              <dd>
                {d.risk
                  ? `${delta(d.risk, String)}, ${d.risk.from_level} → ${d.risk.to_level}`
                  : 'run risk on both versions (Analyses) to see the change'}
              </dd>
            </dl>
          </Section>
          <Section title="Differences">
            <p className="muted">
              {d.stats.added_lines} lines added, {d.stats.removed_lines} removed
              {d.minimal ? '' : ' (the versions differ too much for a minimal diff: one block each way)'}.
            </p>
            <DiffView unified={d.unified_diff} />
          </Section>
        </>
      )}
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, page } from './api';
import { BalanceChart, HeatmapText } from './charts';
import { VersionDiffView } from './diff';
import { Link } from './router';
import { useSession } from './session';
import type { Risk, Version } from './types';
import { Busy, ErrorLine, Section, Table, usePaged, WriteButton } from './ui';
import { versionTitles } from './version-titles';

const RISK_AREAS = ['bias_analysis', 'ethical_analysis', 'safety_analysis'] as const;
/** The built-in Default criteria (docs/prompts.md): every workspace has it. */
const DEFAULT = 'sca_default';

function RiskView({ risk }: { risk: Risk }) {
  return (
    <>
      <p>
        Overall:{' '}
        <span className={`badge risk-${risk.summary.overall_risk_level}`}>
          {risk.summary.overall_risk_level}
        </span>{' '}
        {risk.summary.overall_feedback}
      </p>
      {RISK_AREAS.map((area) => (
        <div key={area}>
          <h3>
            {area === 'bias_analysis' ? 'Bias' : area === 'ethical_analysis' ? 'Ethics' : 'Safety'}:{' '}
            <span className={`badge risk-${risk[area].risk_level}`}>{risk[area].risk_level}</span>
          </h3>
          <p>{risk[area].feedback}</p>
          <ul>
            {risk[area].issues.map((issue) => (
              <li key={issue.issue}>
                {issue.issue}
                <ul>
                  {issue.parts.map((p) => (
                    <li key={p.part}>
                      <mark className="risk-part">{p.part}</mark> → suggested: <em>{p.revision}</em>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export function AnalysesScreen({ promptId, versionId }: { promptId: string; versionId: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const params = { promptId, versionId };
  const key = ['analyses', session.workspaceId, promptId, versionId];
  const version = useQuery({
    queryKey: key,
    queryFn: () =>
      api(session, 'get', '/v1/prompts/{promptId}/versions/{versionId}', {
        params,
        query: { expand: 'scoring,risk,balance,heatmap' },
      }),
  });
  // The built-in Default first (the API lists it last), then the workspace's own by name.
  const criteria = useQuery({
    queryKey: ['criteria-all', session.workspaceId],
    queryFn: async () => {
      const { items } = await page(session, '/v1/prompts/scoring/criteria', { query: { limit: 1000 } }, null);
      return [
        ...items.filter((c) => c.criteria_id === DEFAULT),
        ...items.filter((c) => c.criteria_id !== DEFAULT),
      ];
    },
  });
  // What the dropdown shows: the user's pick, else the criteria of the result on screen, else Default.
  const [picked, setPicked] = useState<string | null>(null);
  const [slugs, setSlugs] = useState<string[]>([]);
  const [improved, setImproved] = useState<Version | null>(null);
  const shownId = version.data?.scoring?.criteria.criteria_id ?? null;
  const criteriaId = picked ?? shownId ?? DEFAULT;
  const chosen = criteria.data?.find((c) => c.criteria_id === criteriaId) ?? criteria.data?.[0];
  const done = (kind: string) => {
    // A new scoring result is what the dropdown follows from now on.
    if (kind === 'scoring') setPicked(null);
    return queryClient.invalidateQueries({ queryKey: key });
  };

  const run = useMutation({
    mutationFn: async (kind: 'scoring' | 'risk' | 'balance' | 'heatmap') => {
      if (kind === 'scoring') {
        if (!chosen) throw new Error('Pick scoring criteria first.');
        const body = { criteria_id: chosen.criteria_id, ...(slugs.length ? { criterion_slugs: slugs } : {}) };
        return api(session, 'post', '/v1/prompts/{promptId}/versions/{versionId}/scoring', { params, body });
      }
      if (kind === 'risk')
        return api(session, 'post', '/v1/prompts/{promptId}/versions/{versionId}/risk', { params, body: {} });
      const body = { include_examples: false };
      if (kind === 'balance')
        return api(session, 'post', '/v1/prompts/{promptId}/versions/{versionId}/balance', { params, body });
      return api(session, 'post', '/v1/prompts/{promptId}/versions/{versionId}/heatmap', { params, body });
    },
    onSuccess: (_result, kind) => done(kind),
  });
  const improve = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/prompts/{promptId}/versions/{versionId}/improve', { params, body: {} }),
    onSuccess: setImproved,
  });
  // Improve stores the new version at once (201); "Discard" deletes it again.
  const discard = useMutation({
    mutationFn: (id: string) =>
      api(session, 'delete', '/v1/prompts/{promptId}/versions/{versionId}', {
        params: { promptId, versionId: id },
      }),
    onSuccess: () => setImproved(null),
  });

  const v = version.data;
  // The version's title as the prompt page shows it ("Version 2" for an unnamed one).
  const siblings = usePaged('/v1/prompts/{promptId}/versions', { params: { promptId } });
  const title = versionTitles(siblings.items);
  const runButton = (kind: 'scoring' | 'risk' | 'balance' | 'heatmap', label: string) => (
    <WriteButton className="primary" disabled={run.isPending} onClick={() => run.mutate(kind)}>
      {label}
    </WriteButton>
  );

  return (
    <>
      <p>
        <Link to={`/prompts/${promptId}`}>← Prompt</Link>
      </p>
      <h1>Analyses of {v ? title(v) : '…'}</h1>
      <Busy when={version.isLoading} label="Loading the version…" />
      <Busy when={run.isPending} label={`Running ${run.variables ?? 'the analysis'}…`} />
      <ErrorLine error={version.error ?? run.error} />
      {v && (
        <>
          <Section title="Heatmap" actions={runButton('heatmap', 'Run heatmap')}>
            {v.heatmap ? (
              <HeatmapText text={v.content} heatmap={v.heatmap} />
            ) : (
              <p className="muted">Not run yet.</p>
            )}
          </Section>
          <Section title="Balance" actions={runButton('balance', 'Run balance')}>
            {v.balance ? (
              <>
                <BalanceChart balance={v.balance} />
                <p>{v.balance.summary.overall_feedback}</p>
                <p className="muted">{v.balance.summary.recommendations}</p>
              </>
            ) : (
              <p className="muted">Not run yet.</p>
            )}
          </Section>
          <Section title="Scoring" actions={runButton('scoring', 'Run scoring')}>
            <label htmlFor="scoring-criteria">Criteria</label>
            <select
              id="scoring-criteria"
              value={chosen?.criteria_id ?? ''}
              onChange={(e) => {
                setPicked(e.target.value);
                setSlugs([]);
              }}
            >
              {(criteria.data ?? []).map((c) => (
                <option key={c.criteria_id} value={c.criteria_id}>
                  {c.name}
                </option>
              ))}
            </select>
            <fieldset className="model-list">
              <legend>Criterion to score (none picked: all)</legend>
              {chosen?.criterion_set.map((c) => (
                <label key={c.slug} className="check">
                  <input
                    type="checkbox"
                    checked={slugs.includes(c.slug)}
                    onChange={() =>
                      setSlugs((s) => (s.includes(c.slug) ? s.filter((x) => x !== c.slug) : [...s, c.slug]))
                    }
                  />
                  {c.label}{' '}
                  <span className="muted">
                    ({c.slug}, weight {c.weight})
                  </span>
                </label>
              ))}
            </fieldset>
            {v.scoring && (
              <>
                <p className="scoring-result">
                  Scored against <strong>{v.scoring.criteria.name}</strong>:{' '}
                  <strong>{v.scoring.overall_score.toFixed(2)}</strong> — {v.scoring.rating}
                </p>
                {chosen && chosen.criteria_id !== v.scoring.criteria.criteria_id && (
                  <p className="hint">
                    This result is for {v.scoring.criteria.name}; run scoring to score against {chosen.name}.
                  </p>
                )}
                <Table heads={['Criterion', 'Score', 'Weight', 'Feedback']}>
                  {v.scoring.criteria.criterion_results.map((r) => (
                    <tr key={r.slug}>
                      <td>{r.slug}</td>
                      <td>{r.score}</td>
                      <td>{r.weight}</td>
                      <td>{r.feedback}</td>
                    </tr>
                  ))}
                </Table>
                <p>{v.scoring.summary.overall_feedback}</p>
              </>
            )}
          </Section>
          <Section title="Risk" actions={runButton('risk', 'Run risk')}>
            {v.risk ? <RiskView risk={v.risk} /> : <p className="muted">Not run yet.</p>}
          </Section>
          <Section
            title="Improve"
            actions={
              <WriteButton
                className="primary"
                disabled={improve.isPending || Boolean(improved)}
                onClick={() => improve.mutate()}
              >
                Improve
              </WriteButton>
            }
          >
            <Busy when={improve.isPending} label="Writing an improved version…" />
            <ErrorLine error={improve.error ?? discard.error} />
            {improved ? (
              <>
                <p>The improved version, against this one. Keep it, or discard it (it is deleted).</p>
                <VersionDiffView promptId={promptId} from={v.version_id} to={improved.version_id} />
                <div className="row">
                  <Link
                    to={`/prompts/${promptId}/versions/${improved.version_id}`}
                    className="button primary"
                  >
                    Keep it
                  </Link>
                  <WriteButton className="danger" onClick={() => discard.mutate(improved.version_id)}>
                    Discard
                  </WriteButton>
                </div>
              </>
            ) : (
              <p className="muted">
                Writes a new version from the scoring and risk findings and shows it as a diff.
              </p>
            )}
          </Section>
        </>
      )}
    </>
  );
}

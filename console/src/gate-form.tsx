// The gates of each label as a small form (docs/releases.md, "Gates"): the release settings panel
// edits them in place of raw JSON. An empty field is no gate; the server checks the numbers.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type BodyOf, page } from './api';
import { useSession } from './session';

type Gates = BodyOf<'/v1/workspace/release-settings', 'put'>['gates'];
type Policy = Gates[string];
type NumberGate =
  | 'max_tokens'
  | 'max_token_increase_percent'
  | 'max_cost_per_use'
  | 'max_cost_increase_percent';

const LABEL = /^[a-z0-9][a-z0-9_.-]{0,62}$/;
const NUMBERS: { key: NumberGate; text: string; step: string }[] = [
  { key: 'max_tokens', text: 'Max tokens', step: '1' },
  { key: 'max_token_increase_percent', text: 'Max token increase (%)', step: 'any' },
  { key: 'max_cost_per_use', text: 'Max cost per use (USD)', step: 'any' },
  { key: 'max_cost_increase_percent', text: 'Max cost increase (%)', step: 'any' },
];

/** A number field's value as the policy keeps it: empty is no gate. */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));

export function GatesForm(props: { gates: Gates; onChange: (gates: Gates) => void; disabled?: boolean }) {
  const session = useSession();
  const [adding, setAdding] = useState('');
  const criteria = useQuery({
    queryKey: ['criteria-all', session.workspaceId],
    queryFn: async () =>
      (await page(session, '/v1/prompts/scoring/criteria', { query: { limit: 1000 } }, null)).items,
  });
  const set = (label: string, policy: Policy) => props.onChange({ ...props.gates, [label]: policy });
  const remove = (label: string) => {
    const { [label]: _, ...rest } = props.gates;
    props.onChange(rest);
  };
  const labels = Object.keys(props.gates).sort();
  const addable = LABEL.test(adding) && !(adding in props.gates);
  return (
    <fieldset className="gates-form" disabled={props.disabled}>
      <legend className="visually-hidden">Gates per label</legend>
      {labels.length === 0 && <p className="muted">No label has gates.</p>}
      {labels.map((label) => {
        const policy = props.gates[label] as Policy;
        const id = (name: string) => `gate-${label}-${name}`;
        const change = (patch: Partial<Policy>) => {
          const next: Record<string, unknown> = { ...policy, ...patch };
          for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
          set(label, next as Policy);
        };
        return (
          <fieldset key={label} aria-label={`Gates of ${label}`}>
            <legend>
              Gates of <code>{label}</code>
            </legend>
            <div className="gate-fields">
              <div>
                <label htmlFor={id('risk')}>Max risk</label>
                <select
                  id={id('risk')}
                  value={policy.max_risk ?? ''}
                  onChange={(e) => change({ max_risk: (e.target.value || undefined) as Policy['max_risk'] })}
                >
                  <option value="">No risk gate</option>
                  <option value="low">low</option>
                  <option value="medium">medium</option>
                  <option value="high">high</option>
                </select>
              </div>
              <div>
                <label htmlFor={id('score')}>Min score (0–100)</label>
                <input
                  id={id('score')}
                  type="number"
                  min={0}
                  max={100}
                  value={policy.min_score?.at_least ?? ''}
                  onChange={(e) => {
                    const at = numberOf(e.target.value);
                    change({
                      min_score:
                        at === undefined
                          ? undefined
                          : {
                              at_least: at,
                              ...(policy.min_score?.criteria_id
                                ? { criteria_id: policy.min_score.criteria_id }
                                : {}),
                            },
                    });
                  }}
                />
              </div>
              <div>
                <label htmlFor={id('criteria')}>Score against</label>
                <select
                  id={id('criteria')}
                  disabled={!policy.min_score}
                  value={policy.min_score?.criteria_id ?? ''}
                  onChange={(e) =>
                    policy.min_score &&
                    change({
                      min_score: {
                        at_least: policy.min_score.at_least,
                        ...(e.target.value ? { criteria_id: e.target.value } : {}),
                      },
                    })
                  }
                >
                  <option value="">Default criteria</option>
                  {criteria.data
                    ?.filter((c) => c.criteria_id !== 'sca_default')
                    .map((c) => (
                      <option key={c.criteria_id} value={c.criteria_id}>
                        {c.name}
                      </option>
                    ))}
                </select>
              </div>
              {NUMBERS.map((n) => (
                <div key={n.key}>
                  <label htmlFor={id(n.key)}>{n.text}</label>
                  <input
                    id={id(n.key)}
                    type="number"
                    step={n.step}
                    value={policy[n.key] ?? ''}
                    onChange={(e) => change({ [n.key]: numberOf(e.target.value) })}
                  />
                </div>
              ))}
              <label className="gate-check">
                <input
                  type="checkbox"
                  checked={policy.variables_unchanged ?? false}
                  onChange={(e) => change({ variables_unchanged: e.target.checked || undefined })}
                />{' '}
                Variables unchanged
              </label>
            </div>
            <button type="button" onClick={() => remove(label)}>
              Remove the gates of {label}
            </button>
          </fieldset>
        );
      })}
      <div className="row">
        <div>
          <label htmlFor="gate-new-label">Gate another label</label>
          <input
            id="gate-new-label"
            value={adding}
            placeholder="production"
            onChange={(e) => setAdding(e.target.value.trim())}
          />
        </div>
        <button
          type="button"
          disabled={!addable}
          onClick={() => {
            set(adding, {});
            setAdding('');
          }}
        >
          Add gates
        </button>
      </div>
    </fieldset>
  );
}

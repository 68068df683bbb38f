import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from './api';
import { Field, Form, SubmitButton } from './fields';
import { useSession } from './session';
import type { Criteria } from './types';
import { Busy, ErrorLine, MoreButton, Progress, Section, usePaged, WriteButton } from './ui';

type CriterionInput = { slug: string; label: string; description: string; questions: string; weight: number };
const EMPTY: CriterionInput = { slug: '', label: '', description: '', questions: '', weight: 1 };
const SLUG = /^[a-z_]+$/;

/** The rules the API applies, shown while typing (spec: slug a–z and _, weight 1–999). */
function problems(c: CriterionInput): string[] {
  const out: string[] = [];
  if (c.slug && !SLUG.test(c.slug)) out.push('The slug takes only lowercase letters and underscores.');
  if (!Number.isInteger(c.weight) || c.weight < 1 || c.weight > 999)
    out.push('The weight is a whole number from 1 to 999.');
  return out;
}

function CriterionForm(props: {
  id: string;
  initial: CriterionInput;
  submitLabel: string;
  onSubmit: (c: CriterionInput) => void;
  busy: boolean;
}) {
  const [c, setC] = useState(props.initial);
  const issues = problems(c);
  const field = (name: 'slug' | 'label' | 'description' | 'questions', label: string) => (
    <>
      <label htmlFor={`${props.id}-${name}`}>{label}</label>
      <input
        id={`${props.id}-${name}`}
        required
        value={c[name]}
        onChange={(e) => setC({ ...c, [name]: e.target.value })}
      />
    </>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(c);
  };
  return (
    <form onSubmit={submit} className="criterion-form">
      {field('slug', 'Slug (lowercase letters and _)')}
      {field('label', 'Label')}
      {field('description', 'Description')}
      {field('questions', 'Questions it answers')}
      <label htmlFor={`${props.id}-weight`}>Weight (1–999)</label>
      <input
        id={`${props.id}-weight`}
        type="number"
        min={1}
        max={999}
        step={1}
        value={c.weight}
        onChange={(e) => setC({ ...c, weight: Number(e.target.value) })}
      />
      {issues.map((p) => (
        <p key={p} className="hint" role="status">
          {p}
        </p>
      ))}
      <WriteButton type="submit" disabled={issues.length > 0 || props.busy}>
        {props.submitLabel}
      </WriteButton>
    </form>
  );
}

function CriteriaCard({ criteria }: { criteria: Criteria }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const params = { criteriaId: criteria.criteria_id };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/v1/prompts/scoring/criteria'] });
  const [editing, setEditing] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (body: CriterionInput) =>
      api(session, 'post', '/v1/prompts/scoring/criteria/{criteriaId}/criterionset', { params, body }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: CriterionInput }) =>
      api(session, 'put', '/v1/prompts/scoring/criteria/{criteriaId}/criterionset/{criterionId}', {
        params: { ...params, criterionId: id },
        body,
      }),
    onSuccess: () => {
      setEditing(null);
      refresh();
    },
  });
  const generate = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/prompts/scoring/criteria/{criteriaId}/generate', { params, body: {} }),
  });
  return (
    <Section title={`${criteria.name}${criteria.is_default ? ' (built in)' : ''}`}>
      {criteria.use_case && <p className="muted">{criteria.use_case}</p>}
      <ul className="list">
        {criteria.criterion_set.map((c) => (
          <li key={c.criterion_id}>
            <strong>{c.label}</strong> <code>{c.slug}</code> weight {c.weight}
            <span className="muted">{c.description}</span>
            {!criteria.is_default && (
              <WriteButton
                onClick={() => setEditing(editing === c.criterion_id ? null : c.criterion_id)}
                aria-label={`Edit ${c.label}`}
              >
                Edit
              </WriteButton>
            )}
            {editing === c.criterion_id && (
              <CriterionForm
                id={c.criterion_id}
                initial={c}
                submitLabel="Save criterion"
                busy={update.isPending}
                onSubmit={(body) => update.mutate({ id: c.criterion_id, body })}
              />
            )}
          </li>
        ))}
      </ul>
      {!criteria.is_default && (
        <details>
          <summary>Add a criterion</summary>
          <CriterionForm
            id={`add-${criteria.criteria_id}`}
            initial={EMPTY}
            submitLabel="Add criterion"
            busy={add.isPending}
            onSubmit={(c) => add.mutate(c)}
          />
          <WriteButton onClick={() => generate.mutate()} disabled={generate.isPending || !criteria.use_case}>
            Suggest criteria from the use case
          </WriteButton>
          <Busy when={generate.isPending} label="Generating…" />
          <ul>
            {generate.data?.criterion_set.map((c) => (
              <li key={c.slug}>
                <code>{c.slug}</code> {c.label} (weight {c.weight}){' '}
                <WriteButton onClick={() => add.mutate(c)}>Add</WriteButton>
              </li>
            ))}
          </ul>
        </details>
      )}
      <ErrorLine error={add.error ?? update.error ?? generate.error} />
    </Section>
  );
}

export function CriteriaScreen() {
  const session = useSession();
  const queryClient = useQueryClient();
  const list = usePaged('/v1/prompts/scoring/criteria');
  const [name, setName] = useState('');
  const [useCase, setUseCase] = useState('');
  const create = useMutation({
    mutationFn: async () => {
      // Generated from the use case when one is given; the owner edits them afterwards.
      const set = useCase
        ? (
            await api(session, 'post', '/v1/prompts/scoring/criteria/generate', {
              body: { use_case: useCase },
            })
          ).criterion_set
        : [];
      return api(session, 'post', '/v1/prompts/scoring/criteria', {
        body: { name, use_case: useCase || null, criterion_set: set },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/v1/prompts/scoring/criteria'] }),
  });
  return (
    <>
      <h1>Scoring criteria</h1>
      <ErrorLine error={list.error} />
      <Busy when={list.isLoading} label="Loading criteria…" />
      {list.items.map((c) => (
        <CriteriaCard key={c.criteria_id} criteria={c} />
      ))}
      <MoreButton query={list} />
      <Section title="New criteria">
        <Form onSubmit={() => create.mutate()}>
          <Field id="criteria-name" label="Name" required value={name} onChange={setName} />
          <Field
            id="criteria-use-case"
            label="Use case (criteria are generated from it when given)"
            value={useCase}
            onChange={setUseCase}
          />
          <SubmitButton className="primary" change={create} ready={!!name}>
            Create criteria
          </SubmitButton>
          <Progress of={create} label="Creating…" />
        </Form>
      </Section>
    </>
  );
}

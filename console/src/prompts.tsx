import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, page } from './api';
import { Field, Form, SubmitWithError } from './fields';
import { Link, navigate } from './router';
import { useSession } from './session';
import { Busy, ErrorLine, PagedList, Section, TokenInfoLine, usePaged } from './ui';

export function PromptsScreen() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [useCase, setUseCase] = useState('');
  const [content, setContent] = useState('');
  const [versionName, setVersionName] = useState('');
  const [project, setProject] = useState('');
  const projects = usePaged('/v1/projects', {}, 1000);
  // The API's `name` filter is exact (docs/api.md); the list itself is by name. `project_id`: one
  // project's prompts, or `none` (those in no project).
  const list = usePaged('/v1/prompts', {
    query: { name: search || undefined, project_id: project || undefined },
  });
  // Names are not unique (docs/api.md, "Fetch by name"): warn before a second prompt of a name.
  const trimmed = name.trim();
  const same = useQuery({
    queryKey: ['prompt-name-taken', session.workspaceId, trimmed],
    queryFn: async () =>
      (await page(session, '/v1/prompts', { query: { name: trimmed, limit: 1 } }, null)).items,
    enabled: trimmed !== '',
  });
  const taken = trimmed !== '' ? same.data?.[0] : undefined;
  const create = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/prompts', {
        body: {
          name,
          ...(useCase ? { use_case: useCase } : {}),
          ...(content ? { content, version_name: versionName || null } : {}),
        },
      }),
    onSuccess: (prompt) => {
      queryClient.invalidateQueries({ queryKey: ['/v1/prompts'] });
      navigate(`/prompts/${prompt.prompt_id}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };

  return (
    <>
      <h1>Prompts</h1>
      <Section title="All prompts">
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(new FormData(e.currentTarget).get('q')?.toString().trim() ?? '');
          }}
        >
          <div>
            <label htmlFor="prompt-search">Find by exact name</label>
            <input id="prompt-search" name="q" type="search" />
          </div>
          <div>
            <label htmlFor="prompt-project">Project</label>
            <select id="prompt-project" value={project} onChange={(e) => setProject(e.target.value)}>
              <option value="">All projects</option>
              <option value="none">No project</option>
              {projects.items.map((p) => (
                <option key={p.project_id} value={p.project_id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit">Search</button>
          {search && (
            <button type="button" onClick={() => setSearch('')}>
              Show all
            </button>
          )}
        </form>
        <ErrorLine error={list.error} />
        <Busy when={list.isLoading} label="Loading prompts…" />
        <PagedList query={list} empty="No prompts yet.">
          {list.items.map((p) => (
            <li key={p.prompt_id}>
              <Link to={`/prompts/${p.prompt_id}`}>{p.name}</Link>
              <span className="muted">{p.use_case ?? ''}</span>
              <TokenInfoLine info={p.versions[0]?.token_info ?? null} />
            </li>
          ))}
        </PagedList>
      </Section>
      <Section title="New prompt">
        <form onSubmit={submit}>
          <label htmlFor="new-prompt-name">Name</label>
          <input
            id="new-prompt-name"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-describedby={taken ? 'new-prompt-name-taken' : undefined}
          />
          {taken && (
            <p className="hint" id="new-prompt-name-taken" role="status">
              A prompt named “{trimmed}” exists already (
              <Link to={`/prompts/${taken.prompt_id}`}>open it</Link>). Names are not unique: fetching by name
              (the SDKs' prompt cache, <code>prompts-by-name</code>) keeps serving the oldest, so a second one
              would never be fetched by name. Add a version to the existing prompt instead, or choose another
              name.
            </p>
          )}
          <Field id="new-prompt-use-case" label="Use case (optional)" value={useCase} onChange={setUseCase} />
          <label htmlFor="new-prompt-content">Content of the first version (optional)</label>
          <textarea
            id="new-prompt-content"
            rows={6}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          <label htmlFor="new-prompt-version">Version name (optional)</label>
          <input
            id="new-prompt-version"
            value={versionName}
            onChange={(e) => setVersionName(e.target.value)}
          />
          <SubmitWithError className="primary" change={create} ready={!!name}>
            {taken ? 'Create another prompt of this name' : 'Create prompt'}
          </SubmitWithError>
        </form>
      </Section>
      <NewProject />
    </>
  );
}

/** A project: a named folder of prompts (a prompt joins one with project_id; docs/prompts.md). */
function NewProject() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => api(session, 'post', '/v1/projects', { body: { name } }),
    onSuccess: () => {
      setName('');
      queryClient.invalidateQueries({ queryKey: ['/v1/projects'] });
    },
  });
  return (
    <Section title="New project">
      <Form onSubmit={() => create.mutate()}>
        <Field id="new-project-name" label="Project name" required value={name} onChange={setName} />
        <SubmitWithError change={create} ready={!!name}>
          Create project
        </SubmitWithError>
      </Form>
    </Section>
  );
}

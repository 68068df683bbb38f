import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from './api';
import { Field, Form, SubmitWithError } from './fields';
import { useSession } from './session';
import type { Context } from './types';
import { Busy, ErrorLine, PagedList, Progress, Section, TokenInfoLine, usePaged, WriteButton } from './ui';
import { versionTitles } from './version-titles';

const ACCEPT =
  '.pdf,.docx,.txt,.md,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/*';

/** A file as the API takes it: base64 `data` with its name and media type. */
async function fileBody(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { filename: file.name, media_type: file.type || 'application/octet-stream', data: btoa(binary) };
}

function ContextVersions({ context }: { context: Context }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const params = { contextId: context.context_id };
  const versions = usePaged('/v1/contexts/{contextId}/versions', { params }, 20);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const add = useMutation({
    mutationFn: async () =>
      file
        ? api(session, 'post', '/v1/contexts/{contextId}/versions/file', {
            params,
            body: await fileBody(file),
          })
        : api(session, 'post', '/v1/contexts/{contextId}/versions/text', { params, body: { content: text } }),
    onSuccess: () => {
      setText('');
      queryClient.invalidateQueries({ queryKey: ['/v1/contexts/{contextId}/versions'] });
    },
  });
  const id = context.context_id;
  const title = versionTitles(versions.items);
  return (
    <>
      <ErrorLine error={versions.error} />
      <PagedList query={versions}>
        {versions.items.map((v) => (
          <li key={v.version_id}>
            <strong>{title(v)}</strong> {v.is_primary && <span className="badge primary-badge">primary</span>}{' '}
            {v.file && (
              <span className="muted">
                {v.file.filename} ({v.file.media_type}, {v.file.size_bytes} bytes)
              </span>
            )}
            <TokenInfoLine info={v.token_info} />
            <details>
              <summary>Extracted text</summary>
              <pre className="prompt-text">{v.content ?? '(no text)'}</pre>
            </details>
          </li>
        ))}
      </PagedList>
      <details>
        <summary>Add a version</summary>
        <label htmlFor={`${id}-text`}>Text</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={Boolean(file)}
        />
        <label htmlFor={`${id}-file`}>…or a file (PDF, DOCX, text)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <WriteButton disabled={(!text && !file) || add.isPending} onClick={() => add.mutate()}>
          Add version
        </WriteButton>
        <Progress of={add} label="Uploading and extracting…" />
      </details>
    </>
  );
}

export function ContextsScreen() {
  const session = useSession();
  const queryClient = useQueryClient();
  const contexts = usePaged('/v1/contexts');
  const packs = usePaged('/v1/context/packs');
  const [open, setOpen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [packName, setPackName] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const refresh = () => {
    queryClient.invalidateQueries({ queryKey: ['/v1/contexts'] });
    queryClient.invalidateQueries({ queryKey: ['/v1/context/packs'] });
  };
  const create = useMutation({
    mutationFn: async () =>
      file
        ? api(session, 'post', '/v1/contexts/file', { body: { name, ...(await fileBody(file)) } })
        : api(session, 'post', '/v1/contexts/text', { body: { name, content: text } }),
    onSuccess: (c) => {
      refresh();
      setOpen(c.context_id);
      setName('');
      setText('');
      setFile(null);
    },
  });
  const createPack = useMutation({
    mutationFn: () =>
      api(session, 'post', '/v1/context/packs', {
        body: { name: packName, items: members.map((context_id) => ({ context_id })) },
      }),
    onSuccess: () => {
      refresh();
      setPackName('');
      setMembers([]);
    },
  });

  return (
    <>
      <h1>Contexts and packs</h1>
      <Section title="Contexts">
        <ErrorLine error={contexts.error} />
        <Busy when={contexts.isLoading} label="Loading contexts…" />
        <PagedList query={contexts} empty="No contexts yet.">
          {contexts.items.map((c) => (
            <li key={c.context_id}>
              <button
                type="button"
                className="linkish"
                aria-expanded={open === c.context_id}
                onClick={() => setOpen(open === c.context_id ? null : c.context_id)}
              >
                {c.name}
              </button>
              <TokenInfoLine info={c.versions[0]?.token_info ?? null} />
              {open === c.context_id && <ContextVersions context={c} />}
            </li>
          ))}
        </PagedList>
      </Section>
      <Section title="New context">
        <Form onSubmit={() => create.mutate()}>
          <Field id="context-name" label="Name" required value={name} onChange={setName} />
          <label htmlFor="context-text">Text</label>
          <textarea
            id="context-text"
            rows={5}
            value={text}
            onChange={(e) => setText(e.target.value)}
            disabled={Boolean(file)}
          />
          <label htmlFor="context-file">…or a file (PDF, DOCX, text): its text is extracted</label>
          <input
            id="context-file"
            type="file"
            accept={ACCEPT}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <WriteButton
            type="submit"
            className="primary"
            disabled={!name || (!text && !file) || create.isPending}
          >
            Upload context
          </WriteButton>
          <Progress of={create} label="Uploading and extracting…" />
        </Form>
      </Section>
      <Section title="Packs">
        <ErrorLine error={packs.error} />
        <PagedList query={packs}>
          {packs.items.map((p) => {
            const primary = p.versions[0];
            return (
              <li key={p.pack_id}>
                <strong>{p.name}</strong>
                {primary && <TokenInfoLine info={primary.token_info} />}
                <ul>
                  {primary?.items.map((m) => (
                    <li key={m.context_id}>
                      {m.context_name ?? m.context_id}{' '}
                      {m.missing ? '(missing)' : `— ${m.token_count ?? '?'} tokens`}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </PagedList>
        <Form onSubmit={() => createPack.mutate()}>
          <Field id="pack-name" label="New pack name" required value={packName} onChange={setPackName} />
          <fieldset className="model-list">
            <legend>Members</legend>
            {contexts.items.map((c) => (
              <label key={c.context_id} className="check">
                <input
                  type="checkbox"
                  checked={members.includes(c.context_id)}
                  onChange={() =>
                    setMembers((m) =>
                      m.includes(c.context_id) ? m.filter((x) => x !== c.context_id) : [...m, c.context_id],
                    )
                  }
                />
                {c.name}
              </label>
            ))}
          </fieldset>
          <SubmitWithError change={createPack} ready={!!packName}>
            Create pack
          </SubmitWithError>
        </Form>
      </Section>
    </>
  );
}

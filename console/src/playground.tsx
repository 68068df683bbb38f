// The playground (issue 25 §3; docs/console.md): fill a version's variables, pick a model, run it
// (POST …/versions/{versionId}/run) and see the output, tokens, cost and latency; with a second
// version picked, both run on the same inputs and their answers stand side by side. Running calls
// a model, so it needs write access: readers see the form but no Run button (the server would
// refuse them), and any refusal is shown in the server's words.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type BodyOf, type Ok } from './api';
import { VersionSelect } from './fields';
import { useCanWrite, useSession } from './session';
import type { Version } from './types';
import { Busy, ErrorLine, Section, usd, usePaged, WriteButton } from './ui';

type RunPath = '/v1/prompts/{promptId}/versions/{versionId}/run';
type Settings = NonNullable<BodyOf<RunPath, 'post'>['settings']>;
type RunResult = Ok<RunPath, 'post'>;
interface Outcome {
  version: Version;
  result: RunResult | null;
  error: unknown;
}

/** Names in order of first appearance, each once. */
const unique = (names: string[]) => [...new Set(names)];
const slotsOf = (v: Version | undefined) =>
  (v?.messages ?? []).flatMap((m) => ('placeholder' in m ? [m.placeholder] : []));

export function Playground(props: { promptId: string; versions: Version[]; title: (v: Version) => string }) {
  const session = useSession();
  const canWrite = useCanWrite();
  const models = usePaged('/v1/ai/models', {}, 200);
  const runnable = models.items.filter((m) => m.source !== 'builtin');
  const [picked, setPicked] = useState('');
  const [other, setOther] = useState('');
  const [modelId, setModelId] = useState('');
  const [region, setRegion] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [slots, setSlots] = useState<Record<string, string>>({});

  const byId = (id: string) => props.versions.find((v) => v.version_id === id);
  const a = byId(picked) ?? props.versions.find((v) => v.is_primary) ?? props.versions[0];
  const b = other && other !== a?.version_id ? byId(other) : undefined;
  const chosen = a ? [a, ...(b ? [b] : [])] : [];
  const variables = unique(chosen.flatMap((v) => v.variables));
  const slotNames = unique(chosen.flatMap(slotsOf));
  const model = runnable.find((m) => m.model_id === modelId) ?? runnable[0];

  const run = useMutation({
    mutationFn: async (): Promise<Outcome[]> => {
      if (!model) throw new Error('No model to run on: add an AI provider on the Account screen.');
      const settings: Settings = {
        model_source: model.source === 'provider' ? 'provider' : 'platform',
        model_id: model.model_id,
        ...(model.provider_id ? { provider_id: model.provider_id } : {}),
        ...(model.requires_cloud_region && region ? { cloud_region: region } : {}),
      };
      const messages: Record<string, unknown[]> = {};
      for (const name of slotNames) {
        const text = slots[name]?.trim() || '[]';
        try {
          messages[name] = JSON.parse(text);
        } catch {
          throw new Error(`Messages for placeholder ${name}: not valid JSON.`);
        }
      }
      // The same inputs for every version; each keeps only the values its own text uses.
      return Promise.all(
        chosen.map(async (version) => {
          const own = slotsOf(version);
          const body = {
            variables: Object.fromEntries(version.variables.map((n) => [n, values[n] ?? ''])),
            settings,
            ...(own.length
              ? {
                  messages: Object.fromEntries(own.map((n) => [n, messages[n]])) as BodyOf<
                    RunPath,
                    'post'
                  >['messages'],
                }
              : {}),
          };
          try {
            const result = await api(session, 'post', '/v1/prompts/{promptId}/versions/{versionId}/run', {
              params: { promptId: props.promptId, versionId: version.version_id },
              body,
            });
            return { version, result, error: null };
          } catch (error) {
            return { version, result: null, error };
          }
        }),
      );
    },
  });

  if (!a) return null;
  /** What both version selects offer: each version by its title, whether primary, and its type. */
  const choices = {
    versions: props.versions,
    title: (v: Version) => `${props.title(v)}${v.is_primary ? ' (primary)' : ''} · ${v.type}`,
  };

  return (
    <>
      <Section title="Playground">
        <div className="row">
          <VersionSelect
            id="play-version"
            label="Version"
            {...choices}
            value={a.version_id}
            onChange={setPicked}
          />
          <VersionSelect
            id="play-other"
            label="Side by side with"
            {...choices}
            none="No second version"
            value={b?.version_id ?? ''}
            onChange={setOther}
          />
        </div>
        {runnable.length > 0 && (
          <>
            <label htmlFor="play-model">Model</label>
            <select
              id="play-model"
              value={model?.model_id ?? ''}
              onChange={(e) => setModelId(e.target.value)}
            >
              {runnable.map((m) => (
                <option key={m.model_id} value={m.model_id}>
                  {m.display_name} (
                  {m.source === 'provider' ? `account provider ${m.provider_name}` : 'platform'})
                </option>
              ))}
            </select>
          </>
        )}
        {models.isSuccess && runnable.length === 0 && (
          <p className="muted">No model to run on: the owner adds an AI provider on the Account screen.</p>
        )}
        {model?.requires_cloud_region && (
          <>
            <label htmlFor="play-region">Cloud region</label>
            <input id="play-region" value={region} onChange={(e) => setRegion(e.target.value)} />
          </>
        )}
        {variables.map((name) => (
          <div key={name}>
            <label htmlFor={`play-var-${name}`}>{name}</label>
            <textarea
              id={`play-var-${name}`}
              rows={1}
              value={values[name] ?? ''}
              onChange={(e) => setValues((vs) => ({ ...vs, [name]: e.target.value }))}
            />
          </div>
        ))}
        {slotNames.map((name) => (
          <div key={name}>
            <label htmlFor={`play-slot-${name}`}>Messages for placeholder {name} (JSON list)</label>
            <textarea
              id={`play-slot-${name}`}
              rows={2}
              value={slots[name] ?? ''}
              placeholder='[{"role": "user", "content": "Hi"}]'
              onChange={(e) => setSlots((s) => ({ ...s, [name]: e.target.value }))}
            />
          </div>
        ))}
        {canWrite ? (
          <WriteButton className="primary" disabled={run.isPending || !model} onClick={() => run.mutate()}>
            {b ? 'Run both' : 'Run'}
          </WriteButton>
        ) : (
          <p className="muted">Running calls a model: it needs write access (an editor, or a write key).</p>
        )}
        <Busy when={run.isPending} label="Running…" />
        <ErrorLine error={run.error ?? models.error} />
      </Section>
      {run.data && (
        <div className="wide">
          <Section title="Run results">
            <div className="run-results">
              {run.data.map((o) => (
                <RunColumn key={o.version.version_id} outcome={o} title={props.title(o.version)} />
              ))}
            </div>
          </Section>
        </div>
      )}
    </>
  );
}

function RunColumn({ outcome, title }: { outcome: Outcome; title: string }) {
  const r = outcome.result;
  return (
    <article className="run-result" aria-label={`Run of ${title}`}>
      <h3>{title}</h3>
      <ErrorLine error={outcome.error} />
      {r && (
        <>
          <pre>{r.output}</pre>
          <dl className="config-view">
            <dt>Tokens</dt>
            <dd>
              {r.usage.input_tokens} in · {r.usage.output_tokens} out
            </dd>
            <dt>Cost</dt>
            <dd>{r.cost === null ? 'not priced' : usd(r.cost)}</dd>
            <dt>Latency</dt>
            <dd>{r.latency_ms} ms</dd>
            <dt>Model</dt>
            <dd>
              <code>{r.model_name}</code> ({r.model_source})
            </dd>
            <dt>Finish</dt>
            <dd>{r.finish_reason}</dd>
          </dl>
        </>
      )}
    </article>
  );
}

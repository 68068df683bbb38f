// A chat version as it is stored (docs/chat-versions.md): its messages with their roles, its message
// placeholders (slots the application fills at render time) and its model configuration — rather
// than the flattened `content` spec clients read.
import { HighlightedVariables } from './highlight';
import type { Version } from './types';

type ChatItem = NonNullable<Version['messages']>[number];
type Config = NonNullable<Version['config']>;

/** The one-line summary of a chat version's row: its size and model. */
export function chatSummary(v: Version): string {
  const items = v.messages ?? [];
  const slots = items.filter((m) => 'placeholder' in m).length;
  const messages = items.length - slots;
  const parts = [`Chat · ${messages} message${messages === 1 ? '' : 's'}`];
  if (slots) parts.push(`${slots} placeholder${slots === 1 ? '' : 's'}`);
  if (v.config?.model) parts.push(v.config.model);
  return parts.join(' · ');
}

export function ChatMessagesView({ messages }: { messages: ChatItem[] }) {
  return (
    <ol className="chat-messages" aria-label="Messages">
      {messages.map((m, i) =>
        'placeholder' in m ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of one version, in order
          <li key={i} className="chat-slot">
            <span className="badge">placeholder</span> <code>{m.placeholder}</code>{' '}
            <span className="muted">messages inserted here at render time</span>
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: idem
          <li key={i} className={`chat-message role-${m.role}`}>
            <span className="badge role">{m.role}</span>
            {m.name && <code> {m.name}</code>}
            {m.tool_call_id && <span className="muted"> answers {m.tool_call_id}</span>}
            <HighlightedVariables text={m.content} />
          </li>
        ),
      )}
    </ol>
  );
}

/** The parameters in words, in the order the editor shows them. */
const PARAMETER_LABELS: [keyof NonNullable<Config['parameters']>, string][] = [
  ['temperature', 'temperature'],
  ['max_output_tokens', 'max output tokens'],
  ['top_p', 'top_p'],
  ['top_k', 'top_k'],
  ['stop', 'stop'],
  ['presence_penalty', 'presence penalty'],
  ['frequency_penalty', 'frequency penalty'],
  ['seed', 'seed'],
];

export function ConfigView({ config }: { config: Config | null }) {
  if (!config) return <p className="muted">No model configuration.</p>;
  const params = config.parameters ?? {};
  return (
    <dl className="config-view" aria-label="Model configuration">
      <dt>Model</dt>
      <dd>{config.model ? <code>{config.model}</code> : <span className="muted">not set</span>}</dd>
      {PARAMETER_LABELS.filter(([k]) => params[k] !== undefined).map(([k, label]) => (
        <FragmentPair key={k} term={label} value={JSON.stringify(params[k])} />
      ))}
      {config.tools?.length ? (
        <FragmentPair term="tools" value={config.tools.map((t) => t.name).join(', ')} />
      ) : null}
      {config.response_format && <FragmentPair term="response format" value={config.response_format.type} />}
      {config.metadata && <FragmentPair term="metadata" value={JSON.stringify(config.metadata)} />}
    </dl>
  );
}

function FragmentPair({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>
        <code>{value}</code>
      </dd>
    </>
  );
}

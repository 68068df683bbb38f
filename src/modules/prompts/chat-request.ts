// Chat versions as text and as provider requests, written once. `npm run build` copies this file
// (with placeholders.ts, its only import) into the SDK (packages/sdk/src/generated/chat-request.ts),
// so the SDK's prompt cache renders a chat version exactly as POST …/render does; a test holds the
// two equal. Keep it free of other imports. Pure functions: no I/O, no errors thrown.
import { fillPlaceholders } from './placeholders.js';

export type ChatRole = 'system' | 'developer' | 'user' | 'assistant' | 'tool';
export interface ChatMessage {
  role: ChatRole;
  content: string;
  /** A participant's or a tool's name (OpenAI `name`; Gemini's functionResponse name). */
  name?: string;
  /** The call a `tool` message answers (OpenAI tool_call_id, Anthropic tool_use_id). */
  tool_call_id?: string;
}
/** A named slot where the application inserts a list of messages at render time (e.g. history). */
export interface MessagePlaceholder {
  placeholder: string;
}
export type ChatItem = ChatMessage | MessagePlaceholder;

export interface ModelParameters {
  temperature?: number;
  max_output_tokens?: number;
  top_p?: number;
  top_k?: number;
  stop?: string[];
  presence_penalty?: number;
  frequency_penalty?: number;
  seed?: number;
}
export interface ToolDefinition {
  name: string;
  description?: string;
  /** A JSON schema of the arguments (`type: object`). */
  parameters: Record<string, unknown>;
}
export interface ResponseFormat {
  type: 'text' | 'json_object' | 'json_schema';
  name?: string;
  schema?: Record<string, unknown>;
  strict?: boolean;
}
export interface ModelConfig {
  model?: string;
  parameters?: ModelParameters;
  tools?: ToolDefinition[];
  response_format?: ResponseFormat;
  metadata?: Record<string, unknown>;
}

export const REQUEST_FORMATS = ['openai', 'openai-responses', 'anthropic', 'gemini', 'neutral'] as const;
export type RequestFormat = (typeof REQUEST_FORMATS)[number];

export const isPlaceholderItem = (item: ChatItem): item is MessagePlaceholder => 'placeholder' in item;

/**
 * A chat version's `content`: its messages as readable text, for spec clients. Each message is a
 * line `[role]` (`[role name]` with a name) then its content; a placeholder is the line
 * `[placeholder name]`; items are separated by one blank line. Example:
 * `[system]\nYou are {{persona}}.\n\n[placeholder history]\n\n[user]\n{{question}}`.
 */
export function flattenMessages(items: readonly ChatItem[]): string {
  return items
    .map((item) => {
      if (isPlaceholderItem(item)) return `[placeholder ${item.placeholder}]`;
      const head = item.name === undefined ? `[${item.role}]` : `[${item.role} ${item.name}]`;
      return `${head}\n${item.content}`;
    })
    .join('\n\n');
}

/** A chat version as a request to count (token_info): its messages (placeholders empty) and tools. */
export function chatRequest(
  items: readonly ChatItem[],
  config: ModelConfig | null,
): { messages: ChatMessage[]; tools: ToolDefinition[] } {
  return {
    messages: items.filter((m): m is ChatMessage => !isPlaceholderItem(m)),
    tools: config?.tools ?? [],
  };
}

/** What filling a chat version's messages gives (as `fillPlaceholders` for one text). */
export interface FilledChat {
  messages: ChatMessage[];
  /** Placeholders of the messages, canonical, in order of first appearance. */
  placeholders: string[];
  missing: string[];
  /** Keys of the variables that matched no placeholder of any message. */
  unused: string[];
  invalidKeys: string[];
  sectionError: string | null;
  /** Message placeholders the version has and `inserted` gave no list for. */
  missingSlots: string[];
  /** Keys of `inserted` that name no message placeholder of the version. */
  unusedSlots: string[];
}

/**
 * Fills every message's variables with the same values (one pass each: values are plain text) and
 * replaces each message placeholder by the messages the application gives for it (inserted as
 * they are: their text is never filled).
 */
export function fillChat(
  items: readonly ChatItem[],
  variables: Record<string, string>,
  inserted: Record<string, readonly ChatMessage[]> = {},
): FilledChat {
  const messages: ChatMessage[] = [];
  const placeholders: string[] = [];
  const missing: string[] = [];
  const invalid = new Set<string>();
  // Keys unused by every message so far (null: no message yet).
  let unused = null as Set<string> | null;
  let sectionError: string | null = null;
  const slots = new Set<string>();
  const missingSlots: string[] = [];
  for (const item of items) {
    if (isPlaceholderItem(item)) {
      slots.add(item.placeholder);
      const given = Object.hasOwn(inserted, item.placeholder) ? inserted[item.placeholder] : undefined;
      if (given === undefined) missingSlots.push(item.placeholder);
      else messages.push(...given.map((m) => ({ ...m })));
      continue;
    }
    const filled = fillPlaceholders(item.content, variables);
    if (filled.sectionError !== null && sectionError === null) sectionError = filled.sectionError;
    for (const k of filled.invalidKeys) invalid.add(k);
    for (const p of filled.placeholders) if (!placeholders.includes(p)) placeholders.push(p);
    for (const p of filled.missing) if (!missing.includes(p)) missing.push(p);
    const mine = new Set(filled.unused);
    const before: Set<string> | null = unused;
    unused = before === null ? mine : new Set([...before].filter((k: string) => mine.has(k)));
    messages.push({ ...item, content: filled.content });
  }
  const keys = Object.keys(variables).filter((k) => !invalid.has(k));
  const unusedByAll: Set<string> | null = unused;
  return {
    messages,
    placeholders,
    missing,
    unused: unusedByAll === null ? keys : keys.filter((k) => unusedByAll.has(k)),
    invalidKeys: [...invalid],
    sectionError,
    missingSlots,
    unusedSlots: Object.keys(inserted).filter((k) => !slots.has(k)),
  };
}

/**
 * The request family of a model, by its name (the SDK has no catalog): Claude models speak
 * Anthropic Messages, Gemini and Gemma models Google's generateContent, GPT and o-series models
 * OpenAI Chat Completions; any other name the neutral form.
 */
export function formatOfModel(model: string | undefined): RequestFormat {
  const name = (model ?? '').toLowerCase().replace(/^.*\//, '');
  if (name.includes('claude')) return 'anthropic';
  if (name.startsWith('gemini') || name.startsWith('gemma')) return 'gemini';
  if (/^(gpt|chatgpt|o\d|ft:gpt|text-davinci|davinci|babbage)/.test(name)) return 'openai';
  return 'neutral';
}

/** A provider request: the format, the model (Gemini's goes in the URL) and the JSON body to send. */
export interface ProviderRequest {
  format: RequestFormat;
  model: string | null;
  body: Record<string, unknown>;
}

type Json = Record<string, unknown>;
/** `source` without its undefined values (a body never carries `"x": undefined`). */
const defined = (source: Json): Json =>
  Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined));

/** Anthropic's max_tokens is required: the config's, else this (docs/chat-versions.md). */
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 1024;

function openai(messages: ChatMessage[], config: ModelConfig, p: ModelParameters): Json {
  const rf = config.response_format;
  return defined({
    model: config.model,
    messages: messages.map((m) =>
      defined({ role: m.role, content: m.content, name: m.name, tool_call_id: m.tool_call_id }),
    ),
    temperature: p.temperature,
    top_p: p.top_p,
    max_completion_tokens: p.max_output_tokens,
    stop: p.stop,
    presence_penalty: p.presence_penalty,
    frequency_penalty: p.frequency_penalty,
    seed: p.seed,
    tools: config.tools?.map((t) => ({
      type: 'function',
      function: defined({ name: t.name, description: t.description, parameters: t.parameters }),
    })),
    response_format:
      rf === undefined
        ? undefined
        : rf.type === 'json_schema'
          ? {
              type: 'json_schema',
              json_schema: defined({ name: rf.name ?? 'response', schema: rf.schema, strict: rf.strict }),
            }
          : { type: rf.type },
  });
}

/**
 * OpenAI Responses (`POST /v1/responses`): the messages as `input` items (every role kept; a tool
 * message is a `function_call_output` item), function tools flat and `strict: false` (Responses
 * makes them strict by default; Chat Completions does not, so both formats mean the same), the
 * response format under `text.format`. Responses has no stop sequences, penalties or seed: those
 * parameters are left out, as `metadata` is (ours).
 */
function openaiResponses(messages: ChatMessage[], config: ModelConfig, p: ModelParameters): Json {
  const rf = config.response_format;
  return defined({
    model: config.model,
    input: messages.map((m) =>
      m.role === 'tool'
        ? { type: 'function_call_output', call_id: m.tool_call_id ?? '', output: m.content }
        : { role: m.role, content: m.content },
    ),
    temperature: p.temperature,
    top_p: p.top_p,
    max_output_tokens: p.max_output_tokens,
    tools: config.tools?.map((t) =>
      defined({
        type: 'function',
        name: t.name,
        description: t.description,
        parameters: t.parameters,
        strict: false,
      }),
    ),
    text:
      rf === undefined
        ? undefined
        : {
            format:
              rf.type === 'json_schema'
                ? defined({
                    type: 'json_schema',
                    name: rf.name ?? 'response',
                    schema: rf.schema,
                    strict: rf.strict,
                  })
                : { type: rf.type },
          },
  });
}

/** The system and developer messages' content, and the others in order (for the families with a `system`). */
function systemApart(messages: ChatMessage[]) {
  const isSystem = (m: ChatMessage) => m.role === 'system' || m.role === 'developer';
  return {
    system: messages.filter(isSystem).map((m) => m.content),
    rest: messages.filter((m) => !isSystem(m)),
  };
}

/** System and developer messages are joined into `system`; a tool message is a user tool_result. */
function anthropic(messages: ChatMessage[], config: ModelConfig, p: ModelParameters): Json {
  const { system, rest } = systemApart(messages);
  const turns = rest.map((m) =>
    m.role === 'tool'
      ? {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: m.tool_call_id ?? '', content: m.content }],
        }
      : { role: m.role, content: m.content },
  );
  return defined({
    model: config.model,
    system: system.length ? system.join('\n\n') : undefined,
    messages: turns,
    max_tokens: p.max_output_tokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
    temperature: p.temperature,
    top_p: p.top_p,
    top_k: p.top_k,
    stop_sequences: p.stop,
    tools: config.tools?.map((t) =>
      defined({ name: t.name, description: t.description, input_schema: t.parameters }),
    ),
  });
}

/** System and developer messages are the systemInstruction; assistant is `model`; tool a functionResponse. */
function gemini(messages: ChatMessage[], config: ModelConfig, p: ModelParameters): Json {
  const rf = config.response_format;
  const { system, rest } = systemApart(messages);
  const contents = rest.map((m) =>
    m.role === 'tool'
      ? {
          role: 'user',
          parts: [{ functionResponse: { name: m.name ?? '', response: { content: m.content } } }],
        }
      : { role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] },
  );
  const json = rf !== undefined && rf.type !== 'text';
  const generationConfig = defined({
    temperature: p.temperature,
    topP: p.top_p,
    topK: p.top_k,
    maxOutputTokens: p.max_output_tokens,
    stopSequences: p.stop,
    presencePenalty: p.presence_penalty,
    frequencyPenalty: p.frequency_penalty,
    seed: p.seed,
    responseMimeType: json ? 'application/json' : undefined,
    responseJsonSchema: rf?.type === 'json_schema' ? rf.schema : undefined,
  });
  return defined({
    systemInstruction: system.length ? { parts: system.map((text) => ({ text })) } : undefined,
    contents,
    generationConfig: Object.keys(generationConfig).length ? generationConfig : undefined,
    tools: config.tools?.length
      ? [
          {
            functionDeclarations: config.tools.map((t) =>
              defined({ name: t.name, description: t.description, parameters: t.parameters }),
            ),
          },
        ]
      : undefined,
  });
}

/** The neutral form: the messages and the config as stored, nothing renamed. */
function neutral(messages: ChatMessage[], config: ModelConfig): Json {
  return defined({
    model: config.model,
    messages,
    parameters: config.parameters,
    tools: config.tools,
    response_format: config.response_format,
    metadata: config.metadata,
  });
}

/** A format's body for the messages and the config; `p` is the config's parameters, `{}` when it has none. */
const BUILDERS: Record<RequestFormat, (m: ChatMessage[], c: ModelConfig, p: ModelParameters) => Json> = {
  openai,
  'openai-responses': openaiResponses,
  anthropic,
  gemini,
  neutral,
};

/** The request a provider of `format` takes for these (filled) messages and this config. */
export function providerRequest(
  format: RequestFormat,
  messages: ChatMessage[],
  config: ModelConfig | null,
): ProviderRequest {
  const c = config ?? {};
  return { format, model: c.model ?? null, body: BUILDERS[format](messages, c, c.parameters ?? {}) };
}

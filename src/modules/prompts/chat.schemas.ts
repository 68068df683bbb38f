import { type Static, Type } from 'typebox';
import { StringEnum } from '../../http/common-schemas.js';
import { REQUEST_FORMATS } from './chat-request.js';

// Chat versions and model configuration (issue 25; docs/chat-versions.md). The plain TypeScript
// shapes of chat-request.ts (shared with the SDK) are what these validate: a test keeps them equal.

const SLOT_PATTERN = '^[A-Za-z_][A-Za-z0-9_.-]{0,63}$';
const TOOL_NAME_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const ChatRole = StringEnum(['system', 'developer', 'user', 'assistant', 'tool'] as const, {
  description: 'Who speaks: system and developer instructions, the user, the assistant, a tool result.',
});

export const ChatMessage = Type.Object(
  {
    role: ChatRole,
    content: Type.String({
      maxLength: 1_000_000,
      description: 'The text; variables ({{name}}, [[name]]) work here.',
    }),
    name: Type.Optional(
      Type.String({ pattern: TOOL_NAME_PATTERN, description: "A participant's or tool's name (optional)." }),
    ),
    tool_call_id: Type.Optional(
      Type.String({ minLength: 1, maxLength: 128, description: 'The tool call a `tool` message answers.' }),
    ),
  },
  { additionalProperties: false, title: 'ChatMessage' },
);

export const MessagePlaceholder = Type.Object(
  {
    placeholder: Type.String({
      pattern: SLOT_PATTERN,
      description: 'A named slot (e.g. `history`): render inserts the list of messages given for it.',
    }),
  },
  { additionalProperties: false, title: 'MessagePlaceholder' },
);

export const ChatItem = Type.Union([ChatMessage, MessagePlaceholder]);

export const ChatMessages = Type.Array(ChatItem, {
  minItems: 1,
  maxItems: 500,
  description:
    'The messages, in order, and message placeholders (`{"placeholder": "history"}`). Each name appears ' +
    'at most once.',
});

/** The lists of a chat version's message placeholders at render (and run) time: name → messages. */
export const PlaceholderMessages = Type.Record(
  Type.String({ pattern: SLOT_PATTERN }),
  Type.Array(ChatMessage, { maxItems: 1000 }),
  {
    maxProperties: 100,
    description:
      "A chat version's message placeholders: name → the messages inserted there (as given: their text " +
      'is not filled). Every placeholder of the version needs a list (may be empty); others are listed in ' +
      'messages_unused.',
  },
);

/** A JSON object kept as given (a JSON schema, metadata). */
const JsonObject = (description: string) =>
  Type.Record(Type.String(), Type.Unknown(), { description, maxProperties: 200 });

export const ModelParameters = Type.Object(
  {
    temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2 })),
    max_output_tokens: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000 })),
    top_p: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    top_k: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    stop: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 16 })),
    presence_penalty: Type.Optional(Type.Number({ minimum: -2, maximum: 2 })),
    frequency_penalty: Type.Optional(Type.Number({ minimum: -2, maximum: 2 })),
    seed: Type.Optional(Type.Integer({ minimum: -(2 ** 53 - 1), maximum: 2 ** 53 - 1 })),
  },
  { additionalProperties: false, title: 'ModelParameters' },
);

export const ToolDefinition = Type.Object(
  {
    name: Type.String({ pattern: TOOL_NAME_PATTERN, description: 'The function name.' }),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
    parameters: JsonObject('A JSON schema of the arguments: an object schema (`"type": "object"`).'),
  },
  { additionalProperties: false, title: 'ToolDefinition' },
);

export const ResponseFormat = Type.Object(
  {
    type: StringEnum(['text', 'json_object', 'json_schema'] as const),
    name: Type.Optional(Type.String({ pattern: TOOL_NAME_PATTERN })),
    schema: Type.Optional(
      JsonObject('With type json_schema (required then): the JSON schema of the answer.'),
    ),
    strict: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'ResponseFormat' },
);

export const ModelConfig = Type.Object(
  {
    model: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          'A catalog model (GET /v1/tokens/models) or a provider model id; its name picks the request format.',
      }),
    ),
    parameters: Type.Optional(ModelParameters),
    tools: Type.Optional(Type.Array(ToolDefinition, { maxItems: 128 })),
    response_format: Type.Optional(ResponseFormat),
    metadata: Type.Optional(JsonObject('Free-form, kept as given (at most 16 KiB as JSON).')),
  },
  { additionalProperties: false, title: 'ModelConfig' },
);

export const RequestFormat = StringEnum(REQUEST_FORMATS, {
  description:
    'openai: Chat Completions; openai-responses: Responses; anthropic: Messages (system split out); ' +
    'gemini: generateContent; neutral: ' +
    'the messages and config as stored.',
});

export const ProviderRequest = Type.Object(
  {
    format: RequestFormat,
    model: Type.Union([Type.String(), Type.Null()], {
      description: "The config's model (Gemini: the URL's).",
    }),
    body: Type.Record(Type.String(), Type.Unknown(), { description: 'The JSON body to send.' }),
  },
  {
    title: 'ProviderRequest',
    description:
      'The provider-ready request (docs/chat-versions.md, "Render"): the asked format, else the config model\'s ' +
      'family, else neutral. A text version is one user message.',
  },
);

export type ChatItemValue = Static<typeof ChatItem>;
export type ChatMessageValue = Static<typeof ChatMessage>;
export type ModelConfigValue = Static<typeof ModelConfig>;
export type ToolDefinitionValue = Static<typeof ToolDefinition>;

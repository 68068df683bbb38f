import { type Static, Type } from 'typebox';
import { StringEnum, WorkspaceQuery } from '../../http/common-schemas.js';
import { LABEL_PATTERN, LabelName } from '../prompts/prompts.schemas.js';

// The wire shapes of the MCP endpoint (/mcp) and the input of each MCP tool (docs/mcp.md). The
// JSON-RPC envelope is checked here only as far as the OpenAPI document needs it; the MCP SDK's
// transport checks the message itself (a bad one is a 400 in the spec's error body).

export const McpQuery = Type.Object({
  ...WorkspaceQuery,
  label: Type.Optional(
    Type.String({
      pattern: LABEL_PATTERN,
      description:
        'The label whose versions the MCP prompts serve (default `primary`); a prompt name ending in ' +
        '`@label` picks another one for that call.',
    }),
  ),
});
export type McpQuery = Static<typeof McpQuery>;

const Id = Type.Union([Type.String({ maxLength: 256 }), Type.Integer()], { description: 'JSON-RPC id' });

export const McpMessage = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Optional(Id),
    method: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'e.g. initialize, tools/call' }),
    ),
    params: Type.Optional(Type.Object({}, { additionalProperties: true })),
    result: Type.Optional(Type.Object({}, { additionalProperties: true })),
    error: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  {
    title: 'McpMessage',
    description:
      'One JSON-RPC 2.0 message of the Model Context Protocol (a request, a notification or a response; ' +
      'batches are not accepted).',
  },
);

export const McpResponse = Type.Object(
  {
    jsonrpc: Type.Literal('2.0'),
    id: Type.Union([Id, Type.Null()]),
    result: Type.Optional(Type.Object({}, { additionalProperties: true })),
    error: Type.Optional(
      Type.Object({ code: Type.Integer(), message: Type.String() }, { additionalProperties: true }),
    ),
  },
  { title: 'McpResponse', description: 'The JSON-RPC response to a request (never an event stream).' },
);

export const McpAccepted = Type.Null({
  description: 'A notification or a response was accepted (no body).',
});

// ---- tool inputs (the MCP tools' inputSchema; JSON Schema written once, checked with TypeBox) ----

const closed = { additionalProperties: false } as const;
const PromptRef = Type.String({
  minLength: 1,
  maxLength: 255,
  description: 'The prompt: its exact name, or its id (prm_…).',
});
const VersionId = Type.String({
  minLength: 1,
  maxLength: 128,
  description: 'A version of the prompt (ver_…).',
});
const Label = { ...LabelName, description: 'A label of the prompt (e.g. `production`); default `primary`.' };

export const ListPromptsInput = Type.Object(
  {
    search: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'Only prompts whose name or use case contains this text (case-insensitive).',
      }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'At most this many (50).' })),
    cursor: Type.Optional(
      Type.String({ minLength: 1, maxLength: 2000, description: 'next_cursor of the previous answer.' }),
    ),
  },
  closed,
);

export const GetPromptInput = Type.Object(
  { prompt: PromptRef, label: Type.Optional(Label), version_id: Type.Optional(VersionId) },
  closed,
);

export const CountTokensInput = Type.Object(
  {
    text: Type.String({ minLength: 1, description: 'The text to count.' }),
    models: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      minItems: 1,
      maxItems: 50,
      description: 'Model names (list_models gives them), e.g. gpt-4o, claude-sonnet-4-5.',
    }),
  },
  closed,
);

export const ListModelsInput = Type.Object(
  {
    search: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Models whose name contains this text.' }),
    ),
    author: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Models of this maker, e.g. openai.' }),
    ),
  },
  closed,
);

export const RenderPromptInput = Type.Object(
  {
    prompt: PromptRef,
    label: Type.Optional(Label),
    version_id: Type.Optional(VersionId),
    variables: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        maxProperties: 1000,
        description: 'Values of the placeholders, by name (`customer` fills {{customer}} and [[customer]]).',
      }),
    ),
    model: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Model of the token count.' }),
    ),
  },
  closed,
);

export const DiffVersionsInput = Type.Object(
  {
    prompt: PromptRef,
    from: { ...VersionId, description: 'The old version (ver_…).' },
    to: { ...VersionId, description: 'The new version (ver_…).' },
  },
  closed,
);

export const ANALYSIS_KINDS = ['scoring', 'risk', 'balance', 'heatmap'] as const;
export const AnalyzeInput = Type.Object(
  {
    kind: StringEnum(ANALYSIS_KINDS, { description: 'Which analysis to run (the offline analyzer).' }),
    prompt: Type.Optional({
      ...PromptRef,
      description: 'A stored prompt to analyse (its result is stored).',
    }),
    label: Type.Optional(Label),
    version_id: Type.Optional(VersionId),
    content: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'Text to analyse instead of a stored prompt (nothing stored).',
      }),
    ),
    criteria_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 128,
        description: 'Scoring criteria (sca_…; default sca_default).',
      }),
    ),
    include_examples: Type.Optional(
      Type.Boolean({ description: 'Balance and heatmap: read example sections too.' }),
    ),
  },
  closed,
);

export const ImproveInput = Type.Object(
  {
    prompt: PromptRef,
    label: Type.Optional(Label),
    version_id: Type.Optional(VersionId),
    source: Type.Optional(
      StringEnum(['scoring', 'risk'] as const, {
        description: 'Improve from the latest stored scoring (default) or risk result of the version.',
      }),
    ),
  },
  closed,
);

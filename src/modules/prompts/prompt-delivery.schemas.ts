import { type Static, type TSchema, Type } from 'typebox';
import { Nullable, WorkspaceQuery } from '../../http/common-schemas.js';
import {
  ChatMessage,
  ModelConfig,
  PlaceholderMessages,
  ProviderRequest,
  RequestFormat,
} from './chat.schemas.js';

// Prompt delivery (issue 13 §3): render a version with values, diff two versions.

const IdString = (description: string) => Type.String({ minLength: 1, maxLength: 128, description });

export const RenderRequest = Type.Object(
  {
    version_id: Type.Optional(IdString('The version to render (not with label).')),
    label: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'Render the version this label points at (not with version_id). `primary`: the primary.',
      }),
    ),
    variables: Type.Record(Type.String(), Type.String(), {
      maxProperties: 1000,
      description:
        'Values of the placeholders left in the version. A key `name` fills both {{name}} and [[name]]; a key ' +
        'written {{name}} or [[name]] fills only that form (and wins over `name`). Values are plain text: a ' +
        'placeholder inside a value stays as written. Keys matching no placeholder are ignored and listed ' +
        'in variables_unused.',
    }),
    model: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: "Model of token_info (GET /v1/tokens/models); default: the version's token_info model.",
      }),
    ),
    messages: Type.Optional(PlaceholderMessages),
    format: Type.Optional(RequestFormat),
  },
  { additionalProperties: false },
);
export type RenderRequest = Static<typeof RenderRequest>;

export const RenderTokenInfo = Type.Object({
  model: Type.String(),
  token_count: Nullable(Type.Integer({ description: 'null when the model cannot be counted exactly' })),
  cost_per_use: Nullable(Type.Number({ description: 'USD for one use as input; null when unknown' })),
  cost_per_1k: Nullable(Type.Number({ description: 'USD for 1,000 uses; null when unknown' })),
  cost_per_1m: Nullable(Type.Number({ description: 'USD for 1,000,000 uses; null when unknown' })),
  tokenizer: Nullable(Type.String({ description: 'What counted (as in POST /v1/tokens/count)' })),
  exact: Type.Boolean(),
  reason: Nullable(Type.String({ description: 'Why token_count is null; null when counted' })),
});
export type RenderTokenInfo = Static<typeof RenderTokenInfo>;

/** An include and what it resolved to (the prompt of that name in the workspace, and its version). */
export const ResolvedInclude = Type.Object(
  {
    include: Type.String({ description: 'As written, canonical: {{> name}} or {{> name@ref}}.' }),
    prompt_id: Type.String(),
    version_id: Type.String(),
    depth: Type.Integer({ minimum: 1, description: '1: included by the version itself; 2: by a piece; …' }),
  },
  { title: 'ResolvedInclude' },
);

/** One include of a version, and what it names now (null when it names nothing any more). */
export const PromptDependency = Type.Object(
  {
    include: Type.String({ description: 'As written, canonical: {{> name}} or {{> name@ref}}.' }),
    name: Type.String({ description: 'The prompt name it names.' }),
    ref: Nullable(Type.String({ description: 'The label or version id it names; null: the primary.' })),
    prompt_id: Nullable(Type.String({ description: 'The prompt it resolves to now; null when none.' })),
    version_id: Nullable(Type.String({ description: 'The version it resolves to now; null when none.' })),
  },
  { title: 'PromptDependency' },
);
export const DependenciesQuery = Type.Object({
  ...WorkspaceQuery,
  version_id: Type.Optional(IdString('The version whose includes to list (default: the primary).')),
});

/** A version that includes a prompt: which prompt and version, at which reference. */
export const PromptDependent = Type.Object(
  {
    prompt_id: Type.String(),
    prompt_name: Type.String(),
    version_id: Type.String(),
    version_name: Nullable(Type.String()),
    is_primary: Type.Boolean(),
    labels: Type.Array(Type.String(), { description: 'The labels on the including version.' }),
    include: Type.String({ description: 'The include as written, canonical ({{> name@ref}}).' }),
    ref: Nullable(Type.String({ description: 'The label or version id included; null: the primary.' })),
  },
  { title: 'PromptDependent' },
);

export const RenderResult = Type.Object(
  {
    prompt_id: Type.String(),
    version_id: Type.String(),
    content: Type.String({
      description: 'The version content with its includes resolved and every placeholder filled.',
    }),
    variables_used: Type.Array(Type.String(), {
      description: 'The placeholders filled, as {{name}} or [[name]], in order of first appearance.',
    }),
    variables_unused: Type.Array(Type.String(), {
      description: 'Keys of body.variables that matched no placeholder (ignored).',
    }),
    token_info: RenderTokenInfo,
    type: Type.String({ description: 'text or chat.' }),
    messages: Nullable(
      Type.Array(ChatMessage, {
        description:
          'A chat version: its messages filled, placeholders replaced by the given lists; text: null.',
      }),
    ),
    messages_unused: Type.Array(Type.String(), {
      description: 'Keys of body.messages that name no message placeholder of the version (ignored).',
    }),
    config: Nullable(ModelConfig),
    request: ProviderRequest,
    includes: Type.Array(ResolvedInclude, {
      description:
        'The includes resolved into content ({{> name}}, {{> name@label}}, {{> name@ver_…}}), each piece ' +
        'before its own, in order; their placeholders are filled like the version’s own.',
    }),
  },
  { title: 'RenderedPrompt' },
);
export type RenderResult = Static<typeof RenderResult>;

export const DiffQuery = Type.Object({
  ...WorkspaceQuery,
  from: IdString('The old version (a version of this prompt).'),
  to: IdString('The new version (a version of this prompt).'),
});
export type DiffQuery = Static<typeof DiffQuery>;

const Delta = <T extends TSchema>(description: string, value: T) =>
  Type.Object({ from: value, to: value, delta: value }, { description });

export const VersionDiff = Type.Object(
  {
    prompt_id: Type.String(),
    from_version_id: Type.String(),
    to_version_id: Type.String(),
    unified_diff: Type.String({
      description:
        "Line diff of the contents, unified format (---/+++/@@, 3 lines of context); '' when identical.",
    }),
    minimal: Type.Boolean({
      description:
        'False when the contents differ too much for a minimal diff within the bounds (docs/api.md): the ' +
        'changed middle is then one removed block and one added block.',
    }),
    stats: Type.Object({ added_lines: Type.Integer(), removed_lines: Type.Integer() }),
    types: Type.Object(
      { from: Type.String(), to: Type.String() },
      {
        description:
          'The type of each version: text or chat (a chat version diffs by its flattened messages).',
      },
    ),
    config_diff: Type.String({
      description:
        "Line diff of the two model configurations as JSON (keys sorted, one value a line), unified format; '' when equal.",
    }),
    token_info_model: Type.String({ description: 'The model of tokens and cost.' }),
    tokens: Delta('Token counts of the two contents', Type.Integer()),
    cost: Delta('USD for one use of each content as input', Type.Number()),
    scoring: Nullable(
      Delta(
        'overall_score of the latest stored scoring of each version; null unless both have one',
        Type.Number(),
      ),
    ),
    risk: Nullable(
      Type.Object(
        {
          from: Type.Integer(),
          to: Type.Integer(),
          delta: Type.Integer(),
          from_level: Type.String(),
          to_level: Type.String(),
        },
        {
          description:
            'Issues (bias + ethical + safety) of the latest stored risk analysis of each version, and its ' +
            'overall_risk_level; null unless both have one',
        },
      ),
    ),
  },
  { title: 'VersionDiff' },
);
export type VersionDiff = Static<typeof VersionDiff>;

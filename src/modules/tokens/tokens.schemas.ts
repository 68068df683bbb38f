import { type Static, Type } from 'typebox';
import { AuthQuery, Nullable, StringEnum } from '../../http/common-schemas.js';
import { PageQuery } from '../../http/paging.js';
import { ChatMessage, ToolDefinition } from '../prompts/chat.schemas.js';

export const Model = Type.Object(
  {
    author: Type.String({ description: 'Company that produced the model', examples: ['OpenAI'] }),
    name: Type.String({ description: 'Unique identifying name of the model', examples: ['gpt-4o'] }),
    display_name: Type.String({ examples: ['GPT-4o'] }),
    price_per_input_token: Nullable(
      Type.Number({ description: 'USD per input token; null when no price is known', examples: [0.0000025] }),
    ),
    price_per_output_token: Nullable(
      Type.Number({
        description: 'USD per output token (same listing as the input price); null when unknown',
      }),
    ),
    price_per_cached_input_token: Nullable(
      Type.Number({ description: 'USD per cached (prompt-cache read) input token; null when unknown' }),
    ),
    context_window: Nullable(Type.Integer({ description: 'Context window in tokens; null when unknown' })),
    max_output_tokens: Nullable(Type.Integer({ description: 'Output limit in tokens; null when unknown' })),
    tokenizer: Nullable(
      Type.String({
        description:
          'Tokenizer id used for exact offline counts (`operator:<name>` for a file the operator supplied); null when none ships',
      }),
    ),
    exact: Type.Boolean({ description: 'Whether offline counts for this model are exact' }),
    count_source: Nullable(
      StringEnum(['offline', 'operator', 'provider_api'] as const, {
        description:
          '`offline`: counted by `tokenizer`, which ships with the service; `operator`: counted by a tokenizer ' +
          'file the operator supplied (`--tokenizers-dir`); `provider_api`: no public tokenizer, counted exactly through ' +
          "the maker's count endpoint when the operator configures a platform provider for it; null: not countable",
      }),
    ),
  },
  { title: 'Model' },
);
export type Model = Static<typeof Model>;

export const ModelsQuery = Type.Object({
  ...AuthQuery,
  ...PageQuery,
  author: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'Case-insensitive author filter' }),
  ),
  name: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'Exact model name; returns a list of one, or [] if unknown',
    }),
  ),
});

export const CountRequest = Type.Object(
  {
    input: Type.String({ description: 'Text to count and price' }),
    type: StringEnum(['text'] as const, { description: 'Only `text` is accepted' }),
    models: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
      minItems: 1,
      maxItems: 1000,
      description: 'Model names (see GET /v1/tokens/models); one result per entry, in this order',
    }),
    estimate: Type.Optional(
      Type.Boolean({
        description:
          'Also give a labelled `estimate` for every model without an exact count (same as `?estimate=true`); ' +
          'it never fills `token_count`',
      }),
    ),
    messages: Type.Optional(
      Type.Array(ChatMessage, {
        maxItems: 1000,
        description:
          'Count a whole chat request (docs/chat-versions.md, "Counting a whole request"): these messages with ' +
          "each family's framing, then `input` as a last user message when not empty.",
      }),
    ),
    tools: Type.Optional(
      Type.Array(ToolDefinition, {
        maxItems: 128,
        description: 'Tool (function) definitions sent with the request.',
      }),
    ),
    expected_output_tokens: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 10_000_000,
        description: 'Adds `cost`: input, output for this many tokens, and the cached-input scenario.',
      }),
    ),
  },
  { title: 'CountRequest', additionalProperties: false },
);

export const CountQuery = Type.Object({
  ...AuthQuery,
  estimate: Type.Optional(
    StringEnum(['true', 'false'] as const, {
      description: '`true`: add a labelled `estimate` to results without an exact count (or the body flag)',
    }),
  ),
});

export const ESTIMATE_METHODS = ['o200k_proxy', 'chars_per_token'] as const;
export type EstimateMethod = (typeof ESTIMATE_METHODS)[number];

export const TokenEstimate = Type.Object(
  {
    count: Type.Integer({ description: 'Estimated token count: an estimate, never an exact count' }),
    method: StringEnum(ESTIMATE_METHODS, {
      description:
        '`o200k_proxy`: the o200k_base count stands in for the unknown vocabulary; `chars_per_token`: characters ÷ a ratio measured on known vocabularies',
    }),
    error_band: Type.Object(
      {
        median: Type.Number({ description: 'Median relative error |estimate − exact| / exact, measured' }),
        p90: Type.Number({ description: '90th percentile of the relative error, measured' }),
      },
      {
        description:
          "The method's error measured against the vocabularies whose exact counts the service has (docs/catalog.md)",
      },
    ),
  },
  {
    title: 'TokenEstimate',
    examples: [{ count: 130, method: 'o200k_proxy', error_band: { median: 0.08, p90: 0.2 } }],
  },
);
export type TokenEstimate = Static<typeof TokenEstimate>;

export type ModelsQuery = Static<typeof ModelsQuery>;
export type CountRequest = Static<typeof CountRequest>;
export type CountQuery = Static<typeof CountQuery>;

/** What a use costs: the input, the stated output, and the input again at the cached price. */
export const CostScenario = Type.Object(
  {
    input_tokens: Nullable(Type.Integer()),
    output_tokens: Type.Integer({ description: 'The stated expected output length (or the config max).' }),
    input_cost: Nullable(Type.Number({ description: 'USD; null when the count or the price is unknown' })),
    output_cost: Nullable(Type.Number({ description: 'USD at price_per_output_token; null when unknown' })),
    total_cost: Nullable(Type.Number({ description: 'input_cost + output_cost' })),
    cached_input_cost: Nullable(
      Type.Number({
        description: 'USD for the input read from the prompt cache; null when the catalog has no price',
      }),
    ),
    cached_total_cost: Nullable(Type.Number({ description: 'cached_input_cost + output_cost' })),
  },
  { title: 'CostScenario' },
);
export type CostScenario = Static<typeof CostScenario>;

export const CountResult = Type.Object(
  {
    model: Type.String(),
    token_count: Nullable(
      Type.Integer({
        description:
          'null when the model cannot be counted exactly; with `messages`, a count marked exact: false (reason says why) may be given',
      }),
    ),
    token_cost: Nullable(
      Type.Number({ description: 'token_count × price_per_input_token in USD; null when unknown' }),
    ),
    tokenizer: Nullable(
      Type.String({
        description:
          'Offline tokenizer id, or the count API that gave the count (`anthropic-api`, `google-api`); null when not counted',
      }),
    ),
    exact: Type.Boolean(),
    reason: Nullable(Type.String({ description: 'Why token_count is null; null when counted' })),
    // Only when an estimate was asked for: null when token_count is exact, else a labelled estimate.
    estimate: Type.Optional(Nullable(TokenEstimate)),
    cost: Type.Optional(CostScenario),
  },
  { title: 'CountResult' },
);
export type CountResult = Static<typeof CountResult>;

/** Response header of GET /v1/tokens/models: the date the catalog's prices are true for. */
export const CATALOG_AS_OF_HEADER = 'x-catalog-as-of';

/** token_info of a prompt version or context version (spec: Version.token_info). */
export const TokenInfo = Type.Object(
  {
    model: Type.String({ description: 'The model the count and costs are for' }),
    token_count: Type.Integer(),
    cost_per_use: Type.Number({ description: 'USD for one use of the text as input' }),
    cost_per_1k: Type.Number({ description: 'USD for 1,000 uses' }),
    cost_per_1m: Type.Number({ description: 'USD for 1,000,000 uses' }),
  },
  { title: 'TokenInfo' },
);
export type TokenInfoValue = Static<typeof TokenInfo>;

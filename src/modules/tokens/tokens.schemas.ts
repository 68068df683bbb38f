import { type Static, Type } from 'typebox';
import { AuthQuery, Nullable, StringEnum } from '../../http/common-schemas.js';
import { PageQuery } from '../../http/paging.js';

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
      Type.String({ description: 'Tokenizer id used for exact offline counts; null when none ships' }),
    ),
    exact: Type.Boolean({ description: 'Whether offline counts for this model are exact' }),
    count_source: Nullable(
      StringEnum(['offline', 'provider_api'] as const, {
        description:
          '`offline`: counted by `tokenizer`; `provider_api`: no public tokenizer, counted exactly through ' +
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
  },
  { title: 'CountRequest', additionalProperties: false },
);

export type ModelsQuery = Static<typeof ModelsQuery>;
export type CountRequest = Static<typeof CountRequest>;

export const CountResult = Type.Object(
  {
    model: Type.String(),
    token_count: Nullable(Type.Integer({ description: 'null when the model cannot be counted exactly' })),
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

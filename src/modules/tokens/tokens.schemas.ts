import { Type } from 'typebox';
import { AuthQuery, Nullable, StringEnum } from '../../http/schema-kit.js';

export const Model = Type.Object({
  author: Type.String({ description: 'Company that produced the model', examples: ['OpenAI'] }),
  name: Type.String({ description: 'Unique identifying name of the model', examples: ['gpt-4o'] }),
  display_name: Type.String({ examples: ['GPT-4o'] }),
  price_per_input_token: Nullable(
    Type.Number({ description: 'USD per input token; null when no price is known', examples: [0.0000025] }),
  ),
  tokenizer: Nullable(
    Type.String({ description: 'Tokenizer id used for exact counts; null when none ships' }),
  ),
  exact: Type.Boolean({ description: 'Whether counts for this model are exact' }),
});

export const ModelsQuery = Type.Object({
  ...AuthQuery,
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
  { additionalProperties: false },
);

export const CountResult = Type.Object({
  model: Type.String(),
  token_count: Nullable(Type.Integer({ description: 'null when no exact tokenizer exists for the model' })),
  token_cost: Nullable(
    Type.Number({ description: 'token_count × price_per_input_token in USD; null when unknown' }),
  ),
  tokenizer: Nullable(Type.String()),
  exact: Type.Boolean(),
});

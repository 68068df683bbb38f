import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../../http/common-schemas.js';
import { ChatMessage, PlaceholderMessages } from '../prompts/chat.schemas.js';
import { Settings } from './analysis.schemas.js';

// The playground (issue 25 §3): run a version through a model, keep runs, compare versions.
// Route-only shapes beside the analyses' (analysis-routes.schemas.ts).

export const RunVariables = Type.Record(Type.String(), Type.String(), {
  maxProperties: 1000,
  description: 'Values of the version’s placeholders, as for render.',
});

export const RunRequest = Type.Object(
  {
    variables: Type.Optional(RunVariables),
    messages: Type.Optional(PlaceholderMessages),
    settings: Type.Optional(Settings),
    store: Type.Optional(
      Type.Boolean({
        description:
          'Keep the run (its input, output, usage, cost, latency and model) for GET /v1/prompts/{promptId}/runs; default false.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type RunRequest = Static<typeof RunRequest>;

export const Usage = Type.Object({
  input_tokens: Type.Integer({ description: 'As the provider reported them.' }),
  output_tokens: Type.Integer(),
});
export const Cost = Nullable(
  Type.Number({
    description:
      'USD: usage at the catalog prices of model_name (GET /v1/tokens/models); null when the catalog has no price for it.',
  }),
);
export const LatencyMs = Type.Integer({ description: 'Milliseconds the model call took.' });
export const ModelFields = {
  model_id: Type.String({ description: 'The model that ran (aim_…).' }),
  model_source: Type.String({ description: 'platform or provider.' }),
  model_name: Type.String({ description: "The model's name at its provider." }),
};

export const RunResult = Type.Object(
  {
    run_id: Nullable(
      Type.String({ description: 'The stored run (prefix run_); null unless store was true.' }),
    ),
    prompt_id: Type.String(),
    version_id: Type.String(),
    ...ModelFields,
    output: Type.String({ description: 'The model’s text answer.' }),
    finish_reason: Type.String({ description: 'stop, length, content-filter, … as the provider said.' }),
    usage: Usage,
    latency_ms: LatencyMs,
    cost: Cost,
    rendered_messages: Type.Array(ChatMessage, { description: 'What was sent (the render’s messages).' }),
    config: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: "The version's config." })),
  },
  { title: 'PlaygroundRun' },
);
export type RunResult = Static<typeof RunResult>;

/** Why a cell of an experiment (or a stored cell) has no output: our code and message, never the provider's. */
export const CellError = Type.Object(
  {
    code: Type.String({
      description:
        'The error code a single run would answer (upstream_invalid, upstream_timeout, bad_request, token_limit_reached, …).',
    }),
    message: Type.String(),
  },
  { title: 'PlaygroundCellError' },
);
export type CellError = Static<typeof CellError>;

const Actor = Type.Object({ type: StringEnum(['user', 'api_key']), id: Type.String(), name: Type.String() });

export const StoredRun = Type.Object(
  {
    run_id: Type.String({ description: 'Prefix run_' }),
    prompt_id: Type.String(),
    version_id: Type.String(),
    experiment_id: Nullable(
      Type.String({ description: 'The experiment it was a cell of (prefix exp_); null for a single run.' }),
    ),
    input_index: Nullable(
      Type.Integer({ description: "An experiment cell's input: its position in the experiment's inputs." }),
    ),
    variables: Type.Record(Type.String(), Type.String()),
    messages: Nullable(PlaceholderMessages),
    ...ModelFields,
    output: Nullable(
      Type.String({ description: 'Null when the run failed (an experiment cell): see error.' }),
    ),
    finish_reason: Nullable(Type.String()),
    usage: Usage,
    cost: Cost,
    latency_ms: LatencyMs,
    error: Nullable(CellError),
    created_by: Actor,
    created_at: Timestamp,
  },
  { title: 'StoredRun' },
);
export type StoredRun = Static<typeof StoredRun>;

export const RunsQuery = Type.Object({
  version_id: Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'Only the runs of this version.' }),
  ),
  experiment_id: Type.Optional(
    Type.String({ minLength: 1, maxLength: 128, description: 'Only the cells of this experiment.' }),
  ),
});
export type RunsQuery = Static<typeof RunsQuery>;

import { type Static, Type } from 'typebox';
import { Nullable } from '../../http/common-schemas.js';
import { PlaceholderMessages } from '../prompts/chat.schemas.js';
import { Settings } from './analysis.schemas.js';
import { CellError, Cost, LatencyMs, ModelFields, RunVariables, Usage } from './playground.schemas.js';

// A small experiment (issue 25 §3): versions A, B (… up to 4) of a prompt on the same inputs, one
// request, a side-by-side table back. Every cell is stored as a run (prompt_runs, experiment_id).

export const MAX_EXPERIMENT_VERSIONS = 4;
export const MAX_EXPERIMENT_INPUTS = 20;

export const ExperimentInput = Type.Object(
  {
    variables: Type.Optional(RunVariables),
    messages: Type.Optional(PlaceholderMessages),
  },
  { additionalProperties: false },
);
export type ExperimentInput = Static<typeof ExperimentInput>;

export const ExperimentRequest = Type.Object(
  {
    version_ids: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), {
      minItems: 2,
      maxItems: MAX_EXPERIMENT_VERSIONS,
      description: `The versions to compare (2 to ${MAX_EXPERIMENT_VERSIONS}, each once), all of this prompt.`,
    }),
    inputs: Type.Array(ExperimentInput, {
      minItems: 1,
      maxItems: MAX_EXPERIMENT_INPUTS,
      description: `The inputs every version runs on (1 to ${MAX_EXPERIMENT_INPUTS}), as a run's variables and messages.`,
    }),
    settings: Type.Optional(Settings),
  },
  { additionalProperties: false },
);
export type ExperimentRequest = Static<typeof ExperimentRequest>;

const ExperimentCell = Type.Object({
  version_id: Type.String(),
  run_id: Type.String({
    description: 'The stored run of this cell (GET /v1/prompts/{promptId}/runs/{runId}).',
  }),
  output: Nullable(Type.String({ description: 'Null when the cell failed: see error.' })),
  finish_reason: Nullable(Type.String()),
  usage: Usage,
  cost: Cost,
  latency_ms: LatencyMs,
  error: Nullable(CellError),
});
export type ExperimentCell = Static<typeof ExperimentCell>;

const ExperimentRow = Type.Object({
  input_index: Type.Integer({ description: 'The position of the input in the request’s inputs.' }),
  variables: Type.Record(Type.String(), Type.String()),
  messages: Nullable(PlaceholderMessages),
  cells: Type.Array(ExperimentCell, { description: 'One per version, in the order of version_ids.' }),
});

const ExperimentTotal = Type.Object({
  version_id: Type.String(),
  runs: Type.Integer({ description: 'Cells of this version.' }),
  failed: Type.Integer({ description: 'Cells of this version with an error.' }),
  usage: Usage,
  cost: Nullable(
    Type.Number({ description: 'USD, the sum over the cells that have a cost; null when none has one.' }),
  ),
  latency_ms: Type.Integer({ description: 'The sum of the cells’ latencies.' }),
});

export const ExperimentResult = Type.Object(
  {
    experiment_id: Type.String({
      description: 'Prefix exp_; GET /v1/prompts/{promptId}/runs?experiment_id= lists its cells.',
    }),
    prompt_id: Type.String(),
    version_ids: Type.Array(Type.String()),
    ...ModelFields,
    rows: Type.Array(ExperimentRow, { description: 'One per input, in the request’s order.' }),
    totals: Type.Array(ExperimentTotal, { description: 'One per version, in the order of version_ids.' }),
  },
  { title: 'PlaygroundExperiment' },
);
export type ExperimentResult = Static<typeof ExperimentResult>;

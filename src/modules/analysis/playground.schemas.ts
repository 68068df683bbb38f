import { type Static, Type } from 'typebox';
import { Nullable } from '../../http/common-schemas.js';
import { ChatMessage, PlaceholderMessages } from '../prompts/chat.schemas.js';
import { Settings } from './analysis.schemas.js';

// The playground (issue 25 §3): run a version through a model. Route-only shapes beside the
// analyses' (analysis-routes.schemas.ts).

export const RunRequest = Type.Object(
  {
    variables: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        maxProperties: 1000,
        description: 'Values of the version’s placeholders, as for render.',
      }),
    ),
    messages: Type.Optional(PlaceholderMessages),
    settings: Type.Optional(Settings),
  },
  { additionalProperties: false },
);
export type RunRequest = Static<typeof RunRequest>;

export const RunResult = Type.Object(
  {
    prompt_id: Type.String(),
    version_id: Type.String(),
    model_id: Type.String({ description: 'The model that ran (aim_…).' }),
    model_source: Type.String({ description: 'platform or provider.' }),
    model_name: Type.String({ description: "The model's name at its provider." }),
    output: Type.String({ description: 'The model’s text answer.' }),
    finish_reason: Type.String({ description: 'stop, length, content-filter, … as the provider said.' }),
    usage: Type.Object({
      input_tokens: Type.Integer({ description: 'As the provider reported them.' }),
      output_tokens: Type.Integer(),
    }),
    latency_ms: Type.Integer({ description: 'Milliseconds the model call took.' }),
    cost: Nullable(
      Type.Number({
        description:
          'USD: usage at the catalog prices of model_name (GET /v1/tokens/models); null when the catalog has no price for it.',
      }),
    ),
    rendered_messages: Type.Array(ChatMessage, { description: 'What was sent (the render’s messages).' }),
    config: Nullable(Type.Record(Type.String(), Type.Unknown(), { description: "The version's config." })),
  },
  { title: 'PlaygroundRun' },
);
export type RunResult = Static<typeof RunResult>;

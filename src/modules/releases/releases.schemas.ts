import { type Static, Type } from 'typebox';
import { Nullable, StringEnum, Timestamp, WorkspaceQuery } from '../../http/common-schemas.js';
import { RiskLevel, Settings } from '../analysis/analysis.schemas.js';
import { LabelName } from '../prompts/prompts.schemas.js';

const Percent = Type.Number({ minimum: -100, maximum: 100_000 });

/** The checks a release of a label must pass (issue 23 §2, Gates); each is optional. */
export const GatePolicy = Type.Object(
  {
    max_risk: Type.Optional(RiskLevel),
    min_score: Type.Optional(
      Type.Object(
        {
          criteria_id: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: 128,
              description: 'Prefix crt_; default: the Default criteria.',
            }),
          ),
          at_least: Type.Number({ minimum: 0, maximum: 100 }),
        },
        { additionalProperties: false },
      ),
    ),
    max_tokens: Type.Optional(Type.Integer({ minimum: 0 })),
    max_token_increase_percent: Type.Optional(Percent),
    max_cost_per_use: Type.Optional(Type.Number({ minimum: 0 })),
    max_cost_increase_percent: Type.Optional(Percent),
    variables_unchanged: Type.Optional(
      Type.Boolean({ description: 'No variable removed that the version the label points at now has.' }),
    ),
    analyzer: Type.Optional(
      Type.Object(
        { settings: Settings },
        {
          additionalProperties: false,
          description:
            "The model the risk and score gates run on, named as in an analysis request's `settings` (a platform model or one of the account's AI providers); metered like an analysis. Absent: the built-in offline analyzer.",
        },
      ),
    ),
  },
  { additionalProperties: false, title: 'GatePolicy' },
);
export type GatePolicy = Static<typeof GatePolicy>;

/** A workspace's release settings (GET/PUT /v1/workspace/release-settings). */
export const ReleaseSettingsInput = Type.Object(
  {
    protected_labels: Type.Array(LabelName, { maxItems: 100, uniqueItems: true }),
    protect_primary: Type.Boolean({ description: 'Making another version primary needs the admin too.' }),
    allow_self_approval: Type.Boolean({ description: 'May the requester approve their own request.' }),
    gates: Type.Record(Type.String({ pattern: '^[a-z0-9][a-z0-9_.-]{0,62}$' }), GatePolicy, {
      maxProperties: 100,
      description: 'Label → the gates a release of that label must pass.',
    }),
  },
  { additionalProperties: false },
);
export const ReleaseSettings = Type.Object(
  {
    ...ReleaseSettingsInput.properties,
    updated_at: Nullable(Timestamp),
    updated_by: Nullable(Type.String()),
  },
  { title: 'ReleaseSettings' },
);
export type ReleaseSettingsView = Static<typeof ReleaseSettings>;

export const GateResult = Type.Object(
  {
    gate: StringEnum([
      'max_risk',
      'min_score',
      'max_tokens',
      'max_token_increase_percent',
      'max_cost_per_use',
      'max_cost_increase_percent',
      'variables_unchanged',
    ]),
    passed: Type.Boolean(),
    actual: Nullable(Type.Union([Type.Number(), Type.String()])),
    limit: Nullable(Type.Union([Type.Number(), Type.String()])),
    detail: Type.String(),
  },
  { title: 'GateResult' },
);
export const GateReport = Type.Object(
  {
    passed: Type.Boolean({ description: 'Every gate passed (true when the label has no gates).' }),
    checked_at: Timestamp,
    analyzer: Type.String({
      description:
        "What ran the risk and score gates: 'offline' (the built-in analyzer), or the model_id of the model the label's policy names.",
    }),
    results: Type.Array(GateResult),
  },
  { title: 'GateReport' },
);
export type GateReport = Static<typeof GateReport>;

const Actor = Type.Object({ type: StringEnum(['user', 'api_key']), id: Type.String(), name: Type.String() });
export const ReleaseState = StringEnum(['open', 'approved', 'rejected', 'withdrawn']);

export const Release = Type.Object(
  {
    release_id: Type.String({ description: 'Prefix rel_' }),
    prompt_id: Type.String(),
    label: Type.String(),
    version_id: Type.String(),
    content_hash: Type.String({ description: "SHA-256 (hex) of the version's content at request time." }),
    base_version_id: Nullable(
      Type.String({ description: 'Where the label pointed at request time; null: it did not exist.' }),
    ),
    note: Nullable(Type.String()),
    state: ReleaseState,
    gates: GateReport,
    approval_gates: Nullable(GateReport),
    requested_by: Actor,
    requested_at: Timestamp,
    decided_by: Nullable(Actor),
    decided_at: Nullable(Timestamp),
    decision_note: Nullable(Type.String()),
    override_reason: Nullable(Type.String()),
  },
  { title: 'Release' },
);
export type ReleaseView = Static<typeof Release>;

export const ReleaseInput = Type.Object(
  {
    label: LabelName,
    version_id: Type.String({ minLength: 1, maxLength: 128 }),
    note: Type.Optional(Type.String({ maxLength: 10_000 })),
  },
  { additionalProperties: false },
);
export const ApproveInput = Type.Object(
  {
    note: Type.Optional(Type.String({ maxLength: 10_000 })),
    override_reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 10_000,
        description: 'Approve although a gate fails (recorded with the request).',
      }),
    ),
  },
  { additionalProperties: false },
);
export const DecisionInput = Type.Object(
  { note: Type.Optional(Type.String({ maxLength: 10_000 })) },
  { additionalProperties: false },
);
export const ReleaseListQuery = Type.Object({ ...WorkspaceQuery, state: Type.Optional(ReleaseState) });
